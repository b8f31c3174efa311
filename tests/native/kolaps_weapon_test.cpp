// KOLAPS (seed 003), Loi 11: Tranchant, Pompe X, Contondant, Perçant,
// Pénétrant X and the protection's wear, against enumeration of every die the
// rules roll (action dice, re-rolls, opposition, protection, Inusable).
#include <algorithm>
#include <numeric>

#include "brute.hpp"
#include "kolaps/action.hpp"

using namespace auspex::kolaps;

namespace {

// The tables of Lois 9-11, 9-12, 9-13, 9-21, 9-19 (9-20), written again here.
int levelOf(Action a, int r) {
  static const int none = 99;
  const int bands[6][5] = {{0, 4, 5, 6, 9},       {0, 1, 3, 5, 7}, {0, 3, 6, 8, 10},
                           {none, none, 0, 3, 6}, {0, 1, 3, 5, 7}, {0, 1, 3, 5, 7}};
  const auto& b = bands[static_cast<int>(a)];
  int level = a == Action::bout_portant ? 2 : 0;  // the table's first line
  for (int l = 0; l < 5; ++l)
    if (b[l] != none && r >= b[l]) level = l;
  return level;
}

struct Path {
  int kind = 0;  // 0 failure, 1 mishap, 2 success
  int entry = 0;
  int level = 0;
  int points = 0;
  bool rise = false;
};

struct Case {
  Action action = Action::tir;
  int opposition = 0;
  Weapon weapon;
  int distance = 0;
  std::optional<Protection> protection;
};

// One action read die by die, the way the seed tells it.
Path play(const Case& c, const std::function<int()>& roll) {
  Path out;
  std::vector<int> d{roll(), roll(), roll()};
  const int ones = static_cast<int>(std::count(d.begin(), d.end(), 1));
  if (ones >= 2) {  // 9-10, 9-18
    out.kind = 1;
    out.entry = ones == 3 ? 1 : *std::find_if(d.begin(), d.end(), [](int x) { return x != 1; });
    return out;
  }
  const int x = c.weapon.pompe;
  const bool pompeNear = x > 0 && c.distance <= x;
  const bool pompeBeyond = x > 0 && c.distance > 2 * x;
  const auto lowest = [&]() { return std::min_element(d.begin(), d.end()); };
  if (pompeNear) {
    if (*lowest() <= 3) *lowest() = roll();  // the stated policy
  } else if (x > 0) {
    d.erase(std::max_element(d.begin(), d.end()));  // "on annule le dé le plus fort"
  }
  int opp = 0;
  for (int i = 0; i < c.opposition; ++i) opp += roll();
  if (std::accumulate(d.begin(), d.end(), 0) - opp < 6) return out;
  out.kind = 2;
  if (c.weapon.tranchant) *lowest() = roll();  // 11-15, after the success
  const int r = std::accumulate(d.begin(), d.end(), 0) - opp - 6;
  out.level = pompeBeyond ? 0 : levelOf(c.action, r);
  if (!c.protection || c.action == Action::bout_portant || out.level == 0) return out;
  const Protection& p = *c.protection;
  const int cls = p.defenceClass + p.penetration + c.weapon.penetrant + (c.weapon.percant ? 1 : 0) +
                  (x > 0 ? 1 : 0);
  if (roll() < cls) return out;  // 11-23: the D6 must reach the class
  int points = (c.weapon.contondant || pompeNear) ? 2 : 1;
  if (c.weapon.percant || (p.solide && out.level < 2)) points = 0;
  out.level = 0;
  out.points = points;
  int counter = p.impacts;
  for (int i = 0; i < points && !out.rise; ++i) {
    counter = std::min(counter + 1, 3);
    if (counter < 3) continue;
    if (!p.inusable || roll() < 4) out.rise = true;  // 11-25, 11-28
  }
  return out;
}

void requireAgrees(const Case& c) {
  double kinds[3] = {}, levels[5] = {}, entries[6] = {}, points[3] = {}, rise = 0;
  brute::forEachPath(
      6, [&](const std::function<int()>& roll) { return play(c, roll); },
      [&](const Path& p, double w) {
        kinds[p.kind] += w;
        if (p.kind == 1) entries[p.entry - 1] += w;
        if (p.kind == 2) levels[p.level] += w;
        points[p.points] += w;
        if (p.rise) rise += w;
      });
  Attack at;
  at.action = c.action;
  at.oppositionDice = c.opposition;
  at.weapon = c.weapon;
  at.distance = c.distance;
  at.protection = c.protection;
  const Outcome o = resolve(at);
  const double eps = 1e-12;
  REQUIRE(o.failure == Approx(kinds[0]).margin(eps));
  REQUIRE(o.mishap == Approx(kinds[1]).margin(eps));
  REQUIRE(o.success == Approx(kinds[2]).margin(eps));
  for (int l = 0; l < 5; ++l) REQUIRE(o.wounds[l] == Approx(levels[l]).margin(eps));
  for (int i = 0; i < 6; ++i)
    REQUIRE(o.mishapTable[i] == Approx(entries[i] / kinds[1]).margin(eps));
  for (int k = 0; k < 3; ++k) {
    INFO("impact points " << k);
    const double got = k < static_cast<int>(o.impactPoints.size()) ? o.impactPoints[k] : 0.0;
    REQUIRE(got == Approx(points[k]).margin(eps));
  }
  if (!o.impactPoints.empty()) REQUIRE((o.impactPoints.size() == 1 || o.impactPoints.back() > 0));
  REQUIRE(o.classIncrease == Approx(rise).margin(eps));
}

}  // namespace

