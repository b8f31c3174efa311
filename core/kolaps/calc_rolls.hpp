// calc-api.md, system "kolaps": the rolls beside the attacks, each its own
// `kind` (docs/calc/kolaps.md, docs/rules/kolaps.md).
#pragma once

#include "calc/calc.hpp"

namespace auspex::calc::kolaps_rolls {

json answerTerrain(const json& request);     // "terrain": Loi 10-12 .. 10-14
json answerConscience(const json& request);  // "conscience": Loi 4-9
json answerDeath(const json& request);       // "death": Loi 4-10, 12-8
json answerPickUp(const json& request);      // "pickUp": ramasser une arme, 9-22
json answerRepair(const json& request);      // "repair": réparer l'arme, 9-15

}  // namespace auspex::calc::kolaps_rolls
