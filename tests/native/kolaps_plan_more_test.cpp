// KOLAPS activation planner, the widened plan space (issue 32): recharger
// after a mitraillage (9-13, 9-14), the récupération (5-6), attendre (9-29),
// se préparer (9-30) and the closed-loop policy of one action per activation
// (8-1). Each checked against closed forms written here from the single
// action calculator's answers.
#include <algorithm>
#include <functional>
#include <map>

#include "calc/calc.hpp"
#include "kolaps/planner.hpp"
#include "load_rulesets.hpp"
#include "test_support.hpp"

using nlohmann::json;

namespace {

json reply(const std::string& text) {
  return test_support::calcAnswer(text);
}

json errorOf(const std::string& text) {
  return test_support::calcRefusal(text);
}

// One action's answer: success (all wounds), failure, mishap, hors combat.
struct One {
  double success, failure, mishap, hc;
};
One single(const std::string& action, int opposition = 0) {
  const json a = reply(R"({"system":"kolaps","action":")" + action + R"(","opposition":)" +
                       std::to_string(opposition) + "}");
  return {a["success"], a["failure"], a["mishap"], a["outcomes"]["hors_combat"]};
}

std::string plan(const std::string& body) {
  return R"({"system":"kolaps","kind":"activationPlan",)" + body + "}";
}

std::vector<std::string> namesOf(const json& p) {
  std::vector<std::string> out;
  for (const auto& a : p["actions"]) out.push_back(a["action"]);
  return out;
}

const json* find(const json& r, const std::vector<std::string>& names) {
  for (const auto& p : r["plans"])
    if (namesOf(p) == names) return &p;
  return nullptr;
}

}  // namespace

// A rank 1 target never fails its conscience rolls (Loi 4-9): it goes hors
// combat only on the table's hors combat band, so the chance is a closed form.
TEST_CASE("activationPlan: mitraillage, recharger, mitraillage", "[kolaps-plan]") {
  const One m = single("mitraillage", 1);
  const json r = reply(plan(
      R"("combativite":9,"target":{"rank":1},"actions":[{"action":"mitraillage","opposition":1},{"action":"recharger"}],"top":5)"));
  CHECK(r["plansCompared"] == 1);
  REQUIRE(r["plans"].size() == 1);
  CHECK(namesOf(r["plans"][0]) ==
        std::vector<std::string>{"mitraillage", "recharger", "mitraillage"});
  // A simple failure costs nothing more (9-13): the second is taken unless a double 1 or hors
  // combat.
  const double second = 1.0 - m.hc - m.mishap;
  CHECK(r["plans"][0]["horsCombat"].get<double>() == Approx(m.hc + second * m.hc).epsilon(1e-12));
  // Used: 4, 1 and 4; a double 1 at the first costs 4 + 2, at the second 9 + 2 capped at 9.
  CHECK(r["plans"][0]["meanCombativiteUsed"].get<double>() ==
        Approx(m.mishap * 6 + m.hc * 4 + second * 9).epsilon(1e-12));
  CHECK(r["options"][1]["reloads"] == 0);
  CHECK(r["options"][0]["loaded"] == true);
  // One action at a time changes nothing here: a single sequence is possible.
  CHECK(r["policy"]["value"].get<double>() ==
        Approx(r["plans"][0]["value"].get<double>()).epsilon(1e-12));

  // Without a recharger the weapon is empty after one burst; an empty one needs it first.
  CHECK(
      reply(plan(
          R"("combativite":9,"target":{"rank":1},"actions":[{"action":"mitraillage","opposition":1}])"))
          ["plans"][0]["actions"]
              .size() == 1);
  const json empty = reply(plan(
      R"("combativite":5,"target":{"rank":1},"actions":[{"action":"mitraillage","opposition":1,"loaded":false},{"action":"recharger"}])"));
  REQUIRE(empty["plans"].size() == 1);
  CHECK(namesOf(empty["plans"][0]) == std::vector<std::string>{"recharger", "mitraillage"});
  CHECK(empty["plans"][0]["horsCombat"].get<double>() == Approx(m.hc).epsilon(1e-12));
  // 4 combativité: the recharger would leave too little for the burst, so no plan.
  CHECK(
      reply(plan(
          R"("combativite":4,"target":{"rank":1},"actions":[{"action":"mitraillage","loaded":false},{"action":"recharger"}])"))
          ["plansCompared"] == 0);
  // A recharger with nothing to reload is never in a plan.
  const json tir = reply(plan(
      R"("combativite":3,"target":{"rank":1},"actions":[{"action":"tir"},{"action":"recharger"}],"top":10)"));
  CHECK(tir["plansCompared"] == 1);
  CHECK(tir["options"][1]["reloads"].is_null());
}

