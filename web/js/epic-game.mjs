// An Epic Escarmouches game as plain data, no DOM: both players' formation
// sheets (core epicSheet, docs/sheets/epic.md), every change through the
// core. A snapshot is what the history keeps: { turn, sheets: [{ player,
// sheet }], names: [a, b], log: [{fr, en}], seed }.

const LOG_KEEP = 12;

/**
 * Applies several sheet actions ([{ k, action }], epic-attack.mjs's
 * resultSteps; k: the index in snapshot.sheets) as one step: { snapshot }, a
 * new snapshot with the core's sheets and their log lines (each naming its
 * formation). A refused action throws the core's AuspexError, and an action
 * asking for a die throws too: the snapshot given is left unchanged.
 */
export function applySheets(auspex, snapshot, steps) {
  const sheets = snapshot.sheets.map((s) => ({ ...s }));
  const lines = [];
  for (const { k, action } of steps) {
    const entry = sheets[k];
    if (!entry) throw new Error(`steps: no sheet ${k}`);
    const reply = auspex.epicSheet({ op: 'apply', sheet: entry.sheet, action });
    if (reply.needs) throw new Error(reply.needs.for?.en ?? 'a die is needed');
    sheets[k] = { ...entry, sheet: reply.sheet };
    const who = entry.sheet.name;
    lines.unshift(...(reply.log ?? []).map((l) => (who ? { fr: `${who} : ${l.fr}`, en: `${who}: ${l.en}` } : l)));
  }
  return { snapshot: { ...structuredClone(snapshot), sheets: structuredClone(sheets), log: [...lines, ...(snapshot.log ?? [])].slice(0, LOG_KEEP) } };
}
