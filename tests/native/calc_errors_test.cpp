// Bad requests: one error naming the field, never a crash or a default.
#include <catch2/catch.hpp>

#include "calc/calc.hpp"

namespace {

std::string errorOf(const std::string& request) {
  const auto reply = auspex::calc::calc(request);
  REQUIRE_FALSE(reply.ok);
  const auto e = nlohmann::json::parse(reply.json).at("error");
  return e.at("path").get<std::string>() + ": " + e.at("message").get<std::string>();
}

const char* titan =
    R"({"system":"titanicus","edition":"v1","attack":{"dice":%D%,"toHit":4,"strength":4},"target":{"armour":12,"structure":5}})";

std::string withDice(const std::string& dice) {
  std::string s = titan;
  return s.replace(s.find("%D%"), 3, dice);
}

}  // namespace

TEST_CASE("a good request answers", "[calc]") {
  CHECK(auspex::calc::calc(withDice("6")).ok);
  CHECK(auspex::calc::calc(withDice("\"D6\"")).ok);
  CHECK(auspex::calc::calc(withDice("6.0")).ok);
}

TEST_CASE("error messages name the field", "[calc][errors]") {
  CHECK(errorOf("") == ": the request is not valid JSON");
  CHECK(errorOf("{\"system\":") == ": the request is not valid JSON");
  CHECK(errorOf("[1,2]") == ": the request must be a JSON object, not an array");
  CHECK(errorOf("{}") == "system: is required");
  CHECK(
      errorOf(R"({"system":"warhammer"})") ==
      R"(system: must be one of "titanicus", "at44", "kolaps", "epic", not the string "warhammer")");
  CHECK(errorOf(withDice("0")) == "attack.dice: must be a whole number from 1 to 200, not 0");
  CHECK(errorOf(withDice("201")) == "attack.dice: must be a whole number from 1 to 200, not 201");
  CHECK(errorOf(withDice("2.5")) == "attack.dice: must be a whole number from 1 to 200, not 2.5");
  CHECK(errorOf(withDice("\"D3\"")) == R"(attack.dice: must be one of "D6", not the string "D3")");
  CHECK(errorOf(withDice("true")) ==
        R"(attack.dice: must be a whole number from 1 to 200 or "D6", not true)");
  CHECK(errorOf(withDice("null")) ==
        R"(attack.dice: must be a whole number from 1 to 200 or "D6", not null)");
  CHECK(errorOf(R"({"system":"titanicus","edition":"v3","attack":{},"target":{}})") ==
        R"(edition: must be one of "v1", "v2", not the string "v3")");
  CHECK(
      errorOf(
          R"({"system":"titanicus","edition":"v1","attack":{"dice":2,"toHit":4,"strenght":4},"target":{}})") ==
      "attack.strenght: unknown field (expected one of: dice, toHit, modifier, strength, "
      "titanWeapon, minOneDamage, ignoresShields)");
  CHECK(errorOf(
            R"({"system":"titanicus","edition":"v1","attack":{"dice":2,"toHit":4},"target":{}})") ==
        "attack.strength: is required");
  CHECK(errorOf(R"({"system":"titanicus","edition":"v1","attack":[],"target":{}})") ==
        "attack: must be an object, not an array");
  CHECK(
      errorOf(
          R"({"system":"titanicus","edition":"v1","attack":{"dice":2,"toHit":4,"strength":4,"titanWeapon":1},"target":{}})") ==
      "attack.titanWeapon: must be true or false, not 1");
  CHECK(
      errorOf(
          R"({"system":"titanicus","edition":"v1","attack":{"dice":2,"toHit":4,"strength":4},"target":{"armour":12,"structure":5,"structureLost":5}})") ==
      "target.structureLost: must be a whole number from 0 to 4, not 5");
  CHECK(
      errorOf(
          R"({"system":"titanicus","edition":"v1","attack":{"dice":2,"toHit":4,"strength":4},"target":{"armour":12,"structure":5},"extra":1})") ==
      "extra: unknown field (expected one of: system, edition, attack, target)");
}

TEST_CASE("AT-44 errors", "[calc][errors][at44]") {
  CHECK(
      errorOf(
          R"({"system":"at44","attack":{"kind":"shoot","pre":5,"def":3,"attackers":5,"cadence":1,"pen":5,"damage":1},"target":{"arm":3,"models":10}})") ==
      "attack.def: unknown field (expected one of: kind, pre, range, attackers, cadence, rerolls, "
      "pen, damage)");
  CHECK(
      errorOf(
          R"({"system":"at44","attack":{"kind":"melee","pre":5,"attackers":5,"cadence":1,"pen":5,"damage":1},"target":{"arm":3,"models":10}})") ==
      "attack.def: is required");
  CHECK(
      errorOf(
          R"({"system":"at44","attack":{"kind":"shoot","pre":5,"range":1,"attackers":50,"cadence":5,"pen":5,"damage":1},"target":{"arm":3,"models":10}})") ==
      "attack.cadence: attackers × cadence must be at most 200 dice, not 250");
  CHECK(
      errorOf(
          R"({"system":"at44","attack":{"kind":"shoot","pre":5,"range":1,"attackers":5,"cadence":1,"pen":5,"damage":1},"target":{"arm":3,"models":10,"coverSave":4}})") ==
      "target.coverSave: must be 0 (no cover), 5 (5+) or 3 (3+), not 4");
  CHECK(errorOf(R"({"system":"at44","attack":{"kind":"fire"},"target":{}})") ==
        R"(attack.kind: must be one of "shoot", "melee", not the string "fire")");
}

TEST_CASE("KOLAPS and Epic errors", "[calc][errors]") {
  CHECK(
      errorOf(R"({"system":"kolaps","action":"tirer"})") ==
      R"(action: must be one of "tir_au_juge", "tir", "mitraillage", "bout_portant", "frapper", not the string "tirer")");
  CHECK(errorOf(R"({"system":"kolaps","action":"tir","opposition":-1})") ==
        "opposition: must be a whole number from 0 to 200, not -1");
  CHECK(errorOf(R"({"system":"kolaps","action":"tir","protection":{"classe":4}})") ==
        "protection.classe: unknown field (expected one of: class, penetration)");
  CHECK(
      errorOf(
          R"({"system":"epic","attack":{"kind":"shoot","shots":5,"toHit":5},"target":{"save":4}})") ==
      "target.models: is required");
  CHECK(errorOf(
            R"({"system":"epic","attack":{"kind":"assault","fa":2,"dice":0},"target":{"fa":1}})") ==
        "attack.dice: must be a whole number from 1 to 200, not 0");
  CHECK(
      errorOf(
          R"({"system":"epic","attack":{"kind":"assault","fa":2,"shots":3},"target":{"fa":1}})") ==
      "attack.shots: unknown field (expected one of: kind, fa, dice)");
}
