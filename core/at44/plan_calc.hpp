// The at44 request kind "activationPlan": a unit's activation of salvos
// planned (core/at44/planner.hpp), answered by the whole core only.
#pragma once

#include "requests/fields.hpp"

namespace auspex::at44 {

requests::json answerActivationPlan(const requests::json& request);

}  // namespace auspex::at44
