// "Jouer quand même (règle maison)": a list played with problems its game
// still plays with (lists/new-list.mjs playButton), the players agreeing.
// The lists screen marks the list before the game's setup opens; the play
// controller takes the mark when the game starts and logs it first, so the
// house rule stays in the game's journal (and goes with it to another phone).
import { both } from '../platform/words.mjs';
import './play-words.mjs';

const marked = new Map();

/** Marks list `listId` as played with `problems` ([{ fr, en }]), or clears the mark (null). */
export function markHouseRule(listId, problems) {
  if (problems?.length) marked.set(listId, problems);
  else marked.delete(listId);
}

/**
 * List `listId`'s house rule, or null; the mark is taken: { line } the log's
 * ({ fr, en }, short: it travels with every game code) and { said } the
 * whole, with the problems, kept once in the snapshot and shown under the
 * game's title.
 */
export function takeHouseRule(listId, name) {
  const problems = marked.get(listId);
  marked.delete(listId);
  if (!problems) return null;
  const line = both('houseRuleLog', { name, n: problems.length });
  return { line, said: { fr: `${line.fr} — ${problems.map((p) => p.fr).join(' ; ')}`, en: `${line.en} — ${problems.map((p) => p.en).join('; ')}` } };
}
