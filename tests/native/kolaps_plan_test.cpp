// KOLAPS activation planner (kind "activationPlan", kolaps/planner.hpp):
// a plan's combined distribution against every die rolled one by one
// (brute force, written from the seed's laws here); the planner's ranking
// against every legal plan enumerated here, each evaluated by chaining the
// single-action calculator's answers (the independent reference); the size
// refusal and the errors naming their field.
#include <algorithm>
#include <map>
#include <tuple>

#include "brute.hpp"
#include "calc/calc.hpp"
#include "dice/chain.hpp"
#include "kolaps/calc.hpp"
#include "kolaps/planner.hpp"
#include "load_rulesets.hpp"

using namespace auspex::kolaps;
using nlohmann::json;

namespace {

// The target's final worst state (0 none … 5 hors combat), the plan's double 1
// and the combativité used, as one key.
int keyOf(int worst, bool mishap, int used) {
  return (worst * 2 + (mishap ? 1 : 0)) * 100 + used;
}

int worstOf(int health, bool sonne) {
  return health > 0 ? health + 1 : (sonne ? 1 : 0);
}

// Straight from the seed: 3D6 minus the opposition dice, double 1 a mishap
// (9-10, 9-18), R = result − 6 read on the table (9-11 … 9-21), the
// protection's D6 (11-22, 11-23) and its wear (11-24, 11-25), the wound
// ladder (6-12, 6-16, 6-17: a D6 at the rank's threshold), a failure −2 (8-14).
struct Simple {
  Action action;
  int opposition, cost;
};
brute::Table simulate(const std::vector<Simple>& plan, int combativite, int health, int rank,
                      int cls, int impacts) {
  brute::Table out;
  const int threshold[] = {0, 1, 2, 3, 4, 5};  // rank r: r+ (rank 1: automatic)
  brute::forEachPath(
      6,
      [&](const std::function<int()>& roll) {
        int left = combativite, h = health, c = cls, imp = impacts;
        bool sonne = false, mishap = false;
        for (const Simple& a : plan) {
          if (mishap || h == 4 || left < a.cost) continue;
          int d[3] = {roll(), roll(), roll()};
          if ((d[0] == 1) + (d[1] == 1) + (d[2] == 1) >= 2) {
            mishap = true;
            left = std::max(0, left - a.cost - 2);
            continue;
          }
          int result = d[0] + d[1] + d[2];
          for (int o = 0; o < a.opposition; ++o) result -= roll();
          if (result < 6) {
            left = std::max(0, left - a.cost - 2);
            continue;
          }
          left -= a.cost;
          const auto bands = resultBands(a.action);
          int level = -1;
          for (int l = 0; l < 5; ++l)
            if (bands[l] && (level < 0 || result - 6 >= *bands[l])) level = l;
          if (level > 0 && a.action != Action::bout_portant && roll() >= c) {
            level = 0;
            if (++imp >= 3) ++c, imp = 0;
          }
          const auto conscience = [&] { return rank == 1 || roll() >= threshold[rank]; };
          if (level == 0) sonne = true;
          if (level == 1) h = std::max(h, 1);
          if (level == 2) h = h < 2 ? 2 : (conscience() ? 3 : 4);
          if (level == 3) h = conscience() ? 3 : 4;
          if (level == 4) h = 4;
        }
        return keyOf(worstOf(h, sonne), mishap, combativite - left);
      },
      [&](int key, double p) { out.add(key, p); });
  return out;
}

// The reference: the chain carried here, each step read from the calculator's
// single-action answer (success, mishap, failure, outcomes, impactPoints).
struct Option {
  json request;  // the action request without protection
  int cost, uses;
  bool mitraillage;
};
struct Ref {
  std::vector<int> plan;
  double value, meanUsed;
  std::array<double, 6> worst{};
};
using St = std::tuple<int, int, int, int, int, int>;  // left, health, sonne, mishap, class, impacts

json single(const Option& o, const json& protection, int cls, int impacts) {
  static std::map<std::string, json> cache;
  json q = o.request;
  if (!protection.is_null() && cls < 7) {
    q["protection"] = protection;
    q["protection"]["class"] = cls;
    q["protection"]["impacts"] = impacts;
  }
  const std::string text = q.dump();
  auto it = cache.find(text);
  if (it != cache.end()) return it->second;
  const auto reply = auspex::calc::calc(text);
  INFO(text << " " << reply.json);
  REQUIRE(reply.ok);
  return cache[text] = json::parse(reply.json);
}

Ref chainByCalc(const std::vector<Option>& options, const std::vector<int>& plan, int combativite,
                int health, int rank, const json& protection, bool horsCombatGoal) {
  const double fail = rank == 1 ? 0.0 : (rank - 1) / 6.0;
  const int cls0 = protection.is_null() ? 0 : protection["class"].get<int>();
  const int imp0 = protection.is_null() ? 0 : protection.value("impacts", 0);
  std::map<St, double> dist{{{combativite, health, 0, 0, cls0, imp0}, 1.0}};
  for (int i : plan) {
    const Option& o = options[i];
    std::map<St, double> next;
    for (const auto& [s, p] : dist) {
      auto [left, h, sonne, mishap, c, imp] = s;
      if (mishap || h == 4 || left < o.cost) {
        next[s] += p;
        continue;
      }
      const json a = single(o, protection, c, imp);
      const int lost = std::max(0, left - o.cost - 2);
      next[{o.mitraillage ? left - o.cost : lost, h, sonne, 0, c, imp}] +=
          p * a["failure"].get<double>();
      next[{lost, h, sonne, 1, c, imp}] += p * a["mishap"].get<double>();
      const std::vector<double> points = a.contains("impactPoints")
                                             ? a["impactPoints"].get<std::vector<double>>()
                                             : std::vector<double>{1.0};
      double absorbed = 0.0;
      for (std::size_t k = 1; k < points.size(); ++k) {
        absorbed += points[k];
        // Wear (11-25; inusable not used here): at 3 the class rises, the count is 0.
        int ci = c, ii = imp;
        for (std::size_t n = 0; n < k; ++n)
          if (++ii >= 3) {
            ++ci, ii = 0;
            break;
          }
        next[{left - o.cost, h, 1, 0, ci, ii}] += p * points[k];
      }
      const json& out = a["outcomes"];
      next[{left - o.cost, h, 1, 0, c, imp}] += p * (out["sonne"].get<double>() - absorbed);
      const auto wound = [&](int h2, double q) {
        next[{left - o.cost, h2, sonne, 0, c, imp}] += q;
      };
      const double lb = out["legerement_blesse"], b = out["blesse"], ec = out["etat_critique"],
                   hc = out["hors_combat"];
      wound(std::max(h, 1), p * lb);
      if (h < 2)
        wound(2, p * b);
      else
        wound(3, p * b * (1 - fail)), wound(4, p * b * fail);
      wound(3, p * ec * (1 - fail));
      wound(4, p * ec * fail + p * hc);
    }
    dist = next;
  }
  Ref r{plan, 0.0, 0.0, {}};
  double mean = 0.0;
  for (const auto& [s, p] : dist) {
    const int w = worstOf(std::get<1>(s), std::get<2>(s) == 1);
    r.worst[w] += p;
    mean += p * w;
    r.meanUsed += p * (combativite - std::get<0>(s));
  }
  r.value = horsCombatGoal ? r.worst[5] : mean;
  return r;
}

// Every maximal sequence within the combativité and the uses (fatigue not limiting here).
void enumerate(const std::vector<Option>& options, int left, std::vector<int>& uses,
               std::vector<int>& plan, std::vector<std::vector<int>>& all) {
  bool extended = false;
  for (std::size_t o = 0; o < options.size(); ++o) {
    if (options[o].cost > left || (options[o].uses && uses[o] >= options[o].uses)) continue;
    extended = true;
    ++uses[o];
    plan.push_back(static_cast<int>(o));
    enumerate(options, left - options[o].cost, uses, plan, all);
    plan.pop_back();
    --uses[o];
  }
  if (!extended && !plan.empty()) all.push_back(plan);
}

json reply(const std::string& text) {
  const auto r = auspex::calc::calc(text);
  INFO(text << " → " << r.json);
  REQUIRE(r.ok);
  return json::parse(r.json);
}

json errorOf(const std::string& text) {
  const auto r = auspex::calc::calc(text);
  INFO(r.json);
  REQUIRE_FALSE(r.ok);
  return json::parse(r.json).at("error");
}

}  // namespace

