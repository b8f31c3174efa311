// Duel's view model: the chance of a down, the hits' distribution (every
// figure the core's).
import { t, getLang } from '../../platform/words.mjs';
import { percent } from '../../platform/format.mjs';

export function view(r) {
  return {
    key: { label: t('duelDown'), p: r.down },
    badges: [{ id: 'hit-chance', label: t('duelHitChance'), value: percent(getLang(), r.hitChance) }],
    series: [{ id: 'hits', label: t('hits'), dist: r.hits, mean: r.meanHits }],
  };
}
