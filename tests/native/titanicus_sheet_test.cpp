// Live titan sheets (core/titanicus/sheet*.cpp, docs/sheets/titanicus.md):
// new sheets of every unit kind of both editions, each action with given
// dice, the `needs` answers and the error texts.
#include <map>

#include "brute.hpp"
#include "titanicus_sheet_support.hpp"

TEST_CASE("new sheets of v1 and v2 units", "[sheet]") {
  const json v1 = warlordV1();
  CHECK(v1.at("edition") == "v1");
  CHECK(v1.at("shields") == json{{"max", 6},
                                 {"up", 6},
                                 {"armour", 8},
                                 {"overloaded", false},
                                 {"generatorDestroyed", false}});
  CHECK(v1.at("given") == json{{"voidShields", 6}, {"actionPoints", 4}});
  CHECK(v1.at("locations").at(0) == json{{"id", "haut"},
                                         {"armour", 12},
                                         {"rearArmour", 10},
                                         {"structure", 5},
                                         {"lost", 0},
                                         {"destroyed", false}});
  CHECK(v1.at("actionPoints").at("fixed") == 4);
  CHECK(v1.at("movement") == json{{"cm", 8.0}, {"turns", 1}, {"movesLeft", 2}});
  CHECK(v1.at("weapons").size() == 4);

  const json v2 = warlordV2();
  CHECK(v2.at("actionPoints").at("dice") == 6);
  CHECK(v2.at("actionPoints").at("toHit") == 3);
  CHECK(v2.at("shields").at("max") == 6);

  const json stompa = make({{"ruleset", "titanicus-v2"}, {"unit", "stompa"}});
  CHECK(stompa.at("kind") == "super-heavy");
  CHECK(stompa.at("weapons").size() == 4);  // its fixed weapons
  CHECK(stompa.at("shields").at("armour") == 7);
  CHECK(stompa.at("actionPoints").at("fixed") == 2);
  CHECK(stompa.at("unknown") ==
        json{"shieldArmourOverloaded", "shieldRepairOn", "vsgCost", "vsgBurnOutOn"});

  const json goff = gargant();
  CHECK(goff.at("kind") == "gargant");
  CHECK(goff.at("shields").at("max") == 6);
  CHECK(goff.at("actionPoints").at("dice") == 5);
  CHECK(goff.at("actionPoints").at("toHit") == 5);

  const json fantome = make({{"ruleset", "titanicus-v2"}, {"unit", "fantome"}});
  CHECK(fantome.at("shields").is_null());
  CHECK(fantome.at("holo") == json{{"movedCm", 0.0}, {"modifier", 0}, {"destroyed", false}});
  CHECK(fantome.at("movement").at("turns") == 3);
}

TEST_CASE("new sheet errors name the field", "[sheet]") {
  loadAllRulesets();
  const json v1 = {{"op", "new"},
                   {"ruleset", "titanicus-v1"},
                   {"unit", "warlord-12"},
                   {"weapons", {"volcano-cannon", "powerfist", "multilaser", "trident"}}};
  CHECK(error(v1) ==
        "voidShields: is required: ruleset titanicus-v1 gives no void shields for "
        "warlord-12 (give the count, 0 for none)");
  json noAp = v1;
  noAp["voidShields"] = 4;
  CHECK(error(noAp) ==
        "actionPoints: is required: ruleset titanicus-v1 gives no action points "
        "for warlord-12 (give a number, or {\"dice\", \"toHit\"})");
  json three = noAp;
  three["actionPoints"] = 4;
  three["weapons"] = {"volcano-cannon", "powerfist", "multilaser"};
  CHECK(error(three) == "weapons: must hold 4 weapons (warlord-12's slots), not 3");
  CHECK(error({{"op", "new"},
               {"ruleset", "titanicus-v2"},
               {"unit", "warlord"},
               {"weapons", {"plasma-cannon"}},
               {"voidShields", 3}}) ==
        "voidShields: is given by ruleset titanicus-v2 for warlord (leave it out)");
  CHECK(error({{"op", "new"}, {"ruleset", "titanicus-v2"}, {"unit", "warlord"}}) ==
        "weapons: is required: warlord has no fixed weapons (name the ones it carries)");
  CHECK(error({{"op", "new"},
               {"ruleset", "titanicus-v2"},
               {"unit", "warlord"},
               {"weapons", {"gatlin"}}}) ==
        "weapons.0: names no weapon warlord can carry: \"gatlin\"");
  CHECK(error({{"op", "nouveau"}}) ==
        "op: must be one of \"new\", \"apply\", \"read\", not the string "
        "\"nouveau\"");
  CHECK(error({{"op", "new"}, {"ruleset", "titanicus-v2"}, {"unit", "stompa"}, {"colour", 1}})
            .rfind("colour: unknown field", 0) == 0);
}

