// Titanicus (seeds 000 and 001) against enumeration of every attack die and
// every shield / damage die, and against hand-worked cases.
#include "brute.hpp"
#include "titanicus/attack.hpp"

using namespace auspex::titanicus;

namespace {

struct Brute {
  brute::Table hits, shieldsDown, lost;
};

// Straight from the seeds: attack dice, then each hit in turn rolls one die.
Brute enumerate(Edition ed, const Attack& a, const Target& t) {
  Brute b;
  const int room = t.structure - t.structureLost;
  auto run = [&](int n, double weight) {
    brute::forEachThrow(n, 6, [&](const std::vector<int>& f, double p) {
      int k = 0;
      for (int face : f) k += face == 6 || (face != 1 && face + a.modifier >= a.toHit);
      brute::forEachThrow(k, 6, [&](const std::vector<int>& g, double q) {
        int up = a.ignoresShields ? 0 : t.shields, lost = 0;
        for (int face : g) {
          if (lost == room) break;
          if (up > 0) {
            if (face + a.strength >= t.shieldArmour || (a.titanWeapon && face == 6)) --up;
            continue;
          }
          int total = face + a.strength + (ed == Edition::v2 ? t.structureLost + lost : 0);
          int dmg = 0;
          if (total >= t.armour)
            dmg = std::max(1, total - t.armour);
          else if ((a.titanWeapon && face == 6) || a.minOneDamage)
            dmg = 1;
          lost = std::min(room, lost + dmg);
        }
        const double w = weight * p * q;
        b.hits.add(k, w);
        b.shieldsDown.add((a.ignoresShields ? 0 : t.shields) - up, w);
        b.lost.add(lost, w);
      });
    });
  };
  if (a.randomDice)
    for (int n = 1; n <= 6; ++n) run(n, 1.0 / 6);
  else
    run(a.dice, 1.0);
  return b;
}

void check(Edition ed, const Attack& a, const Target& t) {
  const Outcome o = resolve(ed, a, t);
  const Brute b = enumerate(ed, a, t);
  brute::requireSame(o.hits, b.hits);
  brute::requireSame(o.shieldsDown, b.shieldsDown);
  brute::requireSame(o.structureLost, b.lost);
  REQUIRE(o.destroyed == Approx(b.lost.at(t.structure - t.structureLost)).margin(1e-12));
}

}  // namespace

TEST_CASE("to hit: a 1 always misses, a 6 always hits", "[titanicus]") {
  CHECK(hitChance(4, 0) == Approx(3.0 / 6));
  CHECK(hitChance(4, 1) == Approx(4.0 / 6));
  CHECK(hitChance(2, 3) == Approx(5.0 / 6));   // the 1 still misses
  CHECK(hitChance(4, -4) == Approx(1.0 / 6));  // the 6 still hits
  CHECK(hitChance(12, 0) == Approx(1.0 / 6));
}

TEST_CASE("Volcano cannon at a Warhound, worked by hand", "[titanicus]") {
  // 1xF9 hitting on 4+, armour 10, 3 boxes, no shield (seed 000):
  // 1D6+9 = 10, 11, 12, 13, 14, 15 -> 1, 1, 2, 3, 4, 5 damage.
  Attack a{.dice = 1, .toHit = 4, .strength = 9, .titanWeapon = true};
  Target t{.armour = 10, .structure = 3};
  const Outcome o = resolve(Edition::v1, a, t);
  CHECK(o.structureLost.at(0) == Approx(1.0 / 2));
  CHECK(o.structureLost.at(1) == Approx(1.0 / 2 * 2 / 6));
  CHECK(o.structureLost.at(2) == Approx(1.0 / 2 * 1 / 6));
  CHECK(o.structureLost.at(3) == Approx(1.0 / 2 * 3 / 6));
  CHECK(o.destroyed == Approx(0.25));
}

TEST_CASE("v2 adds structure already lost to the damage roll", "[titanicus]") {
  // Plasma cannon F7 at armour 12 with 2 boxes lost: 1D6+7+2 >= 12 on 3+.
  Attack a{.dice = 1, .toHit = 1, .strength = 7, .titanWeapon = false};
  Target t{.armour = 12, .structure = 5, .structureLost = 2};
  CHECK(resolve(Edition::v2, a, t).structureLost.at(0) == Approx(1.0 - 5.0 / 6 * 4.0 / 6));
  CHECK(resolve(Edition::v1, a, t).structureLost.at(0) == Approx(1.0 - 5.0 / 6 * 2.0 / 6));
}

TEST_CASE("shields take one hit each on 1D6+F >= shield armour", "[titanicus]") {
  // Gatling blaster 4xF5 at a titan with 2 shields (armour 8): a shield falls on 3+.
  Attack a{.dice = 2, .toHit = 1, .strength = 5, .titanWeapon = false};
  a.modifier = 6;  // every die but the 1 hits
  Target t{.armour = 10, .structure = 3, .shields = 2};
  const Outcome o = resolve(Edition::v1, a, t);
  CHECK(o.hits.at(2) == Approx(25.0 / 36));
  CHECK(o.shieldsDown.at(2) == Approx(25.0 / 36 * 4.0 / 9));
  CHECK(o.structureLost.at(0) == Approx(1.0));
}

TEST_CASE("every rule matches enumeration", "[titanicus][brute]") {
  const Edition ed = GENERATE(Edition::v1, Edition::v2);
  const bool titan = GENERATE(false, true);
  SECTION("armour and structure") {
    const int str = GENERATE(2, 5, 9);
    check(ed, {.dice = 3, .toHit = 4, .strength = str, .titanWeapon = titan},
          {.armour = 10, .structure = 3});
  }
  SECTION("shields, VSG armour 10") {
    const int shieldArmour = GENERATE(8, 10);
    check(ed, {.dice = 4, .toHit = 3, .modifier = -1, .strength = 4, .titanWeapon = titan},
          {.armour = 9, .structure = 2, .shields = 2, .shieldArmour = shieldArmour});
  }
  SECTION("structure already lost") {
    check(ed, {.dice = 3, .toHit = 4, .modifier = 1, .strength = 6, .titanWeapon = titan},
          {.armour = 12, .structure = 5, .structureLost = 3, .shields = 1});
  }
  SECTION("Quake cannon's minimum damage") {
    check(ed, {.dice = 2, .toHit = 4, .strength = 2, .titanWeapon = titan, .minOneDamage = true},
          {.armour = 12, .structure = 3, .shields = 1});
  }
  SECTION("Trident ignores shields") {
    check(ed, {.dice = 2, .toHit = 4, .strength = 7, .titanWeapon = titan, .ignoresShields = true},
          {.armour = 11, .structure = 4, .shields = 3});
  }
  SECTION("D6 attack dice") {
    check(ed, {.randomDice = true, .toHit = 5, .strength = 5, .titanWeapon = titan},
          {.armour = 8, .structure = 2, .shields = 1});
  }
}

TEST_CASE("a large attack stays a distribution", "[titanicus]") {
  const Outcome o =
      resolve(Edition::v2, {.dice = 200, .toHit = 4, .strength = 4, .titanWeapon = true},
              {.armour = 12, .structure = 50, .shields = 20, .shieldArmour = 10});
  CHECK(o.hits.total() == Approx(1.0).margin(1e-9));
  CHECK(o.structureLost.total() == Approx(1.0).margin(1e-9));
  CHECK(o.shieldsDown.total() == Approx(1.0).margin(1e-9));
}
