// AT-44 templates, Sniper and Tir verrouillé through calc(): raw requests,
// requests naming units, and the exact error texts.
#include <cmath>
#include <fstream>

#include <catch2/catch.hpp>

#include "calc/calc.hpp"
#include "load_rulesets.hpp"
#include "test_support.hpp"

using nlohmann::json;

namespace {

// The shared helpers (test_support.hpp, load_rulesets.hpp).
void loadAt44() {
  loadAllRulesets();
}

json answer(const json& request) {
  const auto reply = auspex::calc::calc(request.dump());
  INFO(reply.json);
  REQUIRE(reply.ok);
  return json::parse(reply.json);
}

std::string errorOf(const json& request) {
  return test_support::calcError(request.dump());
}

// The seed's 3 Sierps (2 mortars each: 6 dice) on 10 Krasny soldaty, 4 under
// the template; PRE, PEN and AIRE are not in the seed (AIRE 4 is the reading
// of its example).
json sierps() {
  return json::parse(R"({"system": "at44",
    "attack": {"kind": "indirect", "pre": 4, "range": 2, "attackers": 6, "cadence": 1,
               "pen": 6, "damage": 1, "aire": 4},
    "target": {"arm": 3, "models": 10, "under": 4}})");
}

}  // namespace

TEST_CASE("at44 indirect: the response's fields", "[at44][at44-template]") {
  const json o = answer(sierps());
  CHECK(o.at("hitTarget") == "3+");  // PRE 4 - range 2 = +2
  CHECK(o.at("damageTarget") == "3+");
  CHECK(o.at("successes").size() == 7);
  CHECK(o.at("radius").size() == 11);  // 0 (no template), 4, 8, 10 cm
  CHECK(o.at("radius")[4].get<double>() == Approx(6 * std::pow(2.0 / 3, 1) * std::pow(1.0 / 3, 5)));
  CHECK(o.at("radius")[1].get<double>() == 0.0);
  CHECK(o.at("impactsPerModel").size() == 5);  // 6 successes: 10 cm and 4 impacts
  CHECK(o.at("driftCmPerDie") == 3);
  CHECK(o.at("driftDice")[0].get<double>() == Approx(std::pow(1.0 / 3, 6) + std::pow(2.0 / 3, 6)));
  CHECK(o.at("meanDriftCm").get<double>() ==
        Approx(3 * (2 - 6 * std::pow(1.0 / 3, 6))).margin(1e-12));
  CHECK(o.at("pinned").get<double>() == 0.0);  // 4 of 10 is under half
  CHECK(o.at("casualties").size() == 5);
  json half = sierps();
  half["target"]["under"] = 5;
  CHECK(answer(half).at("pinned").get<double>() == Approx(1.0 - std::pow(1.0 / 3, 6)));
}

TEST_CASE("at44 projection: the response's fields", "[at44][at44-template]") {
  const json r = json::parse(R"({"system": "at44",
    "attack": {"kind": "projection", "attackers": 2, "pen": 5, "damage": 1, "aire": 5},
    "target": {"arm": 5, "models": 4, "under": 2}})");
  const json o = answer(r);
  CHECK(o.at("radius").size() == 6);
  CHECK(o.at("impactsPerModel") == json::array({0.0, 0.0, 1.0}));
  const double dies = 1.0 - 0.25;  // two 4+ damage tests, one is enough
  CHECK(o.at("casualties")[2].get<double>() == Approx(dies * dies));
  CHECK(o.at("pinned").get<double>() == 1.0);
  CHECK_FALSE(o.contains("hitTarget"));
  CHECK_FALSE(o.contains("driftDice"));
}

