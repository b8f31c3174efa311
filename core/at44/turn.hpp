// AT-44 (seed 004): the game turn as a JSON state model (docs/sheets/at44-turn.md),
// the pattern of the titan sheets: {"op": "new", ...} or {"op": "apply",
// "turn", "action"} → {turn, log, needs}. It keeps both players' command
// points (Points de commandement, Brouillage, Contre mesures), the authority
// test (Autorité), the card actions (LE JEU DES CARTES) and attitudes, the
// stars (DES ÉTOILES POUR LA VICTOIRE), sudden death (Remporter la bataille)
// and reinforcements (RENFORTS). Costs and sizes come from the ruleset.
#pragma once

#include <string>

#include "calc/calc.hpp"

namespace auspex::at44 {

// {turn, log: [{fr, en}], needs}; throws calc::RequestError naming the field.
calc::json turnAnswer(const calc::json& request);

// The same as text in, text out, for the wasm module (embind `at44Turn`).
calc::Reply turnText(const std::string& requestJson);

}  // namespace auspex::at44
