// rulesets/titanicus-v1.json and titanicus-v2.json: they load, their values
// are the seeds' (each check quotes its seed line), and broken copies give
// errors naming the JSON path.
#include <catch2/catch.hpp>

#include <fstream>
#include "test_support.hpp"

#include "rulesets/ruleset.hpp"
#include "rulesets/text_api.hpp"
#include "titanicus/ruleset.hpp"

using namespace auspex::titanicus;
using auspex::rulesets::json;

namespace {

json load(const std::string& name) {
  return test_support::rulesetFile(name);
}

std::string errorOf(const json& ruleset) {
  return test_support::rulesetError(ruleset);
}

}  // namespace

TEST_CASE("titanicus-v1.json loads with the values of seed 000", "[titanicus][rulesets]") {
  const json file = load("titanicus-v1.json");
  const auto summary = auspex::rulesets::check(file);
  CHECK(summary.units.size() == 5);
  const Ruleset r = readRuleset(file);
  const Unit& w12 = *r.unit("warlord-12");
  CHECK(w12.points == 12);      // "Seigneur de Guerre (12pt)"
  CHECK(w12.weaponSlots == 4);  // "4 armes"
  CHECK(w12.move.cm == 8);      // "Mouvement 8 cm + 1x45°"
  CHECK(w12.move.turns == 1);
  CHECK(w12.locations[0].armour == 12);  // "BAS - Armure 12/10 ◎◎◎◎◎"
  CHECK(w12.locations[0].rearArmour == 10);
  CHECK(w12.locations[0].structure == 5);
  CHECK(r.unit("warlord-8")->move.turns == 2);           // "Mouvement 16 cm + 2x45°"
  CHECK(r.unit("reaver")->points == 7);                  // "Écumeur (7pt)"
  CHECK(r.unit("reaver")->locations[1].structure == 4);  // "BAS - Armure 11 ◎◎◎◎"
  const Unit& hound = *r.unit("warhound");
  CHECK(hound.move.cm == 24);                  // "Mouvement 24 cm / 3x45°"
  CHECK(hound.toBeHit == -1);                  // "Manoeuvrable: -1 pour toucher un Chien de Guerre"
  CHECK_FALSE(hound.voidShields.has_value());  // the seed gives no shield count
  const Faction& imp = *r.faction("imperial");
  CHECK(imp.toHit == 4);                    // "Les titans impériaux touchent sur un 4+."
  CHECK(imp.shieldArmour == 8);             // "Un bouclier a une armure de 8."
  CHECK(imp.shieldArmourOverloaded == 10);  // "(VSG) 1PA pout avoir des bouclier à 10 d'armure"
  CHECK(imp.shieldRepairOn == 4);           // "On répare un bouclier sur un 4+"
  CHECK(r.weapon("volcano-cannon")->range == 60);  // "Volcano Cannon 60cm // 1xF9"
  CHECK(r.weapon("volcano-cannon")->strength == 9);
  CHECK(r.weapon("multilaser")->dice == 6);   // "Multilaser 45cm // 6xF4"
  CHECK(r.weapon("powerfist")->oncePerTurn);  // "Powerfist CC // !1xF9"
  CHECK(r.weapon("powerfist")->closeCombat);
  CHECK(r.weapon("missile-launcher")->randomDice);     // "Missile Launcher 60cm // D6xF5"
  CHECK(r.weapon("missile-launcher")->indirect);       // "Peut tirer en indirect"
  CHECK(r.weapon("plasma-annihilator")->apCost == 3);  // "3 PA pour tirer"
  CHECK(r.weapon("plasma-annihilator")->cannotAim);    // "Impossible de viser avec cette arme"
  CHECK(r.weapon("quake-cannon")->minOneDamage);       // "il inflige au moins point un dégât"
  CHECK(r.weapon("trident")->ignoresShields);          // "Ignore les boucliers"
  const DamageTable& haut = r.damageTables[0];
  CHECK(haut.fromLost == 2);                   // "à partir du deuxième point de structure perdu"
  CHECK(haut.results[0].to == 3);              // "[1-3] une arme détruite"
  CHECK(haut.results[2].effect == "reactor");  // "[5-6] réacteur endommagé (-2PA)"
  CHECK(r.damageTables[1].steps.size() == 3);  // "le premier … le deuxième … le troisième"
}

