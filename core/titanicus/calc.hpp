// Titanicus: its answers to calculator requests, in the registry's row
// (core/systems/registry.cpp) and its first-load module (calc_module.cpp).
#pragma once

#include "calc/calc.hpp"

namespace auspex::calc {

// Titanicus's part of the calculator's contract (docs/calc/titanicus.md):
// reads its fields, unknown ones being errors, and answers.
json answerTitanicus(const json& request);
// Its readings (requests/readings.hpp): a request's `readings`, the kind "readings".
const std::vector<requests::Reading>& titanicusReadings();

}  // namespace auspex::calc
