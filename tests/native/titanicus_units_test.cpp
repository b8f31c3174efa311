// Calculator requests naming units of the titanicus rulesets answer exactly
// as the raw-number requests they stand for; their errors name the field.
#include <catch2/catch.hpp>
#include <fstream>

#include "calc/calc.hpp"
#include "rulesets/ruleset.hpp"

using nlohmann::json;

namespace {

void loadRulesets() {
  for (const char* name : {"titanicus-v1.json", "titanicus-v2.json"}) {
    std::ifstream in(std::string(AUSPEX_RULESETS_DIR) + "/" + name);
    REQUIRE(in.good());
    auspex::rulesets::add(json::parse(in));
  }
}

json answer(const std::string& text) {
  const auto reply = auspex::calc::calc(text);
  INFO(reply.json);
  REQUIRE(reply.ok);
  return json::parse(reply.json);
}

std::string errorOf(const std::string& request) {
  const auto reply = auspex::calc::calc(request);
  REQUIRE_FALSE(reply.ok);
  const auto e = json::parse(reply.json).at("error");
  return e.at("path").get<std::string>() + ": " + e.at("message").get<std::string>();
}

}  // namespace

TEST_CASE("a unit-based titanicus request answers as its raw numbers", "[titanicus][units]") {
  loadRulesets();
  // v1 Volcano Cannon "60cm // 1xF9", imperial "4+", aimed +1, at a Chien de Guerre
  // ("Armure 10", ◎◎◎, "Manoeuvrable: -1"), haut from behind, VSG overloaded (10).
  CHECK(answer(R"({"system":"titanicus",
      "attacker":{"ruleset":"titanicus-v1","unit":"warlord-12","weapon":"volcano-cannon"},
      "target":{"ruleset":"titanicus-v1","unit":"warhound","location":"haut","facing":"rear",
                "structureLost":1,"shields":2},
      "situation":{"aimed":true,"vsgOverloaded":true}})") ==
        answer(R"({"system":"titanicus","edition":"v1",
      "attack":{"dice":1,"toHit":4,"modifier":0,"strength":9,"titanWeapon":true},
      "target":{"location":"haut","armour":10,"facing":"rear","structure":3,"structureLost":1,
                "shields":2,"shieldArmour":10}})"));
  // v2 Vulcan mega-bolter "30cm 8x 4+ 4" from a Reaver at a Warlord's bas ("12/10", 6 VS),
  // the weapon's second use (-1), not moved (+1), half visible (-1).
  CHECK(answer(R"({"system":"titanicus","edition":"v2",
      "attacker":{"ruleset":"titanicus-v2","unit":"reaver","weapon":"vulcan-mega-bolter"},
      "target":{"ruleset":"titanicus-v2","unit":"warlord","location":"bas","structureLost":2},
      "situation":{"earlierUses":1,"notMoved":true,"halfVisible":true}})") ==
        answer(R"({"system":"titanicus","edition":"v2",
      "attack":{"dice":8,"toHit":4,"modifier":-1,"strength":4,"titanWeapon":true},
      "target":{"location":"bas","armour":12,"rearArmour":10,"structure":5,"structureLost":2,
                "shields":6,"shieldArmour":8}})"));
  // v2 Star pulsar rafale "60 cm 6x 3 + 4" at a Stompa ("1 bouclier (7)", "Armure 9,
  // arrière 7 □□"), raw extra modifier kept; a Fantôme target moved 25 cm: holo -2.
  CHECK(answer(R"({"system":"titanicus",
      "attacker":{"ruleset":"titanicus-v2","unit":"fantome","weapon":"star-pulsar-rafale"},
      "attack":{"modifier":1},
      "target":{"ruleset":"titanicus-v2","unit":"stompa","facing":"rear"}})") ==
        answer(R"({"system":"titanicus","edition":"v2",
      "attack":{"dice":6,"toHit":3,"modifier":1,"strength":4,"titanWeapon":true},
      "target":{"armour":9,"rearArmour":7,"facing":"rear","structure":2,"shields":1,
                "shieldArmour":7}})"));
  CHECK(answer(R"({"system":"titanicus",
      "attacker":{"ruleset":"titanicus-v2","unit":"goff-gargant","weapon":"gatlin"},
      "target":{"ruleset":"titanicus-v2","unit":"fantome","location":"haut"},
      "situation":{"holoMoved":25}})") == answer(R"({"system":"titanicus","edition":"v2",
      "attack":{"dice":6,"toHit":5,"modifier":-2,"strength":5},
      "target":{"location":"haut","armour":12,"structure":4}})"));
  // A named attacker at a raw target; the Trident "Ignore les boucliers".
  CHECK(answer(R"({"system":"titanicus","edition":"v1",
      "attacker":{"ruleset":"titanicus-v1","unit":"reaver","weapon":"trident"},
      "target":{"armour":11,"structure":4,"shields":3}})") ==
        answer(R"({"system":"titanicus","edition":"v1",
      "attack":{"dice":1,"toHit":4,"strength":7,"titanWeapon":true,"ignoresShields":true,"hooks":true},
      "target":{"armour":11,"structure":4,"shields":3}})"));
}

