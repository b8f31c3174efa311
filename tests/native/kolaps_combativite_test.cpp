// KOLAPS (seed 003): the determination of combativité (Loi 7-3 .. 7-8) against
// enumeration of the 6D6 and of the end-of-turn conscience roll.
#include <algorithm>

#include "brute.hpp"
#include "kolaps/combativite.hpp"

using namespace auspex::kolaps;

namespace {

// Loi 7-3, 4-8, 7-8, 5-4, 5-5, 6-5, 6-9, 6-13, 6-18 and 9-30, die by die.
int determine(const Determination& d, const std::function<int()>& roll) {
  int points = 0;
  for (int i = 0; i < 6; ++i) points += roll() >= d.rank;  // rank 1: every die
  int penalty = (d.fatigue >= 5) + (d.fatigue >= 6);
  penalty += static_cast<int>(d.health);  // indemne 0, LB 1, B 2, EC 3
  if (d.sonne == Stunned::yes) penalty += 1;
  if (d.sonne == Stunned::conscience && d.rank > 1 && roll() < d.rank) penalty += 1;
  return std::min(points + d.prepared - penalty, 6);
}

}  // namespace

TEST_CASE("combativité matches enumeration", "[kolaps][brute]") {
  const int rank = GENERATE(1, 2, 3, 4, 5);
  const auto [fatigue, health, sonne, prepared] =
      GENERATE(std::tuple{0, Health::indemne, Stunned::no, 0},
               std::tuple{5, Health::legerement_blesse, Stunned::no, 0},
               std::tuple{6, Health::blesse, Stunned::yes, 0},
               std::tuple{9, Health::etat_critique, Stunned::conscience, 0},
               std::tuple{4, Health::indemne, Stunned::conscience, 3},
               std::tuple{6, Health::etat_critique, Stunned::yes, 2},
               std::tuple{0, Health::indemne, Stunned::no, 3});
  Determination d;
  d.rank = rank;
  d.fatigue = fatigue;
  d.health = health;
  d.sonne = sonne;
  d.prepared = prepared;
  if (rank == 1 && sonne == Stunned::yes) d.sonne = Stunned::no;  // a rank 1 never fails
  brute::Table t;
  brute::forEachPath(
      6, [&](const std::function<int()>& roll) { return determine(d, roll); },
      [&](int v, double w) { t.add(v, w); });
  INFO("rank " << rank << " fatigue " << fatigue << " health " << static_cast<int>(health));
  brute::requireSame(combativite(d), t);
}

TEST_CASE("Loi 7-8: a rank 1 always has its 6 points before adjustments", "[kolaps]") {
  Determination d;
  d.rank = 1;
  CHECK(combativite(d).at(6) == 1.0);
  d.fatigue = 6;
  d.health = Health::etat_critique;
  d.sonne = Stunned::conscience;  // never fails at rank 1
  CHECK(combativite(d).at(1) == 1.0);
}

TEST_CASE("penalties of fatigue and health", "[kolaps]") {
  CHECK(fatiguePenalty(4) == 0);
  CHECK(fatiguePenalty(5) == 1);  // 5-4
  CHECK(fatiguePenalty(6) == 2);  // 5-5
  CHECK(fatiguePenalty(9) == 2);  // no law for the 7th point and beyond
  CHECK(healthPenalty(Health::blesse) == 2);
  CHECK(conscienceFailChance(5) == Approx(4.0 / 6));
  CHECK(conscienceFailChance(1) == 0.0);
}

TEST_CASE("Loi 9-30: prepared points are capped at 6 after the penalties", "[kolaps]") {
  Determination d;
  d.rank = 2;
  d.prepared = 3;
  const auto c = combativite(d);
  CHECK(c.hi() == 6);
  CHECK(c.at(6) == Approx(1.0 - std::pow(1.0 / 6, 6) * (1 + 6 * 5 + 15 * 25)));  // >= 3 of 6 at 2+
}

TEST_CASE("the worst case goes below -6", "[kolaps]") {
  Determination d;
  d.rank = 5;
  d.fatigue = 6;
  d.health = Health::etat_critique;
  d.sonne = Stunned::yes;
  const auto c = combativite(d);  // 6D6 at 5+ minus 6
  CHECK(c.lo() == -6);
  CHECK(c.at(-6) == Approx(std::pow(4.0 / 6, 6)));
  CHECK(std::string(negativeEffects[5]) == "rejoint_l_adversaire");
}