TEST_CASE("a plan's combined distribution is every die rolled", "[kolaps-plan]") {
  // Frapper then tir au jugé at a blessé rank 3 in a class 4 protection at 2 impacts:
  // an absorbed first blow raises the class to 5 for the second.
  PlanRequest q;
  q.combativite = 3;
  q.target = {.health = healthWounded,
              .sonne = false,
              .rank = 3,
              .protection = Protection{.defenceClass = 4, .impacts = 2}};
  PlanOption frapper, juge;
  frapper.attack.action = Action::frapper;
  frapper.cost = 1;
  juge.attack.action = Action::tir_au_juge;
  juge.attack.oppositionDice = 1;
  juge.cost = 1;
  q.options = {frapper, juge};
  const Plan plan = evaluatePlan(q, {0, 1});
  const brute::Table t =
      simulate({{Action::frapper, 0, 1}, {Action::tir_au_juge, 1, 1}}, 3, healthWounded, 3, 4, 2);
  double total = 0.0;
  std::array<double, 6> worst{};
  double mishap = 0.0;
  std::map<int, double> used;
  for (const auto& [key, p] : t.p) {
    total += p;
    worst[key / 200] += p;
    if ((key / 100) % 2) mishap += p;
    used[key % 100] += p;
  }
  REQUIRE(total == Approx(1.0).margin(1e-12));
  for (int w = 0; w < 6; ++w) CHECK(plan.worst[w] == Approx(worst[w]).margin(1e-12));
  CHECK(plan.mishap == Approx(mishap).margin(1e-12));
  for (std::size_t u = 0; u < plan.used.size(); ++u)
    CHECK(plan.used[u] == Approx(used[static_cast<int>(u)]).margin(1e-12));
  CHECK(plan.worst[0] == 0.0);  // already blessé
  CHECK(plan.horsCombat > 0.2);
}

