// Titanicus fire planner (kind "firePlan") against brute force: every plan
// enumerated by hand-written recursion, every die of every fire enumerated
// face by face, independently of the planner's code; and a ranking checked
// by hand (Volcano cannon against multilaser).
#include <algorithm>
#include <map>

#include "brute.hpp"
#include "calc/calc.hpp"
#include "dice/chain.hpp"
#include "load_rulesets.hpp"
#include "titanicus/planner.hpp"

using namespace auspex::titanicus;

namespace {

using Actions = std::vector<std::pair<int, bool>>;  // weapon, aimed

// Straight from the seeds: one die per attack die, one die per hit.
brute::Table simulate(const PlanRequest& q, const Actions& plan) {
  brute::Table lost;
  const Target& t = q.target;
  const int room = t.structure - t.structureLost;
  auto run = [&](const std::function<int()>& roll) {
    int up = t.shields, gone = 0;
    std::vector<int> used(q.weapons.size(), 0);
    for (const auto& [i, aimed] : plan) {
      const PlanWeapon& w = q.weapons[i];
      const Attack& a = w.attack;
      const int mod = a.modifier + (q.notMoved ? 1 : 0) + (aimed ? 1 : 0) - w.earlierUses - used[i];
      ++used[i];
      const int dice = a.randomDice ? roll() : a.dice;
      int hits = 0;
      for (int d = 0; d < dice; ++d) {
        const int face = roll();
        hits += face == 6 || (face != 1 && face + mod >= a.toHit);
      }
      for (int h = 0; h < hits; ++h) {
        const int face = roll();
        if (gone == room) continue;
        if (up > 0 && !a.ignoresShields) {
          int total = face + a.strength;
          if (q.edition == Edition::v2 && t.lostOnShields) total += t.structureLost + gone;
          // One shield per hit; with shieldDamage as many as the damage to armour.
          if (total >= t.shieldArmour)
            up = std::max(0, up - (t.shieldDamage ? std::max(1, total - t.shieldArmour) : 1));
          else if (a.titanWeapon && face == 6)
            --up;
          continue;
        }
        int total = face + a.strength;
        if (q.edition == Edition::v2) total += t.structureLost + gone;
        int dmg = 0;
        if (total >= t.armour)
          dmg = std::max(1, total - t.armour);
        else if ((a.titanWeapon && face == 6) || a.minOneDamage)
          dmg = 1;
        gone = std::min(room, gone + dmg);
      }
    }
    return gone;
  };
  brute::forEachPath(6, run, [&](int gone, double p) { lost.add(gone, p); });
  return lost;
}

// Every plan within the AP: each action fires a weapon, aimed (1 AP more) or not.
void everyPlan(const PlanRequest& q, Actions& prefix, int apLeft, std::vector<int>& used,
               std::vector<Actions>& out) {
  for (int i = 0; i < static_cast<int>(q.weapons.size()); ++i) {
    const PlanWeapon& w = q.weapons[i];
    if (w.oncePerTurn && used[i] + w.earlierUses > 0) continue;
    for (int aimed = 0; aimed <= 1; ++aimed) {
      if (aimed && w.cannotAim) continue;
      const int cost = w.apCost + aimed;
      if (cost > apLeft) continue;
      prefix.emplace_back(i, aimed == 1);
      ++used[i];
      out.push_back(prefix);
      everyPlan(q, prefix, apLeft - cost, used, out);
      --used[i];
      prefix.pop_back();
    }
  }
}

double goalOf(const PlanRequest& q, const brute::Table& lost) {
  const int room = q.target.structure - q.target.structureLost;
  if (q.goal == PlanGoal::destroy) return lost.at(room);
  double mean = 0.0;
  for (const auto& [v, p] : lost.p) mean += v * p;
  return mean;
}

void checkAgainstBrute(PlanRequest q) {
  q.top = 10;
  std::vector<Actions> plans;
  Actions prefix;
  std::vector<int> used(q.weapons.size(), 0);
  everyPlan(q, prefix, q.actionPoints, used, plans);
  std::map<Actions, brute::Table> table;
  double best = 0.0;
  for (const Actions& p : plans) {
    table[p] = simulate(q, p);
    best = std::max(best, goalOf(q, table[p]));
  }
  FirePlanner planner(q);
  planner.build();
  const PlanResult r = planner.search();
  REQUIRE(!r.plans.empty());
  CHECK(r.plansCompared <= static_cast<long long>(plans.size()));
  CHECK(planner.size().plans == r.plansCompared);
  const double top =
      q.goal == PlanGoal::destroy ? r.plans[0].destroyed : r.plans[0].structureLost.mean();
  CHECK(top == Approx(best).margin(1e-12));
  double previous = 1e9;
  for (const Plan& p : r.plans) {
    Actions a;
    int ap = 0;
    for (const PlanAction& x : p.actions) {
      a.emplace_back(x.fire, x.aimed);
      ap += q.weapons[x.fire].apCost + x.aimed;
    }
    INFO("plan of " << a.size() << " actions");
    REQUIRE(table.count(a) == 1);
    CHECK(p.apUsed == ap);
    brute::requireSame(p.structureLost, table[a]);
    CHECK(p.destroyed ==
          Approx(table[a].at(q.target.structure - q.target.structureLost)).margin(1e-12));
    const double value = goalOf(q, table[a]);
    CHECK(value <= previous + 1e-12);
    previous = value;
  }
}

PlanWeapon weapon(int dice, int strength, bool titan = true) {
  PlanWeapon w;
  w.attack = {.dice = dice, .toHit = 4, .strength = strength, .titanWeapon = titan};
  return w;
}

}  // namespace

