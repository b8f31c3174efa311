// KOLAPS: Ground Zero (seed 003): the Solmeyer roll of Loi 8-9 / 8-10 and
// enumeration of the action dice, opposition dice and protection die.
#include "brute.hpp"
#include "kolaps/action.hpp"

using namespace auspex::kolaps;

TEST_CASE("Loi 8-9 and 8-10: Stefan Solmeyer fires at a Vampire", "[kolaps][seed]") {
  // 3, 2, 4: 9 >= 6, the tir succeeds...
  const Roll alone = readRoll({3, 2, 4}, {});
  CHECK(alone.success);
  CHECK(alone.result == 9);
  CHECK(woundFor(Action::tir, alone.r) == blesse);  // R = 3: "R+3 la cible est blessée"
  // ...but the Vampire takes cover (1 opposition die) and rolls a 4: 5 < 6.
  const Roll opposed = readRoll({3, 2, 4}, {4});
  CHECK_FALSE(opposed.success);
  CHECK_FALSE(opposed.mishap);
  CHECK(opposed.result == 5);
}

TEST_CASE("double 1 is a mishap read on the third die", "[kolaps]") {
  CHECK(readRoll({1, 1, 5}, {}).mishap);
  CHECK(readRoll({1, 5, 1}, {}).mishapEntry == 5);
  CHECK(readRoll({1, 1, 1}, {}).mishapEntry == 1);
  CHECK_FALSE(readRoll({1, 6, 6}, {}).mishap);
}

TEST_CASE("result bands of each action", "[kolaps]") {
  CHECK(woundFor(Action::tir, 0) == sonne);
  CHECK(woundFor(Action::tir, 1) == legerement_blesse);
  CHECK(woundFor(Action::tir, 7) == hors_combat);
  CHECK(woundFor(Action::tir_au_juge, 3) == sonne);
  CHECK(woundFor(Action::tir_au_juge, 5) == blesse);
  CHECK(woundFor(Action::mitraillage, 8) == etat_critique);
  CHECK(woundFor(Action::bout_portant, 0) == blesse);
  CHECK(woundFor(Action::bout_portant, 6) == hors_combat);
  CHECK(woundFor(Action::frapper, 4) == blesse);
}

TEST_CASE("Solmeyer's tir against one opposition die, as a distribution", "[kolaps]") {
  const Outcome o = resolve(Action::tir, 1, std::nullopt);
  CHECK(o.mishap == Approx(16.0 / 216));
  CHECK(o.success + o.mishap + o.failure == Approx(1.0));
  CHECK(o.mishapTable[0] == Approx(1.0 / 16));
  CHECK(o.mishapTable[5] == Approx(3.0 / 16));
}

TEST_CASE("every action matches enumeration", "[kolaps][brute]") {
  const Action action = GENERATE(Action::tir_au_juge, Action::tir, Action::mitraillage,
                                 Action::bout_portant, Action::frapper);
  const int opposition = GENERATE(0, 1, 2, 3);
  const int cls = GENERATE(0, 3, 5, 7);  // 0: no protection; 7: impossible
  std::optional<Protection> prot;
  if (cls > 0) prot = Protection{cls - 1, 1};
  double success = 0, mishap = 0, failure = 0;
  std::array<double, woundCount> wounds{};
  std::array<double, 6> table{};
  brute::forEachThrow(3 + opposition + 1, 6, [&](const std::vector<int>& f, double p) {
    const std::vector<int> opp(f.begin() + 3, f.begin() + 3 + opposition);
    const Roll r = readRoll({f[0], f[1], f[2]}, opp);
    if (r.mishap) {
      mishap += p;
      table[r.mishapEntry - 1] += p;
      return;
    }
    if (!r.success) {
      failure += p;
      return;
    }
    success += p;
    Wound w = woundFor(action, r.r);
    const int protDie = f.back();
    if (prot && action != Action::bout_portant && w > sonne &&
        protDie >= prot->defenceClass + prot->penetration)
      w = sonne;
    wounds[w] += p;
  });
  const Outcome o = resolve(action, opposition, prot);
  CHECK(o.success == Approx(success).margin(1e-12));
  CHECK(o.mishap == Approx(mishap).margin(1e-12));
  CHECK(o.failure == Approx(failure).margin(1e-12));
  for (int w = 0; w < woundCount; ++w) CHECK(o.wounds[w] == Approx(wounds[w]).margin(1e-12));
  for (int i = 0; i < 6; ++i) CHECK(o.mishapTable[i] == Approx(table[i] / mishap).margin(1e-12));
}