TEST_CASE("the planner's best plans are those of every plan chained by hand", "[kolaps-plan]") {
  const json protection = {{"class", 4}, {"impacts", 1}};
  const std::vector<Option> options = {
      {{{"system", "kolaps"}, {"action", "tir"}, {"opposition", 1}}, 2, 0, false},
      {{{"system", "kolaps"}, {"action", "tir_au_juge"}, {"opposition", 1}}, 1, 0, false},
      {{{"system", "kolaps"}, {"action", "bout_portant"}, {"opposition", {{"esquive", true}}}},
       2,
       0,
       false},
      {{{"system", "kolaps"}, {"action", "mitraillage"}, {"opposition", 0}}, 4, 1, true},
  };
  for (const bool hc : {true, false}) {
    for (const int combativite : {4, 6}) {
      INFO("goal " << (hc ? "horsCombat" : "wound") << ", combativité " << combativite);
      std::vector<std::vector<int>> all;
      std::vector<int> uses(options.size(), 0), plan;
      enumerate(options, combativite, uses, plan, all);
      std::vector<Ref> refs;
      for (const auto& p : all)
        refs.push_back(chainByCalc(options, p, combativite, 0, 4, protection, hc));
      std::sort(refs.begin(), refs.end(), [](const Ref& a, const Ref& b) {
        if (std::abs(a.value - b.value) > 1e-12) return a.value > b.value;
        if (std::abs(a.meanUsed - b.meanUsed) > 1e-12) return a.meanUsed < b.meanUsed;
        if (a.plan.size() != b.plan.size()) return a.plan.size() < b.plan.size();
        return a.plan < b.plan;
      });
      json request = {{"system", "kolaps"},
                      {"kind", "activationPlan"},
                      {"combativite", combativite},
                      {"target", {{"rank", 4}, {"protection", protection}}},
                      {"goal", hc ? "horsCombat" : "wound"},
                      {"top", 3},
                      {"actions", json::array()}};
      for (const Option& o : options) {
        json a = o.request;
        a.erase("system");
        request["actions"].push_back(a);
      }
      const json r = reply(request.dump());
      CHECK(r["plansCompared"] == all.size());
      REQUIRE(r["plans"].size() == 3);
      for (int k = 0; k < 3; ++k) {
        INFO("plan " << k);
        CHECK(r["plans"][k]["value"].get<double>() == Approx(refs[k].value).margin(1e-12));
        CHECK(r["plans"][k]["meanCombativiteUsed"].get<double>() ==
              Approx(refs[k].meanUsed).margin(1e-12));
        for (int w = 0; w < 6; ++w) {
          static const char* names[] = {"none",   "sonne",         "legerement_blesse",
                                        "blesse", "etat_critique", "hors_combat"};
          CHECK(r["plans"][k]["target"][names[w]].get<double>() ==
                Approx(refs[k].worst[w]).margin(1e-12));
        }
      }
      std::vector<int> best;
      for (const auto& a : r["plans"][0]["actions"]) best.push_back(a["option"]);
      CHECK(best == refs[0].plan);
    }
  }
}

