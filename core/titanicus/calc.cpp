// calc-api.md, system "titanicus"; the fields and kinds added beyond it are
// in docs/calc/titanicus.md.
#include "calc/calc.hpp"
#include "titanicus/action_points.hpp"
#include "titanicus/attack.hpp"
#include "titanicus/calc.hpp"
#include "titanicus/calc_read.hpp"
#include "titanicus/calc_rolls.hpp"
#include "titanicus/plan_calc.hpp"
#include "titanicus/units.hpp"

namespace auspex::calc {

namespace {

using namespace titanicus;

json answerAttack(const Fields& r, Edition edition) {
  const Attack attack =
      readAttackFields(Fields(r.raw("attack"), r.pathOf("attack"), kAttackFields));
  const TargetRead target =
      readTargetFields(Fields(r.raw("target"), r.pathOf("target"), kTargetFields), edition);
  json out = outcomeJson(resolve(edition, attack, target.target), target);
  if (attack.hooks) out["hooked"] = hookedChance(edition, attack, target.target);
  return out;
}

json answerActionPoints(const json& request, Edition edition) {
  const Fields r(request, "",
                 {"system", "edition", "kind", "dice", "toHit", "reactorDamage", "boilerDamage"});
  if (edition != Edition::v2)
    r.fail("edition", "must be \"v2\" for kind \"actionPoints\" (seed 001's \"6x 3 + PA\")");
  ActionPointRoll roll;
  roll.dice = r.integer("dice", 1, 20);
  roll.toHit = r.integer("toHit", 2, 6);
  roll.reactorDamage = r.integer("reactorDamage", 0, 10, 0);
  roll.boilerDamage = r.integer("boilerDamage", 0, 20, 0);
  const ActionPoints ap = actionPoints(roll);
  // What a player reads before rolling (docs/calc/titanicus.md, "Rolls").
  json outcomes = json::array();
  for (int k = ap.points.lo(); k <= ap.points.hi(); ++k)
    outcomes.push_back(
        {{"id", std::to_string(k)},
         {"name", {{"fr", std::to_string(k) + " PA"}, {"en", std::to_string(k) + " AP"}}},
         {"p", ap.points.at(k)}});
  return {{"dice", ap.dice},
          {"chancePerDie", ap.chance},
          {"actionPoints", countsJson(ap.points)},
          {"meanActionPoints", ap.points.mean()},
          {"outcomes", outcomes}};
}

}  // namespace

json answerTitanicus(const json& named) {
  // The fire planner and close combat read their own unit-named forms.
  if (named.is_object() && named.contains("kind") && named.at("kind") == "firePlan")
    return answerFirePlan(named);
  if (named.is_object() && named.contains("kind") && named.at("kind") == "closeCombat")
    return answerCloseCombat(named);
  // A request naming units (docs/calc/titanicus.md) is answered as the raw
  // request it stands for.
  const json request = namesUnits(named) ? rawRequest(named) : named;
  const bool hasKind = request.contains("kind");
  const json kind = hasKind ? request.at("kind") : json("attack");
  // The rolls a sheet makes besides its attacks: the whole core's (titanicus::answerRoll, kinds of
  // its row).
  if (isRollKind(kind)) refuseKindWholeCoreOnly();
  if (kind != "attack" && kind != "actionPoints")
    throw RequestError("kind",
                       "must be one of \"attack\", \"actionPoints\", \"firePlan\", "
                       "\"closeCombat\", \"shieldRepair\", \"vsgOverload\", "
                       "\"damageTable\", \"fires\", \"pull\", not " +
                           describe(kind));
  if (kind == "actionPoints") {
    const Fields r(request, "",
                   {"system", "edition", "kind", "dice", "toHit", "reactorDamage", "boilerDamage"});
    return answerActionPoints(
        request, r.choice("edition", {"v1", "v2"}) == "v1" ? Edition::v1 : Edition::v2);
  }
  // Without a top-level kind, the fields are exactly calc-api.md's.
  const Fields r = hasKind ? Fields(request, "", {"system", "edition", "kind", "attack", "target"})
                           : Fields(request, "", {"system", "edition", "attack", "target"});
  const Edition edition = r.choice("edition", {"v1", "v2"}) == "v1" ? Edition::v1 : Edition::v2;
  return answerAttack(r, edition);
}

}  // namespace auspex::calc
