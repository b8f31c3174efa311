// at44 attack.kind "indirect" (tir indirect) and "projection": the
// template's growth, drift and the impacts on every model under it.
// docs/rules/at44.md, "Gabarits".
#include "at44/calc_read.hpp"
#include "at44/template.hpp"

namespace auspex::calc::at44_read {

using namespace at44;

json answerTemplate(const Fields& r, bool projection, SceneryReader sceneryReader) {
  const json& raw = r.raw("attack");
  const std::string at = r.pathOf("attack") + ".";
  for (const char* key : {"sniper", "locked"})
    if (raw.contains(key))
      throw RequestError(at + key, "is for direct shots: a template already ignores cover");
  if (raw.contains("jammer"))
    throw RequestError(at + "jammer", "at44.jammer-template",
                       "is for direct shots and melee, not templates",
                       "est pour les tirs directs et la mêlée, pas les gabarits");
  if (raw.contains("def")) throw RequestError(at + "def", "is for melee");
  if (projection)
    for (const char* key : {"pre", "range", "cadence", "rerolls", "feuAVolonte"})
      if (raw.contains(key))
        throw RequestError(at + key,
                           "is not for a projection: there is no shooting test (\"Il n'y a pas "
                           "besoin de test de tir\"); attackers is the number of templates");
  const Fields a =
      projection
          ? r.object("attack",
                     {"kind", "attackers", "pen", "damage", "aire", "concentration", "allocation"})
          : r.object("attack", {"kind", "pre", "range", "attackers", "cadence", "rerolls", "pen",
                                "damage", "aire", "concentration", "feuAVolonte", "allocation"});
  TemplateAttack attack;
  attack.projection = projection;
  if (!projection) {
    attack.pre = a.integer("pre", 0, 30);
    attack.range = a.integer("range", 0, 30);
  }
  attack.attackers = a.integer("attackers", 1, 200);
  if (!projection) {
    attack.cadence = a.integer("cadence", 1, 200);
    if (attack.attackers * attack.cadence > 200)
      a.fail("cadence", "attackers × cadence must be at most 200 dice, not " +
                            std::to_string(attack.attackers * attack.cadence));
    attack.rerolls = a.integer("rerolls", 0, 200, 0);
  }
  attack.pen = a.integer("pen", 0, 40);
  attack.damage = a.integer("damage", 1, 20);
  attack.aire = a.integer("aire", 1, kMaxRadiusCm);
  attack.concentration = a.boolean("concentration", false);
  if (!projection) attack.feuAVolonte = a.boolean("feuAVolonte", false);

  const json& target = r.raw("target");
  if (target.is_object() && target.contains("coverSave"))
    throw RequestError(r.pathOf("target") + ".coverSave",
                       "is not for templates: models under a template get no cover "
                       "(\"ne peuvent pas bénéficier de couverts\")");
  TemplateTarget tt;
  if (target.is_object() && target.contains("scenery")) {
    // "On peut toujours s'en prendre aux décors": the piece under the template
    // (the whole core's, as a direct attack's scenery).
    const Fields t =
        r.object("target", {"scenery", "models", "vehicle", "arm", "under", "medic", "autoRepair"});
    if (!sceneryReader) t.fail("scenery", wholeCoreOnly());
    for (const char* key : {"under", "medic", "autoRepair"})
      if (t.has(key))
        t.fail(key, {"at44.scenery-template",
                     std::string("is not for scenery: the piece under the template takes the "
                                 "impacts of one combatant"),
                     std::string("ne sert pas pour un décor : l'élément sous le gabarit reçoit "
                                 "les impacts d'un combattant")});
    Defender piece;
    sceneryReader(t, piece);
    tt.scenery = piece.scenery;
  }
  if (!tt.scenery) {
    const Fields t =
        r.object("target", {"arm", "models", "under", "vehicle", "medic", "autoRepair"});
    tt.arm = t.integer("arm", 0, 40);
    if (t.has("vehicle") && t.has("models"))
      t.fail("vehicle",
             "cannot be given with target.models: the target is either infantry "
             "(models) or one vehicle (vehicle)");
    if (t.has("vehicle")) {
      if (t.has("under"))
        t.fail("under", "is for infantry: a vehicle target is the one vehicle under the template");
      tt.vehicle = readVehicle(t);
    } else if (t.has("models")) {
      tt.models = t.integer("models", 1, 200);
      if (!t.has("under"))
        t.fail("under", "is required: how many of the unit's models are under the template");
      tt.under = t.integer("under", 0, tt.models);
    } else {
      t.fail("models", "is required (or target.vehicle for a vehicle)");
    }
    readRepairs(t, tt.medic, tt.autoRepair, tt.vehicle.has_value(), !tt.vehicle);
  }
  const requests::Chosen readings = readReadings(r, at44Readings());
  tt.medicReading = medicReadingOf(readings);
  tt.autoRepairReading = autoRepairReadingOf(readings);
  if (a.has("allocation")) {
    if (!tt.vehicle) a.fail("allocation", "is only for a vehicle target (target.vehicle)");
    attack.allocation = readAllocation(a, *tt.vehicle, false);
  }

  const TemplateOutcome o = resolveTemplate(attack, tt);
  json out = json::object();
  if (!projection) {
    out["hitTarget"] = o.hit.label();
    out["successes"] = countsJson(o.successes);
  }
  out["damageTarget"] = o.damage.label();
  out["damageChance"] = o.damageChance;
  out["radius"] = countsJson(o.radius);
  out["impactsPerModel"] = countsJson(o.impactsPerModel);
  if (!projection) {
    out["driftDice"] = countsJson(o.driftDice);
    out["driftCmPerDie"] = kDriftCmPerDie;
  }
  out["casualties"] = countsJson(o.casualties);
  out["pinned"] = o.pinned;
  if (!projection) out["meanSuccesses"] = o.successes.mean();
  out["meanRadius"] = o.radius.mean();
  out["meanImpactsPerModel"] = o.impactsPerModel.mean();
  if (!projection) out["meanDriftCm"] = kDriftCmPerDie * o.driftDice.mean();
  out["meanCasualties"] = o.casualties.mean();
  if (o.vehicle) addVehicle(out, *o.vehicle);
  if (o.scenery) addScenery(out, *o.scenery);
  return out;
}

}  // namespace auspex::calc::at44_read