TEST_CASE("at44 Sniper and Tir verrouillé through calc", "[at44][at44-template]") {
  const json plain = json::parse(R"({"system": "at44",
    "attack": {"kind": "shoot", "pre": 5, "range": 1, "attackers": 5, "cadence": 1,
               "pen": 5, "damage": 1}, "target": {"arm": 3, "models": 10}})");
  json sniper = plain;
  sniper["attack"]["sniper"] = true;
  sniper["target"]["coverSave"] = 5;
  CHECK(answer(sniper) == answer(plain));
  const json vehicle = json::parse(R"({"arm": 16, "vehicle": {"chassis": 8, "propulsion": [3],
    "weapons": [1, 1, 1, 1, 3]}})");
  json locked = json::parse(R"({"system": "at44",
    "attack": {"kind": "shoot", "locked": 4, "range": 5, "attackers": 1, "cadence": 3,
               "pen": 18, "damage": 2}})");
  locked["target"] = vehicle;
  locked["target"]["coverSave"] = 5;
  json same = plain;
  same["attack"] = json::parse(R"({"kind": "shoot", "pre": 4, "range": 4, "attackers": 1,
    "cadence": 3, "pen": 18, "damage": 2})");
  same["target"] = vehicle;
  CHECK(answer(locked).at("hitTarget") == "4+");
  CHECK(answer(locked) == answer(same));
}

TEST_CASE("at44 templates through units", "[at44][at44-template][units]") {
  loadAt44();
  const json units = json::parse(R"({"system": "at44",
    "attacker": {"ruleset": "at44", "unit": "sierps", "weapon": "mortier", "count": 3,
                 "pre": 4, "cadence": 1, "rerolls": 0, "pen": 6, "damage": 1, "aire": 4,
                 "concentration": false, "detection": false},
    "attack": {"range": 2},
    "target": {"ruleset": "at44", "unit": "krasny-soldaty", "count": 10, "under": 4,
               "camouflage": false}})");
  CHECK(answer(units) == answer(sierps()));
  json noUnder = units;
  noUnder["target"].erase("under");
  CHECK(errorOf(noUnder) ==
        "target.under: is required: how many of the unit's models are under the template");
  json cover = units;
  cover["target"]["cover"] = true;
  CHECK(errorOf(cover) ==
        "target.cover: is not for templates: models under a template get no cover (\"ne "
        "peuvent pas bénéficier de couverts\")");
  json sniper = units;
  sniper["attacker"]["sniper"] = true;
  CHECK(errorOf(sniper) ==
        "attacker.sniper: is for direct shots: a template already ignores cover");

  // Tir verrouillé: the Baal Golgoth's particle accelerator, its skills
  // unknown to the ruleset, given as locked on a fixed 4+ (attacker.pre).
  const json baal = json::parse(R"({"system": "at44",
    "attacker": {"ruleset": "at44", "unit": "baal-golgoth", "weapon": "particle-accelerator",
                 "count": 1, "pre": 4, "cadence": 3, "rerolls": 0, "concentration": false,
                 "detection": true, "locked": true},
    "attack": {"range": 3},
    "target": {"ruleset": "at44", "unit": "king-mammoth", "chassis": 8, "propulsion": [3],
               "camouflage": false, "cover": true}})");
  const json o = answer(baal);
  CHECK(o.at("hitTarget") == "4+");  // Détection adds nothing to a fixed result
  CHECK(o.at("unsaved") == o.at("impacts"));
  json alert = baal;
  alert["attacker"]["attitudes"] = {"etat-d-alerte"};
  CHECK(errorOf(alert) ==
        "attacker.attitudes: Tir verrouillé \"ne permet pas de tirer en état d'alerte\"");
  json infantry = baal;
  infantry["target"] = {
      {"ruleset", "at44"}, {"unit", "krasny-soldaty"}, {"count", 5}, {"camouflage", false}};
  CHECK(errorOf(infantry) ==
        "target.unit: Krasny soldaty are infantry: Tir verrouillé can only hit vehicles (or "
        "scenery with PS)");
}

