// Internal to core/epic/ruleset*.cpp: the pieces of the epic ruleset reader.
#pragma once

#include "epic/ruleset.hpp"
#include "rulesets/reader.hpp"

namespace auspex::epic {

// An array of ids at `key`, each naming an id of `known` (errors name the
// item: "units.1.weapons.0").
std::vector<std::string> idList(const requests::Fields& f, const char* key, std::size_t min,
                                std::size_t max, const rulesets::IdSet& known);

// The blocks after the units: assault, morale, breakPoint, initiative,
// deployment, transport, unknown (`orders` holds the order ids).
void readRules(const requests::Fields& f, Ruleset& r, const rulesets::IdSet& orders);

}  // namespace auspex::epic
