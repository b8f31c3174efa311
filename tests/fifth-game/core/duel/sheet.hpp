// Duel's duellist sheet (tests/fifth-game/README.md, "Sheet"): one unit's
// wounds during a game, a state model run by model::Machine. Two actions:
// `wound` (n wounds; down at its health) and `heal` (one die: at or above
// the ruleset's healOn, one wound less; asked for when missing).
#pragma once

#include "requests/fields.hpp"

namespace auspex::duel {

// {"op": "new", "ruleset", "unit", "name"?} | {"op": "apply", "sheet",
// "action"} | {"op": "read", "sheet"} → {sheet, log, needs, actions}.
requests::json sheetAnswer(const requests::json& request);
// A saved sheet read and written again with no action.
requests::json sheetReadBack(const requests::json& sheet);

}  // namespace auspex::duel
