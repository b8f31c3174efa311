// Bad requests: one error naming the field, never a crash or a default.
#include <catch2/catch.hpp>

#include "test_support.hpp"

#include "at44/calc.hpp"
#include "calc/calc.hpp"
#include "epic/calc.hpp"
#include "kolaps/calc.hpp"
#include "titanicus/calc.hpp"

namespace {

std::string errorOf(const std::string& request) {
  return test_support::calcError(request);
}

const char* titan =
    R"({"system":"titanicus","edition":"v1","attack":{"dice":%D%,"toHit":4,"strength":4},"target":{"armour":12,"structure":5}})";

std::string withDice(const std::string& dice) {
  std::string s = titan;
  return s.replace(s.find("%D%"), 3, dice);
}

}  // namespace

TEST_CASE("a good request answers", "[calc]") {
  CHECK(auspex::calc::calc(withDice("6")).ok);
  CHECK(auspex::calc::calc(withDice("\"D6\"")).ok);
  CHECK(auspex::calc::calc(withDice("6.0")).ok);
}

TEST_CASE("error messages name the field", "[calc][errors]") {
  CHECK(errorOf("") == ": the request is not valid JSON");
  CHECK(errorOf("{\"system\":") == ": the request is not valid JSON");
  CHECK(errorOf("[1,2]") == ": the request must be a JSON object, not an array");
  CHECK(errorOf("{}") == "system: is required");
  CHECK(
      errorOf(R"({"system":"warhammer"})") ==
      R"(system: must be one of "titanicus", "at44", "kolaps", "epic", not the string "warhammer")");
  CHECK(errorOf(withDice("0")) == "attack.dice: must be a whole number from 1 to 200, not 0");
  CHECK(errorOf(withDice("201")) == "attack.dice: must be a whole number from 1 to 200, not 201");
  CHECK(errorOf(withDice("2.5")) == "attack.dice: must be a whole number from 1 to 200, not 2.5");
  CHECK(errorOf(withDice("\"D3\"")) == R"(attack.dice: must be one of "D6", not the string "D3")");
  CHECK(errorOf(withDice("true")) ==
        R"(attack.dice: must be a whole number from 1 to 200 or "D6", not true)");
  CHECK(errorOf(withDice("null")) ==
        R"(attack.dice: must be a whole number from 1 to 200 or "D6", not null)");
  CHECK(errorOf(R"({"system":"titanicus","edition":"v3","attack":{},"target":{}})") ==
        R"(edition: must be one of "v1", "v2", not the string "v3")");
  CHECK(
      errorOf(
          R"({"system":"titanicus","edition":"v1","attack":{"dice":2,"toHit":4,"strenght":4},"target":{}})") ==
      "attack.strenght: unknown field (expected one of: dice, toHit, modifier, strength, "
      "titanWeapon, minOneDamage, ignoresShields, autoHit, hooks, rollsPerHit)");
  CHECK(errorOf(
            R"({"system":"titanicus","edition":"v1","attack":{"dice":2,"toHit":4},"target":{}})") ==
        "attack.strength: is required");
  CHECK(errorOf(R"({"system":"titanicus","edition":"v1","attack":[],"target":{}})") ==
        "attack: must be an object, not an array");
  CHECK(
      errorOf(
          R"({"system":"titanicus","edition":"v1","attack":{"dice":2,"toHit":4,"strength":4,"titanWeapon":1},"target":{}})") ==
      "attack.titanWeapon: must be true or false, not 1");
  CHECK(
      errorOf(
          R"({"system":"titanicus","edition":"v1","attack":{"dice":2,"toHit":4,"strength":4},"target":{"armour":12,"structure":5,"structureLost":5}})") ==
      "target.structureLost: must be a whole number from 0 to 4, not 5");
  CHECK(
      errorOf(
          R"({"system":"titanicus","edition":"v1","attack":{"dice":2,"toHit":4,"strength":4},"target":{"armour":12,"structure":5},"extra":1})") ==
      "extra: unknown field (expected one of: system, edition, attack, target)");
}

