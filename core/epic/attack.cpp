#include "epic/attack.hpp"

#include <algorithm>
#include <vector>

#include "dice/chain.hpp"

namespace auspex::epic {

using dice::Dist;

double hitChance(int needed) {
  if (needed <= 6) return dice::chanceAtLeast(needed);
  const int second = needed == 7 ? 4 : needed == 8 ? 5 : 6;
  return dice::chanceAtLeast(6) * dice::chanceAtLeast(second);
}

ShootingOutcome shoot(const Shooting& a, const Shot& t) {
  ShootingOutcome out;
  out.needed = a.toHit - a.modifier + t.coverToHit;
  out.hit = hitChance(out.needed);
  // Saved when D6 + saveModifier >= save - saveBonus.
  out.saveNeeded = t.save - t.saveBonus - a.saveModifier;
  if (t.isVehicle) {
    // "réduire la sauvegarde du véhicule de 1 si le tir vient de côté et de 2
    // s'il vient de l'arrière": a 4+ save becomes 5+ from the side, 6+ from behind.
    out.saveNeeded += t.vehicle.facing == Facing::side   ? 1
                      : t.vehicle.facing == Facing::rear ? 2
                                                         : 0;
    // "un véhicule lourd ne peut être endommagé que par les armes bénéficiant
    // d'un modificateur de sauvegarde inférieur à 0": every hit is stopped.
    out.hurts = !t.vehicle.heavy || a.saveModifier < 0;
  }
  out.saved = out.hurts ? dice::chanceAtLeast(out.saveNeeded) : 1.0;
  out.hits = Dist::binomial(a.shots, out.hit);
  out.unsaved = out.hits.thinned(1.0 - out.saved);
  if (t.isVehicle) {
    // Unsaved hits go to one vehicle until it is destroyed, then the next.
    const int h = t.vehicle.hitsToDestroy, models = t.models;
    out.casualties = out.unsaved.map([h, models](int u) { return std::min(models, u / h); });
  } else {
    out.casualties = out.unsaved.capped(t.models);
  }
  out.destroyed = out.casualties.at(t.models);
  return out;
}

double assault(const Fighter& attacker, const Fighter& defender) {
  // P(A > B) and P(A < B) summed over B's totals with A's cumulative table:
  // linear in the tables' sizes, no convolution of the two.
  const Dist a = Dist::sumOfDice(attacker.dice, 6) + Dist::constant(attacker.fa);
  const Dist b = Dist::sumOfDice(defender.dice, 6) + Dist::constant(defender.fa);
  std::vector<double> above(a.hi() - a.lo() + 2, 0.0);  // above[i]: P(A >= a.lo() + i)
  for (int v = a.hi(); v >= a.lo(); --v) above[v - a.lo()] = above[v - a.lo() + 1] + a.at(v);
  auto atLeast = [&](int v) {
    if (v <= a.lo()) return 1.0;
    if (v > a.hi()) return 0.0;
    return above[v - a.lo()];
  };
  double win = 0.0, lose = 0.0;
  for (int v = b.lo(); v <= b.hi(); ++v) {
    win += b.at(v) * atLeast(v + 1);
    lose += b.at(v) * (1.0 - atLeast(v));
  }
  dice::innerSteps() += static_cast<long long>(above.size()) + (b.hi() - b.lo() + 1);
  return win / (win + lose);
}

}  // namespace auspex::epic
