#include "at44/attack.hpp"

namespace auspex::at44 {

using dice::Dist;

double withReroll(double p, bool reroll) {
  return reroll ? 1.0 - (1.0 - p) * (1.0 - p) : p;
}

Outcome resolve(const Attack& a, const Defender& t) {
  Outcome out;
  out.hit = a.locked ? Target{*a.locked}
                     : universalTable(a.kind == Kind::shoot ? a.pre - a.range : a.pre - a.def);
  out.damage = universalTable(a.pen - t.arm);
  out.damageChance = withReroll(out.damage.chance(), a.concentration);
  const int rolled = a.attackers * a.cadence;
  const int rerolls = a.attackers * (a.rerolls + (a.feuAVolonte ? 1 : 0));
  out.impacts = dice::successesWithRerolls(rolled, out.hit.chance(), rerolls);
  const bool ignoresCover = a.sniper || a.locked.has_value();
  const double cancelled =
      t.coverSave == 0 || ignoresCover ? 0.0 : dice::chanceAtLeast(t.coverSave);
  out.unsaved = out.impacts.thinned(1.0 - cancelled);
  if (t.vehicle) {
    // Shooting rolls one location die per damaging impact; melee rolls two
    // and the attacker keeps one.
    out.vehicle = damageVehicle(*t.vehicle, out.unsaved, out.damageChance, a.damage,
                                a.kind == Kind::shoot ? 1 : 2, a.allocation);
    out.casualties = Dist::bernoulli(out.vehicle->destroyed);  // one vehicle
    return out;
  }
  // Each passed damage test removes one infantry model (its first point
  // removes it; excess points are lost).
  out.casualties = out.unsaved.thinned(out.damageChance).capped(t.models);
  return out;
}

}  // namespace auspex::at44
