// rulesets/at44.json: the file checks, its values against the seed's text
// (seed 004, quoted beside each check), and broken copies.
#include <fstream>

#include <catch2/catch.hpp>

#include "test_support.hpp"

#include "at44/ruleset.hpp"
#include "at44/table.hpp"
#include "rulesets/text_api.hpp"

using namespace auspex::at44;
using auspex::rulesets::json;

namespace {

json file() {
  return test_support::rulesetFile("at44.json");
}

std::string errorOf(const json& ruleset) {
  return test_support::rulesetError(ruleset);
}

std::size_t indexOf(const json& list, const std::string& id) {
  for (std::size_t i = 0; i < list.size(); ++i)
    if (list[i].at("id") == id) return i;
  FAIL("no id " << id);
  return 0;
}

}  // namespace

TEST_CASE("at44.json loads and checks", "[at44][rulesets]") {
  const auto reply = auspex::rulesets::checkText(file().dump());
  INFO(reply.json);
  REQUIRE(reply.ok);
  const json s = json::parse(reply.json);
  CHECK(s.at("id") == "at44");
  CHECK(s.at("counts").at("skills") == 28);
  CHECK(s.at("counts").at("attitudes") == 4);
}

TEST_CASE("at44.json values against the seed", "[at44][rulesets]") {
  const Ruleset rs = parseRuleset(file());
  // "-6 ou pire | -5, -4 | -3, -2 | -1, 0, +1 | +2, +3 | +4, +5 | +6 ou mieux"
  // "Impossible | 6 | 5+ | 4+ | 3+ | 2+ | automatique"
  REQUIRE(rs.universalTable.size() == 7);
  CHECK(rs.universalTable[0].needed == 7);
  CHECK(rs.universalTable[3].from == -1);
  CHECK(rs.universalTable[3].to == 1);
  CHECK(rs.universalTable[3].text == "4+");
  CHECK(rs.universalTable[6].text == "automatique");
  for (const auto& row : rs.universalTable)
    if (row.from) CHECK(universalTable(*row.from).needed == row.needed);
  // "Chaque bande de portée est égale à 10cm."
  CHECK(rs.range.bandCm == 10);
  // Exemple 1: "Ils ont une PRE de 5 avec leur laser rifles, chaque laser rifle a une cadence
  // de 1." "Le laser rifle a une PEN de 5, l'armure des Krasny soldaty est de 3."
  const Weapon& laser = *rs.weapon("laser-rifle");
  CHECK(laser.pre == 5);
  CHECK(laser.cadence == 1);
  CHECK(laser.pen == 5);
  CHECK_FALSE(laser.damage);  // not given: absent and listed unknown
  CHECK(laser.unknown == std::vector<std::string>{"rerolls", "damage", "skills"});
  CHECK(rs.unit("krasny-soldaty")->arm == 3);
  // "krasny soldaty (unité d'infanterie rang 1 du Red blok)"
  CHECK(rs.unit("krasny-soldaty")->rank == 1);
  CHECK(rs.unit("krasny-soldaty")->faction == "red-blok");
  // Exemple 2: "la défense des K-Burners de 7", "l'ARM des K-Burners est de 11"
  CHECK(rs.unit("k-burners")->def == 7);
  CHECK(rs.unit("k-burners")->arm == 11);
  // "La PRE des reaper blades est de 6" ; "La PEN des reaper blades est de 7"
  CHECK(rs.weapon("reaper-blades")->pre == 6);
  CHECK(rs.weapon("reaper-blades")->pen == 7);
  // "Les Nanoblasters ont une PRE de 3, une cadence de 1 et 1 relance."
  CHECK(rs.weapon("nanoblaster")->rerolls == 1);
  // "avec un PEN de 18/2 contre une ARM de 3"
  CHECK(rs.weapon("particle-accelerator")->pen == 18);
  CHECK(rs.weapon("particle-accelerator")->damage == 2);
  // "le King Mammoth dispose d'un ARM 16, de 4 light flamers à 1 PS chacun et d'un heavy ZZ gun à 3
  // PS"
  const Unit& mammoth = *rs.unit("king-mammoth");
  CHECK(mammoth.arm == 16);
  REQUIRE(mammoth.weapons->size() == 2);
  CHECK((*mammoth.weapons)[0].weapon == "light-flamer");
  CHECK((*mammoth.weapons)[0].count == 4);
  CHECK((*mammoth.weapons)[0].ps == 1);
  CHECK((*mammoth.weapons)[1].ps == 3);
  CHECK_FALSE(mammoth.chassisPs);
  // "Le Dotch yaga subit un impact de PEN 12/1, le Hekat subira un impact de PEN17/1."
  CHECK(rs.unit("hekat-golgoth")->arm == 12);
  CHECK(rs.unit("dotch-yaga")->arm == 17);
  // "Hekat Golgoth	30	40"
  CHECK(rs.unit("hekat-golgoth")->mou == 30);
  CHECK(rs.movement.examples.back().run == 40);
  // "20 étoiles	4 à 6	3	15" and "20 étoiles	4	90 x 120"
  const CompanySizeRow& c20 = rs.company.sizes[0];
  CHECK(c20.objectives == std::vector<int>{4, 6});
  CHECK(c20.starsPerObjective == 3);
  CHECK(c20.suddenDeath == 15);
  CHECK(c20.reinforcements == 4);
  CHECK(c20.tableCm == std::vector<int>{90, 120});
  // "80 étoiles	7 à 9	6	60" ; "par tranche de 20 étoiles	+ 1	+ 1	+
  // 15"
  CHECK(rs.company.sizes[3].suddenDeath == 60);
  CHECK(rs.company.per20More.suddenDeath == 15);
  // "40 à 59	3"
  CHECK(rs.company.commanderGrades[2].maxGrade == 3);
  // "Grade de l'officier	Modificateur de Moral ... 4	+4"
  CHECK(rs.morale.officerGrades[4].modifier == 4);
  // "la difficulté du test est placée à 8" ; "dépenser 2 PC avant de lancer le dé"
  CHECK(rs.morale.difficulty == 8);
  CHECK(rs.morale.autoPassCp == 2);
  // "Mur en béton armé	18" ; "les décors ont une défense de 0"
  CHECK(rs.terrain.structures.back().structure == 18);
  CHECK(rs.terrain.def == 0);
  // "Activation supplémentaire (4 PC)" ; "Feu à volonté (1 PC)"
  CHECK(rs.cardActions[3].id == "activation-supplementaire");
  CHECK(rs.cardActions[3].cp == 4);
  CHECK(rs.attitudes[3].id == "feu-a-volonte");
  CHECK(rs.attitudes[3].cp == 1);
  // "130 mm	Véhicules rang 3"
  CHECK(rs.bases.back().diameterMm == 130);
  // "sur un 5+ l'impact est annulé" ; "leur sauvegarde passe de 5+ à 3+"
  CHECK(rs.saves.cover == 5);
  CHECK(rs.saves.aCouvert == 3);
  // "Concentration: Une arme dotée de cette compétence peut relancer les tests de dégâts."
  CHECK(rs.skills[7].text ==
        "Une arme dotée de cette compétence peut relancer les tests de dégâts.");
}