TEST_CASE("at44 projection through units", "[at44][at44-template][units]") {
  loadAt44();
  // The seed gives no light flamer profile: its mode and values are asked.
  const json units = json::parse(R"({"system": "at44",
    "attacker": {"ruleset": "at44", "unit": "king-mammoth", "weapon": "light-flamer", "count": 1,
                 "mode": "projection", "pen": 4, "damage": 1, "aire": 5,
                 "concentration": false, "detection": false},
    "attack": {"range": 1},
    "target": {"ruleset": "at44", "unit": "krasny-soldaty", "count": 10, "under": 3,
               "camouflage": false}})");
  const json raw = json::parse(R"({"system": "at44",
    "attack": {"kind": "projection", "attackers": 4, "pen": 4, "damage": 1, "aire": 5,
               "concentration": false},
    "target": {"arm": 3, "models": 10, "under": 3}})");
  CHECK(answer(units) == answer(raw));
  json pre = units;
  pre["attacker"]["pre"] = 2;
  CHECK(errorOf(pre) == "attacker.pre: is not used: a projection has no shooting test");
  json fire = units;
  fire["attacker"]["attitudes"] = {"feu-a-volonte"};
  CHECK(errorOf(fire) ==
        "attacker.attitudes: Feu à volonté gives re-rolls to hit: a projection rolls no test");
}

TEST_CASE("at44 template errors name the field", "[at44][at44-template][errors]") {
  json r = sierps();
  r["target"]["coverSave"] = 5;
  CHECK(errorOf(r) ==
        "target.coverSave: is not for templates: models under a template get no cover (\"ne "
        "peuvent pas bénéficier de couverts\")");
  r = sierps();
  r["target"].erase("under");
  CHECK(errorOf(r) ==
        "target.under: is required: how many of the unit's models are under the template");
  r = sierps();
  r["target"]["under"] = 11;
  CHECK(errorOf(r) == "target.under: must be a whole number from 0 to 10, not 11");
  r = sierps();
  r["attack"]["aire"] = 11;
  CHECK(errorOf(r) == "attack.aire: must be a whole number from 1 to 10, not 11");
  r = sierps();
  r["attack"].erase("aire");
  CHECK(errorOf(r) == "attack.aire: is required");
  r = sierps();
  r["attack"]["sniper"] = true;
  CHECK(errorOf(r) == "attack.sniper: is for direct shots: a template already ignores cover");
  r = sierps();
  r["attack"]["kind"] = "projection";
  CHECK(errorOf(r) ==
        "attack.pre: is not for a projection: there is no shooting test (\"Il n'y a pas "
        "besoin de test de tir\"); attackers is the number of templates");
  r = sierps();
  r["target"] = {{"arm", 5},
                 {"vehicle", {{"chassis", 3}, {"propulsion", {2}}, {"weapons", {}}}},
                 {"under", 1}};
  CHECK(errorOf(r) ==
        "target.under: is for infantry: a vehicle target is the one vehicle under the template");
  r = json::parse(R"({"system": "at44",
    "attack": {"kind": "shoot", "locked": 4, "attackers": 1, "cadence": 3, "pen": 18,
               "damage": 2}, "target": {"arm": 3, "models": 10}})");
  CHECK(errorOf(r) ==
        "attack.locked: Tir verrouillé can only hit vehicles (or scenery with PS), not infantry "
        "(target.models)");
  r["attack"]["pre"] = 5;
  CHECK(errorOf(r) ==
        "attack.pre: is replaced by attack.locked: Tir verrouillé hits on a fixed result, noted "
        "in place of the weapon's PRE");
  r = json::parse(R"({"system": "at44",
    "attack": {"kind": "melee", "pre": 6, "def": 7, "attackers": 5, "cadence": 2, "pen": 7,
               "damage": 1, "sniper": true}, "target": {"arm": 11, "models": 2}})");
  CHECK(errorOf(r) == "attack.sniper: Sniper is for shooting: it does nothing in melee");
  r = sierps();
  r["attack"]["kind"] = "shoot";
  CHECK(errorOf(r) == "attack.aire: is for templates (attack.kind \"indirect\" or \"projection\")");
}
