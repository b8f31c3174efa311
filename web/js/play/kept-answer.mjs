// A planner panel's calculator answer, kept while its request is the same:
// a redraw (a tap elsewhere on the screen) does not search the plans again.
// One per panel; the core's refusal is kept as well, to be shown in words.

/** A function (auspex, request) → { reply, error } remembering its last answer. */
export function keptAnswer() {
  let last = { key: '', reply: null, error: null };
  return (auspex, request) => {
    const key = JSON.stringify(request);
    if (last.key !== key) {
      try {
        last = { key, reply: auspex.calc(request), error: null };
      } catch (error) {
        last = { key, reply: null, error };
      }
    }
    return last;
  };
}