TEST_CASE("v2 action point roll, reactor damage", "[sheet]") {
  const json s = warlordV2();
  const json asked = reply(s, {{"type", "activate"}});
  CHECK(asked.at("needs") == json{{"dice", 6},
                                  {"sides", 6},
                                  {"field", "dice"},
                                  {"for",
                                   {{"fr", "jet de points d'action, 3+ par dé"},
                                    {"en", "action point roll, 3+ per die"}}},
                                  // The calculator's request giving the odds of this roll.
                                  {"calc",
                                   {{"kind", "actionPoints"},
                                    {"dice", 6},
                                    {"toHit", 3},
                                    {"system", "titanicus"},
                                    {"edition", "v2"}}}});
  CHECK(asked.at("sheet") == s);
  const json on = act(s, {{"type", "activate"}, {"dice", {1, 2, 3, 4, 5, 6}}});
  CHECK(on.at("actionPoints").at("total") == 4);
  CHECK(on.at("log").at(0).at("en") == "AP: 4 (dice 1 2 3 4 5 6, 3+)");
  CHECK(actError(s, {{"type", "activate"}, {"dice", {1, 2, 7, 4, 5, 6}}}) ==
        "action.dice.2: must be a whole number from 1 to 6, not 7");
  CHECK(actError(s, {{"type", "activate"}, {"dice", {1, 2}}}) ==
        "action.dice: must be an array of 6 whole numbers, not an array of 2");
  CHECK(actError(on, {{"type", "activate"}, {"dice", {1, 2, 3, 4, 5, 6}}}) ==
        "action.type: the unit was already activated this turn (new turn first)");
  // The titan sheet table: [6] reactor (-2 AP dice).
  json hit = act(on, {{"type", "damage"}, {"location", "haut"}, {"points", 2}, {"dice", {6}}});
  CHECK(hit.at("actionPoints").at("reactorDamage") == 1);
  CHECK(hit.at("actionPoints").at("dice") == 4);
  hit = act(hit, {{"type", "newTurn"}});
  CHECK(reply(hit, {{"type", "activate"}}).at("needs").at("dice") == 4);
}

