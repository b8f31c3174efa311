// core/dice against brute-force enumeration of every face combination.
#include "brute.hpp"
#include "dice/chain.hpp"
#include "dice/dist.hpp"

using auspex::dice::Dist;

TEST_CASE("sums of dice match enumeration", "[dice]") {
  const int n = GENERATE(1, 2, 3, 4);
  const int sides = GENERATE(4, 6, 8);
  brute::Table t;
  brute::forEachThrow(n, sides, [&](const std::vector<int>& f, double p) {
    int s = 0;
    for (int x : f) s += x;
    t.add(s, p);
  });
  brute::requireSame(Dist::sumOfDice(n, sides), t);
}

TEST_CASE("2D6 is the triangle", "[dice]") {
  const Dist d = Dist::sumOfDice(2, 6);
  CHECK(d.lo() == 2);
  CHECK(d.hi() == 12);
  CHECK(d.at(7) == Approx(6.0 / 36));
  CHECK(d.atLeast(10) == Approx(6.0 / 36));
  CHECK(d.mean() == Approx(7.0));
}

TEST_CASE("differences of dice match enumeration", "[dice]") {
  brute::Table t;
  brute::forEachThrow(
      4, 6, [&](const std::vector<int>& f, double p) { t.add(f[0] + f[1] + f[2] - f[3], p); });
  brute::requireSame(Dist::sumOfDice(3, 6) - Dist::die(6), t);
}

TEST_CASE("success counts match enumeration for any per-die chance", "[dice]") {
  const int n = GENERATE(0, 1, 2, 3, 5);
  const int target = GENERATE(1, 2, 4, 6, 7);
  brute::Table t;
  brute::forEachThrow(n, 6, [&](const std::vector<int>& f, double p) {
    int s = 0;
    for (int x : f) s += x >= target;
    t.add(s, p);
  });
  brute::requireSame(Dist::binomial(n, auspex::dice::chanceAtLeast(target)), t);
}

TEST_CASE("binomial of many dice sums to one and has the right mean", "[dice]") {
  const Dist d = Dist::binomial(200, 1.0 / 6);
  CHECK(d.total() == Approx(1.0).margin(1e-12));
  CHECK(d.mean() == Approx(200.0 / 6));
  CHECK(d.hi() == 200);
  CHECK(d.at(200) > 0.0);
}

TEST_CASE("impossible counts are trimmed", "[dice]") {
  CHECK(Dist::binomial(5, 0.0).counts() == std::vector<double>{1.0});
  CHECK(Dist::binomial(3, 1.0).counts() == std::vector<double>{0.0, 0.0, 0.0, 1.0});
}

TEST_CASE("a random number of dice (D6 attacks) is a mixture", "[dice]") {
  // D6 dice, each hitting on 4+: enumerate the count die then the dice.
  brute::Table t;
  for (int n = 1; n <= 6; ++n)
    brute::forEachThrow(n, 6, [&](const std::vector<int>& f, double p) {
      int s = 0;
      for (int x : f) s += x >= 4;
      t.add(s, p / 6);
    });
  const Dist d = Dist::die(6).mix([](int n) { return Dist::binomial(n, 0.5); });
  brute::requireSame(d, t);
}

TEST_CASE("re-rolls of failed dice match enumeration", "[dice]") {
  const int n = GENERATE(1, 2, 3, 4);
  const int rerolls = GENERATE(0, 1, 2, 5);
  const int target = GENERATE(3, 5);
  // Roll n dice, then roll again min(failures, rerolls) dice: enumerate the
  // first throw and every possible second throw of up to n dice.
  brute::Table t;
  brute::forEachThrow(n, 6, [&](const std::vector<int>& f, double p) {
    int s = 0;
    for (int x : f) s += x >= target;
    const int again = std::min(n - s, rerolls);
    brute::forEachThrow(again, 6, [&](const std::vector<int>& g, double q) {
      int s2 = 0;
      for (int x : g) s2 += x >= target;
      t.add(s + s2, p * q);
    });
  });
  brute::requireSame(
      auspex::dice::successesWithRerolls(n, auspex::dice::chanceAtLeast(target), rerolls), t);
}

TEST_CASE("thinning keeps each item independently", "[dice]") {
  // 3 dice hit on 4+, each hit then saved on 5+: enumerate all six dice.
  brute::Table t;
  brute::forEachThrow(6, 6, [&](const std::vector<int>& f, double p) {
    int s = 0;
    for (int i = 0; i < 3; ++i) s += f[i] >= 4 && f[i + 3] < 5;
    t.add(s, p);
  });
  brute::requireSame(Dist::binomial(3, 0.5).thinned(4.0 / 6), t);
}

TEST_CASE("capping and mapping", "[dice]") {
  const Dist d = Dist::sumOfDice(2, 6).capped(4);
  CHECK(d.hi() == 4);
  CHECK(d.at(4) == Approx(33.0 / 36));
  CHECK(d.at(2) == Approx(1.0 / 36));
}

TEST_CASE("a chain resolves events one after the other", "[dice][chain]") {
  // State: points left 0..3; each event removes 1 on 3+ and 2 on a 6.
  const auspex::dice::Chain chain(4, [](int s, const auto& emit) {
    for (int face = 1; face <= 6; ++face) {
      const int loss = face == 6 ? 2 : face >= 3 ? 1 : 0;
      emit(std::max(0, s - loss), 1.0 / 6);
    }
  });
  const int events = GENERATE(0, 1, 2, 3, 4);
  brute::Table t;
  brute::forEachThrow(events, 6, [&](const std::vector<int>& f, double p) {
    int s = 3;
    for (int face : f) s = std::max(0, s - (face == 6 ? 2 : face >= 3 ? 1 : 0));
    t.add(s, p);
  });
  brute::requireSame(chain.afterEvents(3, Dist::constant(events)), t);
}
