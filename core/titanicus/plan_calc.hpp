// Calculator request kinds "firePlan" and "closeCombat" (docs/calc/titanicus.md),
// raw or naming units of a loaded ruleset.
#pragma once

#include "requests/fields.hpp"

namespace auspex::titanicus {

requests::json answerFirePlan(const requests::json& request);
requests::json answerCloseCombat(const requests::json& request);

}  // namespace auspex::titanicus
