// The Titanicus turn (seeds 000 and 001, "Le tour de jeu"; docs/sheets/
// titanicus-turn.md): a turn is a sequence of activations. When it is their
// turn, a player activates a unit not yet activated, or passes the hand;
// then it is the other player's; the turn ends when no unit is left to
// activate or both players pass in a row, and a player with more units
// finishes the turn alone. Whose hand it is, which titans are still to
// activate, the one being activated, a new turn asked for with titans left:
// one JSON state, each action a pure function (model::Machine).
#pragma once

#include "requests/fields.hpp"

namespace auspex::titanicus {

// The titanTurn state model: {"op": "new" | "apply" | "read", …} → {"turn",
// "log", "actions", "mayActivate"} (docs/sheets/titanicus-turn.md).
requests::json turnAnswer(const requests::json& request);

// The contract tests' read-back: a saved turn read and written again.
requests::json turnReadBack(const requests::json& turn);

}  // namespace auspex::titanicus
