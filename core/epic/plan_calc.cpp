// Epic request kind "activationPlan" (docs/calc/epic.md, "Activation
// planner"): a formation's shooting groups and the target formations, named
// by units of a loaded ruleset as the unit requests are (calc_units.cpp),
// answered by the planner (planner.hpp). The whole core's only
// (answerEpicWithPlans): the first load's calculator module refuses it.
#include <algorithm>
#include <cmath>
#include <string>

#include "calc/calc.hpp"
#include "dice/chain.hpp"
#include "epic/calc.hpp"
#include "epic/calc_read.hpp"
#include "epic/planner.hpp"
#include "epic/ruleset.hpp"
#include "rulesets/reader.hpp"

namespace auspex::calc {

namespace {

using epic::Ruleset;

constexpr int kMaxGroups = 10, kMaxFormations = 10, kMaxUnits = 10, kMaxModels = 200;

Ruleset rulesetAt(const Fields& f) {
  std::string name;
  return epic_read::loadRuleset(f, name);
}

const epic::Unit& unitAt(const Fields& f, const Ruleset& r) {
  const std::string id = rulesets::text(f, "unit", 60);
  const epic::Unit* unit = r.unit(id);
  if (unit == nullptr) f.fail("unit", "names no unit of the ruleset: \"" + id + "\"");
  return *unit;
}

// The to-hit modifier of every shot: the order's, or `modifier` (a formation
// in retraite, whose order the seed gives no to-hit effect).
int toHitModifier(const Fields& r, const Ruleset& rs) {
  if (r.has("modifier")) {
    if (r.has("order")) r.fail("modifier", "give either \"order\" or \"modifier\", not both");
    return r.integer("modifier", -6, 6);
  }
  const epic::Order* order = nullptr;
  if (r.has("order")) {
    const std::string id = rulesets::text(r, "order", 60);
    order = rs.order(id);
    if (order == nullptr) r.fail("order", "names no order of the ruleset: \"" + id + "\"");
  } else {
    for (const auto& o : rs.orders)
      if (o.isDefault) order = &o;
  }
  if (order == nullptr || !order->toHit)
    r.fail("order", "the ruleset gives no to-hit effect for the order \"" +
                        (order ? order->id : std::string()) + "\": give \"modifier\"");
  return *order->toHit;
}

epic::PlanTargetUnit targetUnit(const Fields& t, const Ruleset& rs) {
  const epic::Unit& unit = unitAt(t, rs);
  const bool vehicle = unit.kind == "vehicle";
  epic::PlanTargetUnit out;
  out.models = t.integer("count", 1, kMaxModels);
  out.shot.save = unit.save;
  if (t.has("terrain")) {
    const std::string id = rulesets::text(t, "terrain", 60);
    const epic::Terrain* terrain = rs.terrainOf(id);
    if (terrain == nullptr) t.fail("terrain", "names no terrain of the ruleset: \"" + id + "\"");
    if ((vehicle ? terrain->vehicles : terrain->infantry) == epic::TerrainEffect::impassable)
      t.fail("terrain", "\"" + id + "\" is infranchissable for " +
                            (vehicle ? "vehicles" : "infantry") + " such as \"" + unit.id + "\"");
    out.shot.coverToHit = terrain->coverBonus;
    out.shot.saveBonus = terrain->saveBonus;
  }
  if (!vehicle) {
    for (const char* key : {"facing", "heavy", "hitsToDestroy", "hitsTaken"})
      if (t.has(key)) t.fail(key, "applies to vehicles only; \"" + unit.id + "\" is " + unit.kind);
    return out;
  }
  out.shot.isVehicle = true;
  const std::string facing = t.choice("facing", {"front", "side", "rear"}, "front");
  out.shot.facing = facing == "front"  ? epic::PlanFacing::front
                    : facing == "side" ? epic::PlanFacing::side
                                       : epic::PlanFacing::rear;
  out.shot.heavy = t.boolean("heavy", false);
  const int h = t.integer("hitsToDestroy", 1, 50, 1);
  std::vector<int> taken(out.models, 0);
  if (t.has("hitsTaken")) taken = t.integers("hitsTaken", out.models, out.models, 0, h - 1);
  for (int x : taken) out.need.push_back(h - x);
  return out;
}

epic::PlanFormation targetFormation(const Fields& f, const Ruleset& base) {
  const Ruleset rs = f.has("ruleset") ? rulesetAt(f) : base;
  epic::PlanFormation out;
  rulesets::eachItem(f, "units", 1, kMaxUnits, [&](const json& item, const std::string& path) {
    const Fields u(item, path,
                   {"unit", "count", "terrain", "facing", "heavy", "hitsToDestroy", "hitsTaken"});
    out.units.push_back(targetUnit(u, rs));
  });
  int left = 0;
  for (const auto& u : out.units)
    left += u.shot.isVehicle ? static_cast<int>(u.need.size()) : u.models;
  out.lost = f.integer("lost", 0, 1000, 0);
  const double at = (left + out.lost) * rs.breakPoint.lostFraction;
  const int computed = rs.breakPoint.roundUp ? static_cast<int>(std::ceil(at - 1e-9))
                                             : static_cast<int>(std::floor(at + 1e-9));
  out.breakAt = f.integer("breakAt", 1, 2000, std::max(1, computed));
  return out;
}

epic::PlanGroup shooterGroup(const Fields& g, const Ruleset& rs, int modifier, int formations) {
  const epic::Unit& unit = unitAt(g, rs);
  const epic::Weapon& weapon = epic_read::unitWeapon(g, rs, unit);
  epic::PlanGroup out;
  out.models = g.integer("count", 1, kMaxModels);
  if (out.models * weapon.dice > kMaxModels)
    g.fail("count", std::to_string(out.models) + " models with " + std::to_string(weapon.dice) +
                        " dice each make more than " + std::to_string(kMaxModels) + " shots");
  out.shooting = {weapon.dice, weapon.toHit, modifier, weapon.saveModifier};
  out.reaches.assign(formations, !g.has("targets"));
  if (g.has("targets"))
    for (int f : g.integers("targets", 0, formations, 0, formations - 1)) out.reaches[f] = true;
  return out;
}

}  // namespace

json answerEpicActivationPlan(const json& request) {
  const Fields r(request, "",
                 {"system", "kind", "ruleset", "order", "modifier", "shooters", "targets", "goal",
                  "top", "readings"});
  const Ruleset rs = rulesetAt(r);
  const bool perModel = requests::readReadings(r, epicReadings()).is("targeting", "perModel");
  const int modifier = toHitModifier(r, rs);
  epic::ActivationRequest q;
  rulesets::eachItem(
      r, "targets", 1, kMaxFormations, [&](const json& item, const std::string& path) {
        q.formations.push_back(
            targetFormation(Fields(item, path, {"ruleset", "units", "lost", "breakAt"}), rs));
      });
  const int formations = static_cast<int>(q.formations.size());
  rulesets::eachItem(r, "shooters", 1, kMaxGroups, [&](const json& item, const std::string& path) {
    q.groups.push_back(shooterGroup(Fields(item, path, {"unit", "weapon", "count", "targets"}), rs,
                                    modifier, formations));
  });
  q.goal = r.choice("goal", {"casualties", "break"}, "casualties") == "break"
               ? epic::ActivationGoal::breakPoint
               : epic::ActivationGoal::casualties;
  q.top = r.integer("top", 1, 10, 3);
  q.perModel = perModel;

  const epic::ActivationPlanner planner(q);
  if (planner.stepBound() > epic::kActivationStepLimit - dice::innerSteps()) {
    // The field to reduce: the group with the most models (its count), or the targets.
    std::size_t largest = 0;
    for (std::size_t g = 1; g < q.groups.size(); ++g)
      if (q.groups[g].models > q.groups[largest].models) largest = g;
    const std::string at = r.pathOf("shooters") + "." + std::to_string(largest) + ".count";
    const std::string plans = std::to_string(planner.plans());
    const std::string steps = std::to_string(planner.stepBound());
    throw RequestError(
        at, "plan.size",
        "too many plans to compare exactly: " + plans + " plans would take up to " + steps +
            " inner steps (the limit is 10^6); give fewer models (" + at +
            ") or fewer targets in range",
        "trop de plans à comparer exactement : " + plans + " plans demanderaient jusqu'à " + steps +
            " étapes de calcul (la limite est 10^6) ; faites tirer moins de figurines ou "
            "gardez moins de cibles à portée");
  }
  const epic::ActivationResult result = planner.search();
  json plans = json::array();
  for (const epic::ActivationPlan& p : result.plans) {
    json fire = json::array();
    for (std::size_t g = 0; g < p.fire.size(); ++g) {
      int j = 0;
      for (std::size_t f = 0; f < q.formations.size(); ++f)
        for (std::size_t u = 0; u < q.formations[f].units.size(); ++u, ++j)
          if (p.fire[g][j] > 0)
            fire.push_back({{"shooter", g}, {"target", f}, {"unit", u}, {"models", p.fire[g][j]}});
    }
    json targets = json::array();
    for (std::size_t f = 0; f < q.formations.size(); ++f)
      targets.push_back({{"removed", countsJson(p.removedBy[f])},
                         {"meanRemoved", p.removedBy[f].mean()},
                         {"breakChance", p.breakChanceOf[f]},
                         {"lost", q.formations[f].lost},
                         {"breakAt", q.formations[f].breakAt}});
    plans.push_back({{"fire", fire},
                     {"value", p.value},
                     {"meanRemoved", p.removed.mean()},
                     {"breakChance", p.breakChance},
                     {"removed", countsJson(p.removed)},
                     {"targets", targets}});
    if (q.perModel) {
      // Each target unit type shot at: its models' shooters, per shooting group.
      json split = json::array();
      int j = 0;
      for (std::size_t f = 0; f < q.formations.size(); ++f)
        for (std::size_t u = 0; u < q.formations[f].units.size(); ++u, ++j)
          if (!p.split[j].empty())
            split.push_back({{"target", f}, {"unit", u}, {"models", p.split[j]}});
      plans.back()["split"] = split;
    }
  }
  return {{"goal", q.goal == epic::ActivationGoal::breakPoint ? "break" : "casualties"},
          {"plansCompared", result.plansCompared},
          {"plans", plans}};
}

}  // namespace auspex::calc
