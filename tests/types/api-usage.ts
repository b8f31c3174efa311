// Type-checks bindings/api.d.mts against the way the page, the CLI and the
// tests use the API (npm test runs tsc --noEmit on this folder).
import { AuspexError, loadAuspex, type Auspex } from '../../bindings/api.mjs';

async function use(bytes: Uint8Array): Promise<string> {
  const auspex: Auspex = await loadAuspex({ wasmBinary: bytes });
  const reply = auspex.calcText('{"system":"kolaps","action":"tir"}');
  const ok: boolean = reply.ok;
  try {
    const response = auspex.calc({ system: 'kolaps', action: 'tir', opposition: 1 });
    const sheet = auspex.kolapsSheet({ op: 'new', ruleset: 'kolaps-v2', name: 'Solmeyer', rank: 3 });
    if (sheet.needs !== null && 'dice' in sheet.needs) return String(sheet.needs.dice);
    const game = auspex.epicTurn({ op: 'new', ruleset: 'epic-v1', players: [
      { name: 'Marines', strategic: 3, formations: 2 }, { name: 'Orks', strategic: 2, formations: 2 }] });
    const cup: (0 | 1)[] = game.turn.cup;
    const draw = auspex.model('kolapsTurn', { op: 'read', turn: {} });
    const mayAct: number = draw.turn.turn + auspex.models().indexOf('kolapsTurn');
    const version: number = game.turn.version;
    const duel = auspex.game({ op: 'new', game: 'duel', setup: { lists: [] } });
    const next = auspex.game({ op: 'move', game: 'duel', state: duel.state, move: { by: 1, name: 'concede' } });
    const turnOf = next.players.find((p) => p.active)?.name ?? next.over?.fr ?? '';
    const no = next.players[0].moves.find((m) => !m.allowed);
    if (no && !no.allowed && next.needs === null) return `${no.name}: ${no.why.fr} ${turnOf} ${next.state.moves.length}`;
    const refused = sheet.actions.find((a) => !a.allowed);
    if (refused && !refused.allowed) return `${refused.type}: ${refused.why.code} ${refused.why.fr} ${version}`;
    if (game.needs !== null) return String(game.needs.sides + cup.length + mayAct);
    const roster = auspex.checkList({ format: 'auspex-list', version: 1, ruleset: 'kolaps-v2', units: [
      { unit: 'personnage', name: 'Rodolf', options: { rank: 2 },
        character: { attributes: ['Vif'], specialisations: [{ name: 'Tir précis', pds: 15 }],
          weapons: [{ name: 'Fusil', cadence: 2, traits: ['Automatique'] }], protection: { class: 4 } } }] });
    return String(response.success) + String(ok) + String(roster.facts?.pdsBudget) + auspex.encodeList(roster.list);
  } catch (e) {
    if (e instanceof AuspexError) return `${e.path}: ${e.detail} (${e.code}: ${e.fr})`;
    throw e;
  }
}

export default use;
