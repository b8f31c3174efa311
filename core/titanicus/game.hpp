// Titanicus's whole game (core/game/game.hpp, docs/games.md): both players'
// titans and the turn, named by its row of the registry (system.cpp).
#pragma once

namespace auspex::game {
struct Definition;
}

namespace auspex::titanicus {

const game::Definition& gameDefinition();

}  // namespace auspex::titanicus
