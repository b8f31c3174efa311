// AT-44 templates (tir indirect, projection) and the direct-shot skills
// Sniper and Tir verrouillé: exact answers against enumeration of every die.
#include <algorithm>
#include <tuple>

#include "at44/attack.hpp"
#include "at44/template.hpp"
#include "brute.hpp"

using namespace auspex::at44;

TEST_CASE("Tir indirect, seed example: 3 Sierps, 2 mortars each, 4 of 6 dice hit",
          "[at44][at44-template][seed]") {
  // "4 réussites donnent un gabarit de 10cm de rayon qui infligera deux
  // impacts par combattant, les deux ratés feront dévier ce gabarit de 6cm".
  const Growth g = templateOf(4, 4);
  CHECK(g.radiusCm == 10);
  CHECK(g.impacts == 2);
  CHECK(kDriftCmPerDie * (6 - 4) == 6);
  // AIRE 4 cm is the one whole AIRE that gives this template (AIRE 3: 10 cm
  // and one impact; AIRE 5: 10 cm and three impacts).
  for (int aire = 1; aire <= kMaxRadiusCm; ++aire) {
    INFO("AIRE " << aire);
    const Growth h = templateOf(4, aire);
    CHECK((h.radiusCm == 10 && h.impacts == 2) == (aire == 4));
  }
}

TEST_CASE("Tir indirect: template growth, then impacts", "[at44][at44-template]") {
  CHECK(templateOf(0, 4).radiusCm == 0);
  CHECK(templateOf(0, 4).impacts == 0);
  CHECK(templateOf(1, 4).radiusCm == 4);  // the first success: a template of radius AIRE
  CHECK(templateOf(1, 4).impacts == 1);
  CHECK(templateOf(2, 4).radiusCm == 8);
  CHECK(templateOf(3, 4).radiusCm == 10);  // 12, capped at 10 cm
  CHECK(templateOf(3, 4).impacts == 1);
  CHECK(templateOf(6, 4).impacts == 4);
  CHECK(templateOf(3, 10).impacts == 3);  // already at 10 cm: every success beyond adds one
  CHECK(templateOf(3, 5).radiusCm == 10);
  CHECK(templateOf(3, 5).impacts == 2);
}

namespace {

// One salvo rolled die by die: hit dice (re-rolls on failures), then one
// damage die per impact on each model under the template (Concentration
// re-rolls a failed one). Returns successes, radius, impacts, drifting dice,
// casualties.
template <class Roll>
std::tuple<int, int, int, int, int> rollSalvo(Roll& roll, const TemplateAttack& a, int hitNeeded,
                                              int damageNeeded, int under) {
  const int n = a.attackers * a.cadence;
  int s = 0;
  if (a.projection) {
    s = a.attackers;
  } else {
    int rerolls = a.attackers * (a.rerolls + (a.feuAVolonte ? 1 : 0));
    for (int i = 0; i < n; ++i) {
      bool hit = roll() >= hitNeeded;
      if (!hit && rerolls > 0) {
        --rerolls;
        hit = roll() >= hitNeeded;
      }
      s += hit;
    }
  }
  if (s == 0) return {0, 0, 0, 0, 0};
  const Growth g = a.projection ? Growth{std::min(a.aire, 10), a.attackers} : templateOf(s, a.aire);
  int dead = 0;
  for (int m = 0; m < under; ++m) {
    bool killed = false;
    for (int k = 0; k < g.impacts; ++k) {
      bool pass = roll() >= damageNeeded;
      if (!pass && a.concentration) pass = roll() >= damageNeeded;
      killed = killed || pass;
    }
    dead += killed;
  }
  return {s, g.radiusCm, g.impacts, a.projection ? 0 : n - s, dead};
}

void checkAgainstEnumeration(const TemplateAttack& a, const TemplateTarget& t, int hitNeeded,
                             int damageNeeded) {
  brute::Table successes, radius, impacts, drift, casualties;
  double pinned = 0.0;
  brute::forEachPath(
      6, [&](auto& roll) { return rollSalvo(roll, a, hitNeeded, damageNeeded, t.under); },
      [&](const std::tuple<int, int, int, int, int>& o, double w) {
        const auto [s, r, k, d, c] = o;
        successes.add(s, w);
        radius.add(r, w);
        impacts.add(k, w);
        drift.add(d, w);
        casualties.add(c, w);
        if (s > 0 && 2 * t.under >= t.models) pinned += w;
      });
  const TemplateOutcome o = resolveTemplate(a, t);
  REQUIRE(o.hit.needed == (a.projection ? 1 : hitNeeded));
  REQUIRE(o.damage.needed == damageNeeded);
  if (!a.projection) brute::requireSame(o.successes, successes);
  brute::requireSame(o.radius, radius);
  brute::requireSame(o.impactsPerModel, impacts);
  brute::requireSame(o.driftDice, drift);
  brute::requireSame(o.casualties, casualties);
  REQUIRE(o.pinned == Approx(pinned).margin(1e-12));
}

}  // namespace

