// AT-44 (seed 004), Écrasement: a vehicle's déplacement rapide rolls a D6 for
// each infantry model its base crosses: a free model is eliminated on 5+, an
// engaged or knocked-down (mis à terre) one on 3+.
#pragma once

#include "at44/table.hpp"
#include "dice/dist.hpp"

namespace auspex::at44 {

constexpr int kCrushFree = 5;     // libre: éliminé sur 5+
constexpr int kCrushEngaged = 3;  // engagé ou mis à terre: éliminé sur 3+

// Models eliminated among `free` free and `engaged` engaged or knocked-down
// models crossed (the survivors are knocked down).
dice::Dist crushed(int free, int engaged);

}  // namespace auspex::at44
