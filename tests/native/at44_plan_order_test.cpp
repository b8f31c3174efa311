// AT-44 activation planner, issue 32's plan space: the salvos in the order
// the player wishes (« dans l'ordre souhaité par le joueur ») and fire – move
// – fire (« tirer une salve, se déplacer, et tirer une seconde salve »),
// against at44_plan_support.hpp's references (every order and every plan
// evaluated through the single-salvo attack requests, the vehicle's location
// dice and Autoréparation enumerated there).
#include <algorithm>

#include "at44_plan_support.hpp"
#include "calc/calc.hpp"
#include "test_support.hpp"

using nlohmann::json;
using namespace at44plan;

namespace {

json errorOf(const json& request) {
  return test_support::calcRefusal(request.dump());
}

std::vector<int> fireOf(const json& p) {
  std::vector<int> out;
  for (const json& t : p["fire"]) out.push_back(t.is_null() ? -1 : t.get<int>());
  return out;
}

// A DAMAGE 1 salvo and a DAMAGE 2 one at a vehicle with Autoréparation: the
// order changes what the repair takes off.
json repairPlan() {
  return json::parse(R"({"system": "at44", "kind": "activationPlan", "cpLeft": 0,
    "salvos": [
      {"attack": {"pre": 5, "attackers": 2, "cadence": 1, "pen": 12, "damage": 1}},
      {"attack": {"pre": 5, "attackers": 1, "cadence": 2, "pen": 12, "damage": 2}}],
    "targets": [
      {"target": {"arm": 8, "autoRepair": true, "vehicle": {"chassis": 3, "propulsion": [1], "weapons": [1]}},
       "attack": {"range": 1}}],
    "goal": "destroy", "top": 10})");
}

}  // namespace

TEST_CASE("at44 plan: the salvos at a target in the order that does most", "[at44-plan]") {
  const json plan = repairPlan();
  const Value inOrder = reference(plan, {0, 0}, false, {}, {0, 1});
  const Value reversed = reference(plan, {0, 0}, false, {}, {1, 0});
  INFO(inOrder.destroy << " " << reversed.destroy);
  // The order matters here (the test could not tell otherwise).
  REQUIRE(std::abs(inOrder.destroy - reversed.destroy) > 1e-3);
  const json reply = answer(plan);
  // Still (targets + 1)^salvos plans: an order is not a plan of its own, each plan takes its best.
  CHECK(reply["plansCompared"] == 4);
  const json& best = reply["plans"][0];
  CHECK(best["fire"] == json{0, 0});
  CHECK(best["value"].get<double>() ==
        Approx(std::max(inOrder.destroy, reversed.destroy)).margin(1e-12));
  const json order = inOrder.destroy > reversed.destroy ? json{0, 1} : json{1, 0};
  CHECK(best["order"] == order);
  CHECK(best["perTarget"][0]["salvos"] == order);
  CHECK(best["moves"] == false);
  CHECK(best["afterMove"] == json{false, false});
  // Ranked by the mean, the same order rule: the plan is worth its best order's.
  json byMean = plan;
  byMean["goal"] = "casualties";
  const json m = answer(byMean)["plans"][0];
  CHECK(m["value"].get<double>() == Approx(std::max(inOrder.mean, reversed.mean)).margin(1e-12));
}

