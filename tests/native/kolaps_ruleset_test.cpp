// rulesets/kolaps-v2.json: the file checks, its values are the seed's (each
// check quotes the seed line), broken copies name their JSON path, and its
// bands are the calculator's (one source of truth, checked both ways).
#include <catch2/catch.hpp>

#include <fstream>
#include "test_support.hpp"

#include "kolaps/combativite.hpp"
#include "kolaps/opposition.hpp"
#include "kolaps/ruleset.hpp"
#include "rulesets/text_api.hpp"

using namespace auspex;
using kolaps::data::Ruleset;
using nlohmann::json;

namespace {

json file() {
  return test_support::rulesetFile("kolaps-v2.json");
}

const kolaps::data::Action& action(const Ruleset& rs, const std::string& id) {
  for (const auto& a : rs.actions)
    if (a.id == id) return a;
  FAIL("no action " << id);
  throw;
}

std::string errorOf(const json& ruleset) {
  return test_support::rulesetError(ruleset);
}

}  // namespace

TEST_CASE("kolaps-v2.json checks and summarises", "[kolaps][rulesets]") {
  const auto s = rulesets::check(file());
  CHECK(s.id == "kolaps-v2");
  CHECK(s.system == "kolaps");
  // One generic unit, the character (Loi 3): the roster's entries hold their profiles.
  REQUIRE(s.units.size() == 1);
  CHECK(s.units[0].id == "personnage");
  CHECK(s.units[0].kind == "personnage");
  CHECK(s.counts.at("actions") == 21);
  CHECK(s.counts.at("ranks") == 5);
  CHECK(s.counts.at("weaponTraits") == 12);
  CHECK(s.counts.at("protectionTraits") == 4);
}