TEST_CASE("fire uses, once per turn, aim and alert", "[sheet]") {
  json s = activated(warlordV1());
  CHECK(s.at("weapons").at(0).at("modifier") == 1);  // not moved yet
  s = act(s, {{"type", "fire"}, {"weapon", 0}});
  CHECK(s.at("weapons").at(0).at("uses") == 1);
  CHECK(s.at("weapons").at(0).at("modifier") == 0);  // +1 not moved, −1 used once
  CHECK(s.at("actionPoints").at("left") == 3);
  s = act(s, {{"type", "move"}});
  CHECK(s.at("weapons").at(0).at("modifier") == -1);
  s = act(s, {{"type", "aim"}, {"weapon", 0}});
  CHECK(s.at("weapons").at(0).at("modifier") == 0);
  s = act(s, {{"type", "fire"}, {"weapon", 0}});
  CHECK(s.at("log").at(0).at("en") == "Fire: Volcano Cannon, to-hit modifier 0");
  CHECK(s.at("weapons").at(0).at("aimed") == false);
  CHECK(s.at("actionPoints").at("left") == 0);
  CHECK(actError(s, {{"type", "fire"}, {"weapon", 0}}) == "action.type: costs 1 AP, 0 left");
  s = act(act(s, {{"type", "newTurn"}}), {{"type", "activate"}});
  CHECK(s.at("weapons").at(0).at("uses") == 0);
  s = act(s, {{"type", "fire"}, {"weapon", 1}});  // powerfist, !X
  CHECK(s.at("weapons").at(1).at("available") == false);
  CHECK(actError(s, {{"type", "fire"}, {"weapon", 1}}) ==
        "action.weapon: Powerfist was already used this turn (once per turn)");
  CHECK(actError(s, {{"type", "aim"}, {"weapon", 2}}) ==
        "action.weapon: Plasma Annihilateur cannot be aimed");
  CHECK(actError(s, {{"type", "fire"}, {"weapon", 4}}) ==
        "action.weapon: must be a whole number from 0 to 3, not 4");

  json a = activated(warlordV1());
  a = act(a, {{"type", "alert"}, {"weapon", 3}});
  CHECK(a.at("actionPoints").at("spent") == 2);
  CHECK(a.at("weapons").at(3).at("alert") == true);
  CHECK(actError(a, {{"type", "fire"}, {"weapon", 2}}) == "action.type: costs 3 AP, 2 left");
  // Each weapon's fire before the tap (`fires`): the same reasons, the one on alert free.
  const json fires = sheetAnswer(json{{"op", "read"}, {"sheet", a}}).at("fires");
  CHECK(fires.at(0).at("allowed") == true);
  CHECK(fires.at(2).at("why").at("en") == "costs 3 AP, 2 left");
  CHECK(fires.at(2).at("why").at("fr") == "coûte 3 PA, il en reste 2");
  CHECK(fires.at(3).at("allowed") == true);
  const json next =
      sheetAnswer(json{{"op", "read"}, {"sheet", act(a, {{"type", "newTurn"}})}}).at("fires");
  CHECK(next.at(0).at("why").at("code") == "unit.not-activated");
  CHECK(next.at(3).at("allowed") == true);  // on alert: no AP, not activated
  CHECK(actError(warlordV1(), {{"type", "move"}}) ==
        "action.type: needs the unit activated this turn (activate first)");
  a = act(a, {{"type", "newTurn"}});
  a = act(a, {{"type", "fire"}, {"weapon", 3}});  // on alert: no AP, not activated
  CHECK(a.at("log").at(0).at("en") == "Alert fire: Trident, to-hit modifier +1");
  CHECK(a.at("weapons").at(3).at("alert") == false);
}

TEST_CASE("shield repair and VSG overload", "[sheet]") {
  json s = activated(warlordV1());
  s = act(s, {{"type", "shieldsDown"}, {"n", 3}});
  CHECK(s.at("shields").at("up") == 3);
  const json asked = reply(s, {{"type", "special"}, {"what", "repairShields"}});
  CHECK(asked.at("needs").at("dice") == 3);
  s = act(s, {{"type", "special"}, {"what", "repairShields"}, {"dice", {4, 3, 6}}});
  CHECK(s.at("shields").at("up") == 5);
  CHECK(s.at("log").at(0).at("en") == "Repair: 2 shields back up (dice 4 3 6, 4+)");

  json up = act(s, {{"type", "special"}, {"what", "vsgOverload"}, {"dice", {2}}});
  CHECK(up.at("shields").at("armour") == 10);
  CHECK(up.at("shields").at("overloaded") == true);
  up = act(act(up, {{"type", "newTurn"}}), {{"type", "activate"}});
  CHECK(up.at("shields").at("overloaded") == false);
  CHECK(up.at("shields").at("armour") == 8);

  const json burnt = act(s, {{"type", "special"}, {"what", "vsgOverload"}, {"dice", {1}}});
  CHECK(burnt.at("shields").at("generatorDestroyed") == true);
  CHECK(burnt.at("shields").at("up") == 0);
  CHECK(actError(burnt, {{"type", "special"}, {"what", "repairShields"}}) ==
        "action.what: the shield generator is destroyed");

  json stompa = activated(make({{"ruleset", "titanicus-v2"}, {"unit", "stompa"}}));
  stompa = act(stompa, {{"type", "shieldsDown"}, {"n", 1}});
  CHECK(actError(stompa, {{"type", "special"}, {"what", "repairShields"}}) ==
        "action.what: the rules of the Orks (titanicus-v2) give no shield repair roll");
  // Not offered either: the reply's specials say why, in both languages.
  const json specials =
      auspex::titanicus::sheetAnswer({{"op", "read"}, {"sheet", stompa}}).at("specials");
  CHECK(specials.at(1).at("what") == "vsgOverload");
  CHECK(specials.at(1).at("allowed") == false);
  CHECK(specials.at(1).at("why").at("fr") ==
        "les règles des Orks (titanicus-v2) ne donnent pas de surcharge du VSG");
  CHECK(specials.at(0).at("allowed") == false);
}

