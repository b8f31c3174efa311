// Titanicus close combat (kind "closeCombat") against brute force: the CC
// attack and, when the defender is still alive, its counter-attack, every die
// enumerated face by face; the charge of light units; unit-named requests.
#include "brute.hpp"
#include "calc/calc.hpp"
#include "load_rulesets.hpp"
#include "titanicus/close_combat.hpp"

using namespace auspex::titanicus;

namespace {

// One attack straight from the seeds, rolling through `roll`: structure lost.
int attackOnce(Edition ed, const Attack& a, const Target& t, const std::function<int()>& roll) {
  const int room = t.structure - t.structureLost;
  int up = a.ignoresShields ? 0 : t.shields, lost = 0, hits = 0;
  const int dice = a.randomDice ? roll() : a.dice;
  for (int d = 0; d < dice; ++d) {
    const int face = roll();
    hits += face == 6 || (face != 1 && face + a.modifier >= a.toHit);
  }
  for (int h = 0; h < hits; ++h) {
    const int face = roll();
    if (lost == room) continue;
    if (up > 0) {
      if (face + a.strength >= t.shieldArmour || (a.titanWeapon && face == 6)) --up;
      continue;
    }
    const int total = face + a.strength + (ed == Edition::v2 ? t.structureLost + lost : 0);
    int dmg = 0;
    if (total >= t.armour)
      dmg = std::max(1, total - t.armour);
    else if ((a.titanWeapon && face == 6) || a.minOneDamage)
      dmg = 1;
    lost = std::min(room, lost + dmg);
  }
  return lost;
}

void check(Edition ed, const CloseCombat& c) {
  brute::Table first, back;
  double survives = 0.0, attackerDestroyed = 0.0;
  const int room = c.target.structure - c.target.structureLost;
  const int backRoom = c.counterTarget.structure - c.counterTarget.structureLost;
  brute::forEachPath(
      6,
      [&](const std::function<int()>& roll) {
        const int lost = attackOnce(ed, c.attack, c.target, roll);
        // "encore en vie après la résolution de l'attaque": it strikes back.
        const int hit =
            lost < room && c.counter ? attackOnce(ed, *c.counter, c.counterTarget, roll) : 0;
        return std::make_pair(lost, hit);
      },
      [&](std::pair<int, int> r, double p) {
        first.add(r.first, p);
        back.add(r.second, p);
        if (r.first < room) survives += p;
        if (c.counter && r.second == backRoom) attackerDestroyed += p;
      });
  const CloseCombatOutcome o = resolveCloseCombat(ed, c);
  brute::requireSame(o.attack.structureLost, first);
  brute::requireSame(o.counterStructureLost, back);
  CHECK(o.defenderSurvives == Approx(survives).margin(1e-12));
  CHECK(o.attackerDestroyed == Approx(attackerDestroyed).margin(1e-12));
}

}  // namespace

TEST_CASE("close combat matches enumeration of both attacks", "[closecombat][brute]") {
  const Edition ed = GENERATE(Edition::v1, Edition::v2);
  SECTION("Chainfist at a Warhound, Powerfist back") {
    check(ed, {.attack = {.dice = 2, .toHit = 4, .strength = 7, .titanWeapon = true},
               .target = {.armour = 10, .structure = 3, .structureLost = 1, .shields = 1},
               .counter = Attack{.dice = 1, .toHit = 4, .strength = 9, .titanWeapon = true},
               .counterTarget = {.armour = 12, .structure = 5, .structureLost = 3}});
  }
  SECTION("Space Marines' close combat at a Stompa, Tronso' back") {
    check(ed, {.attack = {.dice = 2, .toHit = 3, .strength = 3},
               .target = {.armour = 7, .structure = 2, .shields = 1, .shieldArmour = 7},
               .counter = Attack{.dice = 1, .toHit = 3, .strength = 6},
               .counterTarget = {.armour = 6, .structure = 1},
               .lightAttacker = true});
  }
  SECTION("no counter: the defender has no CC weapon") {
    check(ed, {.attack = {.dice = 2, .toHit = 4, .strength = 4},
               .target = {.armour = 9, .structure = 2},
               .counterTarget = {.armour = 6, .structure = 1}});
  }
}

TEST_CASE("a light attacker charges 5 cm: CC reach 8 cm", "[closecombat]") {
  CloseCombat c{.attack = {.dice = 1, .toHit = 3, .strength = 3},
                .target = {.armour = 9, .structure = 2}};
  CHECK(resolveCloseCombat(Edition::v2, c).reachCm == 3);
  CHECK(resolveCloseCombat(Edition::v2, c).chargeCm == 0);
  c.lightAttacker = true;
  CHECK(resolveCloseCombat(Edition::v2, c).reachCm == 8);
  CHECK(resolveCloseCombat(Edition::v2, c).chargeCm == 5);
}

