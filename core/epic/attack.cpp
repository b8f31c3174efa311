#include "epic/attack.hpp"

#include <algorithm>

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
  const Dist diff = (Dist::sumOfDice(attacker.dice, 6) + Dist::constant(attacker.fa)) -
                    (Dist::sumOfDice(defender.dice, 6) + Dist::constant(defender.fa));
  const double win = diff.atLeast(1);
  const double lose = diff.atMost(-1);
  return win / (win + lose);
}

}  // namespace auspex::epic