TEST_CASE("titanicus-v2.json loads with the values of seed 001", "[titanicus][rulesets]") {
  const json file = load("titanicus-v2.json");
  CHECK(auspex::rulesets::check(file).units.size() == 11);
  const Ruleset r = readRuleset(file);
  CHECK(r.rules.damageAddsStructureLost);  // "1D6 + Force de l'arme + Points de Structure perdus"
  const Unit& w = *r.unit("warlord");
  CHECK(w.actionPoints->dice == 6);  // "Warlord (titan) - 6x 3 + PA"
  CHECK(w.actionPoints->toHit == 3);
  CHECK(w.move.cm == 15);  // "15 cm + T	6 VS"
  CHECK(w.voidShields == 6);
  CHECK(r.unit("reaver")->move.turns == 2);     // "20 cm + TT	4 VS"
  CHECK(r.unit("warhound")->voidShields == 2);  // "25 cm + TTT	2 VS"
  CHECK(w.locations[0].damageTable ==
        "titan-sheet");  // "[1, 2, 3, 4] armes, [5] VSG, [6] réacteur"
  const Weapon& bolter = *r.weapon("vulcan-mega-bolter");
  CHECK(bolter.range == 30);  // "Vulcan mega-bolter	30cm 8x 4+ 4"
  CHECK(bolter.dice == 8);
  CHECK(bolter.toHit == 4);
  CHECK(bolter.strength == 4);
  CHECK(r.weapon("plasma-cannon")->dice == 1);  // "Plasma cannon	45cm 4+ 7"
  CHECK(r.weapon("plasma-cannon")->strength == 7);
  const Weapon& bide = *r.weapon("kanon-d-bide");  // "Kanon d'bide	75 cm 1! 4+ 2x10"
  CHECK(bide.oncePerTurn);
  CHECK(bide.dice == 2);
  CHECK(bide.strength == 10);
  const Unit& stompa = *r.unit("stompa");
  CHECK(stompa.actionPoints->fixed == 2);                      // "STOMPA (super lourde) - 2PA*"
  CHECK(stompa.shieldArmour == 7);                             // "1 bouclier (7)"
  CHECK(stompa.locations[0].rearArmour == 7);                  // "Armure 9, arrière 7 □□*"
  CHECK(r.unit("goff-gargant")->locations[0].structure == 6);  // "HAUT - Armure 11 (9) □□□□□□"
  CHECK(r.unit("fantome")->holo);                              // "20 cm + TTT	Holo"
  CHECK(r.unit("fantome")->actionPoints->toHit == 2);          // "Fantôme (titan) - 4x 2 + PA"
  CHECK(r.weapon("star-pulsar-concentre")->strength == 9);  // "Star pulsar concentré	60 cm 3 + 9"
  CHECK(r.unit("space-marine-hq")->locations[0].armour == 6);  // "10 cm	Armure 6"
  CHECK(r.unit("sm-tactiques")->actionPoints->fixed == 2);     // "SM tactiques (inf.) - 2PA"
}

TEST_CASE("broken titanicus rulesets name the JSON path", "[titanicus][rulesets][errors]") {
  for (const char* name : {"titanicus-v1.json", "titanicus-v2.json"}) {
    const json good = load(name);
    json r = good;
    r["units"][0]["colour"] = "red";
    CHECK(errorOf(r).starts_with("units.0.colour: unknown field (expected one of: id, name, "));
    r = good;
    r["weapons"][1]["strength"] = "4";
    CHECK(errorOf(r) ==
          "weapons.1.strength: must be a whole number from 0 to 30, not the string \"4\"");
    r = good;
    r["factions"][0]["weapons"][0] = "lascannon";
    CHECK(errorOf(r) == "factions.0.weapons.0: names no weapon of this ruleset: \"lascannon\"");
    r = good;
    r["units"][1]["faction"] = "tau";
    CHECK(errorOf(r) == "units.1.faction: names no faction of this ruleset: \"tau\"");
    r = good;
    r["units"][0]["locations"][0]["damageTable"] = "nope";
    CHECK(errorOf(r) ==
          "units.0.locations.0.damageTable: names no damage table of this ruleset: \"nope\"");
    r = good;
    r["units"][0]["unknown"][0] = "colour";
    CHECK(errorOf(r) == "units.0.unknown.0: names no key of this block: \"colour\"");
  }
  json r = load("titanicus-v2.json");
  r["units"][5]["weapons"][0] = "lascannon";  // goff-gargant
  CHECK(errorOf(r) == "units.5.weapons.0: names no weapon of this ruleset: \"lascannon\"");
  r = load("titanicus-v1.json");
  r["units"][0]["unknown"][0] = "points";  // given (12pt), so not unknown
  CHECK(errorOf(r) == "units.0.unknown.0: \"points\" is given, so not unknown");
  r = load("titanicus-v1.json");
  r["weapons"][0].erase("range");
  CHECK(errorOf(r) == "weapons.0.range: is required (or \"closeCombat\": true)");
  r = load("titanicus-v1.json");
  r["units"][0]["points"] = 12.5;
  CHECK(errorOf(r) == "units.0.points: must be a whole number from 0 to 1000, not 12.5");
}
