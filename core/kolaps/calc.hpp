// KOLAPS: its answers to calculator requests, in the registry's row
// (core/systems/registry.cpp) and its first-load module (calc_module.cpp).
#pragma once

#include "calc/calc.hpp"

namespace auspex::calc {

// KOLAPS's part of the calculator's contract (docs/calc/kolaps.md): reads its
// fields, unknown ones being errors, and answers.
json answerKolaps(const json& request);
// The same, and the activation planner (kind "activationPlan", kolaps/planner.hpp): the
// whole core's (the registry's) answer; calc-kolaps, the first load's module, refuses it.
// The activation planner (kind "activationPlan"), the whole core's (plan_calc.cpp).
json answerKolapsActivationPlan(const json& request);
// Its readings (requests/readings.hpp): read by the sheet's `xp` action.
const std::vector<requests::Reading>& kolapsReadings();

}  // namespace auspex::calc
