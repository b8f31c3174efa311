// The brute-force baseline of npm run bench: the heaviest request of each
// system answered by the independent references of the tests
// (tests/node/reference*.mjs), which enumerate every die.
// 6^200 outcomes cannot be enumerated, so the request is scaled down: its
// dice count n = 1, 2, 3… is raised until one enumeration takes more than
// BENCH_BRUTE_MS (250 ms by default; not tried when the growth measured says
// the next size would take over 4 times that). The largest n is timed against the core
// on the same scaled request (a measured ratio), and the time of the full
// request is extrapolated with the growth per die measured over the last two
// sizes (t(N) ≈ t(n)·g^(N−n)), given as a power of ten: an estimate, said so.
import { performance } from 'node:perf_hooks';
import { readdirSync } from 'node:fs';

const capMs = Number(process.env.BENCH_BRUTE_MS ?? 250);

// The cases the references bench (each tests/node/reference-*.mjs' `benchCases`, found by glob):
// a case of bench/requests.json (`match` on its name), its dice count N (`size`), the request
// with n dice in place of N (`scale`), and the reference that answers it (`brute`).
const references = new URL('../tests/node/', import.meta.url);
const SYSTEMS = (await Promise.all(readdirSync(references).filter((f) => /^reference-[^.]*\.mjs$/.test(f)).sort()
  .map((f) => import(new URL(f, references))))).flatMap((m) => m.benchCases ?? []);

function timeMs(f, minRuns = 1, minMs = 20) {
  const t0 = performance.now();
  let runs = 0;
  do { f(); runs += 1; } while (runs < minRuns || performance.now() - t0 < minMs);
  return (performance.now() - t0) / runs;
}

/** Rows { system, case, dice, bruteDice, bruteMs, coreUs, measuredRatio, growthPerDie, log10FullMs, log10Ratio }. */
export function bruteBaseline(cases, auspex, wasmRows) {
  return SYSTEMS.map(({ system, match, size, scale, brute }) => {
    const c = cases.find((x) => match.test(x.name));
    if (!c) return { system, skipped: 'no such case in bench/requests.json' };
    const N = size(c.request);
    const times = [];
    let n = 0;
    while (n < N) {
      n += 1;
      const request = scale(c.request, n);
      const ms = timeMs(() => brute(request), 1, times.length && times.at(-1) > 5 ? 0 : 20);
      times.push(ms);
      // Stop past the cap, or when the next size would take over 4 times the cap.
      if (ms > capMs || (times.length > 1 && ms * (ms / times.at(-2)) > 4 * capMs)) break;
    }
    const request = scale(c.request, n);
    const text = JSON.stringify(request);
    if (!auspex.calcText(text).ok) return { system, skipped: `the core refuses ${text}` };
    const coreUs = timeMs(() => auspex.calcText(text), 50) * 1000;
    const bruteMs = times.at(-1);
    const growth = times.length > 1 ? Math.max(bruteMs / times.at(-2), 1) : NaN;
    const full = wasmRows.find((r) => r.name === c.name);
    const log10FullMs = n === N ? Math.log10(bruteMs) : Math.log10(bruteMs) + (N - n) * Math.log10(growth);
    return {
      system, case: c.name, dice: N, bruteDice: n, bruteMs, coreUs,
      measuredRatio: (bruteMs * 1000) / coreUs, growthPerDie: growth,
      extrapolated: n < N, log10FullMs,
      log10Ratio: log10FullMs + 3 - Math.log10(full.medianUs), coreFullUs: full.medianUs,
    };
  });
}
