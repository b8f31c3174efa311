// Duel: its answer to calculator requests, in its registry row (system.cpp)
// and its first-load module (calc_module.cpp).
#pragma once

#include "calc/calc.hpp"

namespace auspex::calc {

// {"system": "duel", "dice", "hitOn"?, "health"} → {"hits": [p…], "meanHits",
// "hitChance", "down"} (tests/fifth-game/README.md, "Calculator").
json answerDuel(const json& request);

}  // namespace auspex::calc