TEST_CASE("activationPlan: a récupération lets an action fit at fatigue 6", "[kolaps-plan]") {
  const One f = single("frapper");
  // Fatigue 6: frapper (fatigue 1) cannot be taken (5-3) ...
  CHECK(reply(plan(
            R"("combativite":4,"fatigue":6,"target":{"rank":1},"actions":[{"action":"frapper"}])"))
            ["plansCompared"] == 0);
  // ... unless a récupération (3 combativité, one fatigue less) comes first.
  const json r = reply(plan(
      R"("combativite":4,"fatigue":6,"target":{"rank":1},"actions":[{"action":"frapper"},{"action":"recuperer"}])"));
  CHECK(r["plansCompared"] == 1);
  CHECK(namesOf(r["plans"][0]) == std::vector<std::string>{"recuperer", "frapper"});
  CHECK(r["plans"][0]["horsCombat"].get<double>() == Approx(f.hc).epsilon(1e-12));
  CHECK(r["options"][1]["cost"] == 3);
  CHECK(r["options"][1]["fatigue"] == -1);
  // Fatigue 5, 5 combativité: frapper, recuperer, frapper and recuperer, frapper, frapper; no
  // plan ends with a récupération, none holds one that changes nothing.
  const json two = reply(plan(
      R"("combativite":5,"fatigue":5,"target":{"rank":1},"actions":[{"action":"frapper"},{"action":"recuperer"}],"top":10)"));
  CHECK(two["plansCompared"] == 2);
  REQUIRE(find(two, {"frapper", "recuperer", "frapper"}));
  REQUIRE(find(two, {"recuperer", "frapper", "frapper"}));
  // Either way the second frapper is taken after a first that hit and did not put it hors combat.
  for (const auto& p : two["plans"])
    CHECK(p["horsCombat"].get<double>() == Approx(f.hc + (f.success - f.hc) * f.hc).epsilon(1e-12));
  // A failed first frapper (or a double 1) leaves 2: the récupération is not taken, and the second
  // frapper would be a 7th point of fatigue (5-3), not taken either.
  const json* frf = find(two, {"frapper", "recuperer", "frapper"});
  CHECK((*frf)["combativiteUsed"][3].get<double>() == Approx(f.failure + f.mishap).epsilon(1e-12));
  // No fatigue: the récupération is never offered (5-6 "soumis à la fatigue").
  CHECK(
      reply(plan(
          R"("combativite":5,"target":{"rank":1},"actions":[{"action":"frapper"},{"action":"recuperer"}])"))
          ["plansCompared"] == 1);
}

TEST_CASE("activationPlan: se préparer keeps half the combativité left", "[kolaps-plan]") {
  const One t = single("tir");
  const json r = reply(plan(
      R"("combativite":5,"target":{"rank":1},"actions":[{"action":"tir"},{"action":"sePreparer"}],"top":10)"));
  // [sePreparer], [tir, sePreparer], [tir, tir, sePreparer] and [tir, tir].
  CHECK(r["plansCompared"] == 4);
  const json* now = find(r, {"sePreparer"});
  REQUIRE(now);
  CHECK((*now)["meanKept"] == 3.0);  // ceil(5/2)
  CHECK((*now)["kept"] == json::array({0.0, 0.0, 0.0, 1.0}));
  const json* one = find(r, {"tir", "sePreparer"});
  REQUIRE(one);
  // Hit: 3 left, 2 kept; failure: 1 left, 1 kept; a double 1 ends the plan, none kept.
  CHECK((*one)["kept"][0].get<double>() == Approx(t.mishap).epsilon(1e-12));
  CHECK((*one)["kept"][1].get<double>() == Approx(t.failure).epsilon(1e-12));
  CHECK((*one)["kept"][2].get<double>() == Approx(t.success).epsilon(1e-12));
  CHECK((*one)["meanKept"].get<double>() == Approx(2 * t.success + t.failure).epsilon(1e-12));
  // The same plan without se préparer ranks first (fewer actions); it keeps nothing.
  CHECK(namesOf(r["plans"][0]) == std::vector<std::string>{"tir", "tir"});
  CHECK(r["plans"][0]["meanKept"] == 0.0);
  CHECK(namesOf(r["plans"][1]) == std::vector<std::string>{"tir", "tir", "sePreparer"});
}