TEST_CASE("at44 plan: fire, move, fire, every plan against the references", "[at44-plan]") {
  // Target 0 is out of reach now (range 12) and close after the move (range 1); target 1
  // the other way round. No Feu à volonté after a move.
  json plan = json::parse(R"({"system": "at44", "kind": "activationPlan", "cpLeft": 1,
    "salvos": [
      {"attack": {"pre": 5, "attackers": 3, "cadence": 1, "pen": 6, "damage": 1}},
      {"attack": {"pre": 4, "attackers": 2, "cadence": 1, "pen": 7, "damage": 1}}],
    "targets": [
      {"target": {"arm": 3, "models": 3}, "attack": {"range": 12}, "afterMove": {"range": 1}},
      {"target": {"arm": 4, "models": 2}, "attack": {"range": 1}, "afterMove": {"range": 5}},
      {"target": {"arm": 9, "models": 2}, "attack": {"range": 2}}],
    "top": 10})");
  struct Scored {
    double value;
    std::vector<int> targetOf;
    std::vector<char> after;
    bool fire;
  };
  std::vector<Scored> all;
  // Each salvo: not fired, at target 0…2 before the move, at target 0…1 after it.
  for (int fire = 0; fire <= 1; ++fire)
    for (int a = -1; a < 5; ++a)
      for (int b = -1; b < 5; ++b) {
        const std::vector<int> targetOf = {a < 0 ? -1 : a % 3, b < 0 ? -1 : b % 3};
        const std::vector<char> after = {a >= 3, b >= 3};
        const bool moves = after[0] || after[1];
        if (fire && (moves || (a < 0 && b < 0))) continue;
        all.push_back(
            {reference(plan, targetOf, fire == 1, after).mean, targetOf, after, fire == 1});
      }
  std::stable_sort(all.begin(), all.end(),
                   [](const Scored& x, const Scored& y) { return x.value > y.value; });
  const json reply = answer(plan);
  // 6 × 6 without Feu à volonté, 4 × 4 − 1 with it.
  CHECK(reply["plansCompared"] == 36 + 15);
  CHECK(all.size() == 51);
  REQUIRE(reply["plans"].size() == 10);
  for (int k = 0; k < 10; ++k) {
    const json& p = reply["plans"][k];
    INFO(k << " " << p.dump());
    CHECK(p["value"].get<double>() == Approx(all[k].value).margin(1e-12));
    std::vector<char> after;
    for (const json& x : p["afterMove"]) after.push_back(x.get<bool>() ? 1 : 0);
    const Value v = reference(plan, fireOf(p), p["feuAVolonte"], after);
    CHECK(p["value"].get<double>() == Approx(v.mean).margin(1e-12));
    const bool moves = std::find(after.begin(), after.end(), 1) != after.end();
    CHECK(p["moves"] == moves);
    if (moves) CHECK(p["feuAVolonte"] == false);
  }
  // The best: salvo 0 at target 1 now, then the move, then salvo 1 at target 0 (now close).
  const json& best = reply["plans"][0];
  CHECK(best["fire"] == json{1, 0});
  CHECK(best["afterMove"] == json{false, true});
  CHECK(best["order"] == json{0, 1});
  CHECK(best["cpUsed"] == 0);
}

TEST_CASE("at44 plan: a range after the move is refused when the unit will not move",
          "[at44-plan]") {
  json plan = repairPlan();
  plan["targets"][0]["afterMove"] = {{"range", 2}};
  CHECK(answer(plan)["plans"][0]["fire"] == json{0, 0});
  json moved = plan;
  moved["moved"] = true;
  json e = errorOf(moved);
  test_support::checkRefusal(e, "targets.0.afterMove", "plan.moved",
                             "cannot be given: the unit has moved already (moved), its salvos are "
                             "at targets.N.attack.range",
                             "ne peut pas être donné : l'unité s'est déjà déplacée (moved), ses "
                             "salves sont à targets.N.attack.range");
  json on = plan;
  on["feuAVolonteOn"] = true;
  e = errorOf(on);
  CHECK(e["path"] == "targets.0.afterMove");
  CHECK(e["message"] ==
        "cannot be given: Feu à volonté is on (feuAVolonteOn), the unit does not move this "
        "activation");
  json bad = plan;
  bad["targets"][0]["afterMove"] = {{"range", 31}};
  CHECK(errorOf(bad)["path"] == "targets.0.afterMove.range");
  bad["targets"][0]["afterMove"] = {{"cover", 1}};
  CHECK(errorOf(bad)["path"] == "targets.0.afterMove.cover");
}
