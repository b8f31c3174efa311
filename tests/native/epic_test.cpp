// Epic Escarmouches (seed 002): the Ork in a building, the 7+ rule, and
// enumeration of shooting and assault dice.
#include "brute.hpp"
#include "epic/attack.hpp"

using namespace auspex::epic;

TEST_CASE("Infanterie à couvert: a Marine shoots a boy Ork in a building", "[epic][seed]") {
  // Bâtiments: +1 to the save and +1 to hit. The Marine needs 6+ instead of
  // 5+, the Ork saves on 3+ instead of 4+.
  const ShootingOutcome o =
      shoot({.shots = 1, .toHit = 5}, {.save = 4, .coverToHit = 1, .saveBonus = 1, .models = 1});
  CHECK(o.needed == 6);
  CHECK(o.hit == Approx(1.0 / 6));
  CHECK(o.saved == Approx(4.0 / 6));
  CHECK(o.casualties.at(1) == Approx(1.0 / 18));
}

TEST_CASE("the 7+ rule: a 6 then 4+, 5+, 6+", "[epic]") {
  CHECK(hitChance(6) == Approx(1.0 / 6));
  CHECK(hitChance(7) == Approx(1.0 / 12));
  CHECK(hitChance(8) == Approx(1.0 / 18));
  CHECK(hitChance(9) == Approx(1.0 / 36));
  CHECK(hitChance(11) == Approx(1.0 / 36));
  CHECK(hitChance(1) == 1.0);
}

TEST_CASE("shooting matches enumeration", "[epic][brute]") {
  const int needed = GENERATE(3, 5, 7, 8, 9);
  const int saveModifier = GENERATE(0, -1, -2);
  const int shots = 3, save = 4, models = 2;
  brute::Table hits, unsaved, casualties;
  // Per shot: a to-hit die, a second die for 7+, a save die.
  brute::forEachThrow(3 * shots, 6, [&](const std::vector<int>& f, double p) {
    int h = 0, u = 0;
    for (int i = 0; i < shots; ++i) {
      const int d = f[3 * i], second = f[3 * i + 1], s = f[3 * i + 2];
      bool hit;
      if (needed <= 6)
        hit = d >= needed;
      else
        hit = d == 6 && second >= (needed == 7 ? 4 : needed == 8 ? 5 : 6);
      if (!hit) continue;
      ++h;
      if (s + saveModifier < save) ++u;
    }
    hits.add(h, p);
    unsaved.add(u, p);
    casualties.add(std::min(u, models), p);
  });
  const ShootingOutcome o = shoot({.shots = shots, .toHit = needed, .saveModifier = saveModifier},
                                  {.save = save, .models = models});
  brute::requireSame(o.hits, hits);
  brute::requireSame(o.unsaved, unsaved);
  brute::requireSame(o.casualties, casualties);
}

TEST_CASE("assault: ties are rolled again", "[epic][brute]") {
  const int fa = GENERATE(-2, 0, 1, 3);
  const int dice = GENERATE(2, 3);
  double win = 0, lose = 0;
  brute::forEachThrow(dice + 2, 6, [&](const std::vector<int>& f, double p) {
    int a = fa, b = 1;
    for (int i = 0; i < dice; ++i) a += f[i];
    b += f[dice] + f[dice + 1];
    if (a > b) win += p;
    if (a < b) lose += p;
  });
  CHECK(assault({fa, dice}, {1, 2}) == Approx(win / (win + lose)).margin(1e-12));
}

TEST_CASE("equal fighters win half the time", "[epic]") {
  CHECK(assault({2, 2}, {2, 2}) == Approx(0.5));
}
