#include "duel/rules.hpp"

namespace auspex::duel {

Attack attack(int dice, int hitOn, int healthLeft) {
  Attack out;
  out.hitChance = dice::chanceAtLeast(hitOn);
  out.hits = dice::Dist::binomial(dice, out.hitChance);
  out.down = out.hits.atLeast(healthLeft);
  return out;
}

}  // namespace auspex::duel
