// Epic Escarmouches's whole game (core/game/game.hpp, docs/games.md): its
// players, setup from the two lists, moves and end, named by its row of the
// registry (system.cpp).
#pragma once

namespace auspex::game {
struct Definition;
}

namespace auspex::epic {

const game::Definition& gameDefinition();

}  // namespace auspex::epic