TEST_CASE("AT-44 errors", "[calc][errors][at44]") {
  CHECK(
      errorOf(
          R"({"system":"at44","attack":{"kind":"shoot","pre":5,"def":3,"attackers":5,"cadence":1,"pen":5,"damage":1},"target":{"arm":3,"models":10}})") ==
      "attack.def: unknown field (expected one of: kind, pre, range, attackers, cadence, rerolls, "
      "pen, damage, concentration, feuAVolonte, sniper, locked, jammer, allocation)");
  CHECK(
      errorOf(
          R"({"system":"at44","attack":{"kind":"melee","pre":5,"attackers":5,"cadence":1,"pen":5,"damage":1},"target":{"arm":3,"models":10}})") ==
      "attack.def: is required");
  CHECK(
      errorOf(
          R"({"system":"at44","attack":{"kind":"shoot","pre":5,"range":1,"attackers":50,"cadence":5,"pen":5,"damage":1},"target":{"arm":3,"models":10}})") ==
      "attack.cadence: attackers × cadence must be at most 200 dice, not 250");
  CHECK(
      errorOf(
          R"({"system":"at44","attack":{"kind":"shoot","pre":5,"range":1,"attackers":5,"cadence":1,"pen":5,"damage":1},"target":{"arm":3,"models":10,"coverSave":4}})") ==
      "target.coverSave: must be 0 (no cover), 5 (5+) or 3 (3+), not 4");
  CHECK(
      errorOf(R"({"system":"at44","attack":{"kind":"fire"},"target":{}})") ==
      R"(attack.kind: must be one of "shoot", "melee", "indirect", "projection", not the string "fire")");
}

namespace {

// An AT-44 attack at a King Mammoth-like vehicle, with `attack` and `target`
// extra fields spliced in.
std::string atVehicle(
    const std::string& attackExtra, const std::string& targetExtra,
    const std::string& vehicle = R"({"chassis":8,"propulsion":[3],"weapons":[1,1,1,1,3]})") {
  return R"({"system":"at44","attack":{"kind":"shoot","pre":5,"range":1,"attackers":1,"cadence":3,"pen":18,"damage":2)" +
         attackExtra + R"(},"target":{"arm":16,"vehicle":)" + vehicle + targetExtra + "}}";
}

}  // namespace

TEST_CASE("AT-44 vehicle, attitude and test errors", "[calc][errors][at44]") {
  CHECK(auspex::calc::calc(atVehicle("", "")).ok);
  CHECK(errorOf(atVehicle("", R"(,"models":3)")) ==
        "target.vehicle: cannot be given with target.models: the target is either infantry "
        "(models) or one vehicle (vehicle)");
  CHECK(
      errorOf(
          R"({"system":"at44","attack":{"kind":"shoot","pre":5,"range":1,"attackers":1,"cadence":1,"pen":5,"damage":1},"target":{"arm":3}})") ==
      "target.models: is required (or target.vehicle for a vehicle, target.scenery for scenery)");
  CHECK(errorOf(atVehicle("", R"(,"coverSave":3)")) ==
        "target.coverSave: a vehicle's cover is 5+ at best: vehicles cannot take À couvert");
  CHECK(errorOf(atVehicle("", "", R"({"chassis":8,"propulsion":[],"weapons":[1]})")) ==
        "target.vehicle.propulsion: must be an array of 1 to 4 whole numbers, not an array of 0");
  CHECK(errorOf(atVehicle("", "", R"({"chassis":8,"propulsion":[3],"weapons":[1,21]})")) ==
        "target.vehicle.weapons.1: must be a whole number from 0 to 20, not 21");
  CHECK(errorOf(atVehicle("", "", R"({"chassis":0,"propulsion":[3],"weapons":[]})")) ==
        "target.vehicle.chassis: must be a whole number from 1 to 40, not 0");
  CHECK(errorOf(atVehicle("", "", R"({"chassis":40,"propulsion":[20,20],"weapons":[20,20]})")) ==
        "target.vehicle: is too large to compute exactly: over 300000 combinations of structure "
        "points left × 121 must be at most 300000");
  CHECK(errorOf(atVehicle(R"(,"allocation":{"weapons":[0,1,1,3,4]})", "")) ==
        "attack.allocation.weapons: must list each weapon's index (0 to 4) once: 2 is missing");
  CHECK(errorOf(atVehicle(R"(,"allocation":{"weapons":"biggest"})", "")) ==
        R"(attack.allocation.weapons: must be "fewestLeft", "mostLeft" or an array listing each )"
        "weapon's index (0 to 4) once, not the string \"biggest\"");
  CHECK(errorOf(atVehicle(R"(,"allocation":{"propulsion":[1]})", "")) ==
        "attack.allocation.propulsion.0: must be a whole number from 0 to 0, not 1");
  CHECK(errorOf(atVehicle(R"(,"allocation":{"aim":"chassis"})", "")) ==
        "attack.allocation.aim: is only for melee, where two location dice are rolled and one is "
        "kept");
  CHECK(
      errorOf(
          R"({"system":"at44","attack":{"kind":"melee","pre":5,"def":3,"attackers":1,"cadence":1,"pen":5,"damage":1,"allocation":{"aim":["weapon","weapon","chassis"]}},"target":{"arm":3,"vehicle":{"chassis":3,"propulsion":[1],"weapons":[1]}}})") ==
      R"(attack.allocation.aim.1: names "weapon" twice)");
  CHECK(
      errorOf(
          R"({"system":"at44","attack":{"kind":"melee","pre":5,"def":3,"attackers":1,"cadence":1,"pen":5,"damage":1,"allocation":{"aim":"legs"}},"target":{"arm":3,"vehicle":{"chassis":3,"propulsion":[1],"weapons":[1]}}})") ==
      R"(attack.allocation.aim: must be one of "chassis", "weapon", "propulsion", not the string "legs")");
  CHECK(
      errorOf(
          R"({"system":"at44","attack":{"kind":"shoot","pre":5,"range":1,"attackers":1,"cadence":1,"pen":5,"damage":1,"allocation":{}},"target":{"arm":3,"models":4}})") ==
      "attack.allocation: is only for a vehicle target (target.vehicle)");
  CHECK(
      errorOf(
          R"({"system":"at44","attack":{"kind":"melee","pre":5,"def":3,"attackers":1,"cadence":1,"pen":5,"damage":1,"feuAVolonte":true},"target":{"arm":3,"models":4}})") ==
      "attack.feuAVolonte: is a shooting attitude: it gives no re-roll in melee");
  CHECK(
      errorOf(
          R"({"system":"at44","attack":{"kind":"shoot","pre":5,"range":1,"attackers":1,"cadence":1,"pen":5,"damage":1,"concentration":"yes"},"target":{"arm":3,"models":4}})") ==
      R"(attack.concentration: must be true or false, not the string "yes")");
  CHECK(errorOf(R"({"system":"at44","kind":"moral","mor":7})") ==
        R"(kind: must be one of "attack", "morale", "authority", "crush", not the string "moral")");
  CHECK(errorOf(R"({"system":"at44","kind":"morale","mor":7,"officerGrade":5})") ==
        "officerGrade: must be a whole number from 0 to 4, not 5");
  CHECK(errorOf(R"({"system":"at44","kind":"morale","mor":7,"free":2})") ==
        "free: unknown field (expected one of: system, kind, mor, officerGrade, objective, "
        "earlierTests, nervesOfSteel)");
  CHECK(
      errorOf(
          R"({"system":"at44","kind":"authority","first":{"aut":3,"bid":7},"second":{"aut":2}})") ==
      "first.bid: must be a whole number from 0 to 6, not 7");
  CHECK(errorOf(R"({"system":"at44","kind":"authority","first":{"aut":3}})") ==
        "second: is required");
  CHECK(errorOf(R"({"system":"at44","kind":"crush"})") ==
        "free: free + engaged must be at least 1 model");
  CHECK(errorOf(R"({"system":"at44","kind":"crush","free":150,"engaged":60})") ==
        "engaged: free + engaged must be at most 200 models, not 210");
}