TEST_CASE("activationPlan: limits, refusals and errors naming their field", "[kolaps-plan]") {
  // 6 actions of cost 1 and 12 combativité: 6^12 plans.
  const json big = errorOf(
      R"({"system":"kolaps","kind":"activationPlan","combativite":12,"target":{"rank":3},"actions":[{"action":"tir_au_juge"},{"action":"tir_au_juge","opposition":1},{"action":"frapper"},{"action":"frapper","opposition":1},{"action":"tir_au_juge","opposition":2},{"action":"frapper","opposition":2}]})");
  CHECK(big["path"] == "combativite");
  CHECK(big["code"] == "plan.size");
  CHECK(big["message"] ==
        "too many plans to compare exactly: more than 10^6 plans, more than 10^6 inner steps; give "
        "less combativité or fewer actions");
  CHECK_FALSE(big["fr"].get<std::string>().empty());
  CHECK(
      errorOf(
          R"({"system":"kolaps","kind":"activationPlan","combativite":3,"target":{"rank":3},"actions":[{"action":"tir","foo":1}]})")
          ["path"] == "actions.0.foo");
  CHECK(
      errorOf(
          R"({"system":"kolaps","kind":"activationPlan","combativite":3,"target":{},"actions":[{"action":"tir"}]})")
          ["path"] == "target.rank");
  CHECK(
      errorOf(
          R"({"system":"kolaps","kind":"activationPlan","combativite":3,"target":{"rank":3,"health":"hors_combat"},"actions":[{"action":"tir"}]})")
          ["path"] == "target.health");
  CHECK(
      errorOf(
          R"({"system":"kolaps","kind":"activationPlan","combativite":3,"target":{"rank":3},"actions":[]})")
          ["path"] == "actions");
  // The seed's six actions at their own costs: 8 combativité is answered (4 593 plans), 9 is
  // refused naming its 13 259 plans (docs/calc/kolaps.md; issue 32).
  const std::string six =
      R"("target":{"rank":3},"actions":[{"action":"tir_au_juge"},{"action":"tir"},{"action":"mitraillage"},{"action":"bout_portant"},{"action":"frapper"},{"action":"charger"}]})";
  for (const auto& [c, plans] : std::vector<std::pair<int, int>>{{6, 534}, {7, 1571}, {8, 4593}})
    CHECK(reply(R"({"system":"kolaps","kind":"activationPlan","combativite":)" + std::to_string(c) +
                "," + six)["plansCompared"] == plans);
  const json nine = errorOf(R"({"system":"kolaps","kind":"activationPlan","combativite":9,)" + six);
  CHECK(nine["message"] ==
        "too many plans to compare exactly: 13259 plans, more than 10^6 inner steps; give less "
        "combativité or fewer actions");
  CHECK(
      errorOf(
          R"({"system":"kolaps","kind":"activationPlan","combativite":3,"target":{"rank":3},"actions":[{"action":"tir","opposition":{"parade":"arme"}}]})")
          ["path"] == "actions.0.opposition.parade");
  CHECK(
      errorOf(
          R"({"system":"kolaps","kind":"activationPlan","combativite":5,"bar":1,"target":{"rank":3},"actions":[{"action":"tir"}]})")
          ["path"] == "bar");
  // The first load's module (answerKolaps) leaves it to the whole core.
  try {
    auspex::calc::answerKolaps(json::parse(R"({"system":"kolaps","kind":"activationPlan"})"));
    FAIL("answerKolaps answered");
  } catch (const auspex::requests::RequestError& e) {
    CHECK(e.code == "calc.module");
    CHECK(e.path == "kind");
  }
}

