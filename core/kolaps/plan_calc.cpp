// calc request {"system": "kolaps", "kind": "activationPlan", …}: the
// activation planner (kolaps/planner.hpp), answered by the whole core only
// (answerKolapsActivationPlan, a kind of the registry's row); the first load's calc-kolaps
// refuses it (kolaps/calc.cpp) and keeps this code out. Fields and readings:
// docs/calc/kolaps.md and docs/rules/kolaps.md, "Activation planner".
#include <string>

#include "calc/calc.hpp"
#include "dice/chain.hpp"
#include "kolaps/calc.hpp"
#include "kolaps/calc_read.hpp"
#include "kolaps/planner.hpp"
#include "kolaps/ruleset.hpp"
#include "rulesets/reader.hpp"

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

// The steps with no roll (docs/rules/kolaps.md, "Activation planner"): their
// names, the ruleset's action ids and the seed's cost and fatigue (9-14,
// 5-6, 9-29, 9-30).
struct StepInfo {
  PlanStep step;
  const char *name, *rulesetId;
  Cost seed;
};
constexpr StepInfo kSteps[] = {{PlanStep::recharger, "recharger", "recharger", {1, 0}},
                               {PlanStep::recuperer, "recuperer", "", {3, -1}},
                               {PlanStep::attendre, "attendre", "attendre", {1, 0}},
                               {PlanStep::sePreparer, "sePreparer", "se-preparer", {0, 0}}};

const StepInfo* stepNamed(const json& item) {
  if (!item.is_object() || !item.contains("action") || !item["action"].is_string()) return nullptr;
  for (const StepInfo& s : kSteps)
    if (item["action"].get<std::string>() == s.name) return &s;
  return nullptr;
}

std::string optionName(const PlanOption& o) {
  for (const StepInfo& s : kSteps)
    if (s.step == o.step) return s.name;
  return actionName(o.attack.action);
}

// A step's cost and fatigue from the ruleset named, when it defines the action.
Cost rulesetCost(const Fields& r, const StepInfo& info) {
  if (!r.has("ruleset") || !*info.rulesetId) return info.seed;
  std::string id;
  const data::Ruleset rs = data::parse(rulesets::loadedOf(r, "ruleset", "kolaps", id));
  for (const data::Action& a : rs.actions)
    if (a.id == info.rulesetId) return {a.cost.value_or(info.seed.cost), a.fatigue.value_or(0)};
  return info.seed;
}

// A recharger, attendre, récupérer or se préparer of `actions`.
PlanOption readStep(const Fields& r, const json& item, const std::string& path,
                    const StepInfo& info, json& echo) {
  const Fields f(item, path,
                 info.step == PlanStep::recharger
                     ? std::vector<std::string>{"action", "cost", "fatigue", "uses", "reloads"}
                 : info.step == PlanStep::attendre
                     ? std::vector<std::string>{"action", "cost", "uses"}
                 : info.step == PlanStep::recuperer ? std::vector<std::string>{"action", "uses"}
                                                    : std::vector<std::string>{"action"});
  const Cost c = rulesetCost(r, info);
  PlanOption opt;
  opt.step = info.step;
  opt.cost = info.step == PlanStep::recuperer || info.step == PlanStep::sePreparer
                 ? c.cost
                 : f.integer("cost", 1, 12, c.cost);
  opt.fatigue =
      info.step == PlanStep::recharger ? f.integer("fatigue", 0, 6, c.fatigue) : c.fatigue;
  if (info.step != PlanStep::sePreparer) opt.uses = f.integer("uses", 1, 12, 0);
  if (f.has("reloads")) opt.reloads = f.integer("reloads", 0, 11);
  echo = {{"action", info.name}, {"cost", opt.cost}, {"fatigue", opt.fatigue}};
  if (opt.uses > 0) echo["uses"] = opt.uses;
  return opt;
}

const char* const kHealth[] = {"indemne", "legerement_blesse", "blesse", "etat_critique"};
const char* const kWorst[] = {"none",   "sonne",         "legerement_blesse",
                              "blesse", "etat_critique", "hors_combat"};

