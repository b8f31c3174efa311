// Titanicus (seeds 000, 001): the other readings of the shield rules
// (docs/rules/titanicus.md) against enumeration of every die.
#include "brute.hpp"
#include "calc/calc.hpp"
#include "load_rulesets.hpp"
#include "titanicus/attack.hpp"

using namespace auspex::titanicus;

namespace {

// Straight from the seeds, with the readings as options: attack dice, then
// each hit in turn rolls one die (rollsPerHit dice) against the shields, then the armour.
void check(Edition ed, const Attack& a, const Target& t) {
  brute::Table shieldsDown, lost;
  const int room = t.structure - t.structureLost;
  brute::forEachThrow(a.dice, 6, [&](const std::vector<int>& f, double p) {
    int k = 0;
    for (int face : f) k += face == 6 || (face != 1 && face + a.modifier >= a.toHit);
    brute::forEachThrow(k * a.rollsPerHit, 6, [&](const std::vector<int>& g, double q) {
      int up = t.shields, boxes = 0;
      for (int face : g) {
        if (boxes == room) break;
        const int bonus = ed == Edition::v2 ? t.structureLost + boxes : 0;
        if (up > 0) {
          const int total = face + a.strength + (t.lostOnShields ? bonus : 0);
          int down = 0;
          if (total >= t.shieldArmour)
            down = t.shieldDamage ? std::max(1, total - t.shieldArmour) : 1;
          else if (a.titanWeapon && face == 6)
            down = 1;
          up = std::max(0, up - down);
          continue;
        }
        const int total = face + a.strength + bonus;
        int dmg = 0;
        if (total >= t.armour)
          dmg = std::max(1, total - t.armour);
        else if (a.titanWeapon && face == 6)
          dmg = 1;
        boxes = std::min(room, boxes + dmg);
      }
      shieldsDown.add(t.shields - up, p * q);
      lost.add(boxes, p * q);
    });
  });
  const Outcome o = resolve(ed, a, t);
  brute::requireSame(o.shieldsDown, shieldsDown);
  brute::requireSame(o.structureLost, lost);
}

}  // namespace

TEST_CASE("shield readings match enumeration", "[titanicus][readings][brute]") {
  const Edition ed = GENERATE(Edition::v1, Edition::v2);
  const bool shieldDamage = GENERATE(false, true);
  const bool lostOnShields = GENERATE(false, true);
  const bool titan = GENERATE(false, true);
  const int strength = GENERATE(3, 7);
  if (ed == Edition::v1 && lostOnShields) return;  // v2 only (calc refuses it)
  Target t{.armour = 11, .structure = 4, .structureLost = 2, .shields = 3, .shieldArmour = 8};
  t.shieldDamage = shieldDamage;
  t.lostOnShields = lostOnShields;
  check(ed, {.dice = 4, .toHit = 3, .strength = strength, .titanWeapon = titan}, t);
}

TEST_CASE("shields by damage: a strong hit brings several down", "[titanicus][readings]") {
  // Plasma cannon F7 hitting on 1+ (the 1 still misses) against 4 shields
  // of armour 8: 1D6+7 = 8 .. 13 brings down 1, 1, 2, 3, 4, 4 (all) shields.
  Target t{.armour = 12, .structure = 5, .shields = 4};
  t.shieldDamage = true;
  const Outcome o = resolve(Edition::v1, {.dice = 1, .toHit = 1, .strength = 7}, t);
  CHECK(o.shieldsDown.at(0) == Approx(1.0 / 6));
  CHECK(o.shieldsDown.at(1) == Approx(5.0 / 6 * 2 / 6));
  CHECK(o.shieldsDown.at(4) == Approx(5.0 / 6 * 2 / 6));
  // The contract's reading: one shield per hit.
  t.shieldDamage = false;
  CHECK(resolve(Edition::v1, {.dice = 1, .toHit = 1, .strength = 7}, t).shieldsDown.at(1) ==
        Approx(5.0 / 6));
}

