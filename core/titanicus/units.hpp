// Calculator requests naming units of a loaded titanicus ruleset
// (docs/calc/titanicus.md, "Attacks by unit"): turned into the raw-number
// request they stand for, answered as before.
#pragma once

#include "rulesets/ruleset.hpp"

namespace auspex::titanicus {

// True when the request names a unit (top-level "attacker" or "situation",
// or "target.unit" / "target.ruleset").
bool namesUnits(const rulesets::json& request);

// The raw request (calc-api.md's fields) a unit-based request stands for;
// throws requests::RequestError naming the field.
rulesets::json rawRequest(const rulesets::json& request);

}  // namespace auspex::titanicus
