// The Kroko d'bide holding its target "touche ensuite automatiquement":
// `attack.autoHit` (raw) and `situation.held` (by unit), in the attack and the
// fire planner. Expected values are worked by hand from the seed's rules.
#include <catch2/catch.hpp>

#include "calc/calc.hpp"
#include "load_rulesets.hpp"
#include "test_support.hpp"

using json = nlohmann::json;

TEST_CASE("an automatic hit: every die hits, then the damage roll as usual", "[titanicus]") {
  // 1 die F9 against armour 11, no shields: hit for sure; 1D6 + 9 ≥ 11 on a 2+,
  // damage 1,1,2,3,4 for faces 2..6 (at most the 3 boxes left).
  const json r = json::parse(auspex::calc::calc(R"({"system":"titanicus","edition":"v2",
      "attack":{"dice":1,"toHit":4,"strength":9,"autoHit":true},
      "target":{"armour":11,"structure":3,"shields":0}})")
                                 .json);
  CHECK(r["hits"] == json::parse("[0.0,1.0]"));
  const auto lost = r["structureLost"].get<std::vector<double>>();
  REQUIRE(lost.size() == 4);
  CHECK(lost[0] == Approx(1.0 / 6));
  CHECK(lost[1] == Approx(2.0 / 6));
  CHECK(lost[2] == Approx(1.0 / 6));
  CHECK(lost[3] == Approx(2.0 / 6));
}

TEST_CASE("situation.held: only a weapon that holds its target", "[titanicus]") {
  auspex::rulesets::clear();
  loadAllRulesets();
  const json held = json::parse(auspex::calc::calc(R"({"system":"titanicus",
      "attacker":{"ruleset":"titanicus-v2","unit":"bad-moonz-gargant","weapon":"kroko-d-bide"},
      "target":{"ruleset":"titanicus-v2","unit":"reaver","location":"haut","shields":0},
      "situation":{"held":true}})")
                                    .json);
  CHECK(held["hits"] == json::parse("[0.0,1.0]"));
  CHECK(test_support::calcError(R"({"system":"titanicus",
      "attacker":{"ruleset":"titanicus-v2","unit":"bad-moonz-gargant","weapon":"gross-tronso"},
      "target":{"ruleset":"titanicus-v2","unit":"reaver","location":"haut"},
      "situation":{"held":true}})") ==
        "situation.held: only a weapon that holds its target (ruleset grapple \"hold\") hits "
        "automatically");
  // The planner fires the held kroko as a sure hit too: one fire, same odds as the attack.
  const json plan = json::parse(auspex::calc::calc(R"({"system":"titanicus","kind":"firePlan",
      "edition":"v2","actionPoints":1,"weapons":[{"dice":1,"toHit":4,"strength":9,"autoHit":true}],
      "target":{"armour":11,"structure":3,"shields":0},"goal":"structure"})")
                                    .json);
  CHECK(plan["plans"][0]["meanStructureLost"].get<double>() ==
        Approx((0.0 * 1 + 1 * 2 + 2 * 1 + 3 * 2) / 6.0));
}