TEST_CASE("activationPlan: attendre costs 1 and is followed by an attack", "[kolaps-plan]") {
  const One j = single("tir_au_juge");
  const json r = reply(plan(
      R"("combativite":2,"target":{"rank":1},"actions":[{"action":"tir_au_juge"},{"action":"attendre"}],"top":10)"));
  CHECK(r["plansCompared"] == 2);
  CHECK(namesOf(r["plans"][0]) == std::vector<std::string>{"tir_au_juge", "tir_au_juge"});
  CHECK(namesOf(r["plans"][1]) == std::vector<std::string>{"attendre", "tir_au_juge"});
  CHECK(r["plans"][1]["horsCombat"].get<double>() == Approx(j.hc).epsilon(1e-12));
  CHECK(r["plans"][1]["meanCombativiteUsed"].get<double>() == Approx(2.0).epsilon(1e-12));
}

// The policy against a dynamic programme written here: a rank 1 target, goal hors combat,
// so the value depends on the combativité left only.
TEST_CASE("activationPlan: the policy of one action per activation", "[kolaps-plan]") {
  const One juge = single("tir_au_juge", 1), tir = single("tir", 1);
  std::map<int, double> memo;
  const std::function<double(int)> v = [&](int left) {
    if (auto it = memo.find(left); it != memo.end()) return it->second;
    double best = 0.0;
    for (const auto& [o, cost] : {std::pair{juge, 1}, std::pair{tir, 2}}) {
      if (cost > left) continue;
      best = std::max(best, o.hc + (o.success - o.hc) * v(left - cost) +
                                o.failure * v(std::max(0, left - cost - 2)));
    }
    return memo[left] = best;
  };
  for (int c : {3, 5, 7}) {
    INFO("combativité " << c);
    const json r = reply(plan(
        R"("combativite":)" + std::to_string(c) +
        R"(,"target":{"rank":1},"actions":[{"action":"tir_au_juge","opposition":1},{"action":"tir","opposition":1}])"));
    CHECK(r["policy"]["value"].get<double>() == Approx(v(c)).epsilon(1e-12));
    CHECK(r["policy"]["value"].get<double>() >= r["plans"][0]["value"].get<double>() - 1e-12);
    REQUIRE(r["policy"]["firsts"].size() == 2);
    for (const auto& f : r["policy"]["firsts"]) {
      const One& o = f["option"] == 0 ? juge : tir;
      const int cost = f["option"] == 0 ? 1 : 2;
      CHECK(f["value"].get<double>() == Approx(o.hc + (o.success - o.hc) * v(c - cost) +
                                               o.failure * v(std::max(0, c - cost - 2)))
                                            .epsilon(1e-12));
    }
  }
  // A single action: the policy is the sequence.
  const json one = reply(plan(
      R"("combativite":6,"target":{"rank":3,"protection":{"class":4}},"actions":[{"action":"tir","opposition":1}])"));
  CHECK(one["policy"]["value"].get<double>() ==
        Approx(one["plans"][0]["value"].get<double>()).epsilon(1e-12));
  CHECK(one["policy"]["first"]["action"] == "tir");
}

