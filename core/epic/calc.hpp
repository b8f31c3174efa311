// Epic: its answers to calculator requests, in the registry's row
// (core/systems/registry.cpp) and its first-load module (calc_module.cpp).
#pragma once

#include "calc/calc.hpp"

namespace auspex::calc {

// Epic's part of the calculator's contract (docs/calc/epic.md): reads its
// fields, unknown ones being errors, and answers.
json answerEpic(const json& request);
// The same, and the activation planner (kind "activationPlan", epic/plan_calc.cpp):
// the whole core's (the registry's) answer; calc-epic, the first load's module, refuses it.
// The activation planner (kind "activationPlan"), the whole core's (plan_calc.cpp).
json answerEpicActivationPlan(const json& request);
// Its readings (requests/readings.hpp): a request's `readings`.
const std::vector<requests::Reading>& epicReadings();

}  // namespace auspex::calc
