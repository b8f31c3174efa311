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

TEST_CASE("Feu à volonté: Storm Golems' Nanoblasters TIR 1/1 become TIR 1/2", "[at44][seed]") {
  // One more re-roll per weapon. With cadence 1 a Storm Golem's second
  // re-roll has no die left to re-roll (a re-rolled die is never re-rolled).
  Attack a{.pre = 3, .range = 1, .attackers = 5, .cadence = 1, .rerolls = 1, .pen = 5};
  const Defender t{.arm = 3, .models = 10};
  Attack feu = a;
  feu.feuAVolonte = true;
  Attack twice = a;
  twice.rerolls = 2;
  const Outcome o = resolve(feu, t);
  brute::Table same;
  for (int k = 0; k <= 5; ++k) same.add(k, resolve(twice, t).impacts.at(k));
  brute::requireSame(o.impacts, same);
  CHECK(o.impacts.at(5) == Approx(std::pow(8.0 / 9, 5)));
  // Without a re-roll of their own (TIR 2/0), the unit gets one per weapon:
  // TIR 2/1, up to 5 of the 10 dice rolled again.
  a.rerolls = 0;
  a.cadence = 2;
  feu = a;
  feu.feuAVolonte = true;
  twice = a;
  twice.rerolls = 1;
  const Outcome f = resolve(feu, t), r = resolve(twice, t);
  for (int k = 0; k <= 10; ++k) CHECK(f.impacts.at(k) == r.impacts.at(k));
  CHECK(f.impacts.mean() > resolve(a, t).impacts.mean());
}

TEST_CASE("Concentration and Feu à volonté match enumeration of every die", "[at44][brute]") {
  // Concentration: each failed damage test is rolled once more.
  const auto [attackers, cadence] = GENERATE(std::pair{1, 1}, std::pair{1, 2}, std::pair{2, 1});
  const int rerolls = GENERATE(0, 1);
  const bool feu = GENERATE(false, true);
  const bool concentration = GENERATE(false, true);
  const int models = GENERATE(1, 2);
  const Attack a{.pre = 4,
                 .range = 2,
                 .attackers = attackers,
                 .cadence = cadence,
                 .rerolls = rerolls,
                 .pen = 4,
                 .damage = 1,
                 .concentration = concentration,
                 .feuAVolonte = feu};
  const Defender t{.arm = 5, .models = models};
  // 3+ to hit, 4+ to damage.
  brute::Table impacts, casualties;
  const int n = attackers * cadence;
  brute::forEachThrow(n, 6, [&](const std::vector<int>& f, double p) {
    int hits = 0;
    for (int x : f) hits += x >= 3;
    const int again = std::min(n - hits, attackers * (rerolls + (feu ? 1 : 0)));
    brute::forEachThrow(again, 6, [&](const std::vector<int>& g, double q) {
      int total = hits;
      for (int x : g) total += x >= 3;
      brute::forEachThrow(total, 6, [&](const std::vector<int>& d, double r) {
        int dead = 0, failed = 0;
        for (int x : d) (x >= 4 ? dead : failed) += 1;
        brute::forEachThrow(concentration ? failed : 0, 6,
                            [&](const std::vector<int>& e, double s) {
                              int more = 0;
                              for (int x : e) more += x >= 4;
                              impacts.add(total, p * q * r * s);
                              casualties.add(std::min(dead + more, models), p * q * r * s);
                            });
      });
    });
  });
  const Outcome o = resolve(a, t);
  brute::requireSame(o.impacts, impacts);
  brute::requireSame(o.casualties, casualties);
  CHECK(o.damageChance == Approx(concentration ? 0.75 : 0.5));
}
