// AT-44: its answers to calculator requests, in the registry's row
// (core/systems/registry.cpp) and its first-load module (calc_module.cpp).
#pragma once

#include "calc/calc.hpp"
#include "requests/readings.hpp"

namespace auspex::calc {

// AT-44's part of the calculator's contract (docs/calc/at44.md): reads its
// fields, unknown ones being errors, and answers.
json answerAt44(const json& request);
// The same, and attacks on scenery (target.scenery) and the activation
// planner: the whole core's (the registry's) answer; calc-at44, the first
// load's module, refuses them.
json answerAt44WithScenery(const json& request);
// Its readings (requests/readings.hpp): a request's `readings`, the kind "readings".
const std::vector<requests::Reading>& at44Readings();

}  // namespace auspex::calc