TEST_CASE("unit-based titanicus request errors name the field", "[titanicus][units][errors]") {
  loadRulesets();
  const std::string head = R"({"system":"titanicus","attacker":{"ruleset":)";
  const std::string target = R"(,"target":{"armour":10,"structure":3}})";
  CHECK(errorOf(head + R"("titanicus-v9","unit":"warhound","weapon":"trident"})" + target) ==
        "attacker.ruleset: names no loaded ruleset: \"titanicus-v9\"");
  CHECK(errorOf(head + R"("titanicus-v1","unit":"stompa","weapon":"trident"})" + target) ==
        "attacker.unit: names no unit of ruleset titanicus-v1: \"stompa\"");
  CHECK(errorOf(head + R"("titanicus-v1","unit":"warhound","weapon":"lascannon"})" + target) ==
        "attacker.weapon: names no weapon of ruleset titanicus-v1: \"lascannon\"");
  CHECK(errorOf(head + R"("titanicus-v2","unit":"warhound","weapon":"gatlin"})" + target) ==
        "attacker.weapon: is not a weapon the unit \"warhound\" can carry: \"gatlin\"");
  CHECK(errorOf(head +
                R"("titanicus-v1","unit":"warhound","weapon":"trident"},)"
                R"("attack":{"strength":8})" +
                target) == "attack.strength: is fixed by the weapon \"trident\" (leave it out)");
  CHECK(errorOf(head + R"("titanicus-v1","unit":"warhound","weapon":"trident"},"edition":"v2")" +
                target) == "attacker.ruleset: is edition \"v1\", the request's is \"v2\"");
  CHECK(errorOf(head +
                R"("titanicus-v1","unit":"warlord-8","weapon":"plasma-annihilator"},)"
                R"("situation":{"aimed":true})" +
                target) == "situation.aimed: the weapon \"plasma-annihilator\" cannot be aimed");
  CHECK(errorOf(head +
                R"("titanicus-v1","unit":"warlord-8","weapon":"powerfist"},)"
                R"("situation":{"earlierUses":1})" +
                target) == "situation.earlierUses: the weapon \"powerfist\" is used once per turn");
  const std::string v2 = head + R"("titanicus-v2","unit":"warlord","weapon":"plasma-cannon"},)";
  CHECK(errorOf(v2 + R"("target":{"ruleset":"titanicus-v2","unit":"warhound","armour":9}})") ==
        "target.location: is required");
  CHECK(errorOf(v2 + R"("target":{"ruleset":"titanicus-v2","unit":"warhound","location":"haut",)"
                     R"("armour":9}})") ==
        "target.armour: is fixed by the unit \"warhound\" (leave it out)");
  CHECK(errorOf(v2 + R"("target":{"ruleset":"titanicus-v2","unit":"warhound","location":"haut",)"
                     R"("shields":3}})") ==
        "target.shields: must be a whole number from 0 to 2, not 3");
  CHECK(errorOf(v2 + R"("target":{"ruleset":"titanicus-v2","unit":"warhound","location":"haut"},)"
                     R"("situation":{"holoMoved":10}})") ==
        "situation.holoMoved: the target unit \"warhound\" has no holo");
  CHECK(
      errorOf(v2 + R"("target":{"armour":9,"structure":2},"situation":{"vsgOverloaded":true}})") ==
      "situation.vsgOverloaded: needs a target unit (or give target.shieldArmour)");
  CHECK(errorOf(v2 + R"("target":{"unit":"warhound","location":"haut"}})") ==
        "target.ruleset: is required");
  CHECK(
      errorOf(R"({"system":"titanicus","edition":"v1","attack":{"dice":1,"toHit":4,"strength":4},)"
              R"("target":{"armour":9,"structure":2},"situation":{"aimed":true}})") ==
      "situation: needs a ruleset: name the attacker or the target unit");
}