TEST_CASE("v2's lost structure on the shield roll too", "[titanicus][readings]") {
  // A F1 weapon against shield armour 8 with 3 boxes lost: 1D6+1 >= 8 never,
  // 1D6+1+3 >= 8 on 4+.
  Target t{.armour = 12, .structure = 5, .structureLost = 3, .shields = 1};
  const Attack bolter{.dice = 1, .toHit = 1, .modifier = 6, .strength = 1};
  CHECK(resolve(Edition::v2, bolter, t).shieldsDown.at(1) == Approx(0.0).margin(1e-15));
  t.lostOnShields = true;
  CHECK(resolve(Edition::v2, bolter, t).shieldsDown.at(1) == Approx(5.0 / 6 * 3 / 6));
}

TEST_CASE("« 4+ 2x10 » read as one die whose hit rolls twice, against every die",
          "[titanicus][readings][brute]") {
  // The Kanon d'bide's line, read `rollsPerHit`: each of the hit's 2 rolls goes through the
  // shields, then the armour, as a hit's roll.
  for (const Edition ed : {Edition::v1, Edition::v2})
    for (int shields : {0, 1, 2}) {
      Attack a;
      a.dice = 1;
      a.toHit = 4;
      a.strength = 10;
      a.rollsPerHit = 2;
      Target t;
      t.armour = 11;
      t.structure = 6;
      t.shields = shields;
      t.shieldArmour = 7;
      INFO("shields " << shields);
      check(ed, a, t);
    }
}

TEST_CASE("readings.timesForce: the Kanon d'bide named, its firePlan, and a weapon without « x »",
          "[titanicus][readings]") {
  loadAllRulesets();
  using auspex::requests::json;
  const auto answer = [](const json& r) {
    const auto reply = auspex::calc::calc(r.dump());
    INFO(r.dump() << " → " << reply.json);
    REQUIRE(reply.ok);
    return json::parse(reply.json);
  };
  const json target = {{"armour", 11}, {"structure", 6}, {"shields", 1}, {"shieldArmour", 7}};
  json named = {
      {"system", "titanicus"},
      {"edition", "v2"},
      {"attacker",
       {{"ruleset", "titanicus-v2"}, {"unit", "goff-gargant"}, {"weapon", "kanon-d-bide"}}},
      {"target", target}};
  const json raw = {{"system", "titanicus"},
                    {"edition", "v2"},
                    {"attack", {{"dice", 2}, {"toHit", 4}, {"strength", 10}}},
                    {"target", target}};
  json one = raw;
  one["attack"]["dice"] = 1;
  one["attack"]["rollsPerHit"] = 2;
  // The project's reading: 2 dice at F10; the other, 1 die rolling twice.
  CHECK(answer(named).at("structureLost") == answer(raw).at("structureLost"));
  named["readings"] = {{"timesForce", "rollsPerHit"}};
  const json read = answer(named);
  CHECK(read.at("structureLost") == answer(one).at("structureLost"));
  CHECK(read.at("structureLost") != answer(raw).at("structureLost"));
  CHECK(read.at("hits").size() == 2);  // one die: 0 or 1 hit
  // A weapon written without « x » is the same under either reading.
  json gatlin = named;
  gatlin["attacker"]["weapon"] = "gatlin";
  json plain = gatlin;
  plain.erase("readings");
  CHECK(answer(gatlin) == answer(plain));
  // The fire planner takes the reading: its one fire of the Kanon is the attack's.
  json plan = {
      {"system", "titanicus"},
      {"kind", "firePlan"},
      {"edition", "v2"},
      {"actionPoints", 1},
      {"attacker",
       {{"ruleset", "titanicus-v2"}, {"unit", "goff-gargant"}, {"weapons", {"kanon-d-bide"}}}},
      {"target", target},
      {"goal", "structure"},
      {"readings", {{"timesForce", "rollsPerHit"}}}};
  const json best = answer(plan).at("plans").at(0);
  REQUIRE(best.at("structureLost").size() == read.at("structureLost").size());
  for (std::size_t k = 0; k < read.at("structureLost").size(); ++k)
    CHECK(best.at("structureLost")[k].get<double>() ==
          Approx(read.at("structureLost")[k].get<double>()).margin(1e-12));
  plan["readings"] = {{"timesForce", "twice"}};
  const auto bad = auspex::calc::calc(plan.dump());
  REQUIRE_FALSE(bad.ok);
  CHECK(json::parse(bad.json).at("error").at("path") == "readings.timesForce");
}
