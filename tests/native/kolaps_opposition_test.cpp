// KOLAPS (seed 003): opposition dice from their named sources, and the
// sources that cannot apply to an action.
#include <catch2/catch.hpp>

#include "kolaps/opposition.hpp"

using namespace auspex::kolaps;

namespace {

int total(Action a, const OppositionSources& s, const Weapon& w = {},
          std::optional<int> distance = std::nullopt) {
  return oppositionDice(a, s, w, distance).dice;
}

std::string conflict(Action a, const OppositionSources& s, const Weapon& w = {},
                     std::optional<int> distance = std::nullopt) {
  try {
    oppositionDice(a, s, w, distance);
  } catch (const OppositionConflict& e) {
    return e.field + ": " + e.what();
  }
  return "no conflict";
}

}  // namespace

TEST_CASE("Loi 8-10: the Vampire takes cover", "[kolaps][seed]") {
  OppositionSources s;
  s.couvert = Cover::leger;
  CHECK(total(Action::tir, s) == 1);
}

TEST_CASE("sources against shots at a distance", "[kolaps]") {
  OppositionSources s;
  s.auSol = true;
  CHECK(total(Action::tir, s) == 1);  // 9-7
  s.couvert = Cover::lourd;
  CHECK(total(Action::tir, s) == 3);  // 9-24
  s.terrain = Cover::lourd;
  CHECK(total(Action::tir_au_juge, s) == 5);  // 10-3
  s.expose = true;
  CHECK(total(Action::tir, s) == 3);  // 10-5: heavy counts as light, twice
  s.couvert = Cover::leger;
  s.terrain = Cover::leger;
  CHECK(total(Action::tir, s) == 1);  // light ones are ignored
  OppositionSources hide;
  hide.seCacher = Cover::lourd;
  CHECK(total(Action::mitraillage, hide) == 3);  // 9-27
  hide.expose = true;
  CHECK(total(Action::mitraillage, hide) == 2);
  hide.seCacher = Cover::leger;
  hide.expose = false;
  CHECK(total(Action::tir, hide) == 2);
}

TEST_CASE("Loi 11-8: no cover dice against an arme lourde", "[kolaps]") {
  Weapon lourde;
  lourde.lourde = true;
  OppositionSources s;
  s.couvert = Cover::lourd;
  s.terrain = Cover::lourd;
  s.auSol = true;
  s.camouflage = 2;
  const auto t = oppositionDice(Action::tir, s, lourde, 4);
  CHECK(t.dice == 3);  // au sol 1 + camouflage 2
  CHECK(t.sources[1].source == "couvert");
  CHECK(t.sources[1].dice == 0);
  OppositionSources total;
  total.terrain = Cover::total;
  CHECK(oppositionDice(Action::tir, total, lourde, 2).dice == 2);  // through a total cover
  CHECK(conflict(Action::tir, total) ==
        "terrain: a total cover between shooter and target makes the shot impossible (Loi 10-4)");
}

TEST_CASE("Loi 11-29: camouflage beyond 3 zones", "[kolaps]") {
  OppositionSources s;
  s.camouflage = 2;
  CHECK(total(Action::tir, s, {}, 3) == 0);
  CHECK(total(Action::tir, s, {}, 4) == 2);
  CHECK(total(Action::bout_portant, s) == 0);
  CHECK(conflict(Action::tir, s) ==
        "distance: is required with opposition.camouflage (Loi 11-29 counts zones)");
}

TEST_CASE("melee and bout portant sources", "[kolaps]") {
  OppositionSources s;
  s.esquive = true;
  CHECK(total(Action::frapper, s) == 1);       // 9-25
  CHECK(total(Action::bout_portant, s) == 1);  // 9-21's opposition
  s.parade = Parry::bouclier;
  CHECK(total(Action::frapper, s) == 4);  // 9-26, with esquive
  OppositionSources parry;
  parry.parade = Parry::arme;
  CHECK(total(Action::charger, parry) == 2);
  parry.auSol = true;
  parry.parade = Parry::bouclier;
  CHECK(total(Action::frapper, parry) == 1);  // 9-7: 1 die to block
  OppositionSources down;
  down.auSol = true;
  CHECK(total(Action::bout_portant, down) == 0);
  CHECK(total(Action::frapper, down) == 0);
}

TEST_CASE("sources that cannot apply are errors that say why", "[kolaps][errors]") {
  OppositionSources dodge;
  dodge.esquive = true;
  CHECK(conflict(Action::tir, dodge) ==
        "esquive: esquive opposes frapper and bout_portant (Loi 9-19, 9-21, 9-25), not tir");
  CHECK(conflict(Action::charger, dodge) == "esquive: a charge forbids any esquive (Loi 9-20)");
  dodge.auSol = true;
  CHECK(conflict(Action::frapper, dodge) ==
        "esquive: a character au sol cannot dodge a melee attack or a bout portant (Loi 9-7)");
  OppositionSources parry;
  parry.parade = Parry::arme;
  CHECK(conflict(Action::bout_portant, parry) ==
        "parade: parade opposes melee attacks (Loi 9-26), not bout_portant");
  OppositionSources both;
  both.couvert = Cover::leger;
  both.seCacher = Cover::lourd;
  CHECK(conflict(Action::tir, both) ==
        "seCacher: cannot add to couvert: both use the cover of the target's zone (Loi 9-24, "
        "9-27); give one");
  OppositionSources cover;
  cover.couvert = Cover::leger;
  CHECK(conflict(Action::frapper, cover) ==
        "couvert: à couvert opposes shots at a distance (Loi 9-24), not frapper");
  OppositionSources moving;
  moving.assaut = 2;
  CHECK(total(Action::tir, moving) == 2);  // 9-16: a course costs 2
  Weapon lourde;
  lourde.lourde = true;
  CHECK(conflict(Action::tir, moving, lourde) ==
        "assaut: an arme lourde cannot fire on the move (Loi 11-8: 9-16 does not apply)");
}
