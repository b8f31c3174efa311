#include "titanicus/action_points.hpp"

#include <algorithm>

namespace auspex::titanicus {

ActionPoints actionPoints(const ActionPointRoll& roll) {
  ActionPoints out;
  out.dice = std::max(0, roll.dice - 2 * roll.reactorDamage - roll.boilerDamage);
  out.chance = dice::chanceAtLeast(roll.toHit);
  out.points = dice::Dist::binomial(out.dice, out.chance);
  return out;
}

}  // namespace auspex::titanicus
