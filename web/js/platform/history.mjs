// Undo / redo of a list's edits: whole snapshots (a list is small), the
// last LIMIT steps kept; a new edit after an undo clears what could be redone.

export const LIMIT = 100;

const copy = (x) => structuredClone(x);

/**
 * A history starting at `initial`. push(next) records an edit (ignored when
 * nothing changed); undo() / redo() return the snapshot to show, or null.
 */
export function createHistory(initial, limit = LIMIT, saved = null) {
  const past = saved ? copy(saved.past ?? []) : [];
  let future = saved ? copy(saved.future ?? []) : [];
  let current = copy(initial);
  return {
    /** { past, future }: what createHistory(current, limit, saved) takes back (a saved game). */
    toJSON() { return copy({ past, future }); },
    /** { past, future } as they are, not copied (the store writes each step once: it knows them by object); never change them. */
    steps() { return { past: [...past], future: [...future] }; },
    get current() { return copy(current); },
    get canUndo() { return past.length > 0; },
    get canRedo() { return future.length > 0; },
    push(next) {
      if (JSON.stringify(next) === JSON.stringify(current)) return false;
      past.push(current);
      if (past.length > limit) past.splice(0, past.length - limit);
      current = copy(next);
      future = [];
      return true;
    },
    undo() {
      if (!past.length) return null;
      future.push(current);
      current = past.pop();
      return copy(current);
    },
    redo() {
      if (!future.length) return null;
      past.push(current);
      current = future.pop();
      return copy(current);
    },
  };
}