TEST_CASE("kolaps-v2.json holds the seed's values", "[kolaps][rulesets]") {
  const Ruleset rs = kolaps::data::parse(file());
  const auto& r = rs.ranks;
  // 4-8 "Rang 5 : 5+ … Rang 2 : 2+ / Rang 1 : 1 ( réussite automatique)"
  CHECK(r[4].combativite == 5);
  CHECK(r[1].combativite == 2);
  CHECK(r[0].combativite == 1);
  // 4-9 (conscience) "Rang 4 : 4+"
  CHECK(r[3].conscience == 4);
  // 4-10 "Rang 5 : 6+ / Rang 4 et 3 : 5+ / Rang 2 et 1 : 4+"
  CHECK((r[4].death == 6 && r[3].death == 5 && r[2].death == 5));
  CHECK((r[1].death == 4 && r[0].death == 4));
  // 4-12 "Rang 5 : Aucun PDS" … "Rang 4 : 10 PDS" "Rang 3 : 20" "Rang 2 : 30" "Rang 1 : 40"
  CHECK((r[4].pds == 0 && r[3].pds == 10 && r[2].pds == 20 && r[1].pds == 30 && r[0].pds == 40));
  // 12-7 "Passer de rang 5 à rang 4 : 50 XP" … "de rang 2 à rang 1 : 600 XP"
  CHECK((r[4].xpToRankUp == 50 && r[3].xpToRankUp == 150 && r[2].xpToRankUp == 300));
  CHECK((r[1].xpToRankUp == 600 && !r[0].xpToRankUp));
  // 12-6 "Le joueur peut échanger 50 XP contre 5 PDS."
  CHECK((rs.experience.exchangeXp == 50 && rs.experience.exchangePds == 5));
  // 12-4 "La mise Hors Combat d'un adversaire de rang inférieur ou égal au sien rapporte 25 XP."
  CHECK(rs.experience.events[1].xp == 25);
  // 9-12 Tir: "R+0 … sonnée. R+1 … légèrement blessée. R+3 … blessée. R+5 … état critique.
  // R+7 … hors combat."
  const auto& tir = action(rs, "tir");
  REQUIRE(tir.bands.size() == 5);
  CHECK((tir.bands[0].r == 0 && tir.bands[1].r == 1 && tir.bands[2].r == 3));
  CHECK((tir.bands[3].r == 5 && tir.bands[4].r == 7 && tir.bands[4].wound == "hors-combat"));
  // 9-12 "Coût : 2 / Fatigue : 0", "Le tireur est « exposé »."
  CHECK((tir.cost == 2 && tir.fatigue == 0 && tir.exposes));
  // 9-13 Mitraillage "Coût : 4 / Fatigue : 1"
  CHECK((action(rs, "mitraillage").cost == 4 && action(rs, "mitraillage").fatigue == 1));
  // 9-6 Sprint "Coût : 2 / Fatigue: 2"
  CHECK((action(rs, "sprint").cost == 2 && action(rs, "sprint").fatigue == 2));
  // 9-20 Charger "Coût : Type de mouvement +1"
  CHECK((action(rs, "charger").addsMove && action(rs, "charger").cost == 1));
  // 9-26 Parade "gagner 2 dés d'opposition … S'il dispose d'un bouclier, il gagne 3 dés"
  CHECK((action(rs, "parade").gives == 2 && action(rs, "parade").givesHeavy == 3));
  // 9-10 "4: l'arme s'enraye le personnage est sonné et perd 1 combativité supplémentaire."
  const auto& incident = rs.mishaps[0].entries[3];
  CHECK((incident.weapon == "enrayee" && incident.wound == "sonne" && incident.combativite == 1));
  // 9-18 "1: Maladresse fatale le combattant est désarmé, blessé, épuisé et jeté « au sol »"
  const auto& fatale = rs.mishaps[1].entries[0];
  CHECK((fatale.weapon == "desarme" && fatale.wound == "blesse" && fatale.epuise && fatale.auSol));
  // 11-13 "Pompe X : Si le score du tir n'est pas un double 1"
  CHECK(rs.weaponTraits[7].id == "pompe");
  CHECK(rs.weaponTraits[7].parameter);
  CHECK(rs.weaponTraits[7].text.starts_with("Si le score du tir n'est pas un double 1"));
  // 5-3 "Chaque personnage peut encaisser 6 points de fatigue volontairement."
  // 5-6 "dépenser 3 points de combativité pour perdre un point de fatigue."
  CHECK((rs.fatigue.max == 6 && rs.fatigue.recoverCost == 3));
  // 6-15 "Un personnage en « Etat critique » perd 2 points de combativité et subit 3 fatigues."
  CHECK((rs.wounds[3].combativite == 2 && rs.wounds[3].fatigue == 3));
  // 10-13 "Un terrain mortel octroie 2 dés d'opposition." … "R-15 … hors combat."
  CHECK((rs.terrain.risks[1].dice == 2 && rs.terrain.risks[1].failure.back().r == -15));
  // 4-12 budgets, rank 1 first
  CHECK((r[0].pds == 40 && r[1].pds == 30 && r[2].pds == 20 && r[3].pds == 10 && r[4].pds == 0));
  // 4-13 "Le personnage peut acquérir un attribut par rang": one per rank held, 5 down to
  // its own (reading, docs/rulesets/kolaps.md).
  for (int k = 0; k < 5; ++k) CHECK(r[k].attributes == 5 - k);
  // 12-7 "Passer de rang 5 à rang 4 : 50 XP" … "de rang 2 à rang 1 : 600 XP"
  CHECK((r[4].xpToRankUp == 50 && r[3].xpToRankUp == 150 && r[2].xpToRankUp == 300 &&
         r[1].xpToRankUp == 600 && !r[0].xpToRankUp));
  // 12-3 .. 12-6: 5, 25, 5 XP; 50 XP for 5 PDS
  CHECK((rs.experience.events.size() == 3 && rs.experience.events[0].xp == 5 &&
         rs.experience.events[1].xp == 25 && rs.experience.events[2].xp == 5));
  CHECK((rs.experience.exchangeXp == 50 && rs.experience.exchangePds == 5));
  // 4-14 "Le rang sert de base au calcul du coût de l'unité." (no cost given)
  CHECK(rs.unknown[0].key == "ranks.cost");
}

TEST_CASE("kolaps-v2.json equals the calculator's constants", "[kolaps][rulesets]") {
  const Ruleset rs = kolaps::data::parse(file());
  for (int i = 0; i < kolaps::actionCount; ++i) {
    const auto a = static_cast<kolaps::Action>(i);
    const auto* ra = rs.actionFor(a);
    REQUIRE(ra != nullptr);
    CHECK(kolaps::data::calcBands(*ra) == kolaps::resultBands(a));
    CHECK(ra->mishaps == (kolaps::isMelee(a) ? "maladresse" : "incident-de-tir"));
  }
  // The ruleset's actions with bands are exactly the calculator's.
  for (const auto& a : rs.actions) CHECK(a.bands.empty() == a.calc.empty());
  // Fatigue and wound penalties at the determination (kolaps/combativite.cpp).
  for (int f = 0; f <= 8; ++f) {
    int p = 0;
    for (int point : rs.fatigue.penaltyPoints) p += f >= point ? 1 : 0;
    CHECK(p == kolaps::fatiguePenalty(f));
  }
  CHECK(rs.wounds[1].determination == kolaps::healthPenalty(kolaps::Health::legerement_blesse));
  CHECK(rs.wounds[2].determination == kolaps::healthPenalty(kolaps::Health::blesse));
  CHECK(rs.wounds[3].determination == kolaps::healthPenalty(kolaps::Health::etat_critique));
  for (int k = 1; k <= 5; ++k) CHECK(rs.ranks[k - 1].combativite == kolaps::rankThreshold(k));
  for (int i = 0; i < 6; ++i) {
    std::string id = kolaps::negativeEffects[i];
    for (char& c : id)
      if (c == '_') c = '-';
    CHECK(rs.combativite.negative[i].id == id);
  }
}

