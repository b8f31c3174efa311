// KOLAPS: Ground Zero's whole game (core/game/game.hpp, docs/games.md): both
// Unités' characters and the activation draw, the moves each player may make
// now, and the end; named by its row of the registry (system.cpp).
#pragma once

namespace auspex::game {
struct Definition;
}

namespace auspex::kolaps {

const game::Definition& gameDefinition();

}  // namespace auspex::kolaps
