// AT-44 activation planner (kind "activationPlan") against independent
// references: a small plan's combined distribution against every die rolled
// face by face; the ranking against every legal plan enumerated here, each
// evaluated through the single-salvo attack requests (the calculator's
// answers, combined by hand: infantry casualties added and capped, a
// vehicle's PS carried from salvo to salvo by this file's own location dice);
// the size refusal and the errors naming their field.
#include <algorithm>
#include <chrono>
#include <map>

#include "at44_plan_support.hpp"
#include "brute.hpp"
#include "calc/calc.hpp"
#include "dice/chain.hpp"
#include "load_rulesets.hpp"

using nlohmann::json;
using namespace at44plan;

json at44plan::answer(const json& request) {
  const auto reply = auspex::calc::calc(request.dump());
  INFO(request.dump() << "\n" << reply.json);
  REQUIRE(reply.ok);
  return json::parse(reply.json);
}

namespace {

json errorOf(const json& request) {
  const auto reply = auspex::calc::calc(request.dump());
  INFO(reply.json);
  REQUIRE_FALSE(reply.ok);
  return json::parse(reply.json).at("error");
}

// Two raw salvos and three targets: two infantry units and a small vehicle.
json smallPlan() {
  return json::parse(R"({"system": "at44", "kind": "activationPlan", "cpLeft": 1,
    "salvos": [
      {"attack": {"pre": 5, "attackers": 2, "cadence": 1, "pen": 5, "damage": 1}},
      {"attack": {"pre": 4, "attackers": 1, "cadence": 2, "pen": 9, "damage": 2, "concentration": true}}],
    "targets": [
      {"target": {"arm": 3, "models": 2, "coverSave": 5}, "attack": {"range": 1}},
      {"target": {"arm": 6, "models": 3}, "attack": {"range": 2}},
      {"target": {"arm": 8, "vehicle": {"chassis": 2, "propulsion": [1], "weapons": [1]}},
       "attack": {"range": 1}}],
    "top": 10})");
}

}  // namespace

TEST_CASE("at44 plan: the combined distribution against every die", "[at44-plan]") {
  // One weapon each (few dice, every face of every die enumerated): the
  // plans whose dice are at most 8, two salvos at one target among them.
  json plan = json::parse(R"({"system": "at44", "kind": "activationPlan", "cpLeft": 1,
    "salvos": [
      {"attack": {"pre": 5, "attackers": 1, "cadence": 1, "pen": 5, "damage": 1}},
      {"attack": {"pre": 4, "attackers": 1, "cadence": 1, "pen": 9, "damage": 2, "concentration": true}}],
    "targets": [
      {"target": {"arm": 3, "models": 2, "coverSave": 5}, "attack": {"range": 1}},
      {"target": {"arm": 8, "vehicle": {"chassis": 2, "propulsion": [1], "weapons": [1]}},
       "attack": {"range": 1}}],
    "top": 10})");
  const std::vector<Salvo> salvos = {{5, 1, 1, 5, 1, false}, {4, 1, 1, 9, 2, true}};
  const std::vector<Aim> aims = {{1, 3, 2, 5, false}, {1, 8, 0, 0, true}};
  int checked = 0, together = 0;
  // Without CP every plan (9) is returned; with 1 CP, 17 are compared (8 with Feu à volonté).
  for (int cp = 0; cp <= 1; ++cp) {
    plan["cpLeft"] = cp;
    const json reply = answer(plan);
    CHECK(reply["plansCompared"] == (cp ? 17 : 9));
    REQUIRE(reply["plans"].size() == (cp ? 10 : 9));
    for (const json& p : reply["plans"]) {
      std::vector<int> targetOf;
      for (const json& t : p["fire"]) targetOf.push_back(t.is_null() ? -1 : t.get<int>());
      const bool fire = p["feuAVolonte"];
      // The most dice a plan may roll: to hit, re-rolls, then per impact cover, damage
      // (Concentration) and location.
      int dice = 0;
      for (std::size_t i = 0; i < salvos.size(); ++i) {
        if (targetOf[i] < 0) continue;
        const Salvo& s = salvos[i];
        const Aim& a = aims[targetOf[i]];
        const int n = s.attackers * s.cadence;
        dice += n + (fire ? s.attackers : 0) +
                n * ((a.cover ? 1 : 0) + 1 + (s.concentration ? 1 : 0) + (a.vehicle ? 1 : 0));
      }
      if (dice > 8) continue;
      ++checked;
      together += targetOf[0] >= 0 && targetOf[0] == targetOf[1];
      INFO(p.dump());
      brute::Table table;
      brute::forEachPath(
          6,
          [&](const std::function<int()>& roll) {
            return rollPlan(roll, salvos, aims, targetOf, fire);
          },
          [&](int removed, double w) { table.add(removed, w); });
      brute::requireSame(countsOf(p["inflicted"]), table);
      double mean = 0.0;
      for (const auto& [v, w] : table.p) mean += v * w;
      CHECK(p["meanInflicted"].get<double>() == Approx(mean).margin(1e-12));
      CHECK(p["value"].get<double>() == Approx(mean).margin(1e-12));
      CHECK(p["cpUsed"] == (fire ? 1 : 0));
    }
  }
  CHECK(checked >= 12);
  CHECK(together >= 2);  // both salvos at the infantry, and at the vehicle
}

