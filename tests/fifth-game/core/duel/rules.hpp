// Duel's one roll (tests/fifth-game/README.md, "Attack"): `dice` D6, each at
// or above `hitOn` hits; the target is down when its wounds reach its health.
#pragma once

#include "dice/dist.hpp"

namespace auspex::duel {

struct Attack {
  dice::Dist hits;  // hits of the whole roll
  double hitChance = 0;
  double down = 0;  // chance the hits reach `healthLeft`
};

Attack attack(int dice, int hitOn, int healthLeft);

}  // namespace auspex::duel
