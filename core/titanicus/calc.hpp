// Titanicus: its answers to calculator requests, in the registry's row
// (core/systems/registry.cpp) and its first-load module (calc_module.cpp).
#pragma once

#include "calc/calc.hpp"

namespace auspex::calc {

// Titanicus's part of the calculator's contract (docs/calc/titanicus.md):
// reads its fields, unknown ones being errors, and answers.
json answerTitanicus(const json& request);
// The same, and the rolls a titan sheet makes besides its attacks (kinds
// "shieldRepair", "vsgOverload", "damageTable", "fires", "pull":
// titanicus/calc_rolls.hpp): the whole core's (the registry's) answer. The
// first load's calculator module (calc-titanicus) answers the attacks only
// and keeps the rolls' code out (issue 10's budget).
json answerTitanicusWithRolls(const json& request);
// Its readings (requests/readings.hpp): a request's `readings`, the kind "readings".
const std::vector<requests::Reading>& titanicusReadings();

}  // namespace auspex::calc
