// Epic Escarmouches (seed 002): the turn as a JSON state model
// (docs/sheets/epic-turn.md), the pattern of the KOLAPS activation draw:
// {"op": "new", ...} or {"op": "apply", "turn", "action"} → {turn, log, needs}.
// It keeps "Déploiement des armées" (roll-off, whole armies or formation by
// formation), the phases of a turn and the initiative cup ("Initiative et
// Valeur Stratégique": tokens drawn without replacement at the movement,
// shooting and assault phases), who acts first and the shooting alternation.
// Orders and morale live in the formation sheets (sheet*.cpp).
#pragma once

#include <string>

#include "requests/reply.hpp"

namespace auspex::epic {

// {turn, log: [{fr, en}], needs}; throws requests::RequestError naming the field.
requests::json turnAnswer(const requests::json& request);

// The saved turn as the model reads it back, written again with no action:
// what an apply reads before its action. A turn the model wrote comes back
// the same (tests/fuzz/state_contract.hpp). Throws requests::RequestError naming
// the field, as an apply does.
requests::json turnReadBack(const requests::json& turn);

}  // namespace auspex::epic
