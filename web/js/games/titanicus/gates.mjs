// What the rules allow a titan sheet now, for the game screen's buttons: the
// core's `actions` of the sheet's latest reply (kept in the snapshot, game.mjs)
// read through the play controller's gate, and each weapon's fire (`fires`).

const SHEET_TYPES = ['move', 'fire', 'aim', 'alert'];

/**
 * The gates of sheet entry `entry` ({ sheet, actions }) for `types`, and
 * `common`: the one reason the sheet's actions share (shown once on the card,
 * the buttons it disables pointing to it), or null.
 */
export function sheetGates(screen, entry) {
  const gates = {};
  for (const type of ['activate', ...SHEET_TYPES]) gates[type] = screen.gate(entry.actions, type);
  if (entry.sheet.destroyed) return { gates, common: null };
  const refused = SHEET_TYPES.map((type) => gates[type]).filter((g) => !g.allowed && g.why);
  return { gates, common: refused.length > 1 ? refused[0].why : null };
}

/**
 * Whether weapon `j` of `entry` may fire now: the core's `fires` (the sheet's checks on that
 * weapon — the titan or the weapon destroyed, used once per turn, not activated, its AP cost;
 * none of the last two for a weapon on alert — and the game's: out of its activation, only a
 * weapon on alert fires).
 */
export function fireGate(screen, entry, j) {
  const found = entry.fires?.[j];
  return found ? screen.gate([{ type: 'fire', ...found }], 'fire') : screen.gate(entry.actions, 'fire');
}

/**
 * Whether titan k may be activated now: the turn's answer first (whose hand,
 * still to activate, another titan being activated: its `mayActivate`), then
 * its sheet's gate `sheetGate` (destroyed, already activated).
 */
export function activateGate(screen, snapshot, k, sheetGate) {
  const may = snapshot.turnMayActivate?.[k];
  if (may && !may.allowed) return screen.gate([{ type: 'activate', ...may }], 'activate');
  return sheetGate;
}

/**
 * Whether the special action `what` ("repairShields", "vsgOverload") of
 * `entry` is possible now: the core's `specials` of the sheet's last reply
 * (no shield down, already overloaded, the faction's rules give none…);
 * a sheet saved before they were kept: allowed, the core says why after the tap.
 */
export function specialGate(screen, entry, what) {
  const found = entry.specials?.find((x) => x.what === what);
  return found ? screen.gate([{ type: what, ...found }], what) : { allowed: true, why: null };
}