TEST_CASE("broken copies of at44.json name the path", "[at44][rulesets][errors]") {
  const json good = file();
  const json& units = good.at("units");
  const std::size_t krasny = indexOf(units, "krasny-soldaty");
  const std::string k = "units." + std::to_string(krasny);
  json r = good;
  r["units"][krasny]["colour"] = "red";
  CHECK(errorOf(r).starts_with(k + ".colour: unknown field (expected one of: id, name, unknown"));
  r = good;
  r["units"][krasny]["arm"] = "3";
  CHECK(errorOf(r) == k + ".arm: must be a whole number from 0 to 40, not the string \"3\"");
  r = good;
  r["units"][0]["weapons"][0]["weapon"] = "lazer-rifle";
  CHECK(errorOf(r) == "units.0.weapons.0.weapon: names no weapon of this ruleset: \"lazer-rifle\"");
  r = good;
  r["units"][krasny]["faction"] = "orks";
  CHECK(errorOf(r) == k + ".faction: names no faction of this ruleset: \"orks\"");
  r = good;
  r["units"][indexOf(units, "hekat-golgoth")]["skills"][0] = "levitation";
  CHECK(errorOf(r) == "units." + std::to_string(indexOf(units, "hekat-golgoth")) +
                          ".skills.0: names no skill of this ruleset: \"levitation\"");
  r = good;
  r["units"][krasny].erase("arm");
  CHECK(errorOf(r) == k + ".arm: is neither given nor listed in \"unknown\"");
  r = good;
  r["units"][krasny]["mor"] = 7;
  CHECK(errorOf(r) == k + ".unknown.2: lists \"mor\", which is given");
  r = good;
  r["weapons"][0]["unknown"][0] = "range";
  CHECK(errorOf(r).starts_with("weapons.0.unknown.0: \"range\" is not a value key of a weapon"));
  r = good;
  r["universalTable"][2]["needed"] = 4;
  CHECK(errorOf(r) ==
        "universalTable.2.needed: differs from the core's universal table: 5 for a "
        "difference of -3");
  r = good;
  r["skills"].push_back(r["skills"][0]);
  CHECK(errorOf(r) == "skills.28.id: repeats the skill id \"acceleration\"");
  r = good;
  r["company"]["sizes"][0]["tableCm"] = 90;
  CHECK(errorOf(r) == "company.sizes.0.tableCm: must be an array of 2 whole numbers, not 90");
}
