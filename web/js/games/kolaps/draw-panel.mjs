// The activation draw on the KOLAPS game screen (core kolapsTurn,
// docs/sheets/kolaps-draw.md): the turn, the sequence, the Réserve's markers
// and who is active (the Réserve is formed by « Nouveau tour », the game's:
// everyone's combativité first), "Piocher un marqueur" (the die the core asks for, from the
// game's seed or real dice), "Fin d'activation" (épuisé by choice or not).
// Everything is set as text, never as HTML.
import { modelRules } from '../../platform/glossary.mjs';
import { rulesTip } from '../../ui/rule-tip.mjs';
import { t, playerName as sayName } from '../../platform/words.mjs';
import { h, btn } from '../../ui/view.mjs';

const nameOf = (draw, id) => draw.characters.find((c) => c.id === id)?.name ?? id;

/**
 * The panel; run(action) sends a kolapsTurn action; ui.exhausted is the
 * "épuisé" choice; gate(type): whether the rules allow it now ({ allowed,
 * why }, the draw's `actions`); refusal(): a refused tap's alert, here.
 */
export function drawDrawPanel(snapshot, run, ui, redraw, { gate = () => ({ allowed: true }), mayEnd = () => ({ allowed: true }), refusal = () => null } = {}) {
  const whys = [];
  const gated = (testid, label, onclick, type, attrs = {}) => {
    const g = type === 'endActivationAfterAction' ? (gate('endActivation').allowed ? mayEnd() : gate('endActivation')) : gate(type);
    if (!g.allowed && g.why && !whys.includes(g.why)) whys.push(g.why);
    return btn(testid, label, onclick, { ...attrs, disabled: g.allowed ? null : true, 'aria-describedby': g.allowed ? null : 'kolaps-draw-why' });
  };
  const d = snapshot.draw;
  const waiting = d.characters.filter((c) => c.state === 'attente').map((c) => c.name);
  return h('section', { class: 'side', 'data-testid': 'kolaps-draw' },
    h('h3', { class: 'cu-sub' }, t('kolapsDraw')),
    h('p', { class: 'lists-meta', 'data-testid': 'kolaps-draw-state' }, [
      t('turnN', { n: d.turn }), t(`kolapsDrawPhase_${d.phase}`), d.phase === 'sequence' ? t('kolapsSequence', { n: d.sequence }) : null,
      d.over ? t(`kolapsOver_${d.over.reason}`) : null].filter(Boolean).join(' · ')),
    d.phase === 'sequence' ? h('p', { class: 'lists-meta', 'data-testid': 'kolaps-reserve' },
      t('kolapsReserve', { names: d.reserve.map((id) => nameOf(d, id)).join(', ') || '—' }),
      waiting.length ? ` · ${t('kolapsWaiting', { names: waiting.join(', ') })}` : '') : null,
    d.active ? h('p', { class: 'kolaps-active', 'data-testid': 'kolaps-active' }, t('kolapsActive', { name: nameOf(d, d.active) })) : null,
    h('div', { class: 'step-row step-row--wrap' },
      d.phase === 'sequence' && !d.active ? gated('kolaps-draw-pick', t('kolapsDrawPick'), () => run({ type: 'draw' }), 'draw', { class: 'tool tool--primary' }) : null,
      d.active ? btn('kolaps-draw-exhausted', t('kolapsDrawExhausted'), () => { ui.exhausted = !ui.exhausted; redraw(); },
        { class: 'tool press-toggle', 'aria-pressed': ui.exhausted ? 'true' : 'false' }) : null,
      d.active ? gated('kolaps-draw-end', t('kolapsDrawEnd'), () => { const exhausted = !!ui.exhausted; ui.exhausted = false; run({ type: 'endActivation', exhausted }); },
        // Without "Épuisé ensuite", the activation ends after its action (Loi 8-1: the draw's mayEnd).
        ui.exhausted ? 'endActivation' : 'endActivationAfterAction', { class: 'tool tool--primary' }) : null),
    whys.length ? h('p', { class: 'why', id: 'kolaps-draw-why', 'data-testid': 'kolaps-draw-why' }, whys.join(' ')) : null,
    d.active ? h('p', { class: 'lists-meta', 'data-testid': 'kolaps-draw-exhausted-help' }, t('kolapsDrawExhaustedHelp')) : null,
    // The turn's rules (the draw, the sequence, the activation) at a tap.
    rulesTip(modelRules(snapshot.sheets?.[0]?.sheet.ruleset, 'kolapsTurn'), 'kolaps-draw-rules'),
    refusal());
}

/** What the game bar says (its status line): the turn and sequence, who is active and whether it has acted. */
export function drawStatus(snapshot) {
  const d = snapshot?.draw;
  if (!d) return null;
  if (d.phase === 'setup') return t('kolapsStatusSetup');
  if (d.phase === 'over') {
    // Who won and why: an Unité with no character left loses (Loi 7-20); the scenario's turns played, its objectives decide.
    const loser = d.over?.player;
    if (d.over?.reason === 'noCharacters' && loser !== null && loser !== undefined) {
      const side = (p) => sayName(d.players?.[p]?.name, p);
      return t('kolapsStatusWon', { winner: side(1 - loser), loser: side(loser) });
    }
    return t('kolapsStatusTurns', { n: d.turn });
  }
  if (d.phase === 'turnEnd') return t('kolapsStatusTurnEnd', { n: d.turn });
  const vars = { n: d.turn, s: d.sequence };
  const active = d.characters.find((c) => c.id === d.active);
  if (!active) return t('kolapsStatusDraw', { ...vars, k: d.reserve.length });
  const who = sayName(d.players?.[active.player]?.name, active.player);
  return t(d.acted ? 'kolapsStatusActed' : 'kolapsStatusActive', { ...vars, name: active.name, who });
}
