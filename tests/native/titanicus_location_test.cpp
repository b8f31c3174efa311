// Titanicus (seeds 000, 001): the v2 action point roll, attacks on a chosen
// location ("on choisi d'attaquer haut ou bas", "Armure 12/10"), and the
// errors of the new fields.
#include "brute.hpp"
#include "calc/calc.hpp"
#include "titanicus/action_points.hpp"

using namespace auspex::titanicus;
using nlohmann::json;

namespace {

json answer(const std::string& request) {
  const auto reply = auspex::calc::calc(request);
  REQUIRE(reply.ok);
  return json::parse(reply.json);
}

std::string errorOf(const std::string& request) {
  const auto reply = auspex::calc::calc(request);
  REQUIRE_FALSE(reply.ok);
  const auto e = json::parse(reply.json).at("error");
  return e.at("path").get<std::string>() + ": " + e.at("message").get<std::string>();
}

std::string attackOn(const std::string& targetFields) {
  return R"({"system":"titanicus","edition":"v2","attack":{"dice":3,"toHit":4,"strength":6},)"
         R"("target":{"structure":5,)" +
         targetFields + "}}";
}

}  // namespace

TEST_CASE("action points match enumeration", "[titanicus][actionPoints][brute]") {
  const int toHit = GENERATE(2, 3, 5);
  const int reactor = GENERATE(0, 1, 2), boiler = GENERATE(0, 1);
  const int dice = 5;
  const int rolled = std::max(0, dice - 2 * reactor - boiler);
  brute::Table points;
  brute::forEachThrow(rolled, 6, [&](const std::vector<int>& f, double p) {
    int n = 0;
    for (int face : f) n += face >= toHit;
    points.add(n, p);
  });
  const ActionPoints ap = actionPoints({dice, toHit, reactor, boiler});
  CHECK(ap.dice == rolled);
  brute::requireSame(ap.points, points);
}

TEST_CASE("the seed's titans roll their action points", "[titanicus][actionPoints]") {
  // Warlord 6x 3+: on average 4 points; a reactor damage leaves 4 dice.
  CHECK(actionPoints({6, 3, 0, 0}).points.mean() == Approx(4.0));
  CHECK(actionPoints({6, 3, 1, 0}).dice == 4);
  // Goff gargant 5x 5+ with two boiler damage: 3 dice.
  CHECK(actionPoints({5, 5, 0, 2}).points.at(3) == Approx(1.0 / 27));
  // Warhound 4x 3+ with three reactor damage has no die left.
  CHECK(actionPoints({4, 3, 3, 0}).points.at(0) == 1.0);
}

TEST_CASE("the facing picks the location's armour", "[titanicus][location]") {
  // Warlord HAUT "Armure 12/10" shot from behind: armour 10.
  const json rear =
      answer(attackOn(R"("location":"haut","armour":12,"rearArmour":10,"facing":"rear")"));
  CHECK(rear.at("armourUsed") == 10);
  CHECK(rear.at("location") == "haut");
  const json asTen = answer(attackOn(R"("armour":10)"));
  CHECK(rear.at("structureLost") == asTen.at("structureLost"));
  CHECK_FALSE(asTen.contains("armourUsed"));  // calc-api.md's answer, unchanged
  const json front = answer(attackOn(R"("location":"bas","armour":12,"rearArmour":10)"));
  CHECK(front.at("armourUsed") == 12);
  CHECK(front.at("facing") == "front");
  // A single armour value ("Armure 11") is the same from behind.
  CHECK(answer(attackOn(R"("armour":11,"facing":"rear")")).at("armourUsed") == 11);
}

TEST_CASE("titanicus new field errors", "[titanicus][errors]") {
  CHECK(errorOf(attackOn(R"("armour":12,"location":"milieu")")) ==
        R"(target.location: must be one of "haut", "bas", not the string "milieu")");
  CHECK(errorOf(attackOn(R"("armour":12,"facing":"side")")) ==
        R"(target.facing: must be one of "front", "rear", not the string "side")");
  CHECK(errorOf(attackOn(R"("armour":12,"rearArmour":0)")) ==
        "target.rearArmour: must be a whole number from 1 to 40, not 0");
  CHECK(errorOf(attackOn(R"("armour":12,"shieldLoss":"all")")) ==
        R"(target.shieldLoss: must be one of "onePerHit", "damage", not the string "all")");
  CHECK(
      errorOf(R"({"system":"titanicus","edition":"v1","attack":{"dice":1,"toHit":4,"strength":6},)"
              R"("target":{"armour":12,"structure":5,"lostStructureOnShields":true}})") ==
      "target.lostStructureOnShields: applies to edition \"v2\" only (v1 adds no structure "
      "lost to its rolls)");
  CHECK(errorOf(
            R"({"system":"titanicus","edition":"v1","kind":"actionPoints","dice":6,"toHit":3})") ==
        R"(edition: must be "v2" for kind "actionPoints" (seed 001's "6x 3 + PA"))");
  CHECK(errorOf(
            R"({"system":"titanicus","edition":"v2","kind":"actionPoints","dice":0,"toHit":3})") ==
        "dice: must be a whole number from 1 to 20, not 0");
  CHECK(errorOf(
            R"({"system":"titanicus","edition":"v2","kind":"actionPoints","dice":6,"toHit":1})") ==
        "toHit: must be a whole number from 2 to 6, not 1");
  CHECK(
      errorOf(
          R"({"system":"titanicus","edition":"v2","kind":"actionPoints","dice":6,"toHit":3,"reactorDamage":11})") ==
      "reactorDamage: must be a whole number from 0 to 10, not 11");
  CHECK(
      errorOf(
          R"({"system":"titanicus","edition":"v2","kind":"actionPoints","dice":6,"toHit":3,"attack":{}})") ==
      "attack: unknown field (expected one of: system, edition, kind, dice, toHit, "
      "reactorDamage, boilerDamage)");
  CHECK(
      errorOf(R"({"system":"titanicus","edition":"v2","kind":"move"})") ==
      R"(kind: must be one of "attack", "actionPoints", "firePlan", "closeCombat", "shieldRepair", "vsgOverload", "damageTable", "fires", "pull", not the string "move")");
}