TEST_CASE("Tranchant and Pompe bands match enumeration", "[kolaps][brute]") {
  const Action action = GENERATE(Action::tir_au_juge, Action::tir, Action::mitraillage,
                                 Action::bout_portant, Action::frapper);
  const int opposition = GENERATE(0, 1, 2);
  const bool tranchant = GENERATE(false, true);
  // (X, distance): none, re-roll (at X and below), cancel, cancel and stun only.
  const auto pompe =
      GENERATE(std::pair{0, 0}, std::pair{2, 0}, std::pair{2, 2}, std::pair{2, 4}, std::pair{1, 3});
  Case c;
  c.action = action;
  c.opposition = opposition;
  c.weapon.tranchant = tranchant;
  c.weapon.pompe = pompe.first;
  c.distance = pompe.second;
  INFO(actionName(action) << " opposition " << opposition << " tranchant " << tranchant << " pompe "
                          << pompe.first << " at " << pompe.second);
  requireAgrees(c);
}

TEST_CASE("protection, impact points and wear match enumeration", "[kolaps][brute]") {
  const Action action = GENERATE(Action::tir, Action::bout_portant, Action::frapper);
  const int trait = GENERATE(range(0, 6));  // plain, contondant, perçant, pénétrant 1,
                                            // pompe at X, pompe beyond X
  const int prot = GENERATE(range(0, 6));
  Case c;
  c.action = action;
  c.opposition = 1;
  c.weapon.contondant = trait == 1;
  c.weapon.percant = trait == 2;
  c.weapon.penetrant = trait == 3 ? 1 : 0;
  if (trait >= 4) {
    c.weapon.pompe = 1;
    c.distance = trait == 4 ? 1 : 2;
  }
  switch (prot) {
    case 0: c.protection = Protection{4, 0, false, false, 0}; break;
    case 1: c.protection = Protection{3, 0, false, false, 2}; break;
    case 2: c.protection = Protection{2, 0, true, false, 1}; break;    // solide
    case 3: c.protection = Protection{3, 0, false, true, 2}; break;    // inusable
    case 4: c.protection = Protection{1, 0, true, true, 3}; break;     // inusable at 3
    case 5: c.protection = Protection{-1, 1, false, false, 1}; break;  // always absorbs
  }
  INFO(actionName(action) << " trait " << trait << " protection " << prot);
  requireAgrees(c);
}

TEST_CASE("every trait at once matches enumeration", "[kolaps][brute]") {
  Case c;
  c.action = GENERATE(Action::tir, Action::mitraillage);
  c.opposition = 2;
  c.weapon.tranchant = true;
  c.weapon.contondant = true;
  c.weapon.penetrant = 1;
  c.weapon.pompe = 2;
  c.distance = GENERATE(1, 3);
  c.protection = Protection{2, 0, true, true, 2};
  requireAgrees(c);
}