TEST_CASE("at44 plan: the best plan against every plan enumerated", "[at44-plan]") {
  for (const char* goal : {"casualties", "destroy"}) {
    json plan = smallPlan();
    plan["goal"] = goal;
    plan["top"] = 3;
    const bool destroy = std::string(goal) == "destroy";
    std::vector<double> values;
    for (int fire = 0; fire <= 1; ++fire)
      for (int a = -1; a < 3; ++a)
        for (int b = -1; b < 3; ++b) {
          if (fire && a < 0 && b < 0) continue;
          const Value v = reference(plan, {a, b}, fire == 1);
          values.push_back(destroy ? v.destroy : v.mean);
        }
    std::sort(values.rbegin(), values.rend());
    const json reply = answer(plan);
    INFO(goal);
    CHECK(reply["plansCompared"] == values.size());
    REQUIRE(reply["plans"].size() == 3);
    for (int k = 0; k < 3; ++k) {
      const json& p = reply["plans"][k];
      CHECK(p["value"].get<double>() == Approx(values[k]).margin(1e-12));
      // The plan shown is worth what the reference says it is.
      std::vector<int> targetOf;
      for (const json& t : p["fire"]) targetOf.push_back(t.is_null() ? -1 : t.get<int>());
      const Value v = reference(plan, targetOf, p["feuAVolonte"]);
      CHECK(p["value"].get<double>() == Approx(destroy ? v.destroy : v.mean).margin(1e-12));
    }
  }
  // The best plan by hand: both salvos with Feu à volonté on the two-model unit
  // behind cover beats the others on the mean removed.
  const json best = answer(smallPlan())["plans"][0];
  CHECK(best["feuAVolonte"] == true);
  CHECK(best["cpUsed"] == 1);
}

TEST_CASE("at44 plan: Feu à volonté already on: every plan has its re-roll, for 0 CP, ranked by it",
          "[at44-plan]") {
  // Issue 32: with feuAVolonteOn (and no CP left) every plan said "feuAVolonte": false and was
  // shown without the re-roll the unit has, though ranked with it.
  for (const char* goal : {"casualties", "destroy"}) {
    json plan = smallPlan();
    plan["cpLeft"] = 0;
    plan["feuAVolonteOn"] = true;
    plan["goal"] = goal;
    plan["top"] = 10;
    const bool destroy = std::string(goal) == "destroy";
    std::vector<double> values;
    for (int a = -1; a < 3; ++a)
      for (int b = -1; b < 3; ++b) {
        const Value v = reference(plan, {a, b}, true);
        values.push_back(destroy ? v.destroy : v.mean);
      }
    std::sort(values.rbegin(), values.rend());
    const json reply = answer(plan);
    INFO(goal);
    CHECK(reply["feuAVolonte"] == true);
    CHECK(reply["plansCompared"] == 16);
    REQUIRE(reply["plans"].size() == 10);
    double previous = 2.0e9;
    for (std::size_t k = 0; k < 10; ++k) {
      const json& p = reply["plans"][k];
      CHECK(p["feuAVolonte"] == true);
      CHECK(p["cpUsed"] == 0);
      CHECK(p["value"].get<double>() == Approx(values[k]).margin(1e-12));
      // In order: each plan worth no more than the one above it.
      CHECK(p["value"].get<double>() <= previous + 1e-12);
      previous = p["value"].get<double>();
    }
  }
}