TEST_CASE("fire plans match every plan enumerated die by die", "[planner][brute]") {
  const Edition ed = GENERATE(Edition::v1, Edition::v2);
  const PlanGoal goal = GENERATE(PlanGoal::destroy, PlanGoal::structure);
  SECTION("3 AP, two one-die weapons, shields up") {
    PlanRequest q{.edition = ed,
                  .actionPoints = 3,
                  .weapons = {weapon(1, 9), weapon(1, 4)},
                  .target = {.armour = 10, .structure = 3, .shields = 1},
                  .goal = goal};
    checkAgainstBrute(q);
  }
  SECTION("2 AP, two dice and one die, structure lost, not moved") {
    PlanRequest q{.edition = ed,
                  .actionPoints = 2,
                  .notMoved = true,
                  .weapons = {weapon(2, 5), weapon(1, 7)},
                  .target = {.armour = 11, .structure = 4, .structureLost = 1, .shields = 1},
                  .goal = goal};
    checkAgainstBrute(q);
  }
  SECTION("3 AP, two identical weapons (one stands for both)") {
    PlanRequest q{.edition = ed,
                  .actionPoints = 3,
                  .weapons = {weapon(1, 6), weapon(1, 6)},
                  .target = {.armour = 9, .structure = 2, .shields = 1},
                  .goal = goal};
    checkAgainstBrute(q);
  }
  SECTION("3 AP, no shields: v1 orders are equal") {
    PlanRequest q{.edition = ed,
                  .actionPoints = 3,
                  .weapons = {weapon(1, 8), weapon(1, 5, false)},
                  .target = {.armour = 10, .structure = 3},
                  .goal = goal};
    checkAgainstBrute(q);
  }
  SECTION("once per turn, cannot aim, 2 AP to fire, earlier uses, ignores shields") {
    PlanWeapon fist = weapon(1, 9);
    fist.oncePerTurn = true;
    PlanWeapon heavy = weapon(1, 8);
    heavy.apCost = 2;
    heavy.cannotAim = true;
    PlanWeapon trident = weapon(1, 7);
    trident.attack.ignoresShields = true;
    trident.earlierUses = 1;
    PlanRequest q{.edition = ed,
                  .actionPoints = 3,
                  .weapons = {fist, heavy, trident},
                  .target = {.armour = 11, .structure = 3, .shields = 1},
                  .goal = goal};
    checkAgainstBrute(q);
  }
  SECTION("3 AP, two identical weapons, one used before this activation") {
    PlanWeapon used = weapon(1, 6);
    used.earlierUses = 1;
    PlanRequest q{.edition = ed,
                  .actionPoints = 3,
                  .weapons = {weapon(1, 6), used},
                  .target = {.armour = 9, .structure = 2, .shields = 1},
                  .goal = goal};
    checkAgainstBrute(q);
    q.target.shields = 0;  // v1: orders equal as well
    checkAgainstBrute(q);
  }
  SECTION("shields by damage reading") {
    PlanRequest q{.edition = ed,
                  .actionPoints = 2,
                  .weapons = {weapon(1, 9), weapon(1, 8)},
                  .target = {.armour = 10, .structure = 2, .shields = 2, .shieldDamage = true},
                  .goal = goal};
    checkAgainstBrute(q);
  }
}

TEST_CASE("a one-fire plan of D6 dice is the single attack's answer", "[planner]") {
  // D6 attack dice are too many to enumerate over plans: one fire against resolve().
  PlanWeapon missiles = weapon(1, 5);
  missiles.attack.randomDice = true;
  PlanRequest q{.edition = Edition::v2,
                .actionPoints = 1,
                .weapons = {missiles},
                .target = {.armour = 10, .structure = 3, .shields = 2},
                .top = 1};
  FirePlanner planner(q);
  planner.build();
  const PlanResult r = planner.search();
  const Outcome o = resolve(Edition::v2, missiles.attack, q.target);
  for (int v = 0; v <= 3; ++v)
    CHECK(r.plans[0].structureLost.at(v) == Approx(o.structureLost.at(v)).margin(1e-12));
}

