// Epic Escarmouches (seed 002), "Combats Multiples" and the retreat's FA −2.
#include "brute.hpp"
#include "epic/multiple.hpp"

using namespace auspex::epic;

namespace {

// Chance that `attackerDice`D6 + attackerFa beats 2D6 + targetFa, ties
// rolled again, by enumeration of every die of one roll.
double attackerWins(int attackerDice, int attackerFa, int targetFa) {
  double win = 0, lose = 0;
  brute::forEachThrow(attackerDice + 2, 6, [&](const std::vector<int>& f, double p) {
    int a = attackerFa, t = targetFa + f[attackerDice] + f[attackerDice + 1];
    for (int i = 0; i < attackerDice; ++i) a += f[i];
    if (a > t) win += p;
    if (a < t) lose += p;
  });
  return win / (win + lose);
}

}  // namespace

TEST_CASE("multiple combats match enumeration", "[epic][multiple][brute]") {
  const int targetFa = GENERATE(-1, 2, 4);
  const std::vector<int> fa = {1, 0, 2};
  const MultipleOutcome o = multipleCombat(fa, targetFa);
  // Every sequence of combat results: the model fights attacker k only if it
  // beat the ones before; 2D6, then 3D6, then 4D6 for the attackers.
  brute::Table killed;
  double survives = 0;
  std::vector<double> killedBy(3, 0.0);
  for (int outcome = 0; outcome < 8; ++outcome) {
    double p = 1;
    int beaten = 0;
    bool dead = false;
    for (int k = 0; k < 3 && !dead; ++k) {
      const double w = attackerWins(k + 2, fa[k], targetFa);
      const bool attackerWon = (outcome >> k) & 1;
      p *= attackerWon ? w : 1 - w;
      if (attackerWon)
        dead = true;
      else
        ++beaten;
    }
    // Outcomes differing only after the model's death repeat the same path.
    const int fought = dead ? beaten + 1 : 3;
    if (outcome >> fought) continue;
    killed.add(beaten, p);
    if (dead) killedBy[beaten] += p;
    if (!dead) survives += p;
  }
  brute::requireSame(o.killed, killed);
  CHECK(o.survives == Approx(survives).margin(1e-12));
  for (int k = 0; k < 3; ++k) {
    CHECK(o.attackerWins[k] == Approx(attackerWins(k + 2, fa[k], targetFa)).margin(1e-12));
    CHECK(o.killedBy[k] == Approx(killedBy[k]).margin(1e-12));
  }
}

TEST_CASE("the second attacker's extra die helps it", "[epic][multiple]") {
  // Two Boy Orks (FA +1) against a Tactical Marine (FA +2).
  const MultipleOutcome o = multipleCombat({1, 1}, 2);
  CHECK(o.attackerWins[1] > o.attackerWins[0]);
  CHECK(o.killedBy[0] == Approx(o.attackerWins[0]));
  CHECK(o.killedBy[0] + o.killedBy[1] + o.survives == Approx(1.0).margin(1e-12));
}

TEST_CASE("a retreating formation fights at FA -2", "[epic][multiple]") {
  CHECK(assaultFactor(2, true) == 0);
  CHECK(assaultFactor(2, false) == 2);
}