TEST_CASE("at44 plan: no cover at range 0 (« portée supérieure à 0 »)", "[at44-plan]") {
  const json plan = json::parse(R"({"system": "at44", "kind": "activationPlan", "cpLeft": 0,
    "salvos": [{"attack": {"pre": 5, "attackers": 4, "cadence": 1, "pen": 5, "damage": 1}}],
    "targets": [{"target": {"arm": 3, "models": 3, "coverSave": 5}, "attack": {"range": 0}},
                {"target": {"arm": 3, "models": 3, "coverSave": 5}, "attack": {"range": 1}}],
    "top": 3})");
  const auto single = [](int range, bool cover) {
    json target = {{"arm", 3}, {"models", 3}};
    if (cover) target["coverSave"] = 5;
    return answer({{"system", "at44"},
                   {"attack",
                    {{"kind", "shoot"},
                     {"pre", 5},
                     {"range", range},
                     {"attackers", 4},
                     {"cadence", 1},
                     {"pen", 5},
                     {"damage", 1}}},
                   {"target", target}})["meanCasualties"]
        .get<double>();
  };
  const json reply = answer(plan);
  std::map<int, double> value;
  for (const json& p : reply["plans"])
    if (!p["fire"][0].is_null()) value[p["fire"][0].get<int>()] = p["value"].get<double>();
  // At range 0 the cover the table gives is not rolled; at range 1 it is.
  CHECK(value.at(0) == Approx(single(0, false)).margin(1e-12));
  CHECK(value.at(1) == Approx(single(1, true)).margin(1e-12));
  CHECK(single(1, true) < single(1, false));
}

TEST_CASE("at44 plan: Feu à volonté only with CP, unmoved, not en état d'alerte", "[at44-plan]") {
  json plan = smallPlan();
  for (const auto& [key, value] :
       std::vector<std::pair<const char*, json>>{{"cpLeft", 0}, {"moved", true}, {"alert", true}}) {
    json p = plan;
    p[key] = value;
    const json reply = answer(p);
    CHECK(reply["feuAVolonte"] == false);
    CHECK(reply["plansCompared"] == 16);
    for (const json& x : reply["plans"]) CHECK(x["cpUsed"] == 0);
  }
}

TEST_CASE("at44 plan: a unit named by its ruleset answers as its attack requests", "[at44-plan]") {
  loadAllRulesets();
  const json attacker = json::parse(R"({"ruleset": "at44", "unit": "steel-troopers",
    "weapon": "laser-rifle", "count": 5, "rerolls": 0, "damage": 1, "concentration": false,
    "detection": false})");
  const json target = json::parse(
      R"({"ruleset": "at44", "unit": "krasny-soldaty", "count": 10, "camouflage": false})");
  const json plan = {{"system", "at44"},
                     {"kind", "activationPlan"},
                     {"cpLeft", 2},
                     {"salvos", {{{"attacker", attacker}}}},
                     {"targets",
                      {{{"target", target}, {"attack", {{"range", 1}}}},
                       {{"target", target}, {"attack", {{"range", 3}}}}}}};
  const json reply = answer(plan);
  CHECK(reply["plansCompared"] == 5);  // 3 plans, and 2 with Feu à volonté
  json attack = {
      {"system", "at44"}, {"attacker", attacker}, {"attack", {{"range", 1}}}, {"target", target}};
  attack["attacker"]["attitudes"] = {"feu-a-volonte"};
  const json single = answer(attack);
  const json& best = reply["plans"][0];
  CHECK(best["feuAVolonte"] == true);
  CHECK(best["fire"] == json::array({0}));
  CHECK(best["inflicted"] == single["casualties"]);
  CHECK(best["value"].get<double>() == Approx(single["meanCasualties"].get<double>()));
  // Feu à volonté is the planner's to choose.
  json given = plan;
  given["salvos"][0]["attacker"]["attitudes"] = {"feu-a-volonte"};
  const json e = errorOf(given);
  CHECK(e["path"] == "salvos.0.attacker.attitudes");
  CHECK(e["code"] == "plan.fire-at-will");
  // An error of a salvo's own field names it where the plan has it.
  json bad = plan;
  bad["salvos"][0]["attacker"]["count"] = 0;
  CHECK(errorOf(bad)["path"] == "salvos.0.attacker.count");
}

