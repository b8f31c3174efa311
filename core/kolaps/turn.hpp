// KOLAPS (seed 003): the activation draw as a JSON state model
// (docs/sheets/kolaps-draw.md), the pattern of the AT-44 turn: {"op": "new",
// ...} or {"op": "apply", "turn", "action"} → {turn, log, needs}. It keeps the
// characters' combativité for the turn (Loi 7-3 .. 7-10), the Réserve and its
// blind draw (7-11, 7-12), activations (7-13 .. 7-15), oppositions out of turn
// (8-6, 7-16), the sequences and the turns (7-17 .. 7-20).
#pragma once

#include <string>

#include "requests/reply.hpp"

namespace auspex::kolaps {

// {turn, log: [{fr, en}], needs}; throws requests::RequestError naming the field.
requests::json turnAnswer(const requests::json& request);

// The saved turn as the model reads it back, written again with no action:
// what an apply reads before its action. A turn the model wrote comes back
// the same (tests/fuzz/state_contract.hpp). Throws requests::RequestError naming
// the field, as an apply does.
requests::json turnReadBack(const requests::json& turn);

}  // namespace auspex::kolaps
