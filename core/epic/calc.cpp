// calc-api.md, system "epic"; the kinds added beyond it are in
// docs/calc/epic.md.
#include "calc/calc.hpp"
#include "epic/attack.hpp"
#include "epic/calc.hpp"
#include "epic/calc_read.hpp"
#include "epic/multiple.hpp"

namespace auspex::calc {

namespace {

epic::Vehicle readVehicle(const Fields& t) {
  using namespace epic;
  const Fields v = t.object("vehicle", {"heavy", "facing", "hitsToDestroy"});
  Vehicle vehicle;
  vehicle.heavy = v.boolean("heavy", false);
  const std::string facing = v.choice("facing", {"front", "side", "rear"}, "front");
  vehicle.facing = facing == "front"  ? Facing::front
                   : facing == "side" ? Facing::side
                                      : Facing::rear;
  vehicle.hitsToDestroy = v.integer("hitsToDestroy", 1, 50, 1);
  return vehicle;
}

json answerShooting(const Fields& r) {
  using namespace epic;
  const Fields a =
      r.object("attack", {"kind", "shots", "toHit", "modifier", "saveModifier", "dicePerModel"});
  const Fields t = r.object("target", {"save", "coverToHit", "saveBonus", "models", "vehicle"});
  Shooting attack{a.integer("shots", 1, 200), a.integer("toHit", 1, 12),
                  a.integer("modifier", -12, 12, 0), a.integer("saveModifier", -12, 12, 0)};
  Shot target;
  target.save = t.integer("save", 1, 13);
  target.coverToHit = t.integer("coverToHit", -12, 12, 0);
  target.saveBonus = t.integer("saveBonus", -12, 12, 0);
  target.models = t.integer("models", 1, 200);
  if (t.has("vehicle")) {
    target.isVehicle = true;
    target.vehicle = readVehicle(t);
  }
  // "désigner la cible de chacune de vos figurines": pooled, or per model (readings.targeting).
  const bool perModel = readReadings(r, epicReadings()).is("targeting", "perModel");
  const int dicePerModel = a.integer("dicePerModel", 1, 200, 1);
  if (attack.shots % dicePerModel != 0)
    a.fail("dicePerModel", {"epic.dice-per-model",
                            "must divide attack.shots (" + std::to_string(attack.shots) +
                                "): each model fires the same dice",
                            "doit diviser attack.shots (" + std::to_string(attack.shots) +
                                ") : chaque figurine tire les mêmes dés"});
  std::vector<int> split;
  const ShootingOutcome o =
      perModel ? shootPerModel(attack, target, dicePerModel, split) : shoot(attack, target);
  json out = {{"needed", o.needed},
              {"hitChance", o.hit},
              {"saveChance", o.saved},
              {"hits", countsJson(o.hits)},
              {"unsaved", countsJson(o.unsaved)},
              {"casualties", countsJson(o.casualties)},
              {"meanHits", o.hits.mean()},
              {"meanCasualties", o.casualties.mean()}};
  if (perModel) out["split"] = split;  // shooters per target model, most first
  if (target.isVehicle) {
    out["saveNeeded"] = o.saveNeeded;
    out["hurts"] = o.hurts;
    out["destroyed"] = o.destroyed;
  }
  return out;
}

json answerAssault(const Fields& r) {
  using namespace epic;
  const Fields a = r.object("attack", {"kind", "fa", "dice"});
  const Fields t = r.object("target", {"fa", "dice"});
  const Fighter attacker{a.integer("fa", -20, 20), a.integer("dice", 1, 200, 2)};
  const Fighter defender{t.integer("fa", -20, 20), t.integer("dice", 1, 200, 2)};
  return {{"win", assault(attacker, defender)}};
}

}  // namespace

json answerEpic(const json& request) {
  // A request naming units is answered as the raw request it stands for.
  if (epic_read::namesUnits(request)) return answerEpic(epic_read::fromUnits(request));
  if (request.contains("kind")) {
    const json& kind = request.at("kind");
    if (kind == "morale") return epic_read::morale(request);
    if (kind == "terrain") return epic_read::terrain(request);
    if (kind == "initiative") return epic_read::initiative(request);
    // The activation planner: the whole core's (answerEpicActivationPlan, a kind of its registry
    // row).
    if (kind == "activationPlan") refuseKindWholeCoreOnly();
    if (kind != "attack")
      throw RequestError("kind",
                         "must be one of \"attack\", \"morale\", \"terrain\", \"initiative\", "
                         "\"activationPlan\", not " +
                             describe(kind));
  }
  // An attack, as in calc-api.md (a top-level "kind": "attack" is allowed).
  const Fields r = request.contains("kind")
                       ? Fields(request, "", {"system", "kind", "attack", "target", "readings"})
                       : Fields(request, "", {"system", "attack", "target", "readings"});
  (void)readReadings(r, epicReadings());  // checked whatever the attack (read by the shooting)
  const json& attack = r.raw("attack");
  if (attack.is_object() && attack.contains("kind") && attack.at("kind") == "multiple")
    return epic_read::multiple(r);
  const Fields kind = r.object("attack", {"kind", "shots", "toHit", "modifier", "saveModifier",
                                          "dicePerModel", "fa", "dice"});
  const std::string k = kind.choice("kind", {"shoot", "assault", "multiple"});
  if (k == "shoot") return answerShooting(r);
  return answerAssault(r);
}

}  // namespace auspex::calc