TEST_CASE("at44 plan: too large is refused before the search, naming targets", "[at44-plan]") {
  json plan = {{"system", "at44"}, {"kind", "activationPlan"}, {"cpLeft", 3}};
  plan["salvos"] = json::array();
  for (int i = 0; i < 4; ++i)
    plan["salvos"].push_back(
        {{"attack",
          {{"pre", 4 + i}, {"attackers", 100}, {"cadence", 2}, {"pen", 6}, {"damage", 1}}}});
  plan["targets"] = json::array();
  for (int j = 0; j < 8; ++j)
    plan["targets"].push_back(
        {{"target", {{"arm", 3}, {"models", 10 + j}}}, {"attack", {{"range", j % 3}}}});
  const json e = errorOf(plan);
  CHECK(e["path"] == "targets");
  CHECK(e["code"] == "plan.size");
  CHECK(e["message"].get<std::string>().find("give fewer targets or salvos") != std::string::npos);
  CHECK_FALSE(e["fr"].get<std::string>().empty());

  // The largest accepted: 4 salvos of 10 dice at 8 units of 10, with Feu à
  // volonté: 13 121 plans, within 10^6 inner steps.
  for (json& s : plan["salvos"]) s["attack"]["attackers"] = 5;
  for (json& t : plan["targets"]) t["target"]["models"] = 10;
  const auto start = std::chrono::steady_clock::now();
  const json reply = answer(plan);
  const double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  const long long steps = auspex::dice::innerSteps();
  WARN("largest plan: " << reply["plansCompared"] << " plans, " << steps << " inner steps, " << ms
                        << " ms");
  CHECK(reply["plansCompared"] == 13121);
  CHECK(steps <= 1000000);
  CHECK(reply["plans"].size() == 3);
}

TEST_CASE("at44 plan: unknown fields and misplaced ones name their path", "[at44-plan]") {
  const auto pathOf = [](const json& r) { return errorOf(r)["path"].get<std::string>(); };
  json p = smallPlan();
  p["salvos"][1]["foo"] = 1;
  CHECK(pathOf(p) == "salvos.1.foo");
  p = smallPlan();
  p["targets"][2]["attack"]["cover"] = true;
  CHECK(pathOf(p) == "targets.2.attack.cover");
  p = smallPlan();
  p["salvos"][0]["attack"]["range"] = 1;
  CHECK(errorOf(p)["code"] == "plan.per-target");
  p = smallPlan();
  p["salvos"][0]["attack"]["pre"] = 99;
  CHECK(pathOf(p) == "salvos.0.attack.pre");
  p = smallPlan();
  p["targets"][1]["target"]["models"] = 0;
  CHECK(pathOf(p) == "targets.1.target.models");
  p = smallPlan();
  p["salvos"][0]["attack"]["kind"] = "melee";
  CHECK(errorOf(p)["code"] == "plan.melee");
  p = smallPlan();
  p["top"] = 11;
  CHECK(pathOf(p) == "top");
  p = smallPlan();
  p.erase("cpLeft");
  CHECK(pathOf(p) == "cpLeft");
  p = smallPlan();
  p["salvos"] = json::array();
  CHECK(pathOf(p) == "salvos");
}
