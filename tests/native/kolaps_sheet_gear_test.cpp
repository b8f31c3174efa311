// KOLAPS character sheets: protection wear (solide, inusable, ignifugé),
// weapon states, statuses and activation, and the errors' exact texts.
#include "kolaps_sheet_support.hpp"

using namespace kolaps_sheet_test;

namespace {

json absorb(const json& s, json action) {
  action["type"] = "protection";
  return act(s, action);
}

}  // namespace

TEST_CASE("kolaps sheet: protection wear, solide", "[kolaps-sheet]") {
  json s = turn(solmeyer(), {6, 6, 6, 6, 6, 6});
  // 11-27: a stopped légèrement blessé puts no impact on a solide protection.
  s = absorb(s, {{"wound", "legerement-blesse"}});
  CHECK(s.at("protection").at("impacts") == 0);
  CHECK(s.at("health").at("sonne") == true);
  CHECK(s.at("health").at("state") == "indemne");
  CHECK(s.at("combativite").at("current") == 5);
  s = absorb(s, {{"wound", "blesse"}});
  s = absorb(s, {{"wound", "etat-critique"}});
  CHECK(s.at("protection").at("impacts") == 2);
  // 11-25: the 3rd impact raises the class and resets the count; the second
  // point of a 2-point blow is lost with the reset.
  const json up = absorb(s, {{"wound", "blesse"}, {"points", 2}});
  CHECK(up.at("protection").at("class") == 5);
  CHECK(up.at("protection").at("impacts") == 0);
  CHECK(actError(s, {{"type", "protection"}, {"wound", "sonne"}}) ==
        "action.wound: only a wound worse than sonné can be absorbed (Loi 11-22)");
  CHECK(actError(s, {{"type", "protection"}, {"wound", "blesse"}, {"fire", true}}) ==
        "action.fire: only an ignifugé protection blocks fire attacks (Loi 11-30)");
  json bad = s;
  bad["protection"]["impacts"] = 3;
  CHECK(actError(bad, {{"type", "lose"}, {"points", 1}}) ==
        "sheet.protection.impacts: reaches 3 only with inusable (the class goes up and the count "
        "back to 0)");
}

TEST_CASE("kolaps sheet: protection wear, inusable up to ineffective", "[kolaps-sheet]") {
  json req = request();
  req["protection"] = {{"name", "Armure"}, {"class", 6}, {"traits", {"inusable", "ignifuge"}}};
  json s = turn(make(req), {6, 6, 6, 6, 6, 6});
  s = absorb(s, {{"wound", "legerement-blesse"}});
  s = absorb(s, {{"wound", "legerement-blesse"}});
  CHECK(s.at("protection").at("impacts") == 2);
  const json r = reply(s, {{"type", "protection"}, {"wound", "blesse"}});
  CHECK(r.at("needs").at("dice") == 1);
  CHECK(reply(s, {{"type", "protection"}, {"wound", "blesse"}, {"points", 2}})
            .at("needs")
            .at("dice") == 2);
  s = absorb(s, {{"wound", "blesse"}, {"dice", {4}}});  // 4+: the class holds, the count stays 3
  CHECK(s.at("protection").at("impacts") == 3);
  CHECK(s.at("protection").at("class") == 6);
  const json fire = absorb(s, {{"wound", "etat-critique"}, {"fire", true}});
  CHECK(fire.at("protection").at("impacts") == 3);  // ignifugé: blocked, no impact
  s = absorb(s, {{"wound", "blesse"}, {"dice", {3}}});
  CHECK(s.at("protection").at("class") == 7);
  CHECK(s.at("protection").at("impacts") == 0);
  CHECK(s.at("protection").at("ineffective") == true);
  CHECK(actError(s, {{"type", "protection"}, {"wound", "blesse"}}) ==
        "action.type: the protection is ineffective (class 7, Loi 11-25): it absorbs nothing");
}

