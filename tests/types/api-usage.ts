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
    return String(response.success) + String(ok);
  } catch (e) {
    if (e instanceof AuspexError) return `${e.path}: ${e.detail}`;
    throw e;
  }
}

export default use;
