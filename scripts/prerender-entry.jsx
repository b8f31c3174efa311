// Bundled for Node by scripts/prerender.mjs: the calculator's regions
// (web/js/calculator/calculator.jsx) rendered to HTML for the first game,
// in French, with its default values and their result, as app.mjs would
// render them (the actions do nothing: app.mjs hydrates them).
import { renderToString } from 'preact-render-to-string';
import { GAMES, normalize, loadForms } from '../web/js/calculator/forms.mjs';
import { regions, calculate } from '../web/js/calculator/calculator.jsx';
import { addRulesets } from '../web/js/platform/rulesets.mjs';

export const PRERENDERED = ['games', 'summary', 'toolbar', 'form'];

/** { game, html: { region: HTML } } of the first game; `core` answers its system, `fetched` its rulesets ({ file, text }). */
export async function renderFirstGame(core, fetched) {
  addRulesets(core, fetched);
  const game = GAMES[0];
  await loadForms([game.system]);
  const set = { attacks: [structuredClone(game.defaults)], active: 0 };
  normalize(game, set.attacks[0]);
  const view = { k: 1, series: null };
  const { vms } = calculate(core, game, set, view);
  const nothing = () => {};
  const vnodes = regions({ games: GAMES, game, set, view, vms, ready: true, share: null },
    { selectGame: nothing, onChange: nothing, setView: nothing, onSelect: nothing, onAdd: nothing, onRemove: nothing, onShare: nothing });
  return { game, html: Object.fromEntries(PRERENDERED.map((id) => [id, renderToString(vnodes[id])])) };
}
