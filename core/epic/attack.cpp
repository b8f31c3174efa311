#include "epic/attack.hpp"

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
  out.saved = dice::chanceAtLeast(t.save - t.saveBonus - a.saveModifier);
  out.hits = Dist::binomial(a.shots, out.hit);
  out.unsaved = out.hits.thinned(1.0 - out.saved);
  out.casualties = out.unsaved.capped(t.models);
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
