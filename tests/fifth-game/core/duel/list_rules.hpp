// Duel's list rules (tests/fifth-game/README.md, "Lists").
#pragma once

#include <vector>

#include "lists/list.hpp"

namespace auspex::duel {

// At most the ruleset's `maxUnits` units in a list.
void listRules(const lists::Resolved& r, const lists::Totals& t, std::vector<lists::Problem>& out);

}  // namespace auspex::duel
