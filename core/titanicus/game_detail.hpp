// Titanicus's whole game (core/titanicus/game.cpp): its setup, the saves it
// goes on from, and what both need of a titan, in game_setup.cpp. Internal to
// core/titanicus.
#pragma once

#include <optional>
#include <string>
#include <utility>

#include "game/game.hpp"

namespace auspex::titanicus::game_detail {

using game::json;

constexpr std::size_t maxTitans = 200;

// A titan's name as the players read it: its own, else its unit's.
std::string titanName(const json& sheet);

// The titan sheets of `requests` (titanSheet "new" requests) for player `player`, each
// refusal named under `at`: [{player, sheet}].
json newSheets(const json& requests, int player, const std::string& at);

// The turn's unit of a sheet entry: its player and name.
json unitJson(const json& entry);

// {"names"?, "sheets": [[titanSheet "new" request…], […]], "first"?}: the game's own keys of a
// new state (names, sheets, turn); its start's lines added to `log`.
json newGame(const json& setup, json& log);

// A game saved by the page before the core held it ({sheets: [{side, sheet}], turn?}) as a
// game's states {names, sheets: [{player, sheet}], turn}, to be read back.
json resume(const json& saved);

// A game's states read back (`at`: where they were read) checked: its turn naming each titan.
void matched(const json& states, const std::string& at);

// The odds of an `attack` move's args (sheet, weapon, target, location, facing, counter,
// readings) on the game's state (game_odds.cpp): {"request": the calculator's request of the
// shot or the close combat read from both sheets, "odds": its answer}.
json attackOdds(const json& state, const requests::Fields& args);

// Why a result the table's dice gave cannot come from them (`odds`: attackOdds's answer; `up`:
// the target's shields up before it): a count its distribution never gives, or structure lost
// while shields were still up, with the arg it names ("structureLost"); nothing when it can.
std::optional<std::pair<std::string, game::Why>> resultRefused(const json& odds, int shieldsDown,
                                                               int structureLost, int counterLost,
                                                               int up);

}  // namespace auspex::titanicus::game_detail
