// Duel's whole game (core/game/game.hpp): its players, setup from the two
// lists, moves and end, listed in its row of the registry (system.cpp).
#pragma once

namespace auspex::game {
struct Definition;
}

namespace auspex::duel {

const game::Definition& gameDefinition();

}  // namespace auspex::duel
