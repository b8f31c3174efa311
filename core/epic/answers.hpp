// The epic request kinds beyond shooting and assault (core/epic/calc*.cpp).
#pragma once

#include "calc/fields.hpp"

namespace auspex::calc::epic_answers {

json multiple(const Fields& request);  // attack.kind "multiple"
json morale(const json& request);      // kind "morale"
json terrain(const json& request);     // kind "terrain"
json initiative(const json& request);  // kind "initiative"

// Requests naming units of a loaded ruleset ("attacker", "target.ruleset"):
// namesUnits tells them apart; fromUnits gives the raw request they stand for.
bool namesUnits(const json& request);
json fromUnits(const json& request);

}  // namespace auspex::calc::epic_answers