json planJson(const Plan& p, const PlanRequest& q) {
  json actions = json::array();
  for (int o : p.actions) actions.push_back({{"option", o}, {"action", optionName(q.options[o])}});
  json target = json::object();
  for (int l = 0; l < kWorstLevels; ++l) target[kWorst[l]] = p.worst[l];
  std::vector<double> used = p.used;
  while (used.size() > 1 && used.back() == 0.0) used.pop_back();
  json out = {{"actions", actions},
              {"value", p.value},
              {"horsCombat", p.horsCombat},
              {"meanWound", p.meanWound},
              {"target", target},
              {"mishap", p.mishap},
              {"meanCombativiteUsed", p.meanUsed},
              {"combativiteUsed", used}};
  // The combativité kept for the next turn (9-30), when se préparer is offered.
  const bool offered = std::any_of(q.options.begin(), q.options.end(), [](const PlanOption& o) {
    return o.step == PlanStep::sePreparer;
  });
  if (offered) {
    std::vector<double> kept = p.kept;
    while (kept.size() > 1 && kept.back() == 0.0) kept.pop_back();
    out["kept"] = kept;
    out["meanKept"] = p.meanKept;
  }
  return out;
}

json choiceJson(const PolicyChoice& c, const PlanRequest& q) {
  return {{"option", c.option},
          {"action", optionName(q.options[c.option])},
          {"value", c.value},
          {"meanCombativiteUsed", c.meanUsed}};
}

// The best policy (Loi 8-1): its value and what to do on this activation.
json policyJson(const PolicyResult& r, const PlanRequest& q) {
  json firsts = json::array();
  for (const PolicyChoice& c : r.firsts) firsts.push_back(choiceJson(c, q));
  return {{"value", r.best.value},
          {"meanCombativiteUsed", r.best.meanUsed},
          {"first", r.best.option < 0 ? json(nullptr) : choiceJson(r.best, q)},
          {"firsts", firsts},
          {"states", r.states}};
}

// Each recharger's mitraillage (`reloads`: by default the only one), and no
// step given twice (a second would only repeat the same plans).
void readSteps(const Fields& r, PlanRequest& q, json& options) {
  std::vector<int> mitraillages;
  for (std::size_t o = 0; o < q.options.size(); ++o)
    if (q.options[o].step == PlanStep::attack && q.options[o].attack.action == Action::mitraillage)
      mitraillages.push_back(static_cast<int>(o));
  const json& acts = r.raw("actions");
  const auto fieldsOf = [&](std::size_t i) {
    return Fields(acts[i], r.pathOf("actions") + "." + std::to_string(i),
                  {"action", "cost", "fatigue", "uses", "reloads"});
  };
  for (std::size_t i = 0; i < q.options.size(); ++i) {
    PlanOption& opt = q.options[i];
    if (opt.step != PlanStep::recharger) continue;
    const Fields f = fieldsOf(i);
    if (opt.reloads >= 0) {
      if (std::find(mitraillages.begin(), mitraillages.end(), opt.reloads) == mitraillages.end())
        f.fail("reloads",
               {"plan.reloads",
                "must be the index of a mitraillage of actions (Loi 9-14: a recharger follows a "
                "mitraillage), not " +
                    std::to_string(opt.reloads),
                "doit être l'indice d'un mitraillage d'actions (Loi 9-14 : on recharge après un "
                "mitraillage), pas " +
                    std::to_string(opt.reloads)});
    } else if (mitraillages.size() > 1) {
      f.fail("reloads", {"plan.reloads",
                         "is required: " + std::to_string(mitraillages.size()) +
                             " mitraillages of actions could be reloaded",
                         "est requis : " + std::to_string(mitraillages.size()) +
                             " mitraillages d'actions pourraient être rechargés"});
    } else if (mitraillages.size() == 1) {
      opt.reloads = mitraillages[0];
    }
    // With no mitraillage the recharger reloads nothing: never in a plan.
    options[i]["reloads"] = opt.reloads < 0 ? json(nullptr) : json(opt.reloads);
  }
  for (std::size_t i = 0; i < q.options.size(); ++i)
    for (std::size_t j = 0; j < i && q.options[i].step != PlanStep::attack; ++j)
      if (q.options[j].step == q.options[i].step && (q.options[i].step != PlanStep::recharger ||
                                                     q.options[j].reloads == q.options[i].reloads))
        fieldsOf(i).fail(
            "action",
            {"plan.twice", "is given twice (actions." + std::to_string(j) + "): give it once",
             "est donnée deux fois (actions." + std::to_string(j) + ") : donnez-la une fois"});
}

}  // namespace

