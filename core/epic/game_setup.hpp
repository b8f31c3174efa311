// Epic Escarmouches's whole game (core/epic/game.cpp): its setup and words,
// in game_setup.cpp. Internal to core/epic.
#pragma once

#include <cstddef>
#include <string>

#include "requests/fields.hpp"

namespace auspex::epic::game_detail {

using requests::json;

// At most this many formations an army.
constexpr std::size_t maxFormations = 100;

// {"lists": [a, b], "names"?, "ruleset"?, "units"?, "hits"?, "deployment"?, "lang"?}: the game's
// own keys of a new state (names, sheets, turn); its start's lines added to `log`.
json newGame(const json& setup, json& log);

// A turn's line in the player's words: the action it points to said or left out.
json inWords(json line);

// The odds of an `attack` move's args (sheet, kind, unit, weapon, count, target, targetUnit,
// terrain, facing, heavy, modifier, position, readings) on the game's state (game_odds.cpp):
// {"request": the calculator's request read from both sheets, "odds": its answer, "vehicle":
// whether it shoots at vehicles, "damaged": several vehicles, some already hit, counted whole}.
json attackOdds(const json& state, const requests::Fields& args);

// The sheet actions [{sheet, action}] the move's `real` result puts on the sheets: a shot's
// casualties, or its unsaved hits vehicle by vehicle; an assault's one casualty on the loser's
// unit type. A count its dice (`odds`: attackOdds's) could never give is refused on `real`.
json resultSteps(const json& state, const requests::Fields& args, const json& odds);

}  // namespace auspex::epic::game_detail