TEST_CASE("broken copies of kolaps-v2.json name the JSON path", "[kolaps][rulesets][errors]") {
  json r = file();
  r["actions"][3]["colour"] = "red";
  CHECK(errorOf(r).starts_with("actions.3.colour: unknown field (expected one of: id, name,"));
  r = file();
  r["units"][0]["points"] = 10;
  CHECK(errorOf(r) == "units.0.points: unknown field (expected one of: id, name, law, text)");
  r = file();
  r["units"].push_back(r["units"][0]);
  CHECK(errorOf(r) == "units.1.id: repeats the unit id \"personnage\"");
  r = file();
  r["ranks"][2]["attributes"] = 21;
  CHECK(errorOf(r) == "ranks.2.attributes: must be a whole number from 0 to 20, not 21");
  r = file();
  r["actions"][6]["cost"] = "2";
  CHECK(errorOf(r) == "actions.6.cost: must be a whole number from 0 to 12, not the string \"2\"");
  r = file();
  r["actions"][6]["bands"][0]["wound"] = "mort";
  CHECK(errorOf(r) == "actions.6.bands.0.wound: names no wound of this ruleset: \"mort\"");
  r = file();
  r["actions"][6]["mishaps"] = "panne";
  CHECK(errorOf(r) == "actions.6.mishaps: names no mishap table of this ruleset: \"panne\"");
  r = file();
  r["wounds"][2]["repeat"] = "coma";
  CHECK(errorOf(r) == "wounds.2.repeat: names no wound of this ruleset: \"coma\"");
  r = file();
  r["actions"][6]["bands"][2]["r"] = 1;
  CHECK(errorOf(r) == "actions.6.bands.2.r: must be above the band before it");
  r = file();
  r["mishaps"][0]["entries"].erase(5);
  CHECK(errorOf(r) == "mishaps.0.entries: must have 6 to 6 items, not 5");
  r = file();
  r["ranks"][0]["xpToRankUp"] = 1000;
  CHECK(errorOf(r) == "ranks.0.xpToRankUp: must be absent at rank 1, the highest");
  r = file();
  r["actions"][6].erase("calc");
  CHECK(errorOf(r) == "actions: have no action with calc \"tir\" (the calculator's actions)");
  r = file();
  r["wounds"][0]["id"] = "etourdi";
  CHECK(errorOf(r) == "wounds.0.id: must be \"sonne\": the five states of Loi 6, lightest first");
}

TEST_CASE("kolaps-v2.json's opposition dice are the calculator's", "[kolaps][rulesets]") {
  using namespace kolaps;
  const Ruleset rs = data::parse(file());
  const auto dice = [](kolaps::Action a, OppositionSources s) {
    return oppositionDice(a, s, Weapon{}, 2).dice;
  };
  const auto& couvert = action(rs, "a-couvert");  // 9-24
  CHECK(dice(kolaps::Action::tir, {.couvert = Cover::leger}) == couvert.gives);
  CHECK(dice(kolaps::Action::tir, {.couvert = Cover::lourd}) == couvert.givesHeavy);
  const auto& cacher = action(rs, "se-cacher");  // 9-27
  CHECK(dice(kolaps::Action::tir, {.seCacher = Cover::leger}) == cacher.gives);
  CHECK(dice(kolaps::Action::tir, {.seCacher = Cover::lourd}) == cacher.givesHeavy);
  const auto& parade = action(rs, "parade");  // 9-26
  CHECK(dice(kolaps::Action::frapper, {.parade = Parry::arme}) == parade.gives);
  CHECK(dice(kolaps::Action::frapper, {.parade = Parry::bouclier}) == parade.givesHeavy);
  CHECK(dice(kolaps::Action::frapper, {.esquive = true}) == action(rs, "esquive").gives);
  CHECK(dice(kolaps::Action::tir, {.auSol = true}) == action(rs, "au-sol").gives);  // 9-7
  // 10-3, 10-5: the terrain's cover between shooter and target, exposé or not.
  const auto& covers = rs.terrain.covers;
  CHECK(dice(kolaps::Action::tir, {.terrain = Cover::leger}) == covers[0].shotDice);
  CHECK(dice(kolaps::Action::tir, {.terrain = Cover::lourd}) == covers[1].shotDice);
  CHECK(dice(kolaps::Action::tir, {.terrain = Cover::leger, .expose = true}) ==
        covers[0].exposedShotDice);
  CHECK(dice(kolaps::Action::tir, {.terrain = Cover::lourd, .expose = true}) ==
        covers[1].exposedShotDice);
  CHECK(covers[2].shotImpossible);  // 10-4: the calculator refuses terrain "total"
  CHECK_THROWS_AS(dice(kolaps::Action::tir, {.terrain = Cover::total}), OppositionConflict);
}