TEST_CASE("kolaps sheet: weapon states", "[kolaps-sheet]") {
  json s = turn(solmeyer(), {6, 6, 6, 6, 6, 6});
  auto w = [](int i, const char* e) {
    return json{{"type", "weapon"}, {"index", i}, {"event", e}};
  };
  s = act(act(s, w(0, "tir")), w(0, "tir"));
  CHECK(s.at("weapons").at(0).at("usesLeft") == 0);
  CHECK(actError(s, w(0, "tir")) ==
        "action.event: Fusil d'assaut has fired its 2 shots this turn (cadence)");
  // 9-13: the mitraillage is not counted in the cadence; it empties the magazine.
  s = act(s, w(0, "mitraillage"));
  CHECK(s.at("weapons").at(0).at("state") == "vide");
  s = turn(s, {6, 6, 6, 6, 6, 6});
  CHECK(s.at("weapons").at(0).at("usesLeft") == 2);
  CHECK(actError(s, w(0, "tir")) == "action.event: Fusil d'assaut is vide: it cannot fire");
  s = act(s, w(0, "recharger"));
  s = act(s, w(0, "enrayee"));
  CHECK(actError(s, w(0, "mitraillage")) ==
        "action.event: Fusil d'assaut is enrayee: it cannot fire");
  s = act(s, w(0, "reparer"));
  CHECK(s.at("weapons").at(0).at("state") == "ok");
  s = act(s, w(0, "lachee"));
  CHECK(actError(s, w(0, "tir")) ==
        "action.event: Fusil d'assaut is on the ground (ramasser first)");
  s = act(s, w(0, "ramasser"));
  CHECK(actError(s, w(1, "tir")) ==
        "action.event: Couteau is not a ranged weapon (arme-de-poing, arme-d-epaule, arme-lourde)");
  CHECK(actError(s, w(1, "enrayee")) ==
        "action.event: Couteau is not a ranged weapon (arme-de-poing, arme-d-epaule, arme-lourde)");
  s = act(s, w(1, "detruite"));
  CHECK(actError(s, w(1, "detruite")) == "action.event: Couteau is destroyed");
  CHECK(actError(s, w(2, "tir")) == "action.index: must be a whole number from 0 to 1, not 2");
}

TEST_CASE("kolaps sheet: statuses and activation", "[kolaps-sheet]") {
  json s = turn(solmeyer(), {6, 6, 6, 1, 1, 1});
  s = act(s, {{"type", "status"}, {"id", "au-sol"}, {"on", true}});
  CHECK(s.at("statuses").at("auSol") == true);
  CHECK(actError(s, {{"type", "status"}, {"id", "au-sol"}, {"on", true}}) ==
        "action.on: the character is already au-sol");
  s = act(s, {{"type", "status"}, {"id", "a-couvert"}, {"on", true}});
  s = act(s, {{"type", "activation"}, {"state", "en-attente"}});
  CHECK(s.at("activation") == "en-attente");
  s = act(s, {{"type", "spend"}, {"points", 3}});
  CHECK(s.at("activation") == "epuise");
  CHECK(actError(s, {{"type", "status"}, {"id", "cache"}, {"on", true}}) ==
        "action.on: an épuisé character cannot take cache (Loi 9-23)");
  CHECK(actError(s, {{"type", "activation"}, {"state", "reserve"}}) ==
        "action.state: a character without combativité is épuisé (Loi 7-14)");
  s = act(s, {{"type", "xp"}, {"event", "blessure"}});
  CHECK(s.at("xp") == 5);
}

TEST_CASE("kolaps sheet: a conscience roll for a specialisation", "[kolaps-sheet]") {
  const json s = turn(solmeyer(), {6, 6, 6, 6, 6, 6});
  CHECK(reply(s, {{"type", "conscience"}}).at("needs").at("dice") == 1);
  CHECK(reply(s, {{"type", "conscience"}, {"dice", {2}}}).at("log").at(0).at("fr") ==
        "Jet de conscience (spécialisation) : dé 2, 3+ : raté");
  const json elite = act(solmeyer(1), {{"type", "newTurn"}});
  CHECK(reply(elite, {{"type", "conscience"}}).at("log").at(0).at("en") ==
        "Conscience roll (specialisation): automatic success (rank 1)");
}

