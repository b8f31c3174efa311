// Epic Escarmouches (seed 002), "Terrain": the Test de Terrain Dangereux.
#pragma once

#include <optional>

#include "dice/dist.hpp"

namespace auspex::epic {

struct TerrainOutcome {
  double stopChance = 0.0;            // per test: a 1
  double hitChance = 0.0;             // per test: a 1, then a second 1
  dice::Dist stopped;                 // units stopped
  dice::Dist hits;                    // hits taken
  std::optional<dice::Dist> unsaved;  // hits not saved, when a save is given
};

// "lancez 1D6 chaque fois qu'une unité pénètre ou commence son déplacement sur
// un terrain dangereux. Sur un résultat de 1, l'unité concernée s'immobilise.
// Lancez dans ce cas un second D6, si vous obtenez de nouveau un 1, l'unité
// subit une touche." One test per unit; `save` (optional) is the units'
// save, rolled against each hit as any other hit ("Touches").
TerrainOutcome dangerousTerrain(int tests, std::optional<int> save);

}  // namespace auspex::epic
