#include "at44/crush.hpp"

namespace auspex::at44 {

using dice::Dist;

Dist crushed(int free, int engaged) {
  return Dist::binomial(free, dice::chanceAtLeast(kCrushFree)) +
         Dist::binomial(engaged, dice::chanceAtLeast(kCrushEngaged));
}

}  // namespace auspex::at44