TEST_CASE("kolaps sheet: errors name the field", "[kolaps-sheet]") {
  json req = request();
  req["op"] = "new";
  req["ruleset"] = "kolaps-v2";
  auto with = [&](const char* key, const json& v) {
    json r = req;
    r[key] = v;
    return error(r);
  };
  CHECK(with("rank", 6) == "rank: must be a whole number from 1 to 5, not 6");
  CHECK(with("foo", 1) ==
        "foo: unknown field (expected one of: op, ruleset, name, rank, affiliation, archetype, "
        "attributes, specialisations, weapons, protection)");
  CHECK(with("ruleset", "at44") == "ruleset: is a ruleset of system \"at44\", not kolaps");
  json r5 = req;
  r5["rank"] = 5;
  r5["attributes"] = {"Vindicatif", "Robuste"};
  CHECK(error(r5) ==
        "attributes: has 2 attributes; a rank 5 character has at most 1 (one per "
        "rank, Loi 4-13)");
  json t = req;
  t["weapons"][0]["traits"][0] = "laser";
  CHECK(error(t) ==
        "weapons.0.traits.0: must be one of arme-de-poing, arme-d-epaule, arme-lourde, "
        "arme-de-melee, penetrant, automatique, crosse, pompe, arme-naturelle, tranchant, "
        "contondant, percant, not \"laser\"");
  t = req;
  t["weapons"][0]["traits"][2] = "penetrant";
  CHECK(error(t) == "weapons.0.traits.2: penetrant needs its X: {\"id\": \"penetrant\", \"x\": 1}");
  t = req;
  t["weapons"][0].erase("cadence");
  CHECK(error(t) ==
        "weapons.0.cadence: is required: the number of shots of the weapon in a "
        "turn (Loi 11-3)");
  t = req;
  t["weapons"][1]["cadence"] = 1;
  CHECK(error(t) ==
        "weapons.1.cadence: is only for ranged weapons (arme-de-poing, "
        "arme-d-epaule, arme-lourde)");
  t = req;
  t["protection"]["class"] = 7;
  CHECK(error(t) == "protection.class: must be a whole number from -6 to 6, not 7");

  const json s = solmeyer();
  CHECK(actError(s, {{"type", "newTurn"}, {"dice", {1, 2}}}) ==
        "action.dice: must be an array of 6 whole numbers, not an array of 2");
  CHECK(actError(s, {{"type", "newTurn"}, {"dice", {7, 1, 1, 1, 1, 1}}}) ==
        "action.dice.0: must be a whole number from 1 to 6, not 7");
  CHECK(actError(s, {{"type", "fly"}}) ==
        "action.type: must be one of newTurn, spend, lose, recover, prepare, fatigue, wound, "
        "protection, conscience, weapon, status, activation, xp, not the string \"fly\"");
  CHECK(actError(s, {{"type", "wound"}, {"level", "mort"}}) ==
        "action.level: must be one of \"sonne\", \"legerement-blesse\", \"blesse\", "
        "\"etat-critique\", \"hors-combat\", not the string \"mort\"");
  json bad = s;
  bad["combativite"]["current"] = 7;
  CHECK(actError(bad, {{"type", "lose"}, {"points", 1}}) ==
        "sheet.combativite.current: must be a whole number from 0 to 6, not 7");
  bad = s;
  bad["health"]["state"] = "blesse";  // fatigue 0 is below blessé's permanent 2
  CHECK(actError(bad, {{"type", "lose"}, {"points", 1}}) ==
        "sheet.fatigue.points: is below the permanent fatigue of the wound (2)");
  bad = s;
  bad["given"]["rank"] = 0;
  CHECK(actError(bad, {{"type", "lose"}, {"points", 1}}) ==
        "sheet.given.rank: must be a whole number from 1 to 5, not 0");
  bad = s;
  bad["turn"] = 1000;
  CHECK(actError(bad, {{"type", "newTurn"}}) ==
        "action.type: the sheet is at turn 1000, the last one it keeps");
  CHECK(error({{"op", "open"}}) ==
        "op: must be one of \"new\", \"apply\", \"read\", not the string \"open\"");
}