TEST_CASE("Volcano cannon or multilaser against shields down, by hand", "[planner]") {
  // Seed 000: Volcano Cannon 1xF9, Multilaser 6xF4, 4+ to hit; a Warhound's
  // HAUT, armour 10, 3 boxes, no shield up.
  PlanRequest q{.edition = Edition::v1,
                .actionPoints = 2,
                .weapons = {weapon(1, 9), weapon(6, 4)},
                .target = {.armour = 10, .structure = 3},
                .top = 3};
  // One Volcano fire hitting with chance p: 1D6+9 = 10,11 → 1; 12 → 2; 13+ → 3.
  auto volcano = [](double p) { return std::vector<double>{1 - p, p * 2 / 6, p / 6, p * 3 / 6}; };
  // Aimed (+1): 3+ to hit, destroyed 2/3 · 1/2 = 1/3.
  const double aimed = 2.0 / 3 * 3 / 6;
  // Twice: 4+ then 5+ (−1 for the second use); destroyed when the two make 3.
  const auto a = volcano(0.5), b = volcano(1.0 / 3);
  double twice = 0.0;
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      if (i + j >= 3) twice += a[i] * b[j];
  // The multilaser does 1 damage on a hit's 6 only (1D6+4 = 10): 3 of 6 dice.
  const double die = 0.5 / 6;
  double multi = 0.0;
  for (int k = 3; k <= 6; ++k) {
    double c = 1;
    for (int m = 0; m < k; ++m) c = c * (6 - m) / (m + 1);
    multi += c * std::pow(die, k) * std::pow(1 - die, 6 - k);
  }
  REQUIRE(twice > aimed);
  FirePlanner planner(q);
  planner.build();
  const PlanResult r = planner.search();
  REQUIRE(r.plans.size() == 3);
  // Volcano twice, then Volcano aimed (same AP, same destroyed chance class
  // but less), then one of the plans with the multilaser.
  CHECK(r.plans[0].actions.size() == 2);
  CHECK(r.plans[0].actions[0].fire == 0);
  CHECK(r.plans[0].actions[1].fire == 0);
  CHECK(r.plans[0].destroyed == Approx(twice).epsilon(1e-12));
  CHECK(r.plans[1].actions.size() == 1);
  CHECK(r.plans[1].actions[0].aimed);
  CHECK(r.plans[1].destroyed == Approx(aimed).epsilon(1e-12));
  CHECK(r.plans[2].destroyed > multi);  // Volcano and multilaser beats the multilaser alone
  q.actionPoints = 1;
  FirePlanner one(q);
  one.build();
  const PlanResult r1 = one.search();
  REQUIRE(r1.plans.size() == 2);
  CHECK(r1.plans[0].actions[0].fire == 0);
  CHECK(r1.plans[0].destroyed == Approx(0.25).epsilon(1e-12));
  CHECK(r1.plans[1].destroyed == Approx(multi).epsilon(1e-12));
}

TEST_CASE("with shields up the multilaser goes first", "[planner]") {
  PlanRequest q{.edition = Edition::v2,
                .actionPoints = 2,
                .weapons = {weapon(1, 9), weapon(6, 4)},
                .target = {.armour = 10, .structure = 3, .shields = 2},
                .top = 1};
  FirePlanner planner(q);
  planner.build();
  const PlanResult r = planner.search();
  REQUIRE(r.plans[0].actions.size() == 2);
  CHECK(r.plans[0].actions[0].fire == 1);
  CHECK(r.plans[0].actions[1].fire == 0);
}