TEST_CASE("activationPlan: the steps' refusals name their field", "[kolaps-plan]") {
  const json reloads = errorOf(plan(
      R"("combativite":5,"target":{"rank":3},"actions":[{"action":"tir"},{"action":"recharger","reloads":0}])"));
  test_support::checkRefusal(reloads, "actions.1.reloads", "plan.reloads",
                             "must be the index of a mitraillage of actions (Loi 9-14: a "
                             "recharger follows a mitraillage), not 0",
                             "doit être l'indice d'un mitraillage d'actions (Loi 9-14 : on "
                             "recharge après un mitraillage), pas 0");
  const json which = errorOf(plan(
      R"("combativite":5,"target":{"rank":3},"actions":[{"action":"mitraillage"},{"action":"mitraillage","opposition":1},{"action":"recharger"}])"));
  CHECK(which["path"] == "actions.2.reloads");
  CHECK(which["message"] == "is required: 2 mitraillages of actions could be reloaded");
  const json twice = errorOf(plan(
      R"("combativite":5,"target":{"rank":3},"actions":[{"action":"tir"},{"action":"attendre"},{"action":"attendre","cost":2}])"));
  CHECK(twice["path"] == "actions.2.action");
  CHECK(twice["code"] == "plan.twice");
  CHECK(twice["message"] == "is given twice (actions.1): give it once");
  CHECK(twice["fr"] == "est donnée deux fois (actions.1) : donnez-la une fois");
  const json loaded = errorOf(
      plan(R"("combativite":5,"target":{"rank":3},"actions":[{"action":"tir","loaded":false}])"));
  CHECK(loaded["path"] == "actions.0.loaded");
  CHECK(loaded["code"] == "plan.magazine");
  CHECK(errorOf(plan(
            R"("combativite":5,"target":{"rank":3},"actions":[{"action":"sePreparer","cost":1}])"))
            ["path"] == "actions.0.cost");
  CHECK(errorOf(plan(
            R"("combativite":5,"target":{"rank":3},"actions":[{"action":"recuperer","cost":2}])"))
            ["path"] == "actions.0.cost");
  const json name =
      errorOf(plan(R"("combativite":5,"target":{"rank":3},"actions":[{"action":"sprint"}])"));
  CHECK(name["path"] == "actions.0.action");
  CHECK(name["message"].get<std::string>().find("\"sePreparer\"") != std::string::npos);
  // Seven attacks: the refusal says how many, in both languages (issue 32); the steps come besides.
  const json seven = errorOf(
      R"({"system":"kolaps","kind":"activationPlan","combativite":3,"target":{"rank":3},"actions":[{"action":"tir"},{"action":"tir"},{"action":"tir"},{"action":"tir"},{"action":"tir"},{"action":"tir"},{"action":"tir"}]})");
  CHECK(seven["path"] == "actions");
  CHECK(
      seven["message"] ==
      "must be an array of 1 to 12 actions, at most 6 of them attacks, not an array of 7 attacks");
  CHECK(seven["fr"] ==
        "doit être un tableau de 1 à 12 actions, dont au plus 6 attaques, pas un tableau de 7 "
        "attaques");
  // A charge is a move: once in a turn (9-3); a mitraillage is bounded by its magazine.
  CHECK(
      errorOf(
          R"({"system":"kolaps","kind":"activationPlan","combativite":5,"target":{"rank":3},"actions":[{"action":"charger","uses":2}]})")
          ["code"] == "plan.once");
  // The ruleset's costs for the steps it defines (9-14, 9-29, 9-30).
  loadAllRulesets();
  const json rs = reply(plan(
      R"("ruleset":"kolaps-v2","combativite":6,"target":{"rank":3},"actions":[{"action":"mitraillage"},{"action":"recharger"},{"action":"attendre"},{"action":"sePreparer"},{"action":"recuperer"}])"));
  CHECK(rs["options"][1]["cost"] == 1);
  CHECK(rs["options"][2]["cost"] == 1);
  CHECK(rs["options"][3]["cost"] == 0);
}

TEST_CASE("activationPlan: the size with the four steps", "[kolaps-plan]") {
  // The seed's six attacks and the four steps at fatigue 3 (docs/calc/kolaps.md).
  const std::string all =
      R"(,"fatigue":3,"target":{"rank":3},"actions":[{"action":"tir_au_juge"},{"action":"tir"},{"action":"mitraillage"},{"action":"bout_portant"},{"action":"frapper"},{"action":"charger"},{"action":"recharger"},{"action":"recuperer"},{"action":"attendre"},{"action":"sePreparer"}])";
  for (const auto& [c, plans] : std::vector<std::pair<int, int>>{{4, 295}, {5, 1082}, {6, 3860}}) {
    const json r = reply(plan(R"("combativite":)" + std::to_string(c) + all));
    CHECK(r["plansCompared"] == plans);
    CHECK(r["policy"]["value"].get<double>() >= r["plans"][0]["value"].get<double>() - 1e-12);
  }
  const json seven = errorOf(plan(R"("combativite":7)" + all));
  test_support::checkRefusal(seven, "combativite", "plan.size",
                             "too many plans to compare exactly: 13357 plans, more than 10^6 "
                             "inner steps; give less combativité or fewer actions",
                             "trop de plans à comparer exactement : 13357 plans, plus de 10^6 pas "
                             "de calcul ; donnez moins de combativité ou moins d'actions");
}