TEST_CASE("damage tables of both editions", "[sheet]") {
  const json v1 = warlordV1();
  json s = act(v1, {{"type", "damage"}, {"location", "haut"}, {"points", 1}});  // no roll yet
  CHECK(s.at("locations").at(0).at("lost") == 1);
  CHECK(
      reply(s, {{"type", "damage"}, {"location", "haut"}, {"points", 1}}).at("needs").at("dice") ==
      1);
  // v1 imperial haut: [4] VSG destroyed, then reactor; [5-6] reactor, then explosion.
  json vsg = act(s, {{"type", "damage"}, {"location", "haut"}, {"points", 1}, {"dice", {4}}});
  CHECK(vsg.at("shields").at("generatorDestroyed") == true);
  vsg = act(vsg, {{"type", "damage"}, {"location", "haut"}, {"points", 1}, {"dice", {4}}});
  CHECK(vsg.at("actionPoints").at("reactorDamage") == 1);
  CHECK(vsg.at("actionPoints").at("fixed") == 2);  // 4 − 2
  vsg = act(vsg, {{"type", "damage"}, {"location", "haut"}, {"points", 1}, {"dice", {5}}});
  CHECK(vsg.at("exploded") == true);
  CHECK(vsg.at("destroyed") == true);
  CHECK(actError(vsg, {{"type", "move"}}) == "action.type: the unit is destroyed");
  // [1-3]: a weapon, the player picks.
  const json asked =
      reply(s, {{"type", "damage"}, {"location", "haut"}, {"points", 1}, {"dice", {3}}});
  CHECK(asked.at("needs").at("weapons") == 1);
  CHECK(asked.at("needs").at("from") == json{0, 1, 2, 3});
  json lost = act(
      s, {{"type", "damage"}, {"location", "haut"}, {"points", 1}, {"dice", {3}}, {"weapon", 2}});
  CHECK(lost.at("weapons").at(2).at("destroyed") == true);
  lost = act(act(lost, {{"type", "newTurn"}}), {{"type", "activate"}});
  CHECK(actError(lost, {{"type", "fire"}, {"weapon", 2}}) ==
        "action.weapon: Plasma Annihilateur is destroyed");

  // v2 titan sheet table: [1-4] weapons, [5] VSG, [6] reactor.
  const json v2 = act(warlordV2(), {{"type", "damage"}, {"location", "haut"}, {"points", 1}});
  const json four =
      reply(v2, {{"type", "damage"}, {"location", "haut"}, {"points", 1}, {"dice", {4}}});
  CHECK(four.at("needs").at("weapons") == 1);
  const json five =
      act(v2, {{"type", "damage"}, {"location", "haut"}, {"points", 1}, {"dice", {5}}});
  CHECK(five.at("shields").at("generatorDestroyed") == true);
  // Points past the 2nd roll one die each; the point that destroys rolls none.
  CHECK(
      reply(v2, {{"type", "damage"}, {"location", "haut"}, {"points", 4}}).at("needs").at("dice") ==
      3);
  const json dead =
      act(v2, {{"type", "damage"}, {"location", "haut"}, {"points", 9}, {"dice", {5, 5, 5}}});
  CHECK(dead.at("destroyed") == true);
  CHECK(dead.at("locations").at(0).at("lost") == 5);
  CHECK(actError(v2, {{"type", "damage"}, {"location", "torse"}, {"points", 1}}) ==
        "action.location: must be one of \"haut\", \"bas\", not the string \"torse\"");
}