TEST_CASE("activationPlan: costs from the ruleset, skipped actions, the largest case",
          "[kolaps-plan]") {
  loadAllRulesets();
  // Tir (2) and frapper (1, 1 fatigue) with 3 combativité: tir then frapper, frapper then tir,
  // frapper ×3 (fatigue 3 of 6), the ruleset's costs.
  const json r = reply(
      R"({"system":"kolaps","kind":"activationPlan","ruleset":"kolaps-v2","combativite":3,"fatigue":4,"target":{"rank":3},"actions":[{"action":"tir","opposition":1},{"action":"frapper"}],"goal":"wound","top":10})");
  CHECK(r["options"][0]["cost"] == 2);
  CHECK(r["options"][1]["fatigue"] == 1);
  // fatigue 4: frapper at most twice (5-3), so frapper frapper is a plan, not frapper ×3.
  CHECK(r["plansCompared"] == 3);
  // A failed tir (2, and 2 more) takes all 3 points, never more: the used count stops at 3.
  for (const auto& p : r["plans"]) CHECK(p["combativiteUsed"].size() <= 4);
  // The largest accepted case the page can ask: 6 combativité, 6 actions.
  auspex::dice::innerSteps() = 0;
  const json big = reply(
      R"({"system":"kolaps","kind":"activationPlan","combativite":6,"target":{"rank":3,"protection":{"class":4}},"actions":[{"action":"tir_au_juge"},{"action":"tir","opposition":1},{"action":"frapper"},{"action":"bout_portant"},{"action":"charger"},{"action":"mitraillage"}]})");
  CHECK(big["plansCompared"] == 534);
  CHECK(auspex::dice::innerSteps() < kPlanStepLimit);
  WARN("largest case: " << big["plansCompared"] << " plans, " << auspex::dice::innerSteps()
                        << " inner steps");
  // 8 combativité: 4593 plans, refused during the search.
  const json over = errorOf(
      R"({"system":"kolaps","kind":"activationPlan","combativite":8,"target":{"rank":3,"protection":{"class":4}},"actions":[{"action":"tir_au_juge"},{"action":"tir","opposition":1},{"action":"frapper"},{"action":"bout_portant"},{"action":"charger"},{"action":"mitraillage"}]})");
  CHECK(over["message"] ==
        "too many plans to compare exactly: 4593 plans, more than 10^6 inner steps; give less "
        "combativité or fewer actions");
  // A shared limit (a weapon's shots left): tir au jugé and tir twice in all.
  const json shots = reply(
      R"({"system":"kolaps","kind":"activationPlan","combativite":6,"target":{"rank":3},"actions":[{"action":"tir_au_juge"},{"action":"tir"}],"limits":[{"actions":[0,1],"uses":2}],"top":10})");
  CHECK(shots["plansCompared"] == 4);
  for (const auto& p : shots["plans"]) CHECK(p["actions"].size() == 2);
}
