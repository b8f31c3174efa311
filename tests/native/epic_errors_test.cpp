// Bad epic requests of the fields and kinds added beyond calc-api.md: one
// error naming the field.
#include <catch2/catch.hpp>

#include "test_support.hpp"

#include "calc/calc.hpp"

namespace {

std::string errorOf(const std::string& request) {
  return test_support::calcError(request);
}

std::string vehicle(const std::string& fields) {
  return R"({"system":"epic","attack":{"kind":"shoot","shots":2,"toHit":4},)"
         R"("target":{"save":4,"models":1,"vehicle":{)" +
         fields + "}}}";
}

}  // namespace

TEST_CASE("epic vehicle errors", "[epic][errors]") {
  CHECK(auspex::calc::calc(vehicle("")).ok);
  CHECK(errorOf(vehicle(R"("facing":"top")")) ==
        R"(target.vehicle.facing: must be one of "front", "side", "rear", not the string "top")");
  CHECK(errorOf(vehicle(R"("hitsToDestroy":0)")) ==
        "target.vehicle.hitsToDestroy: must be a whole number from 1 to 50, not 0");
  CHECK(errorOf(vehicle(R"("heavy":1)")) == "target.vehicle.heavy: must be true or false, not 1");
  CHECK(errorOf(vehicle(R"("armour":1)")) ==
        "target.vehicle.armour: unknown field (expected one of: heavy, facing, hitsToDestroy)");
}

TEST_CASE("epic multiple combat errors", "[epic][errors]") {
  CHECK(
      errorOf(
          R"({"system":"epic","attack":{"kind":"multiple","attackers":[{"fa":1},{"fb":1}]},"target":{"fa":1}})") ==
      "attack.attackers.1.fb: unknown field (expected one of: fa, retreat)");
  CHECK(
      errorOf(
          R"({"system":"epic","attack":{"kind":"multiple","attackers":[{"fa":1}],"fa":2},"target":{"fa":1}})") ==
      "attack.fa: unknown field (expected one of: kind, attackers, retreat)");
  CHECK(errorOf(
            R"({"system":"epic","attack":{"kind":"multiple","attackers":[]},"target":{"fa":1}})") ==
        "attack.attackers: must be an array of 1 to 20 attackers, not an array of 0");
  CHECK(
      errorOf(
          R"({"system":"epic","attack":{"kind":"multiple","attackers":[{"fa":1}]},"target":{"fa":1,"dice":3}})") ==
      "target.dice: unknown field (expected one of: fa, retreat)");
}

TEST_CASE("epic morale, terrain and initiative errors", "[epic][errors]") {
  CHECK(errorOf(R"({"system":"epic","kind":"morale","value":0})") ==
        "value: must be a whole number from 1 to 7, not 0");
  CHECK(errorOf(R"({"system":"epic","kind":"morale","value":4,"tests":101})") ==
        "tests: must be a whole number from 1 to 100, not 101");
  CHECK(errorOf(R"({"system":"epic","kind":"terrain","units":0})") ==
        "units: must be a whole number from 1 to 200, not 0");
  CHECK(errorOf(R"({"system":"epic","kind":"terrain","units":2,"save":8})") ==
        "save: must be a whole number from 1 to 7, not 8");
  CHECK(errorOf(R"({"system":"epic","kind":"initiative","strategicA":2})") ==
        "strategicB: is required");
  CHECK(errorOf(R"({"system":"epic","kind":"initiative","strategicA":2,"strategicB":1,"x":3})") ==
        "x: unknown field (expected one of: system, kind, strategicA, strategicB)");
  CHECK(
      errorOf(R"({"system":"epic","kind":3})") ==
      R"(kind: must be one of "attack", "morale", "terrain", "initiative", "activationPlan", not 3)");
  // Without a top-level kind, an attack's fields are those of calc-api.md.
  CHECK(
      errorOf(R"({"system":"epic","attack":{"kind":"assault","fa":1},"target":{"fa":1},"x":1})") ==
      "x: unknown field (expected one of: system, attack, target, readings)");
}