TEST_CASE("KOLAPS and Epic errors", "[calc][errors]") {
  CHECK(
      errorOf(R"({"system":"kolaps","action":"tirer"})") ==
      R"(action: must be one of "tir_au_juge", "tir", "mitraillage", "bout_portant", "frapper", "charger", not the string "tirer")");
  CHECK(errorOf(R"({"system":"kolaps","action":"tir","opposition":-1})") ==
        "opposition: must be a whole number from 0 to 200, not -1");
  CHECK(errorOf(R"({"system":"kolaps","action":"tir","protection":{"classe":4}})") ==
        "protection.classe: unknown field (expected one of: class, penetration, solide, inusable, "
        "impacts, ignifuge)");
  CHECK(
      errorOf(
          R"({"system":"epic","attack":{"kind":"shoot","shots":5,"toHit":5},"target":{"save":4}})") ==
      "target.models: is required");
  CHECK(errorOf(
            R"({"system":"epic","attack":{"kind":"assault","fa":2,"dice":0},"target":{"fa":1}})") ==
        "attack.dice: must be a whole number from 1 to 200, not 0");
  CHECK(
      errorOf(
          R"({"system":"epic","attack":{"kind":"assault","fa":2,"shots":3},"target":{"fa":1}})") ==
      "attack.shots: unknown field (expected one of: kind, fa, dice)");
}

