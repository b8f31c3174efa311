// The lists index's new list (its game: the one last used, then its
// faction) and "Jouer" (disabled on a list without units, with why).
import { t } from '../platform/words.mjs';
import { h } from '../ui/view.mjs';
import { nameOf, loaded } from '../platform/rulesets.mjs';
import { listRulesets, builderOf } from './model.mjs';
import { namedFields } from './builder.mjs';
import { partsOf } from '../games/index.mjs';
import { gameUsed, rememberGameUsed } from '../platform/place.mjs';
import '../platform/lists-words.mjs';

// The game of the last list opened or made, or of the calculator's tab last
// tapped: a new list starts on it.
export const rememberRuleset = rememberGameUsed;

/**
 * Whether the list's game would refuse it at its start: its builder's own
 * problems, or one of the core's (checkList) its game says blocks a game
 * (`blocksPlay(problem)`: an army's missing values).
 */
function blocked(list, auspex) {
  const game = builderOf(list);
  if (game.problems?.({ list, auspex })?.length) return true;
  if (!game.blocksPlay || !auspex) return false;
  try { return (auspex.checkList(list).problems ?? []).some(game.blocksPlay); } catch { return true; }
}

/**
 * The problems of the list its game plays with all the same (the core's
 * checkList problems that do not block it: over the points, no commander…),
 * each in both languages, [{ fr, en }]: "Jouer" waits for them, or the
 * players agree to play anyway (a house rule, logged: play/house-rule.mjs).
 */
export function softProblems(list, auspex) {
  if (!auspex || !list.units?.length) return [];
  const game = builderOf(list);
  let problems = [];
  try { problems = auspex.checkList(list).problems ?? []; } catch { return []; }
  return problems.filter((p) => !game.blocksPlay?.(p))
    .map((p) => ({ fr: namedFields(p.message?.fr ?? p.code, 'fr'), en: namedFields(p.message?.en ?? p.message?.fr ?? p.code, 'en') }));
}

/**
 * "Jouer": disabled, with why beside it (`${testid}-why`), on a list without
 * units or one its game would refuse at the start (its builder's problems;
 * `auspex` the core they are asked of); `inIndex`: on the lists index, where
 * the problems are not shown (the why says to open the list). A list with
 * problems its game still plays with: disabled too, the same way in every
 * game, beside "Jouer quand même (règle maison)" (`${testid}-anyway`), which
 * calls onclick({ houseRule: its problems }).
 */
export function playButton(testid, list, onclick, attrs = {}, auspex = null, inIndex = false) {
  const hard = !list.units?.length ? t('listPlayEmpty') : blocked(list, auspex) ? t(inIndex ? 'listPlayProblemsOpen' : 'listPlayProblems') : null;
  const soft = hard ? [] : softProblems(list, auspex);
  const why = hard ?? (soft.length ? t(inIndex ? 'listPlayHouseOpen' : 'listPlayHouse', { n: soft.length }) : null);
  return h('span', { class: 'gated' },
    h('button', { type: 'button', class: 'tool', 'data-testid': testid, onclick: () => onclick(), ...attrs, disabled: why ? true : null,
      'aria-describedby': why ? `${testid}-why` : null }, t('listPlay')),
    why ? h('span', { class: 'why', id: `${testid}-why`, 'data-testid': `${testid}-why` }, why) : null,
    soft.length ? h('button', { type: 'button', class: 'tool', 'data-testid': `${testid}-anyway`, 'aria-describedby': `${testid}-why`,
      onclick: () => onclick({ houseRule: soft }) }, t('listPlayAnyway')) : null);
}

/** The new list's game (the last used first) and faction; create(ruleset, faction) makes it. */
export function drawNew(S, { redraw, create }) {
  const rulesets = listRulesets();
  if (!rulesets.some((r) => r.id === S.pick.ruleset)) {
    const last = gameUsed();
    const used = rulesets.find((r) => r.id === last) ?? rulesets.find((r) => loaded.get(r.id)?.system === last);
    S.pick = { ruleset: (used ?? rulesets[0])?.id ?? null, faction: '' };
  }
  const base = loaded.get(S.pick.ruleset);
  const factions = base?.factions ?? [];
  // A game whose lists belong to a faction (a company's units are its faction's) starts on the first.
  const needsFaction = Boolean(partsOf(base?.system).builder?.needsFaction);
  if (needsFaction && factions.length && !S.pick.faction) S.pick.faction = factions[0].id;
  return h('div', { class: 'lists-new cu-form' },
    h('h3', { class: 'cu-sub' }, t('listNewTitle')),
    h('div', { class: 'cu-field' }, h('label', { class: 'cu-label', for: 'lists-new-ruleset' }, t('listGame')),
      h('select', { id: 'lists-new-ruleset', class: 'select', 'data-testid': 'lists-new-ruleset',
        onchange: (e) => { S.pick = { ruleset: e.target.value, faction: '' }; redraw(); } },
      rulesets.map((r) => h('option', { value: r.id, selected: r.id === S.pick.ruleset ? true : null }, nameOf(r.name))))),
    factions.length ? h('div', { class: 'cu-field' }, h('label', { class: 'cu-label', for: 'lists-new-faction' }, t('faction')),
      h('select', { id: 'lists-new-faction', class: 'select', 'data-testid': 'lists-new-faction',
        onchange: (e) => { S.pick.faction = e.target.value; } },
      needsFaction ? null : h('option', { value: '' }, t('listNoFaction')),
      factions.map((f) => h('option', { value: f.id, selected: f.id === S.pick.faction ? true : null }, nameOf(f.name))))) : null,
    h('button', { type: 'button', class: 'tool tool--primary', 'data-testid': 'lists-new', disabled: base ? null : true,
      onclick: () => create(S.pick.ruleset, S.pick.faction) }, t('listNew')));
}
