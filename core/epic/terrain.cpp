#include "epic/terrain.hpp"

namespace auspex::epic {

TerrainOutcome dangerousTerrain(int tests, std::optional<int> save) {
  TerrainOutcome out;
  out.stopChance = 1.0 / 6;
  out.hitChance = 1.0 / 36;
  out.stopped = dice::Dist::binomial(tests, out.stopChance);
  out.hits = dice::Dist::binomial(tests, out.hitChance);
  if (save) out.unsaved = out.hits.thinned(1.0 - dice::chanceAtLeast(*save));
  return out;
}

}  // namespace auspex::epic
