// AT-44 (seed 004): the universal table, the seed's worked examples, and
// enumeration of every shooting, re-roll, cover and damage die.
#include <cmath>

#include "at44/attack.hpp"
#include "brute.hpp"

using namespace auspex::at44;

TEST_CASE("the universal resolution table", "[at44]") {
  CHECK(universalTable(-7).label() == "impossible");
  CHECK(universalTable(-6).label() == "impossible");
  CHECK(universalTable(-5).label() == "6+");
  CHECK(universalTable(-4).label() == "6+");
  CHECK(universalTable(-3).label() == "5+");
  CHECK(universalTable(-2).label() == "5+");
  CHECK(universalTable(-1).label() == "4+");
  CHECK(universalTable(1).label() == "4+");
  CHECK(universalTable(2).label() == "3+");
  CHECK(universalTable(3).label() == "3+");
  CHECK(universalTable(4).label() == "2+");
  CHECK(universalTable(5).label() == "2+");
  CHECK(universalTable(6).label() == "auto");
  CHECK(universalTable(15).chance() == 1.0);
  CHECK(universalTable(-6).chance() == 0.0);
}

TEST_CASE("Exemple 1: 5 Steel troopers at 10 Krasny soldaty, range 1", "[at44][seed]") {
  // PRE 5 - portée 1 = +4: 2+ on 5 dice; PEN 5 - ARM 3 = +2: 3+.
  const Outcome o = resolve({.pre = 5, .range = 1, .attackers = 5, .cadence = 1, .pen = 5},
                            {.arm = 3, .models = 10});
  CHECK(o.hit.label() == "2+");
  CHECK(o.damage.label() == "3+");
  CHECK(o.impacts.mean() == Approx(5 * 5.0 / 6));
  CHECK(o.impacts.at(5) == Approx(std::pow(5.0 / 6, 5)));
  // Each die kills with 5/6 * 4/6.
  CHECK(o.casualties.mean() == Approx(5 * 5.0 / 6 * 4.0 / 6));
  CHECK(o.casualties.at(0) == Approx(std::pow(1 - 20.0 / 36, 5)));
}

TEST_CASE("Exemple 2: 5 Grim Golems in melee with 2 K-Burners", "[at44][seed]") {
  // PRE 6 - DEF 7 = -1: 4+ on 10 dice; PEN 7 - ARM 11 = -4: a 6.
  const Outcome o =
      resolve({.kind = Kind::melee, .pre = 6, .def = 7, .attackers = 5, .cadence = 2, .pen = 7},
              {.arm = 11, .models = 2});
  CHECK(o.hit.label() == "4+");
  CHECK(o.damage.label() == "6+");
  CHECK(o.impacts.mean() == Approx(5.0));
  CHECK(o.impacts.hi() == 10);
  CHECK(o.casualties.hi() == 2);  // never more than the 2 K-Burners
  CHECK(o.casualties.at(0) == Approx(std::pow(1 - 1.0 / 12, 10)));
}

TEST_CASE("Storm Golems: 5 Nanoblasters at range 1 with 5 re-rolls", "[at44][seed]") {
  // PRE 3 - portée 1 = +2: 3+ on 5 dice, up to 5 failed dice rolled again:
  // each die hits with 2/3 + 1/3 * 2/3 = 8/9.
  const Outcome o =
      resolve({.pre = 3, .range = 1, .attackers = 5, .cadence = 1, .rerolls = 1, .pen = 5},
              {.arm = 3, .models = 10});
  CHECK(o.hit.label() == "3+");
  CHECK(o.impacts.at(5) == Approx(std::pow(8.0 / 9, 5)));
  CHECK(o.impacts.mean() == Approx(5 * 8.0 / 9));
}

TEST_CASE("automatic and impossible tests", "[at44]") {
  const Outcome autoHit = resolve({.pre = 8, .range = 1, .attackers = 3, .cadence = 2, .pen = 18},
                                  {.arm = 3, .models = 4});
  CHECK(autoHit.hit.label() == "auto");
  CHECK(autoHit.damage.label() == "auto");
  CHECK(autoHit.impacts.at(6) == 1.0);
  CHECK(autoHit.casualties.at(4) == 1.0);
  const Outcome none = resolve({.pre = 1, .range = 7, .attackers = 3, .pen = 5}, {.arm = 3});
  CHECK(none.hit.label() == "impossible");
  CHECK(none.casualties.at(0) == 1.0);
}

TEST_CASE("shooting matches enumeration of every die", "[at44][brute]") {
  // (attackers, cadence) with at most 2 dice: enumeration grows as 6^(4 x dice).
  const auto [attackers, cadence] = GENERATE(std::pair{1, 1}, std::pair{1, 2}, std::pair{2, 1});
  const int rerolls = GENERATE(0, 1);
  const int cover = GENERATE(0, 5, 3);
  const int models = GENERATE(1, 3);
  const Attack a{.pre = 4,
                 .range = 2,
                 .attackers = attackers,
                 .cadence = cadence,
                 .rerolls = rerolls,
                 .pen = 4,
                 .damage = 2};
  const Defender t{.arm = 5, .models = models, .coverSave = cover};
  // 3+ to hit (difference +2), 4+ to damage (difference -1).
  brute::Table impacts, unsaved, casualties;
  const int n = attackers * cadence;
  brute::forEachThrow(n, 6, [&](const std::vector<int>& f, double p) {
    int hits = 0;
    for (int x : f) hits += x >= 3;
    const int again = std::min(n - hits, attackers * rerolls);
    brute::forEachThrow(again, 6, [&](const std::vector<int>& g, double q) {
      int total = hits;
      for (int x : g) total += x >= 3;
      brute::forEachThrow(total, 6, [&](const std::vector<int>& c, double r) {
        int kept = 0;
        for (int x : c) kept += cover == 0 || x < cover;
        brute::forEachThrow(kept, 6, [&](const std::vector<int>& d, double s) {
          int dead = 0;
          for (int x : d) dead += x >= 4;
          const double w = p * q * r * s;
          impacts.add(total, w);
          unsaved.add(kept, w);
          casualties.add(std::min(dead, models), w);
        });
      });
    });
  });
  const Outcome o = resolve(a, t);
  brute::requireSame(o.impacts, impacts);
  brute::requireSame(o.unsaved, unsaved);
  brute::requireSame(o.casualties, casualties);
}