TEST_CASE("Tir indirect matches enumeration of every die", "[at44][at44-template][brute]") {
  // PRE 4 - range 2: 3+ to hit; PEN 4 - ARM 5: 4+ to damage.
  const auto [attackers, cadence, rerolls, aire, under] =
      GENERATE(std::tuple{1, 2, 1, 10, 2}, std::tuple{2, 1, 0, 10, 2}, std::tuple{1, 3, 0, 4, 1},
               std::tuple{1, 4, 0, 4, 1}, std::tuple{3, 1, 1, 3, 1}, std::tuple{1, 2, 0, 5, 0});
  const bool concentration = GENERATE(false, true);
  const int models = GENERATE(2, 3);
  TemplateAttack a;
  a.pre = 4;
  a.range = 2;
  a.attackers = attackers;
  a.cadence = cadence;
  a.rerolls = rerolls;
  a.pen = 4;
  a.aire = aire;
  a.concentration = concentration && under < 2;  // keeps the enumeration small
  TemplateTarget t;
  t.arm = 5;
  t.models = models;
  t.under = under;
  INFO(attackers << " attackers, cadence " << cadence << ", rerolls " << rerolls << ", AIRE "
                 << aire << ", " << under << " of " << models << " under");
  checkAgainstEnumeration(a, t, 3, 4);
}

TEST_CASE("Tir indirect with Feu à volonté matches enumeration", "[at44][at44-template][brute]") {
  TemplateAttack a;
  a.pre = 3;  // PRE 3 - range 3: 4+
  a.range = 3;
  a.attackers = 2;
  a.aire = 4;
  a.pen = 6;  // PEN 6 - ARM 3: 3+
  a.feuAVolonte = true;
  TemplateTarget t{.arm = 3, .models = 4, .under = 2};
  checkAgainstEnumeration(a, t, 4, 3);
}

TEST_CASE("Projection matches enumeration of every die", "[at44][at44-template][brute]") {
  const int templates = GENERATE(1, 2, 3);
  const int under = GENERATE(0, 1, 2);
  const bool concentration = GENERATE(false, true);
  TemplateAttack a;
  a.projection = true;
  a.attackers = templates;
  a.pen = 5;  // PEN 5 - ARM 5: 4+
  a.aire = 6;
  a.concentration = concentration && templates * under <= 4;
  TemplateTarget t{.arm = 5, .models = 3, .under = under};
  checkAgainstEnumeration(a, t, 1, 4);
  const TemplateOutcome o = resolveTemplate(a, t);
  CHECK(o.radius.at(6) == 1.0);
  CHECK(o.pinned == (under >= 2 ? 1.0 : 0.0));  // "au moins la moitié de l'unité"
}

TEST_CASE("a template on a vehicle: its impacts go through the vehicle chain",
          "[at44][at44-template]") {
  // One projection template on a vehicle is one automatic impact, as a
  // direct shot that always hits (PRE 6 at range 0) without cover.
  const Vehicle v{.chassis = 3, .propulsion = {2}, .weapons = {1, 1}};
  TemplateAttack a;
  a.projection = true;
  a.pen = 9;
  a.damage = 2;
  a.aire = 5;
  const TemplateOutcome o = resolveTemplate(a, {.arm = 8, .vehicle = v});
  const Outcome d =
      resolve({.pre = 6, .range = 0, .pen = 9, .damage = 2}, {.arm = 8, .vehicle = v});
  REQUIRE(o.vehicle);
  CHECK(o.vehicle->destroyed == Approx(d.vehicle->destroyed).margin(1e-12));
  CHECK(o.vehicle->chassisLost.mean() == Approx(d.vehicle->chassisLost.mean()).margin(1e-12));
  CHECK(o.vehicle->weaponsDestroyed == d.vehicle->weaponsDestroyed);
  CHECK(o.pinned == 0.0);  // "Les véhicules ne peuvent jamais être mis à terre"
}

TEST_CASE("Sniper and Tir verrouillé ignore cover; verrouillé hits on its fixed result",
          "[at44][at44-template][brute]") {
  const int cover = GENERATE(0, 5);
  const int needed = GENERATE(3, 5);
  // Two attackers with one re-roll each: enumerate hit dice then damage dice (4+).
  brute::Table unsaved, kills;
  brute::forEachPath(
      6,
      [&](auto& roll) {
        int rerolls = 2, hits = 0;
        for (int i = 0; i < 2; ++i) {
          bool hit = roll() >= needed;
          if (!hit && rerolls-- > 0) hit = roll() >= needed;
          hits += hit;
        }
        int dead = 0;
        for (int i = 0; i < hits; ++i) dead += roll() >= 4;
        return std::pair{hits, std::min(dead, 3)};
      },
      [&](const std::pair<int, int>& o, double w) {
        unsaved.add(o.first, w);
        kills.add(o.second, w);
      });
  // Sniper: PRE - range 2 gives the target (+3: 3+, -2: 5+); cover is ignored.
  const Attack sniper{.pre = needed == 3 ? 5 : 0,
                      .range = 2,
                      .attackers = 2,
                      .rerolls = 1,
                      .pen = 5,
                      .sniper = true};
  const Outcome s = resolve(sniper, {.arm = 5, .models = 3, .coverSave = cover});
  REQUIRE(s.hit.needed == needed);
  brute::requireSame(s.unsaved, unsaved);
  brute::requireSame(s.casualties, kills);

  Attack locked{.pre = 0, .range = 9, .attackers = 2, .rerolls = 1, .pen = 5, .locked = needed};
  const Outcome l = resolve(
      locked, {.arm = 5, .coverSave = cover, .vehicle = Vehicle{.chassis = 1, .propulsion = {0}}});
  REQUIRE(l.hit.needed == needed);  // whatever PRE and range
  brute::requireSame(l.unsaved, unsaved);
}
