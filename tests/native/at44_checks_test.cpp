// AT-44 (seed 004): the tests that are not attacks (Moral, Autorité,
// Écrasement) against enumeration of their dice.
#include "at44/authority.hpp"
#include "at44/crush.hpp"
#include "at44/morale.hpp"
#include "brute.hpp"

using namespace auspex::at44;

TEST_CASE("Moral: MOR + grade + objective - earlier tests against 8", "[at44]") {
  // MOR 8 alone: difference 0, 4+.
  CHECK(testMorale({.mor = 8}).target.label() == "4+");
  CHECK(testMorale({.mor = 8}).pass == Approx(0.5));
  // MOR 5, a grade 2 officer, on an objective, second test: 5 + 2 + 1 - 1 = 7, 4+.
  const MoraleOutcome o =
      testMorale({.mor = 5, .officerGrade = 2, .objective = true, .earlierTests = 1});
  CHECK(o.morale == 7);
  CHECK(o.target.label() == "4+");
  // 10: +2, 3+; 14: automatic; 2: -6, impossible.
  CHECK(testMorale({.mor = 6, .officerGrade = 4}).target.label() == "3+");
  CHECK(testMorale({.mor = 14}).target.label() == "auto");
  CHECK(testMorale({.mor = 2}).pass == 0.0);
  // Nerfs d'acier: every Moral test passes.
  CHECK(testMorale({.mor = 2, .nervesOfSteel = true}).pass == 1.0);
  // Against one die, for every Moral.
  for (int mor = 0; mor <= 20; ++mor) {
    double pass = 0.0;
    const int d = mor - 8;
    brute::forEachThrow(1, 6, [&](const std::vector<int>& f, double p) {
      const bool ok = d >= 6 || (d >= -5 && f[0] >= (d <= -4   ? 6
                                                     : d <= -2 ? 5
                                                     : d <= 1  ? 4
                                                     : d <= 3  ? 3
                                                               : 2));
      pass += ok ? p : 0.0;
    });
    INFO("MOR " << mor);
    CHECK(testMorale({.mor = mor}).pass == Approx(pass).margin(1e-12));
  }
}

TEST_CASE("Autorité: D6 + AUT + PC bid each, the higher wins", "[at44][brute]") {
  // The seed's example: player 1 bids 1 PC, player 2 bids 2, same AUT.
  const AuthorityOutcome ex = testAuthority({.aut = 3, .bid = 1}, {.aut = 3, .bid = 2});
  CHECK(ex.firstAhead == Approx(10.0 / 36));
  CHECK(ex.tie == Approx(5.0 / 36));
  CHECK(ex.firstWins == Approx(10.0 / 31));
  for (int lead = -7; lead <= 7; ++lead) {
    const Commander first{.aut = 3 + std::max(lead, 0), .bid = 1};
    const Commander second{.aut = 3 + std::max(-lead, 0), .bid = 1};
    double ahead = 0, tie = 0, behind = 0;
    brute::forEachThrow(2, 6, [&](const std::vector<int>& f, double p) {
      const int x = f[0] + first.aut + first.bid, y = f[1] + second.aut + second.bid;
      (x > y ? ahead : x == y ? tie : behind) += p;
    });
    // Ties rolled again: enumerate the first rounds; what is left is below tie^rounds.
    double wins = 0.0, stillTied = 1.0;
    for (int round = 0; round < 12; ++round) {
      wins += stillTied * ahead;
      stillTied *= tie;
    }
    const AuthorityOutcome o = testAuthority(first, second);
    INFO("lead " << lead);
    CHECK(o.firstAhead == Approx(ahead).margin(1e-12));
    CHECK(o.tie == Approx(tie).margin(1e-12));
    CHECK(o.secondAhead == Approx(behind).margin(1e-12));
    CHECK(o.firstWins == Approx(wins).margin(1e-9));
  }
  CHECK(testAuthority({.aut = 9}, {.aut = 2, .bid = 1}).firstWins == 1.0);
}

TEST_CASE("Écrasement: 5+ for a free model, 3+ engaged or knocked down", "[at44][brute]") {
  for (int free = 0; free <= 3; ++free) {
    for (int engaged = 0; engaged <= 3; ++engaged) {
      brute::Table want;
      brute::forEachThrow(free + engaged, 6, [&](const std::vector<int>& f, double p) {
        int dead = 0;
        for (int i = 0; i < free + engaged; ++i) dead += f[i] >= (i < free ? 5 : 3);
        want.add(dead, p);
      });
      INFO(free << " free, " << engaged << " engaged");
      brute::requireSame(crushed(free, engaged), want);
    }
  }
  CHECK(crushed(6, 0).mean() == Approx(2.0));
  CHECK(crushed(0, 3).mean() == Approx(2.0));
}