TEST_CASE("closeCombat requests naming units", "[closecombat]") {
  loadAllRulesets();
  using auspex::calc::calc;
  const auto marines = calc(
      R"({"system":"titanicus","kind":"closeCombat","attacker":{"ruleset":"titanicus-v2","unit":"space-marine-hq","weapon":"close-combat-hq","structure":1},"defender":{"ruleset":"titanicus-v2","unit":"stompa","weapon":"tronso"}})");
  REQUIRE(marines.ok);
  const auto j = nlohmann::json::parse(marines.json);
  CHECK(j["chargeCm"] == 5);
  CHECK(j["reachCm"] == 8);
  // Tronso' 3+ F6 against armour 6, one box: destroyed when it hits.
  CHECK(j["attackerDestroyed"].get<double>() ==
        Approx(j["defenderSurvives"].get<double>() * 4 / 6).margin(1e-12));
  const auto titan = calc(
      R"({"system":"titanicus","kind":"closeCombat","attacker":{"ruleset":"titanicus-v1","unit":"warlord-12","weapon":"chainfist","location":"haut"},"defender":{"ruleset":"titanicus-v1","unit":"reaver","location":"bas"}})");
  REQUIRE(titan.ok);
  const auto t = nlohmann::json::parse(titan.json);
  CHECK(t["chargeCm"] == 0);
  CHECK(t["counter"].is_null());
  CHECK(t["counterStructureLost"] == nlohmann::json::array({1.0}));
  const auto bolters = calc(
      R"({"system":"titanicus","kind":"closeCombat","attacker":{"ruleset":"titanicus-v2","unit":"space-marine-hq","weapon":"bolters-hq","structure":1},"defender":{"ruleset":"titanicus-v2","unit":"stompa"}})");
  CHECK(bolters.json.find(R"("path":"attacker.weapon")") != std::string::npos);
  const auto kannon = calc(
      R"({"system":"titanicus","kind":"closeCombat","attacker":{"ruleset":"titanicus-v2","unit":"space-marine-hq","weapon":"close-combat-hq","structure":1},"defender":{"ruleset":"titanicus-v2","unit":"stompa","weapon":"stompa-kannon"}})");
  CHECK(kannon.json.find(R"("path":"defender.weapon")") != std::string::npos);
  const auto raw = calc(
      R"({"system":"titanicus","kind":"closeCombat","edition":"v1","attack":{"dice":2,"toHit":4,"strength":7},"target":{"armour":10,"structure":3},"counter":{"dice":1,"toHit":4,"strength":9}})");
  CHECK(raw.json.find(R"("path":"counterTarget")") != std::string::npos);
}

namespace {

nlohmann::json answerOf(const std::string& request) {
  const auto reply = auspex::calc::calc(request);
  INFO(request << " → " << reply.json);
  REQUIRE(reply.ok);
  return nlohmann::json::parse(reply.json);
}

}  // namespace

TEST_CASE("a close combat's counter answers as the normal attack it stands for", "[closecombat]") {
  loadAllRulesets();
  // Raw numbers: the counter is the Powerfist at the attacker's haut from behind (12/10).
  const std::string powerfist = R"({"dice":1,"toHit":4,"strength":9,"titanWeapon":true})";
  const std::string haut =
      R"({"location":"haut","armour":12,"rearArmour":10,"facing":"rear","structure":5})";
  const auto raw = answerOf(
      R"({"system":"titanicus","kind":"closeCombat","edition":"v1","attack":{"dice":2,"toHit":4,"strength":7,"titanWeapon":true},"target":{"armour":11,"structure":4},"counter":)" +
      powerfist + R"(,"counterTarget":)" + haut + "}");
  const auto rawAttack = answerOf(R"({"system":"titanicus","edition":"v1","attack":)" + powerfist +
                                  R"(,"target":)" + haut + "}");
  CHECK(rawAttack["armourUsed"] == 10);
  CHECK(rawAttack["facing"] == "rear");
  CHECK(rawAttack["location"] == "haut");
  CHECK(raw["counter"]["armourUsed"] == rawAttack["armourUsed"]);
  CHECK(raw["counter"]["facing"] == rawAttack["facing"]);
  CHECK(raw["counter"]["location"] == rawAttack["location"]);
  CHECK(raw["counter"] == rawAttack);
  // By units: a Reaver's Powerfist back at a Warlord's haut from behind, as
  // the attack of the Reaver's Powerfist at that Warlord's haut.
  const auto named = answerOf(
      R"({"system":"titanicus","kind":"closeCombat","attacker":{"ruleset":"titanicus-v1","unit":"warlord-12","weapon":"chainfist","location":"haut","facing":"rear"},"defender":{"ruleset":"titanicus-v1","unit":"reaver","weapon":"powerfist","location":"bas"}})");
  const auto namedAttack = answerOf(
      R"({"system":"titanicus","attacker":{"ruleset":"titanicus-v1","unit":"reaver","weapon":"powerfist"},"target":{"ruleset":"titanicus-v1","unit":"warlord-12","location":"haut","facing":"rear"}})");
  CHECK(namedAttack["armourUsed"] == 10);
  CHECK(namedAttack["facing"] == "rear");
  CHECK(namedAttack["location"] == "haut");
  CHECK(named["counter"]["armourUsed"] == namedAttack["armourUsed"]);
  CHECK(named["counter"]["facing"] == namedAttack["facing"]);
  CHECK(named["counter"]["location"] == namedAttack["location"]);
  CHECK(named["counter"] == namedAttack);
  // The attack's own echo is the Chainfist's at the Reaver's bas (armour 11 all round).
  const auto chainfist = answerOf(
      R"({"system":"titanicus","attacker":{"ruleset":"titanicus-v1","unit":"warlord-12","weapon":"chainfist"},"target":{"ruleset":"titanicus-v1","unit":"reaver","location":"bas"}})");
  for (const char* key : {"armourUsed", "facing", "location", "structureLost", "destroyed"})
    CHECK(named[key] == chainfist[key]);
}