TEST_CASE("firePlan requests: response, limits and errors", "[planner]") {
  using auspex::calc::calc;
  const auto ok = calc(
      R"({"system":"titanicus","kind":"firePlan","edition":"v1","actionPoints":2,"weapons":[{"dice":1,"toHit":4,"strength":9,"titanWeapon":true},{"dice":6,"toHit":4,"strength":4,"titanWeapon":true}],"target":{"armour":10,"structure":3},"top":2})");
  REQUIRE(ok.ok);
  const auto j = nlohmann::json::parse(ok.json);
  CHECK(j["plans"].size() == 2);
  CHECK(j["plans"][0]["apUsed"] == 2);
  CHECK(j["plans"][0]["actions"][0]["fire"] == 0);
  const auto big = calc(
      R"({"system":"titanicus","kind":"firePlan","edition":"v2","actionPoints":8,"weapons":[{"dice":1,"toHit":4,"strength":9},{"dice":6,"toHit":4,"strength":4},{"dice":4,"toHit":4,"strength":5},{"dice":2,"toHit":4,"strength":6},{"dice":"D6","toHit":4,"strength":5},{"dice":1,"toHit":4,"strength":7}],"target":{"armour":12,"structure":5,"shields":6}})");
  CHECK(!big.ok);
  CHECK(big.json.find(R"("path":"actionPoints")") != std::string::npos);
  const auto once = calc(
      R"({"system":"titanicus","kind":"firePlan","edition":"v1","actionPoints":2,"weapons":[{"dice":1,"toHit":4,"strength":9,"oncePerTurn":true,"earlierUses":1}],"target":{"armour":10,"structure":3}})");
  CHECK(once.json.find(R"("path":"weapons.0.earlierUses")") != std::string::npos);
  const auto none = calc(
      R"({"system":"titanicus","kind":"firePlan","edition":"v1","actionPoints":9,"weapons":[],"target":{"armour":10,"structure":3}})");
  CHECK(none.json.find(R"("path":"actionPoints")") != std::string::npos);
}

TEST_CASE("identical weapons used as often this turn are one: plans compared", "[planner]") {
  // Two Volcano cannons, the second fired once before this activation, 2 AP, shields up:
  // the 8 plans enumerated are A, A aimed, B, B aimed, A A, A B, B A, B B; after A both
  // weapons have fired once this turn, so A B (B at −1) is A A (A at −1): 7 compared.
  PlanWeapon first = weapon(1, 9), second = weapon(1, 9);
  second.earlierUses = 1;
  PlanRequest q{.edition = Edition::v2,
                .actionPoints = 2,
                .weapons = {first, second},
                .target = {.armour = 10, .structure = 3, .shields = 2}};
  FirePlanner planner(q);
  planner.build();
  CHECK(planner.size().plans == 7);
  CHECK(planner.search().plansCompared == 7);
  q.actionPoints = 3;  // 24 plans enumerated, 19 once the mirrors are left out
  FirePlanner three(q);
  three.build();
  CHECK(three.search().plansCompared == 19);
  q.edition = Edition::v1;  // v1 without shields: orders equal, 17 → 13
  q.target.shields = 0;
  FirePlanner v1(q);
  v1.build();
  CHECK(v1.search().plansCompared == 13);
  // The same by units: the Warlord's two Volcano cannons at a Warhound's haut, 2 shields up.
  loadAllRulesets();
  const auto reply = auspex::calc::calc(
      R"({"system":"titanicus","kind":"firePlan","actionPoints":2,"attacker":{"ruleset":"titanicus-v1","unit":"warlord-12","weapons":["volcano-cannon",{"id":"volcano-cannon","earlierUses":1}]},"target":{"ruleset":"titanicus-v1","unit":"warhound","location":"haut","shields":2}})");
  INFO(reply.json);
  REQUIRE(reply.ok);
  CHECK(nlohmann::json::parse(reply.json)["plansCompared"] == 7);
}

TEST_CASE("a spent once-per-turn weapon named by unit is refused at its own path", "[planner]") {
  loadAllRulesets();
  const auto reply = auspex::calc::calc(
      R"({"system":"titanicus","kind":"firePlan","actionPoints":2,"attacker":{"ruleset":"titanicus-v1","unit":"warlord-8","weapons":["volcano-cannon",{"id":"powerfist","earlierUses":1}]},"target":{"ruleset":"titanicus-v1","unit":"warhound","location":"haut"}})");
  REQUIRE_FALSE(reply.ok);
  const auto e = nlohmann::json::parse(reply.json).at("error");
  CHECK(e.at("path") == "attacker.weapons.1.earlierUses");
  CHECK(e.at("message") == "the weapon \"powerfist\" is used once per turn: it cannot fire again");
  CHECK(e.at("code") == "weapon.used");
  CHECK(e.at("fr") ==
        "l'arme \"powerfist\" ne sert qu'une fois par tour : elle ne peut plus tirer");
  // The raw form names its own field, with the same code.
  const auto raw = auspex::calc::calc(
      R"({"system":"titanicus","kind":"firePlan","edition":"v1","actionPoints":2,"weapons":[{"dice":1,"toHit":4,"strength":9},{"dice":1,"toHit":4,"strength":9,"oncePerTurn":true,"earlierUses":1}],"target":{"armour":10,"structure":3}})");
  REQUIRE_FALSE(raw.ok);
  const auto r = nlohmann::json::parse(raw.json).at("error");
  CHECK(r.at("path") == "weapons.1.earlierUses");
  CHECK(r.at("message") == "the weapon is used once per turn: it cannot fire again");
  CHECK(r.at("code") == "weapon.used");
  CHECK(r.at("fr") == "l'arme ne sert qu'une fois par tour : elle ne peut plus tirer");
}