TEST_CASE("bas damage: turns and movement", "[sheet]") {
  json s = warlordV1();  // 8 cm + 1 turn
  s = act(s, {{"type", "damage"}, {"location", "bas"}, {"points", 1}});
  CHECK(s.at("movement") == json{{"cm", 8.0}, {"turns", 0}, {"movesLeft", 2}});
  s = act(s, {{"type", "damage"}, {"location", "bas"}, {"points", 1}});
  CHECK(s.at("movement").at("cm") == 4.0);
  s = act(s, {{"type", "damage"}, {"location", "bas"}, {"points", 1}});  // no turn left: half
  CHECK(s.at("movement").at("cm") == 2.0);

  json v2 = act(warlordV2(), {{"type", "damage"}, {"location", "bas"}, {"points", 2}});
  CHECK(v2.at("movement").at("cm") == 7.5);

  json fantome = make({{"ruleset", "titanicus-v2"}, {"unit", "fantome"}});
  fantome = act(fantome, {{"type", "damage"}, {"location", "bas"}, {"points", 1}});
  CHECK(fantome.at("movement").at("cm") == 15.0);
  CHECK(fantome.at("movement").at("turns") == 2);

  json goff = gargant();
  CHECK(reply(goff, {{"type", "damage"}, {"location", "bas"}, {"points", 2}})
            .at("needs")
            .at("dice") == 2);
  goff = act(goff, {{"type", "damage"}, {"location", "bas"}, {"points", 2}, {"dice", {3, 4}}});
  CHECK(goff.at("movement").at("cm") == 5.0);
  CHECK(goff.at("actionPoints").at("boilerDamage") == 2);
  CHECK(goff.at("actionPoints").at("dice") == 3);
}

// The odds of what the dice gave (issue 20), against every throw enumerated.
TEST_CASE("the odds of an AP roll and of a damage table, by brute force", "[sheet][odds]") {
  const json s = warlordV2();
  // 6 dice at 3+: the chance of exactly k AP and of k or more, every throw counted.
  const std::vector<double> exactly = brute::successCounts(6, 6, 3);
  for (int k = 0; k <= 6; ++k) {
    std::vector<int> dice(6, 1);
    for (int i = 0; i < k; ++i) dice[static_cast<std::size_t>(i)] = 5;
    const json line = reply(s, {{"type", "activate"}, {"dice", dice}}).at("log").at(0);
    REQUIRE(line.at("en").get<std::string>().rfind("AP: " + std::to_string(k) + " (", 0) == 0);
    const json& o = line.at("odds").at(0);
    double atLeast = 0;
    for (int j = k; j <= 6; ++j) atLeast += exactly[static_cast<std::size_t>(j)];
    CHECK(o.at("value") == k);
    CHECK(o.at("p").get<double>() == Approx(exactly[static_cast<std::size_t>(k)]).margin(1e-6));
    CHECK(o.at("atLeast").get<double>() == Approx(atLeast).margin(1e-6));
    CHECK(o.at("mean").get<double>() == Approx(4.0).margin(1e-6));
    CHECK_FALSE(o.contains("player"));  // the sheet's owner
  }
  // The v2 titan sheet table: 1–4 a weapon, 5 VSG, 6 reactor; the odds are the
  // owner's: a milder line is better (docs/rules/titanicus.md, "Odds").
  const json on = act(s, {{"type", "activate"}, {"dice", {1, 2, 3, 4, 5, 6}}});
  const std::map<int, std::pair<double, double>> expected = {
      {2, {4.0 / 6, 4.0 / 6}}, {5, {1.0 / 6, 5.0 / 6}}, {6, {1.0 / 6, 1.0}}};
  for (const auto& [die, odds] : expected) {
    json action = {{"type", "damage"}, {"location", "haut"}, {"points", 2}, {"dice", {die}}};
    if (die <= 4) action["weapon"] = {0};  // a weapon destroyed: the player picks it
    const json r = reply(on, action);
    json line;
    for (const auto& l : r.at("log"))
      if (l.contains("odds")) line = l;
    INFO(r.at("log").dump());
    REQUIRE(line.is_object());
    CHECK(line.at("en").get<std::string>().rfind("Die " + std::to_string(die) + ": ", 0) == 0);
    CHECK(line.at("odds").at(0).at("p").get<double>() == Approx(odds.first).margin(1e-6));
    CHECK(line.at("odds").at(0).at("atLeast").get<double>() == Approx(odds.second).margin(1e-6));
  }
}
