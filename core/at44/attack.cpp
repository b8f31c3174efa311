#include "at44/attack.hpp"

#include <algorithm>

namespace auspex::at44 {

using dice::Dist;

double withReroll(double p, bool reroll) {
  return reroll ? 1.0 - (1.0 - p) * (1.0 - p) : p;
}

SceneryOutcome damageScenery(const Scenery& s, const Dist& impacts,
                             const std::function<double(int)>& damageChance, int damage) {
  // left[k]: chance that k structure points are left, after n impacts.
  std::vector<double> left(s.structure + 1, 0.0), after(s.structure + 1, 0.0), next;
  left[s.structure] = 1.0;
  const double fixed = damageChance(s.structure);
  for (int n = 0; n <= impacts.hi(); ++n) {
    if (n > 0) {
      next.assign(s.structure + 1, 0.0);
      next[0] = left[0];  // collapsed: the impact is lost
      for (int k = 1; k <= s.structure; ++k) {
        const double p = s.armFalls == ArmFalls::impact ? damageChance(k) : fixed;
        next[std::max(0, k - damage)] += left[k] * p;
        next[k] += left[k] * (1.0 - p);
      }
      left.swap(next);
    }
    const double w = impacts.at(n);
    if (w > 0.0)
      for (int k = 0; k <= s.structure; ++k) after[k] += w * left[k];
  }
  std::vector<double> lost(s.structure + 1, 0.0);
  for (int k = 0; k <= s.structure; ++k) lost[s.structure - k] = after[k];
  SceneryOutcome out;
  out.collapsed = after[0];
  out.structureLost = Dist::fromTable(0, std::move(lost));
  return out;
}

dice::Dist medicCasualties(const Dist& passed, int models, MedicReading reading, int damage) {
  const auto oneFewer = [](int c) { return std::max(0, c - 1); };
  switch (reading) {
    case MedicReading::afterCap: return passed.capped(models).map(oneFewer);
    case MedicReading::point:
      // One point off a DAMAGE 2 impact still removes the model.
      if (damage >= 2) return passed.capped(models);
      [[fallthrough]];
    case MedicReading::beforeCap: break;
  }
  return passed.map(oneFewer).capped(models);
}

Outcome resolve(const Attack& a, const Defender& t) {
  Outcome out;
  // "les décors ont une défense de 0"
  const int def = t.scenery ? 0 : a.def;
  out.hit = a.locked ? Target{*a.locked}
                     : universalTable(a.kind == Kind::shoot ? a.pre - a.range : a.pre - def);
  // Jammer: "Inflige des dégâts sur les véhicules (et certaines structures)
  // sur un résultat fixe. L'infanterie peut subir des impacts de jammer, mais
  // ne subit pas de dégâts."
  const bool infantry = !t.vehicle && !t.scenery;
  const auto damageTarget = [&](int arm) {
    if (a.jammer) return infantry ? Target{7} : Target{*a.jammer};
    return universalTable(a.pen - arm);
  };
  const int arm = t.scenery ? t.scenery->structure : t.arm;
  out.damage = damageTarget(arm);
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
                                a.kind == Kind::shoot ? 1 : 2, a.allocation, t.autoRepair,
                                t.autoRepairReading);
    out.casualties = Dist::bernoulli(out.vehicle->destroyed);  // one vehicle
    return out;
  }
  if (t.scenery) {
    out.scenery = damageScenery(
        *t.scenery, out.unsaved,
        [&](int structure) {
          return withReroll(damageTarget(structure).chance(), a.concentration);
        },
        a.damage);
    out.casualties = Dist::bernoulli(out.scenery->collapsed);  // one piece
    return out;
  }
  // Each passed damage test removes one infantry model (its first point
  // removes it; excess points are lost).
  const Dist passed = out.unsaved.thinned(out.damageChance);
  // Medic: one damage fewer, read as the table reads it (a model lost is one
  // damage received; the sheet's casualties with "medic").
  out.casualties = t.medic ? medicCasualties(passed, t.models, t.medicReading, a.damage)
                           : passed.capped(t.models);
  return out;
}

}  // namespace auspex::at44
