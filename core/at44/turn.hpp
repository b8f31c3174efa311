// AT-44 (seed 004): the game turn as a JSON state model (docs/sheets/at44-turn.md),
// the pattern of the titan sheets: {"op": "new", ...} or {"op": "apply",
// "turn", "action"} → {turn, log, needs}. It keeps both players' command
// points (Points de commandement, Brouillage, Contre mesures), the authority
// test (Autorité), the card actions (LE JEU DES CARTES) and attitudes, the
// stars (DES ÉTOILES POUR LA VICTOIRE), sudden death (Remporter la bataille)
// and reinforcements (RENFORTS). Costs and sizes come from the ruleset.
#pragma once

#include <string>

#include "requests/reply.hpp"

namespace auspex::at44 {

// {turn, log: [{fr, en}], needs}; throws requests::RequestError naming the field.
requests::json turnAnswer(const requests::json& request);

// The saved turn as the model reads it back, written again with no action:
// what an apply reads before its action. A turn the model wrote comes back
// the same (tests/fuzz/state_contract.hpp). Throws requests::RequestError naming
// the field, as an apply does.
requests::json turnReadBack(const requests::json& turn);

}  // namespace auspex::at44
