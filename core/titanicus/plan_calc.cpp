#include "titanicus/plan_calc.hpp"

#include <string>

#include "calc/calc.hpp"
#include "dice/chain.hpp"
#include "titanicus/calc_read.hpp"
#include "titanicus/close_combat.hpp"
#include "titanicus/planner.hpp"
#include "titanicus/ruleset.hpp"
#include "titanicus/units.hpp"

namespace auspex::titanicus {

using requests::describe;
using requests::Fields;
using requests::json;
using requests::RequestError;

namespace {

Edition editionOf(const Fields& r) {
  return r.choice("edition", {"v1", "v2"}) == "v1" ? Edition::v1 : Edition::v2;
}

std::vector<std::string> with(std::vector<std::string> keys,
                              std::initializer_list<const char*> more) {
  keys.insert(keys.end(), more.begin(), more.end());
  return keys;
}

// A unit-named part turned into raw fields by units.cpp's rawRequest, its
// error paths moved to where the field is in this request.
json converted(const json& part, const std::vector<std::pair<std::string, std::string>>& paths) {
  try {
    return rawRequest(part);
  } catch (const RequestError& e) {
    std::string path = e.path;
    for (const auto& [from, to] : paths)
      if (path.rfind(from, 0) == 0) {
        path = to + path.substr(from.size());
        break;
      }
    throw RequestError(path, e.what());
  }
}

// The weapon of a loaded ruleset (both already checked by rawRequest).
Weapon rulesetWeapon(const std::string& ruleset, const std::string& id) {
  return *readRuleset(*rulesets::find(ruleset)).weapon(id);
}

std::string kindOf(const std::string& ruleset, const std::string& unit) {
  const Ruleset r = readRuleset(*rulesets::find(ruleset));
  return r.unit(unit)->kind;
}

// firePlan naming units: attacker {ruleset, unit, weapons} → raw weapons, target → raw.
json rawFirePlan(const json& request) {
  const Fields r(request, "",
                 {"system", "edition", "kind", "actionPoints", "notMoved", "attacker", "target",
                  "goal", "top", "readings"});
  const Fields a = r.object("attacker", {"ruleset", "unit", "weapons"});
  if (!a.raw("weapons").is_array() || a.raw("weapons").empty() || a.raw("weapons").size() > 6)
    a.fail("weapons", "must be an array of 1 to 6 weapon ids");
  json out = request;
  out.erase("attacker");
  out.erase("readings");  // each weapon's raw attack carries what they change
  out["weapons"] = json::array();
  for (std::size_t i = 0; i < a.raw("weapons").size(); ++i) {
    const json& item = a.raw("weapons")[i];
    const std::string at = a.pathOf("weapons") + "." + std::to_string(i);
    json id = item;
    int earlier = 0;
    if (item.is_object()) {
      const Fields f(item, at, {"id", "earlierUses"});
      id = f.raw("id");
      earlier = f.integer("earlierUses", 0, 20, 0);
    }
    json part = {
        {"system", "titanicus"},
        {"attacker", {{"ruleset", a.raw("ruleset")}, {"unit", a.raw("unit")}, {"weapon", id}}},
        {"target", r.raw("target")}};
    if (r.has("edition")) part["edition"] = r.raw("edition");
    if (r.has("readings")) part["readings"] = r.raw("readings");
    const json raw = converted(part, {{"attacker.weapon", item.is_object() ? at + ".id" : at}});
    const Weapon w = rulesetWeapon(a.raw("ruleset").get<std::string>(), id.get<std::string>());
    // Refused here, at the field the request names, not at the raw weapon's.
    if (w.oncePerTurn && earlier > 0)
      throw RequestError(
          at + ".earlierUses", "weapon.used",
          "the weapon \"" + w.id + "\" is used once per turn: it cannot fire again",
          "l'arme \"" + w.id + "\" ne sert qu'une fois par tour : elle ne peut plus tirer");
    json weapon = raw.at("attack");
    weapon["apCost"] = w.apCost;
    weapon["oncePerTurn"] = w.oncePerTurn;
    weapon["cannotAim"] = w.cannotAim;
    weapon["earlierUses"] = earlier;
    if (!weapon.contains("toHit"))
      throw RequestError(at, "the ruleset gives no to-hit for this weapon: give raw weapons");
    out["weapons"].push_back(weapon);
    out["target"] = raw.at("target");
    out["edition"] = raw.at("edition");
  }
  return out;
}

}  // namespace

json answerFirePlan(const json& named) {
  const json request = named.is_object() && named.contains("attacker") ? rawFirePlan(named) : named;
  const Fields r(request, "",
                 {"system", "edition", "kind", "actionPoints", "notMoved", "weapons", "target",
                  "goal", "top"});
  PlanRequest q;
  q.edition = editionOf(r);
  q.actionPoints = r.integer("actionPoints", 1, 8);
  q.notMoved = r.boolean("notMoved", false);
  if (!r.raw("weapons").is_array() || r.raw("weapons").empty() || r.raw("weapons").size() > 6)
    r.fail("weapons", "must be an array of 1 to 6 weapons, not " + describe(r.raw("weapons")));
  const Fields t(r.raw("target"), r.pathOf("target"), with(kTargetFields, {"modifier"}));
  const TargetRead target = readTargetFields(t, q.edition);
  q.target = target.target;
  const int targetModifier = t.integer("modifier", -12, 12, 0);
  for (std::size_t i = 0; i < r.raw("weapons").size(); ++i) {
    const Fields f(
        r.raw("weapons")[i], r.pathOf("weapons") + "." + std::to_string(i),
        with(kAttackFields, {"randomDice", "oncePerTurn", "apCost", "cannotAim", "earlierUses"}));
    PlanWeapon w;
    w.attack = readAttackFields(f);
    if (f.boolean("randomDice", false)) w.attack.randomDice = true;
    if (!w.attack.randomDice && w.attack.dice > 20)
      f.fail("dice", "must be at most 20 in a fire plan");
    w.attack.modifier += targetModifier;
    w.oncePerTurn = f.boolean("oncePerTurn", false);
    w.apCost = f.integer("apCost", 1, 8, 1);
    w.cannotAim = f.boolean("cannotAim", false);
    w.earlierUses = f.integer("earlierUses", 0, 20, 0);
    if (w.oncePerTurn && w.earlierUses > 0)
      f.fail("earlierUses",
             {"weapon.used", "the weapon is used once per turn: it cannot fire again",
              "l'arme ne sert qu'une fois par tour : elle ne peut plus tirer"});
    q.weapons.push_back(w);
  }
  q.goal = r.choice("goal", {"destroy", "structure"}, "destroy") == "destroy" ? PlanGoal::destroy
                                                                              : PlanGoal::structure;
  q.top = r.integer("top", 1, 10, 3);

  FirePlanner planner(q);
  const long long limit = kPlanStepLimit - dice::innerSteps();
  if (planner.buildBound() > limit)
    r.fail("target", "too large for the fire planner: its tables would take up to " +
                         std::to_string(planner.buildBound()) +
                         " inner steps (the limit is 10^6); give fewer shields, structure or "
                         "attack dice");
  planner.build();
  // Refused before the search when even its least work (each plan's value) passes the
  // limit, or when the search itself passes it.
  const PlanSize size = planner.size();
  const PlanResult result =
      size.plans * static_cast<long long>(planner.states()) > kPlanStepLimit - dice::innerSteps()
          ? PlanResult{{}, 0, false}
          : planner.search(kPlanStepLimit);
  if (!result.complete)
    r.fail("actionPoints", "too many plans to compare exactly: " + std::to_string(size.plans) +
                               " plans would take more than 10^6 inner steps; give fewer "
                               "action points or weapons");
  json plans = json::array();
  for (const Plan& p : result.plans) {
    json actions = json::array();
    for (const PlanAction& a : p.actions) actions.push_back({{"fire", a.fire}, {"aimed", a.aimed}});
    plans.push_back({{"actions", actions},
                     {"apUsed", p.apUsed},
                     {"destroyed", p.destroyed},
                     {"meanStructureLost", p.structureLost.mean()},
                     {"structureLost", calc::countsJson(p.structureLost)}});
  }
  return {{"goal", q.goal == PlanGoal::destroy ? "destroy" : "structure"},
          {"plansCompared", result.plansCompared},
          {"plans", plans}};
}

namespace {

// closeCombat naming units: attacker {ruleset, unit, weapon, location, …} and
// defender {ruleset, unit, weapon?, location, …}, each weapon a CC weapon.
json rawCloseCombat(const json& request) {
  const Fields r(request, "",
                 {"system", "edition", "kind", "attacker", "defender", "attack", "counter"});
  const std::vector<std::string> unitKeys = with(kTargetFields, {"ruleset", "unit", "weapon"});
  const Fields a(r.raw("attacker"), "attacker", unitKeys);
  const Fields d(r.raw("defender"), "defender", unitKeys);
  auto side = [&](const Fields&, const char* path) {
    json target = r.raw(path);
    target.erase("weapon");
    return target;
  };
  auto ccWeapon = [](const Fields& who) {
    const std::string rs = who.raw("ruleset").get<std::string>();
    const Weapon w = rulesetWeapon(rs, who.raw("weapon").get<std::string>());
    if (!w.closeCombat) who.fail("weapon", "is not a close combat (CC) weapon: \"" + w.id + "\"");
  };
  json out = {{"system", "titanicus"}, {"kind", "closeCombat"}};
  json first = {
      {"system", "titanicus"},
      {"attacker",
       {{"ruleset", a.raw("ruleset")}, {"unit", a.raw("unit")}, {"weapon", a.raw("weapon")}}},
      {"target", side(d, "defender")}};
  if (r.has("edition")) first["edition"] = r.raw("edition");
  if (r.has("attack")) first["attack"] = r.raw("attack");
  const json raw = converted(
      first,
      {{"attacker.weapon", "attacker.weapon"}, {"attack", "attack"}, {"target", "defender"}});
  ccWeapon(a);
  auto sheetGives = [](const json& target, const Fields& who) {
    for (const char* key : {"armour", "structure"})
      if (!target.contains(key)) who.fail(key, "is required: the unit's sheet does not give it");
  };
  sheetGives(raw.at("target"), d);
  out["edition"] = raw.at("edition");
  out["attack"] = raw.at("attack");
  out["target"] = raw.at("target");
  const std::string kind =
      kindOf(a.raw("ruleset").get<std::string>(), a.raw("unit").get<std::string>());
  out["lightAttacker"] = kind != "titan" && kind != "super-heavy" && kind != "gargant";
  if (!d.has("weapon")) {
    if (r.has("counter")) r.fail("counter", "needs defender.weapon, the defender's CC weapon");
    out["counter"] = nullptr;
    return out;
  }
  json second = {
      {"system", "titanicus"},
      {"edition", out["edition"]},
      {"attacker",
       {{"ruleset", d.raw("ruleset")}, {"unit", d.raw("unit")}, {"weapon", d.raw("weapon")}}},
      {"target", side(a, "attacker")}};
  if (r.has("counter")) second["attack"] = r.raw("counter");
  const json back = converted(second, {{"attacker.weapon", "defender.weapon"},
                                       {"attacker", "defender"},
                                       {"attack", "counter"},
                                       {"target", "attacker"}});
  ccWeapon(d);
  sheetGives(back.at("target"), a);
  out["counter"] = back.at("attack");
  out["counterTarget"] = back.at("target");
  return out;
}

}  // namespace

json answerCloseCombat(const json& named) {
  const json request =
      named.is_object() && (named.contains("attacker") || named.contains("defender"))
          ? rawCloseCombat(named)
          : named;
  const Fields r(request, "",
                 {"system", "edition", "kind", "attack", "target", "counter", "counterTarget",
                  "lightAttacker"});
  const Edition edition = editionOf(r);
  CloseCombat c;
  c.attack = readAttackFields(Fields(r.raw("attack"), "attack", kAttackFields));
  const TargetRead target =
      readTargetFields(Fields(r.raw("target"), "target", kTargetFields), edition);
  c.target = target.target;
  const bool counter = r.has("counter") && !r.raw("counter").is_null();
  TargetRead counterTarget;  // echoed in the counter's response as a normal attack's
  if (counter) {
    c.counter = readAttackFields(Fields(r.raw("counter"), "counter", kAttackFields));
    counterTarget =
        readTargetFields(Fields(r.raw("counterTarget"), "counterTarget", kTargetFields), edition);
    c.counterTarget = counterTarget.target;
  } else if (r.has("counterTarget")) {
    r.fail("counterTarget", "needs a counter (the defender's CC weapon)");
  }
  c.lightAttacker = r.boolean("lightAttacker", false);
  const CloseCombatOutcome o = resolveCloseCombat(edition, c);
  json out = outcomeJson(o.attack, target);
  out["defenderSurvives"] = o.defenderSurvives;
  out["counter"] = o.counter ? outcomeJson(*o.counter, counterTarget) : json(nullptr);
  out["counterStructureLost"] = calc::countsJson(o.counterStructureLost);
  out["meanCounterStructureLost"] = o.counterStructureLost.mean();
  out["attackerDestroyed"] = o.attackerDestroyed;
  out["chargeCm"] = o.chargeCm;
  out["reachCm"] = o.reachCm;
  return out;
}

}  // namespace auspex::titanicus
