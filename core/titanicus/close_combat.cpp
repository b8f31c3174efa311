#include "titanicus/close_combat.hpp"

namespace auspex::titanicus {

using dice::Dist;

CloseCombatOutcome resolveCloseCombat(Edition edition, const CloseCombat& c) {
  CloseCombatOutcome out;
  out.attack = resolve(edition, c.attack, c.target);
  out.defenderSurvives = 1.0 - out.attack.destroyed;
  out.counterStructureLost = Dist::constant(0);
  if (c.counter) {
    // The counter-attack does not depend on how much the defender lost, only
    // on whether it is still alive: a mixture of "no counter" and the attack.
    out.counter = resolve(edition, *c.counter, c.counterTarget);
    const double alive = out.defenderSurvives;
    const Dist& lost = out.counter->structureLost;
    std::vector<double> mixed(lost.hi() + 1, 0.0);
    for (int v = 0; v <= lost.hi(); ++v) mixed[v] = alive * lost.at(v);
    mixed[0] += 1.0 - alive;
    out.counterStructureLost = Dist::fromTable(0, mixed);
    out.attackerDestroyed = alive * out.counter->destroyed;
  }
  if (c.lightAttacker) {
    out.chargeCm = kChargeCm;
    out.reachCm = kCloseCombatRangeCm + kChargeCm;
  }
  return out;
}

}  // namespace auspex::titanicus
