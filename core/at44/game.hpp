// AT-44's whole game (core/game/game.hpp, docs/games.md): both companies'
// units and the turn, the moves each player may make now, and the end; named
// by its row of the registry (system.cpp).
#pragma once

namespace auspex::game {
struct Definition;
}

namespace auspex::at44 {

const game::Definition& gameDefinition();

}  // namespace auspex::at44
