// Calculator request kinds "firePlan" and "closeCombat" (docs/calc/titanicus.md),
// raw or naming units of a loaded ruleset.
#pragma once

#include "calc/fields.hpp"

namespace auspex::titanicus {

calc::json answerFirePlan(const calc::json& request);
calc::json answerCloseCombat(const calc::json& request);

}  // namespace auspex::titanicus
