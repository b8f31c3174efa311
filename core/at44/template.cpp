#include "at44/template.hpp"

#include <algorithm>
#include <cmath>

#include "at44/attack.hpp"

namespace auspex::at44 {

using dice::Dist;

Growth templateOf(int successes, int aire) {
  Growth g{std::min(aire, kMaxRadiusCm), successes > 0 ? 1 : 0};
  if (successes <= 0) return {0, 0};
  for (int extra = 1; extra < successes; ++extra) {
    if (g.radiusCm < kMaxRadiusCm)
      g.radiusCm = std::min(g.radiusCm + aire, kMaxRadiusCm);
    else
      ++g.impacts;
  }
  return g;
}

TemplateOutcome resolveTemplate(const TemplateAttack& a, const TemplateTarget& t) {
  TemplateOutcome out;
  // Scenery: its structure is its ARM ("servent à la fois de ARM et de PS").
  out.damage = universalTable(a.pen - (t.scenery ? t.scenery->structure : t.arm));
  out.damageChance = withReroll(out.damage.chance(), a.concentration);
  double landed = 1.0;  // a template is placed
  if (a.projection) {
    out.hit = Target{1};
    out.successes = Dist::constant(a.attackers);
    out.radius = Dist::constant(std::min(a.aire, kMaxRadiusCm));
    // Each template's impact is tested separately: a model under all of
    // them takes one impact per template.
    out.impactsPerModel = Dist::constant(a.attackers);
    out.driftDice = Dist::constant(0);
  } else {
    out.hit = universalTable(a.pre - a.range);
    const int rolled = a.attackers * a.cadence;
    const int rerolls = a.attackers * (a.rerolls + (a.feuAVolonte ? 1 : 0));
    out.successes = dice::successesWithRerolls(rolled, out.hit.chance(), rerolls);
    out.radius = out.successes.map([&](int s) { return templateOf(s, a.aire).radiusCm; });
    out.impactsPerModel = out.successes.map([&](int s) { return templateOf(s, a.aire).impacts; });
    out.driftDice = out.successes.map([&](int s) { return s > 0 ? rolled - s : 0; });
    landed = 1.0 - out.successes.at(0);
  }
  if (t.scenery) {
    // Under the template, the piece takes one combatant's impacts; each
    // damaging one removes DAMAGE structure points (Attaquer le décor).
    out.scenery = damageScenery(
        *t.scenery, out.impactsPerModel,
        [&](int structure) {
          return withReroll(universalTable(a.pen - structure).chance(), a.concentration);
        },
        a.damage);
    out.casualties = Dist::bernoulli(out.scenery->collapsed);
    return out;
  }
  if (t.vehicle) {
    out.vehicle = damageVehicle(*t.vehicle, out.impactsPerModel, out.damageChance, a.damage, 1,
                                a.allocation, t.autoRepair, t.autoRepairReading);
    out.casualties = Dist::bernoulli(out.vehicle->destroyed);
    return out;  // "Les véhicules ne peuvent jamais être mis à terre"
  }
  // A model is removed by its first passed damage test among its impacts.
  const double d = out.damageChance;
  out.casualties = out.impactsPerModel.mix([&](int k) {
    return k == 0 ? Dist::constant(0) : Dist::binomial(t.under, 1.0 - std::pow(1.0 - d, k));
  });
  // Medic: one model fewer under every reading but "point" at DAMAGE 2 or more
  // (a model hit is removed by its first passed test: the unit's passed tests
  // beyond its models are the models hit more than once, docs/rules/at44.md).
  if (t.medic && !(t.medicReading == MedicReading::point && a.damage >= 2))
    out.casualties = out.casualties.map([](int c) { return std::max(0, c - 1); });
  out.pinned = 2 * t.under >= t.models ? landed : 0.0;
  return out;
}

}  // namespace auspex::at44
