// KOLAPS's whole game (core/kolaps/game.cpp): what its moves share, the
// attack's steps (game_attack.cpp), its setup (game_setup.cpp). Internal to core/kolaps.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "game/game.hpp"

namespace auspex::kolaps::game_detail {

using game::Fields;
using game::json;
using game::Play;

// At most this many characters a side.
constexpr std::size_t maxCharacters = 100;

// Character k's id in the draw: "c<k>".
inline std::string idOf(std::size_t k) {
  return "c" + std::to_string(k);
}

// What the game calls its sheets (game::sheetOf).
constexpr game::SheetWord character{"character", "un personnage"};

// Why character k may not act now (the draw's: in the Réserve, épuisé), or nothing.
std::optional<game::Why> mayAct(const json& state, std::size_t k);

// Applies `action` to character k's sheet (its refusal under `path`), then the draw follows
// what changed on it: its combativité spent by the active character, or lost; hors combat.
// `opposing`: the combativité it spent answers the active character's action (Loi 8-6).
void onCharacter(Play& p, std::size_t k, const json& action, const std::string& path,
                 bool opposing = false);

// The draw follows character k's sheet from `before` to now (onCharacter's second half).
void follow(Play& p, std::size_t k, const json& before, bool opposing);

// `attack`: the mover's active character acts on one of the other Unité's with one of its
// weapons; its real result put on both sheets (game_attack.cpp).
void attackMove(Play& p, const Fields& args);

// {"characters": [[{…kolapsSheet "new" fields, "entry"?}], […]], "names"?, "turns"?}: the game's
// own keys of a new state (names, sheets, draw); its start's lines added to `log`
// (game_setup.cpp).
json newGame(const json& setup, json& log);

// Each character's place in its Unité's roster, kept beside its sheet for the campaign (Loi
// 12: {at, copies}), checked in a game's states read back (`at`: where they were read).
void checkRoster(const json& states, const std::string& at);

}  // namespace auspex::kolaps::game_detail