json answerKolapsActivationPlan(const json& request) {
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

  // 1 to 12 items, at most 6 attacks (the steps with no roll come besides).
  const json& acts = r.raw("actions");
  const auto attacks = [&] {
    return acts.is_array() ? std::count_if(acts.begin(), acts.end(),
                                           [](const json& a) { return !stepNamed(a); })
                           : 0;
  };
  if (!acts.is_array() || acts.empty() || acts.size() > 12 || attacks() > 6) {
    // An array says how many it holds (« an array » alone would not say what is wrong).
    const std::string n = std::to_string(acts.is_array() ? acts.size() : 0);
    const std::string k = std::to_string(attacks());
    const bool many = acts.is_array() && !acts.empty() && acts.size() <= 12;
    r.fail("actions", {"field.size",
                       "must be an array of 1 to 12 actions, at most 6 of them attacks, not " +
                           (many              ? "an array of " + k + " attacks"
                            : acts.is_array() ? "an array of " + n + " actions"
                                              : describe(acts)),
                       "doit être un tableau de 1 à 12 actions, dont au plus 6 attaques, pas " +
                           (many              ? "un tableau de " + k + " attaques"
                            : acts.is_array() ? "un tableau de " + n + " actions"
                                              : describeFr(acts))});
  }
  std::vector<std::string> names = actionNames();
  for (const StepInfo& s : kSteps) names.push_back(s.name);
  json options = json::array();
  for (std::size_t i = 0; i < acts.size(); ++i) {
    const std::string path = r.pathOf("actions") + "." + std::to_string(i);
    json echo;
    if (const StepInfo* info = stepNamed(acts[i])) {
      q.options.push_back(readStep(r, acts[i], path, *info, echo));
      options.push_back(echo);
      continue;
    }
    const Fields f(
        acts[i], path,
        {"action", "weapon", "distance", "opposition", "uses", "cost", "fatigue", "loaded"});
    f.choice("action", names);  // every name in the error, the steps too
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
    // 9-3: one move (a charge's) per turn. A mitraillage empties the magazine
    // (9-13): taken again only after a recharger (9-14).
    const bool once = a == Action::charger;
    opt.uses = f.integer("uses", 1, 12, once ? 1 : 0);
    if (once && opt.uses > 1)
      f.fail("uses", {"plan.once",
                      std::string("must be 1: ") + actionName(a) + " is taken once in a turn " +
                          "(Loi 9-3)",
                      std::string("doit valoir 1 : ") + actionName(a) +
                          " ne se fait qu'une fois par tour (Loi 9-3)"});
    if (f.has("loaded") && a != Action::mitraillage)
      f.fail("loaded", {"plan.magazine",
                        "is a mitraillage's only: its magazine, emptied by the burst (Loi 9-13)",
                        "ne concerne qu'un mitraillage : son magasin, vidé par la rafale "
                        "(Loi 9-13)"});
    opt.loaded = f.boolean("loaded", true);
    opt.noFailureLoss = a == Action::mitraillage;  // 9-13
    q.options.push_back(opt);
    echo = {{"action", actionName(a)},
            {"cost", opt.cost},
            {"fatigue", opt.fatigue},
            {"oppositionDice", opt.attack.oppositionDice}};
    if (opt.uses > 0) echo["uses"] = opt.uses;
    if (a == Action::mitraillage) echo["loaded"] = opt.loaded;
    options.push_back(echo);
  }
  readSteps(r, q, options);
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
  // The best policy (Loi 8-1), within its own 10^6 inner steps.
  const PolicyResult policy = planPolicy(q, dice::innerSteps() + kPlanStepLimit);
  if (!policy.complete)
    r.fail("combativite",
           {"plan.size",
            "too many states to choose each activation's action exactly: more than 10^6 inner "
            "steps; give less combativité or fewer actions",
            "trop d'états pour choisir exactement l'action de chaque activation : plus de 10^6 pas "
            "de calcul ; donnez moins de combativité ou moins d'actions"});
  return {{"goal", q.goal == PlanGoal::horsCombat ? "horsCombat" : "wound"},
          {"options", options},
          {"plansCompared", result.plansCompared},
          {"plans", plans},
          {"policy", policyJson(policy, q)}};
}

}  // namespace auspex::calc
