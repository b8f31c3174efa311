// The composition rules of each game system, by system name (from the
// systems' table, core/systems/registry.cpp; each lives in
// core/<system>/list_rules.cpp).
#pragma once

#include "lists/list.hpp"

namespace auspex::lists {

// The system's rules, or nullptr when it has none yet.
const Rules* systemRules(const std::string& system);
// The system's facts, or nullptr when it has none.
const Facts* systemFacts(const std::string& system);

}  // namespace auspex::lists
