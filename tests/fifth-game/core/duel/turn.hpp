// Duel's turn (tests/fifth-game/README.md, "Turn"): two players take turns,
// the first player first; a round is both turns; the game ends after its
// rounds (a draw) or when a player concedes (the other wins). A state model
// run by model::Machine; whose turn it is is `active`.
#pragma once

#include "requests/fields.hpp"

namespace auspex::duel {

// {"op": "new", "players": [{name}, {name}], "rounds"?} | {"op": "apply",
// "turn", "action"} | {"op": "read", "turn"} → {turn, log, needs, actions}.
requests::json turnAnswer(const requests::json& request);
// A saved turn read and written again with no action.
requests::json turnReadBack(const requests::json& turn);

}  // namespace auspex::duel
