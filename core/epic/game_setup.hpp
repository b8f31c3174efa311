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

}  // namespace auspex::epic::game_detail
