// calc request {"system": "kolaps", "kind": "activationPlan", …}: the
// activation planner (kolaps/planner.hpp), answered by the whole core only
// (answerKolapsWithPlans, the registry's row); the first load's calc-kolaps
// refuses it (kolaps/calc.cpp) and keeps this code out. Fields and readings:
// docs/calc/kolaps.md and docs/rules/kolaps.md, "Activation planner".
#include <string>

#include "calc/calc.hpp"
#include "dice/chain.hpp"
#include "kolaps/calc.hpp"
#include "kolaps/calc_read.hpp"
#include "kolaps/planner.hpp"

namespace auspex::calc {

namespace {

using namespace kolaps;

// The seed's cost and fatigue of each action (Loi 9-11 … 9-21; charger: a
// marche, 1 and 0, plus 1 and 1, Loi 9-4 and 9-20), when no ruleset is named.
struct Cost {
  int cost, fatigue;
};
Cost seedCost(Action a) {
  switch (a) {
    case Action::tir_au_juge: return {1, 0};
    case Action::tir: return {2, 0};
    case Action::mitraillage: return {4, 1};
    case Action::bout_portant: return {2, 1};
    case Action::frapper: return {1, 1};
    case Action::charger: return {2, 1};
  }
  return {1, 0};
}

const char* const kHealth[] = {"indemne", "legerement_blesse", "blesse", "etat_critique"};
const char* const kWorst[] = {"none",   "sonne",         "legerement_blesse",
                              "blesse", "etat_critique", "hors_combat"};

json planJson(const Plan& p, const PlanRequest& q) {
  json actions = json::array();
  for (int o : p.actions)
    actions.push_back({{"option", o}, {"action", actionName(q.options[o].attack.action)}});
  json target = json::object();
  for (int l = 0; l < kWorstLevels; ++l) target[kWorst[l]] = p.worst[l];
  std::vector<double> used = p.used;
  while (used.size() > 1 && used.back() == 0.0) used.pop_back();
  return {{"actions", actions},
          {"value", p.value},
          {"horsCombat", p.horsCombat},
          {"meanWound", p.meanWound},
          {"target", target},
          {"mishap", p.mishap},
          {"meanCombativiteUsed", p.meanUsed},
          {"combativiteUsed", used}};
}

json answerActivationPlan(const json& request) {
  const Fields r(request, "",
                 {"system", "kind", "combativite", "fatigue", "ruleset", "actions", "limits",
                  "target", "goal", "top"});
  PlanRequest q;
  q.combativite = r.integer("combativite", 1, 12);
  q.fatigue = r.integer("fatigue", 0, 6, 0);

  const Fields t = r.object("target", {"rank", "health", "sonne", "protection"});
  q.target.rank = t.integer("rank", 1, 5);
  const std::string health =
      t.choice("health", {kHealth[0], kHealth[1], kHealth[2], kHealth[3]}, std::string(kHealth[0]));
  for (int h = 0; h < 4; ++h)
    if (health == kHealth[h]) q.target.health = h;
  q.target.sonne = t.boolean("sonne", false);
  if (t.has("protection"))
    q.target.protection = kolaps_read::readProtection(t.object(
        "protection", {"class", "penetration", "solide", "inusable", "impacts", "ignifuge"}));

  if (const json& acts = r.raw("actions"); !acts.is_array() || acts.empty() || acts.size() > 6) {
    // An array says how many it holds (« an array » alone would not say what is wrong).
    const std::string n = std::to_string(acts.is_array() ? acts.size() : 0);
    r.fail("actions",
           {"field.size",
            "must be an array of 1 to 6 actions, not " +
                (acts.is_array() ? "an array of " + n + " actions" : describe(acts)),
            "doit être un tableau de 1 à 6 actions, pas " +
                (acts.is_array() ? "un tableau de " + n + " actions" : describeFr(acts))});
  }
  json options = json::array();
  for (std::size_t i = 0; i < r.raw("actions").size(); ++i) {
    const Fields f(r.raw("actions")[i], r.pathOf("actions") + "." + std::to_string(i),
                   {"action", "weapon", "distance", "opposition", "uses", "cost", "fatigue"});
    kolaps_read::ActionHead head = kolaps_read::readActionHead(f);
    PlanOption opt;
    opt.attack = head.attack;
    if (q.target.protection && q.target.protection->penetration > 0 &&
        opt.attack.weapon.penetrant > 0)
      f.fail("weapon",
             "gives Pénétrant X as target.protection.penetration does (Loi 11-10): "
             "give it once");
    kolaps_read::readOpposition(f, opt.attack, head.distance);
    const Action a = opt.attack.action;
    Cost c = seedCost(a);
    if (r.has("ruleset")) {
      const json table = kolaps_read::fromRuleset(r, opt.attack);
      c.cost = table.value("cost", c.cost) + (table.value("addsMove", false) ? 1 : 0);
      c.fatigue = table.value("fatigue", c.fatigue);
    }
    opt.cost = f.integer("cost", 1, 12, c.cost);
    opt.fatigue = f.integer("fatigue", 0, 6, c.fatigue);
    // 9-9: a mitraillage empties the weapon; 9-3: one move (a charge's) per turn.
    const bool once = a == Action::mitraillage || a == Action::charger;
    opt.uses = f.integer("uses", 1, 12, once ? 1 : 0);
    if (once && opt.uses > 1)
      f.fail("uses", {"plan.once",
                      std::string("must be 1: ") + actionName(a) + " is taken once in a turn " +
                          "(Loi 9-3, 9-9)",
                      std::string("doit valoir 1 : ") + actionName(a) +
                          " ne se fait qu'une fois par tour (Loi 9-3, 9-9)"});
    opt.noFailureLoss = a == Action::mitraillage;  // 9-13
    q.options.push_back(opt);
    json echo = {{"action", actionName(a)},
                 {"cost", opt.cost},
                 {"fatigue", opt.fatigue},
                 {"oppositionDice", opt.attack.oppositionDice}};
    if (opt.uses > 0) echo["uses"] = opt.uses;
    options.push_back(echo);
  }
  if (r.has("limits")) {
    if (!r.raw("limits").is_array() || r.raw("limits").size() > 6)
      r.fail("limits", "must be an array of at most 6 limits, not " + describe(r.raw("limits")));
    for (std::size_t i = 0; i < r.raw("limits").size(); ++i) {
      const Fields f(r.raw("limits")[i], r.pathOf("limits") + "." + std::to_string(i),
                     {"actions", "uses"});
      PlanLimit l;
      l.options = f.integers("actions", 1, 6, 0, static_cast<int>(q.options.size()) - 1);
      l.uses = f.integer("uses", 0, 12);
      q.limits.push_back(l);
    }
  }
  q.goal = r.choice("goal", {"horsCombat", "wound"}, std::string("horsCombat")) == "horsCombat"
               ? PlanGoal::horsCombat
               : PlanGoal::wound;
  q.top = r.integer("top", 1, 10, 3);

  // The size before the search: every prefix walked is at least one step.
  const long long room = kPlanStepLimit - dice::innerSteps();
  const PlanSize size = planSize(q, room);
  const PlanResult result = size.nodes > room ? PlanResult{{}, 0, false} : planActivation(q);
  if (!result.complete) {
    const bool counted = size.nodes <= room;
    const std::string en = counted ? std::to_string(size.plans) + " plans" : "more than 10^6 plans";
    const std::string fr = counted ? std::to_string(size.plans) + " plans" : "plus de 10^6 plans";
    r.fail("combativite",
           {"plan.size",
            "too many plans to compare exactly: " + en +
                ", more than 10^6 inner steps; give less combativité or fewer actions",
            "trop de plans à comparer exactement : " + fr +
                ", plus de 10^6 pas de calcul ; donnez moins de combativité ou moins d'actions"});
  }
  json plans = json::array();
  for (const Plan& p : result.plans) plans.push_back(planJson(p, q));
  return {{"goal", q.goal == PlanGoal::horsCombat ? "horsCombat" : "wound"},
          {"options", options},
          {"plansCompared", result.plansCompared},
          {"plans", plans}};
}

}  // namespace

json answerKolapsWithPlans(const json& request) {
  if (request.is_object() && request.contains("kind") && request.at("kind") == "activationPlan")
    return answerActivationPlan(request);
  return answerKolaps(request);
}

}  // namespace auspex::calc