TEST_CASE("Tranchant's lowest die is the best choice, threshold by threshold", "[kolaps]") {
  // For every throw and opposition total of a success, re-rolling the lowest
  // die gives P(sum >= t) at least as high as re-rolling any other die.
  for (int x = 1; x <= 6; ++x)
    for (int y = 1; y <= 6; ++y)
      for (int z = 1; z <= 6; ++z) {
        const std::array<int, 3> d{x, y, z};
        const int low = *std::min_element(d.begin(), d.end());
        const int sum = x + y + z;
        for (int j = 0; j < 3; ++j)
          for (int t = 3; t <= 18; ++t) {
            int best = 0, other = 0;
            for (int u = 1; u <= 6; ++u) {
              best += sum - low + u >= t;
              other += sum - d[j] + u >= t;
            }
            REQUIRE(best >= other);
          }
      }
}

TEST_CASE("Pompe's re-roll policy maximises the expected sum", "[kolaps]") {
  // Per throw: no re-roll, or re-roll die j; the policy (lowest die when it
  // shows 3 or less) is never beaten in expectation.
  for (int x = 1; x <= 6; ++x)
    for (int y = 1; y <= 6; ++y)
      for (int z = 1; z <= 6; ++z) {
        const std::array<int, 3> d{x, y, z};
        const int low = *std::min_element(d.begin(), d.end());
        const double sum = x + y + z;
        const double policy = low <= pompeRerollAtMost ? sum - low + 3.5 : sum;
        REQUIRE(policy >= sum);
        for (int j = 0; j < 3; ++j) REQUIRE(policy >= sum - d[j] + 3.5);
      }
}

TEST_CASE("Pompe and Tranchant never turn a throw into a double 1", "[kolaps]") {
  // The lowest die is the only 1 a throw without a double 1 can hold, so
  // re-rolling it cannot make a second 1: the mishap chance stays 16/216.
  Attack at;
  at.weapon.pompe = 3;
  at.weapon.tranchant = true;
  at.distance = 1;
  CHECK(resolve(at).mishap == Approx(16.0 / 216));
}

TEST_CASE("a Tranchant success stays a success below R+0", "[kolaps]") {
  // 2, 2, 3 against nothing: 7, R+1; re-rolling a 2 into a 1 gives 6, still R+0.
  CHECK(woundFor(Action::tir, -3) == sonne);
  CHECK(woundFor(Action::bout_portant, -1) == blesse);
}

TEST_CASE("wear: 3 impacts put the class up; Inusable holds on 4+", "[kolaps]") {
  Protection p{4, 0, false, false, 2};
  CHECK(classIncreaseChance({0.5, 0.5}, p) == Approx(0.5));
  p.impacts = 1;
  CHECK(classIncreaseChance({0.5, 0.0, 0.5}, p) == Approx(0.5));
  CHECK(classIncreaseChance({0.5, 0.5}, p) == Approx(0.0));
  p.inusable = true;
  p.impacts = 2;
  CHECK(classIncreaseChance({0.0, 0.0, 1.0}, p) == Approx(0.75));  // two rolls at 3
  p.impacts = 3;
  CHECK(classIncreaseChance({0.0, 1.0}, p) == Approx(0.5));
}

TEST_CASE("absorb targets of the traits", "[kolaps]") {
  const Protection p{4, 0, false, false, 0};
  CHECK(absorbTarget(p, Weapon{}) == 4);
  CHECK(absorbTarget(p, Weapon{false, 0, false, true, 0, false}) == 5);   // perçant
  CHECK(absorbTarget(p, Weapon{false, 2, false, false, 0, false}) == 5);  // pompe
  CHECK(absorbTarget(p, Weapon{false, 0, false, false, 2, false}) == 6);  // pénétrant 2
  CHECK(pompeBand(2, 2) == PompeBand::reroll);
  CHECK(pompeBand(2, 4) == PompeBand::cancelHighest);
  CHECK(pompeBand(2, 5) == PompeBand::cancelHighestStunOnly);
}
