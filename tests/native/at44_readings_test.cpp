// AT-44's readings against every die rolled: Autoréparation read "first" or "chosen"
// (readings.autoRepair, issue 32: « Une fois par tour, réduit le nombre de dégâts reçus par le
// combattant de 1 point », the owner choosing: kept for the damaging impact that would destroy
// the vehicle, spent there when one point fewer saves it) in a shot and the activation planner,
// the owner's rule applied here by hand; Medic's three readings over the planner's salvos.
#include <algorithm>
#include <functional>

#include "at44_plan_support.hpp"
#include "brute.hpp"
#include "calc/calc.hpp"
#include "readings_support.hpp"
#include "test_support.hpp"

using nlohmann::json;
using namespace at44plan;
using namespace readings_support;

namespace {

json reply(const json& request) {
  return test_support::calcAnswer(request.dump());
}

// A salvo of `dice` shots (hit 2+, damage 2+) at a vehicle of `chassis` châssis, one propulsion
// and one weapon of 1 PS, with Autoréparation: the châssis lost, every die rolled.
brute::Table rolled(int dice, int damage, int chassis, const std::string& reading) {
  brute::Table out;
  brute::forEachPath(
      6,
      [&](const std::function<int()>& roll) {
        int impacts = 0;
        for (int d = 0; d < dice; ++d) impacts += roll() >= 2;  // PRE 5 at range 1: 2+
        int damaging = 0;
        for (int k = 0; k < impacts; ++k) damaging += roll() >= 2;  // PEN 12 − ARM 8: 2+
        Ps v{chassis, {1}, {1}};
        bool unused = true;
        for (int k = 0; k < damaging && v.chassis > 0; ++k) {
          const int face = roll();
          Ps full = v, soft = v;
          hit(full, face, damage);
          if (damage > 1) hit(soft, face, damage - 1);
          if (!unused) {
            v = full;
          } else if (reading == "first") {
            v = soft;  // one point fewer (none at all at DAMAGE 1)
            unused = false;
          } else if (full.chassis == 0 && soft.chassis > 0) {
            v = soft;  // chosen: the impact that would destroy it, when that saves it
            unused = false;
          } else {
            v = full;
          }
        }
        return chassis - v.chassis;
      },
      [&](int lost, double p) { out.add(lost, p); });
  return out;
}

json shot(int dice, int damage, int chassis, const std::string& reading) {
  return {{"system", "at44"},
          {"attack",
           {{"kind", "shoot"},
            {"pre", 5},
            {"range", 1},
            {"attackers", 1},
            {"cadence", dice},
            {"pen", 12},
            {"damage", damage}}},
          {"target",
           {{"arm", 8},
            {"autoRepair", true},
            {"vehicle", {{"chassis", chassis}, {"propulsion", {1}}, {"weapons", {1}}}}}},
          {"readings", {{"autoRepair", reading}}}};
}

}  // namespace

TEST_CASE("at44 Autoréparation read first or chosen, against every die", "[readings][brute]") {
  const std::string reading = GENERATE("first", "chosen");
  const int damage = GENERATE(1, 2);
  const int chassis = GENERATE(2, 3);
  const int dice = 3;
  INFO(reading << ", DAMAGE " << damage << ", châssis " << chassis);
  const brute::Table want = rolled(dice, damage, chassis, reading);
  const json r = reply(shot(dice, damage, chassis, reading));
  brute::requireSame(r.at("chassisLost").get<std::vector<double>>(), want);
  CHECK(r.at("destroyed").get<double>() == Approx(want.at(chassis)).margin(1e-12));
  // The readings differ here (the test could not tell them apart otherwise).
  if (reading == "chosen" && damage == 2 && chassis == 3) {
    const brute::Table first = rolled(dice, damage, chassis, "first");
    CHECK(std::abs(first.at(0) - want.at(0)) > 1e-2);  // chosen spends it on no other impact
  }
  // The activation planner's one salvo at the vehicle is the attack's.
  json plan = {
      {"system", "at44"},
      {"kind", "activationPlan"},
      {"cpLeft", 0},
      {"goal", "destroy"},
      {"salvos", {{{"attack", shot(dice, damage, chassis, reading)["attack"]}}}},
      {"targets",
       {{{"target", shot(dice, damage, chassis, reading)["target"]}, {"attack", {{"range", 1}}}}}},
      {"readings", {{"autoRepair", reading}}}};
  plan["salvos"][0]["attack"].erase("range");
  plan["salvos"][0]["attack"].erase("kind");
  CHECK(reply(plan).at("plans").at(0).at("value").get<double>() ==
        Approx(want.at(chassis)).margin(1e-12));
}

TEST_CASE("at44 Autoréparation: a value not its reading's is refused, naming it", "[readings]") {
  json bad = shot(2, 1, 2, "chosen");
  bad["readings"]["autoRepair"] = "last";
  const json e = test_support::calcRefusal(bad.dump());
  CHECK(e.at("path") == "readings.autoRepair");
  CHECK(e.at("message") == R"(must be one of "first", "chosen", not the string "last")");
}

TEST_CASE("readings: the activation planner takes Medic's reading over its salvos",
          "[readings][brute]") {
  const std::string reading = GENERATE("afterCap", "beforeCap", "point");
  const int models = GENERATE(1, 2);
  // Two salvos in order, DAMAGE 2 then DAMAGE 1, at one target with Medic.
  auto salvo = [](int damage) {
    return json{{"attack",
                 {{"kind", "shoot"},
                  {"pre", 5},
                  {"attackers", 2},
                  {"cadence", 1},
                  {"pen", 6},
                  {"damage", damage}}}};
  };
  const json request = {{"system", "at44"},
                        {"kind", "activationPlan"},
                        {"cpLeft", 0},
                        {"salvos", {salvo(2), salvo(1)}},
                        {"targets",
                         {{{"target", {{"arm", 3}, {"models", models}, {"medic", true}}},
                           {"attack", {{"range", 1}}}}}},
                        {"top", 10},
                        {"readings", {{"medic", reading}}}};
  brute::Table removed;
  brute::forEachPath(
      6,
      [&](const Roll& roll) {
        const int first = passedOf(roll, 2, 2, 3), second = passedOf(roll, 2, 2, 3);
        if (reading == "afterCap") return std::max(0, std::min(first + second, models) - 1);
        // Medic goes to the first salvo that passes a test: DAMAGE 2's when it does.
        const int damage = first > 0 ? 2 : 1;
        return medicCasualties(first + second, models, reading, damage);
      },
      [&](int c, double p) { removed.add(c, p); });
  const json plans = reply(request).at("plans");
  const auto both = std::find_if(plans.begin(), plans.end(), [](const json& p) {
    return p.at("fire") == json{0, 0};
  });
  REQUIRE(both != plans.end());
  INFO(reading << ", " << models << " models");
  requireCounts(both->at("perTarget").at(0).at("removed"), removed);
}