TEST_CASE("KOLAPS opposition, weapon and combativité errors", "[calc][errors][kolaps]") {
  const auto tir = [](const std::string& more) {
    return errorOf(R"({"system":"kolaps","action":"tir",)" + more + "}");
  };
  CHECK(tir(R"("opposition":{"esquive":true})") ==
        "opposition.esquive: esquive opposes frapper and bout_portant (Loi 9-19, 9-21, 9-25), not "
        "tir");
  CHECK(tir(R"("opposition":{"couvert":"total"})") ==
        R"(opposition.couvert: must be one of "aucun", "leger", "lourd", not the string "total")");
  CHECK(tir(R"("opposition":{"camouflage":1})") ==
        "distance: is required with opposition.camouflage (Loi 11-29 counts zones)");
  CHECK(tir(R"("opposition":"2")") ==
        "opposition: must be a whole number from 0 to 200 or an object of named sources, not the "
        "string \"2\"");
  CHECK(tir(R"("weapon":{"pompe":2})") ==
        "distance: is required with weapon.pompe (Loi 11-13 counts zones)");
  CHECK(tir(R"("weapon":{"percant":true,"contondant":true})") ==
        "weapon.percant: cannot go with contondant: one stops the impact, the other doubles it "
        "(Loi 11-16, 11-17)");
  CHECK(tir(R"("weapon":{"penetrant":1},"protection":{"class":4,"penetration":1})") ==
        "protection.penetration: and weapon.penetrant both give Pénétrant X (Loi 11-10): give it "
        "once");
  CHECK(tir(R"("protection":{"class":4,"impacts":3})") ==
        "protection.impacts: must be a whole number from 0 to 2, not 3");
  CHECK(errorOf(R"({"system":"kolaps","action":"frapper","weapon":{"pompe":1}})") ==
        "weapon.pompe: Pompe X acts on shots (Loi 11-13), not on frapper");
  CHECK(errorOf(R"({"system":"kolaps","action":"charger","weapon":{"lourde":true}})") ==
        "weapon.lourde: an arme lourde fires (Loi 11-8); it cannot charger");
  CHECK(errorOf(R"({"system":"kolaps","action":"bout_portant","distance":1})") ==
        "distance: must be 0 for bout_portant: attacker and target share a control zone (Loi "
        "9-17, 9-21)");
  CHECK(
      errorOf(R"({"system":"kolaps","kind":"combat"})") ==
      R"(kind: must be one of "action", "combativite", "terrain", "conscience", "death", "pickUp", "repair", "activationPlan", not the string "combat")");
  const auto comb = [](const std::string& more) {
    return errorOf(R"({"system":"kolaps","kind":"combativite",)" + more + "}");
  };
  CHECK(comb(R"("fatigue":2)") == "rank: is required");
  CHECK(comb(R"("rank":6)") == "rank: must be a whole number from 1 to 5, not 6");
  CHECK(comb(R"("rank":3,"prepared":4)") == "prepared: must be a whole number from 0 to 3, not 4");
  CHECK(comb(R"("rank":3,"wounds":{"legerement_blesse":1,"blesse":1})") ==
        "wounds.blesse: a character is in one health state (Loi 6-1): give only the worst");
  CHECK(comb(R"("rank":1,"wounds":{"sonne":1})") ==
        "wounds.sonne: must be 0 or \"conscience\" at rank 1: a rank 1 never fails a conscience "
        "roll (Loi 4-9)");
  CHECK(comb(R"("rank":3,"wounds":{"sonne":true})") ==
        "wounds.sonne: must be 0, 1 or \"conscience\", not true");
  CHECK(comb(R"("rank":3,"wounds":{"sonne":"oui"})") ==
        "wounds.sonne: must be 0, 1 or \"conscience\", not the string \"oui\"");
  CHECK(comb(R"("rank":3,"wounds":{"sonne":2})") ==
        "wounds.sonne: must be a whole number from 0 to 1, not 2");
  CHECK(comb(R"("rank":3,"action":"tir")") ==
        "action: unknown field (expected one of: system, kind, rank, fatigue, wounds, prepared)");
}

TEST_CASE("one system's calculator answers as the whole one, and only its system",
          "[calc][errors]") {
  using auspex::calc::calcOne;
  const std::string request = withDice("6");
  const auto whole = auspex::calc::calc(request);
  const auto one = calcOne(request, "titanicus", &auspex::calc::answerTitanicus);
  CHECK(one.ok);
  CHECK(one.json == whole.json);
  const auto other = calcOne(request, "at44", &auspex::calc::answerAt44);
  CHECK_FALSE(other.ok);
  CHECK(
      other.json ==
      R"({"error":{"path":"system","message":"this module answers \"at44\" requests only, not the string \"titanicus\"","code":"field.choice","fr":"ce module ne répond qu'aux requêtes \"at44\", pas le texte \"titanicus\""}})");
  CHECK(
      calcOne("{}", "epic", &auspex::calc::answerEpic).json ==
      R"({"error":{"path":"system","message":"is required","code":"field.required","fr":"est obligatoire"}})");
  CHECK(
      calcOne("[1]", "kolaps", &auspex::calc::answerKolaps).json ==
      R"({"error":{"path":"","message":"the request must be a JSON object, not an array","code":"field.object","fr":"la requête doit être un objet JSON, pas un tableau"}})");
  CHECK(
      calcOne("{", "kolaps", &auspex::calc::answerKolaps).json ==
      R"({"error":{"path":"","message":"the request is not valid JSON","code":"request.json","fr":"la requête n'est pas du JSON valide"}})");
}
