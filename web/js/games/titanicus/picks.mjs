// The choice a Titanicus move leaves to its player: the weapons a damage
// table destroys « au choix du joueur » (the core's `needs`, field "picks":
// `from` the weapons' indexes, `names` their names, `weapons` how many), picked
// by name and sent again as the move's `picks` (docs/games.md). Everything is
// set as text, never as HTML.
import { t, getLang, nameOf as text } from '../../platform/words.mjs';
import { h, btn } from '../../ui/view.mjs';

/** The panel of `screen` (the play controller) for the move waiting on a choice. */
export function drawPicks(ctx, screen) {
  const p = screen.G.pending;
  const { needs } = p;
  const lang = getLang();
  // Sent again with the dice rolled so far (their seed's next roll kept: `rng`).
  const choose = (value) => screen.send(ctx, { ...p.action, picks: [...(p.action.picks ?? []), value] },
    { at: p.at, extraLog: p.extraLog, rng: p.rng, keep: p.keep });
  const chosen = new Set();
  const count = needs.weapons ?? 1;
  return h('section', { class: 'dice-panel', 'data-testid': 'titan-dice', tabindex: -1, role: 'group', 'aria-label': t('diceTitle') },
    h('h3', { class: 'cu-sub' }, t('diceTitle')),
    h('p', { class: 'dice-panel__for' }, needs.for?.[lang] ?? needs.for?.fr ?? t('diceNeeded')),
    h('p', { class: 'lists-meta', 'data-testid': 'titan-pick-count', 'data-count': count }, t('titanPickN', { n: count })),
    h('div', { class: 'titan-row titan-row--wrap' }, (needs.from ?? []).map((w, k) => h('button', {
      type: 'button', class: 'tool', 'aria-pressed': 'false', 'data-testid': `titan-pick-${w}`,
      onclick: (e) => {
        if (count === 1) { choose(w); return; }
        if (chosen.has(w)) chosen.delete(w); else chosen.add(w);
        e.currentTarget.setAttribute('aria-pressed', String(chosen.has(w)));
      } }, text(needs.names?.[k]) || String(w + 1)))),
    count > 1 ? btn('titan-pick-ok', t('diceOk'), () => choose([...chosen])) : null,
    btn('titan-dice-cancel', t('diceCancel'), () => { screen.G.pending = null; ctx.redraw(); }, { class: 'tool tool--quiet' }));
}
