// The games: the only list of them in the page. Each game is one folder,
// games/<id>/, and its index.mjs is the game's descriptor:
//   id          the core's system ("titanicus", "at44", …)
//   calculator  its calculator forms, one per tab (calculator/forms.mjs)
//   view        a calc response → what the results show (calculator/views.mjs)
//   words       its words {fr, en} (platform/words.mjs)
//   unitForm    the form of "Mes unités" {draft, fields, unitOf}, or null
//   loadPlay()  its on-demand part, loaded with the lists screen:
//               { builder: its parts of the list builder (all optional),
//                 play: { playable, setup, draw, drawIndex } its game screen }
// To add a game: docs/architecture.md, "Adding a game".
import { addWords } from '../platform/words.mjs';
import titanicus from './titanicus/index.mjs';
import at44 from './at44/index.mjs';
import kolaps from './kolaps/index.mjs';
import epic from './epic/index.mjs';

export const GAMES = [titanicus, at44, kolaps, epic];

for (const game of GAMES) addWords(`games/${game.id}/words.mjs`, game.words);

/** The game of a core system, or null. */
export const gameOf = (system) => GAMES.find((g) => g.id === system) ?? null;

/** Loads every game's on-demand part (builder, game screen) into `game.parts`. */
export async function loadParts() {
  await Promise.all(GAMES.map(async (game) => { game.parts ??= await game.loadPlay(); }));
}

/** The on-demand part of a system's game ({} until loaded, or for an unknown system). */
export const partsOf = (system) => gameOf(system)?.parts ?? {};
