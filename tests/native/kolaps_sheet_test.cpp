// KOLAPS character sheets (core/kolaps/sheet*.cpp, docs/sheets/kolaps.md):
// combativité at the start of a turn with its penalties and negative
// results, fatigue thresholds, the wound ladder, conscience rolls.
#include "brute.hpp"
#include "calc/calc.hpp"
#include "kolaps_sheet_support.hpp"

using namespace kolaps_sheet_test;

TEST_CASE("kolaps sheet: a new character", "[kolaps-sheet]") {
  const json s = solmeyer();
  CHECK(s.at("format") == "auspex-sheet");
  CHECK(s.at("ruleset") == "kolaps-v2");
  CHECK(s.at("turn") == 0);
  CHECK(s.at("activation") == "epuise");
  CHECK(s.at("profile").at("thresholds") ==
        json{{"combativite", "3+"}, {"conscience", "3+"}, {"death", "5+"}});
  CHECK(s.at("profile").at("pds") == 20);
  CHECK(s.at("protection").at("class") == 4);
  CHECK(s.at("protection").at("impacts") == 0);
  CHECK(s.at("weapons").at(0).at("usesLeft") == 2);
  CHECK(s.at("weapons").at(0).at("traits").at(2) ==
        json{{"id", "penetrant"},
             {"x", 1},
             {"name", {{"fr", "Pénétrant X"}, {"en", "Penetrating X"}}}});
  CHECK(s.at("weapons").at(1).at("cadence").is_null());
  CHECK(s.at("health").at("state") == "indemne");
  json given = request();
  given.erase("name");
  CHECK(s.at("given") == given);
}

TEST_CASE("kolaps sheet: newTurn asks for 6D6 and counts the dice at the rank", "[kolaps-sheet]") {
  const json s = solmeyer();
  const json r = reply(s, {{"type", "newTurn"}});
  CHECK(r.at("needs").at("dice") == 6);
  CHECK(r.at("needs").at("for").at("fr") == "6D6 combativité (3+)");
  CHECK(r.at("sheet") == s);
  const json t = turn(s, {3, 3, 3, 1, 2, 6});
  CHECK(t.at("turn") == 1);
  CHECK(t.at("combativite").at("current") == 4);
  CHECK(t.at("combativite").at("determined") == 4);
  CHECK(t.at("activation") == "reserve");
  CHECK(reply(s, {{"type", "newTurn"}, {"dice", {3, 3, 3, 1, 2, 6}}}).at("log").at(1).at("fr") ==
        "Combativité : 4 réussites (3+) − fatigue 0 − blessures 0 = 4");
}

TEST_CASE("kolaps sheet: rank 1 always has 6, no dice", "[kolaps-sheet]") {
  const json s = solmeyer(1);
  const json t = act(s, {{"type", "newTurn"}});
  CHECK(t.at("combativite").at("current") == 6);
  CHECK(actError(s, {{"type", "newTurn"}, {"dice", {1}}}) ==
        "action.dice: no dice are needed for this action");
}

TEST_CASE("kolaps sheet: fatigue and wound penalties at the determination", "[kolaps-sheet]") {
  json s = turn(solmeyer(), {6, 6, 6, 6, 6, 6});
  s = wound(s, "blesse");  // -1 combativité, +2 fatigue
  CHECK(s.at("combativite").at("current") == 5);
  CHECK(s.at("fatigue").at("points") == 2);
  CHECK(s.at("fatigue").at("permanent") == 2);
  s = act(s, {{"type", "spend"}, {"points", 2}, {"fatigue", 4}});
  CHECK(s.at("fatigue").at("points") == 6);
  CHECK(s.at("combativite").at("penalties") == 4);
  CHECK(s.at("activation") == "en-attente");
  s = turn(s, {6, 6, 6, 6, 6, 6});
  CHECK(s.at("combativite").at("current") == 2);  // 6 - 2 (5th, 6th) - 2 (blessé)
  CHECK(s.at("fatigue").at("points") == 5);       // 7-9: 1 lost after the determination
  s = turn(s, {6, 6, 6, 1, 1, 1});
  CHECK(s.at("combativite").at("current") == 0);  // 3 - 1 - 2
  CHECK(s.at("activation") == "epuise");
  CHECK(s.at("fatigue").at("points") == 4);
  s = turn(s, {6, 6, 6, 6, 1, 1});
  s = turn(s, {6, 6, 6, 6, 1, 1});
  CHECK(s.at("fatigue").at("points") == 2);  // the permanent 2 stay
  s = turn(s, {6, 6, 6, 6, 1, 1});
  CHECK(s.at("fatigue").at("points") == 2);
}

TEST_CASE("kolaps sheet: negative combativité (Loi 7-7)", "[kolaps-sheet]") {
  json s = solmeyer();
  s = turn(s, {6, 6, 6, 6, 6, 6});
  s = wound(s, "blesse");
  s = act(s, {{"type", "fatigue"}, {"points", 4}});
  s = turn(s, {1, 1, 1, 1, 1, 6});  // 1 - 2 - 2 = -3
  CHECK(s.at("combativite").at("determined") == -3);
  CHECK(s.at("combativite").at("current") == 0);
  CHECK(s.at("combativite").at("negative").at("id") == "recule-d-une-zone");
  CHECK(s.at("statuses").at("expose") == true);
  CHECK(s.at("activation") == "epuise");

  json c = solmeyer();
  c = turn(c, {6, 6, 6, 6, 6, 6});
  c = wound(c, "blesse");
  c = act(c, {{"type", "wound"}, {"level", "blesse"}, {"dice", {4}}});  // état critique
  CHECK(c.at("health").at("state") == "etat-critique");
  CHECK(c.at("fatigue").at("points") == 5);
  c = act(c, {{"type", "fatigue"}, {"points", 1}});
  c = turn(c, {1, 1, 1, 1, 1, 1});  // 0 - 2 - 3 = -5
  CHECK(c.at("out") == "quitte-le-theatre");
  CHECK(c.at("horsCombat") == true);
  CHECK(actError(c, {{"type", "newTurn"}}) ==
        "action.type: the character is hors combat: no more actions");

  json d = solmeyer();
  d = turn(d, {6, 6, 6, 6, 6, 6});
  d = wound(d, "blesse");
  d = act(d, {{"type", "wound"}, {"level", "blesse"}, {"dice", {4}}});
  d = act(d, {{"type", "fatigue"}, {"points", 1}});
  d = act(d, {{"type", "wound"}, {"level", "sonne"}});
  d = turn(d, {1, 1, 1, 1, 1, 1, 1});  // sonné roll failed: 0 - 2 - 3 - 1 = -6
  CHECK(d.at("combativite").at("determined") == -6);
  CHECK(d.at("defected") == true);
  CHECK(d.at("combativite").at("current") == 1);
  CHECK(d.at("activation") == "reserve");
  d = act(d, {{"type", "fatigue"}, {"points", 1}});
  d = turn(d, {1, 1, 1, 1, 1, 1, 1});  // -6 again: lost to every unit
  CHECK(d.at("out") == "perdu");
}

TEST_CASE("kolaps sheet: the wound ladder (Loi 6)", "[kolaps-sheet]") {
  json s = turn(solmeyer(), {6, 6, 6, 6, 6, 6});
  s = wound(s, "sonne");
  s = wound(s, "sonne");  // 6-4: sonné again loses 1 again
  CHECK(s.at("combativite").at("current") == 4);
  CHECK(s.at("health").at("sonne") == true);
  CHECK(s.at("health").at("state") == "indemne");
  s = wound(s, "legerement-blesse");
  s = wound(s, "legerement-blesse");  // 6-8: again 1 and 1 fatigue
  CHECK(s.at("health").at("state") == "legerement-blesse");
  CHECK(s.at("combativite").at("current") == 2);
  CHECK(s.at("fatigue").at("points") == 2);
  CHECK(s.at("fatigue").at("permanent") == 1);
  s = wound(s, "blesse");
  CHECK(s.at("health").at("state") == "blesse");
  CHECK(s.at("combativite").at("current") == 1);
  CHECK(s.at("fatigue").at("points") == 4);
  // 6-12, 6-16: blessé again is état critique, with a conscience roll.
  const json r = reply(s, {{"type", "wound"}, {"level", "blesse"}});
  CHECK(r.at("needs").at("dice") == 2);  // état critique, then the 7th fatigue point
  CHECK(r.at("sheet") == s);
  const json out = act(s, {{"type", "wound"}, {"level", "blesse"}, {"dice", {2, 6}}});
  CHECK(out.at("health").at("state") == "hors-combat");
  CHECK(out.at("activation") == "epuise");
  json ec = act(s, {{"type", "wound"}, {"level", "blesse"}, {"dice", {3, 6}}});
  CHECK(ec.at("health").at("state") == "etat-critique");
  CHECK(ec.at("health").at("penalty") == 3);
  CHECK(ec.at("fatigue").at("points") == 7);  // 4 + 3
  CHECK(ec.at("fatigue").at("permanent") == 3);
  // 6-17: état critique and blessé again: a conscience roll (and the 7th+
  // fatigue points each one more).
  const json again = reply(ec, {{"type", "wound"}, {"level", "blesse"}});
  CHECK(again.at("needs").at("dice") == 3);
  const json held = act(ec, {{"type", "wound"}, {"level", "blesse"}, {"dice", {5, 5, 5}}});
  CHECK(held.at("health").at("state") == "etat-critique");
  CHECK(held.at("fatigue").at("points") == 9);
  // A lighter wound does not lower the state.
  const json light = act(ec, {{"type", "wound"}, {"level", "legerement-blesse"}, {"dice", {6}}});
  CHECK(light.at("health").at("state") == "etat-critique");
  CHECK(light.at("fatigue").at("points") == 8);
  CHECK(wound(ec, "hors-combat").at("horsCombat") == true);
}

TEST_CASE("kolaps sheet: fatigue beyond the 6th point (Loi 5-8)", "[kolaps-sheet]") {
  json s = turn(solmeyer(), {6, 6, 6, 6, 6, 6});
  s = act(s, {{"type", "fatigue"}, {"points", 5}});
  CHECK(actError(s, {{"type", "fatigue"}, {"points", 2}}) ==
        "action.points: would bring the fatigue to 7: a character takes at most 6 voluntarily "
        "(Loi 5-3)");
  const json r = reply(s, {{"type", "fatigue"}, {"points", 3}, {"voluntary", false}});
  CHECK(r.at("needs").at("dice") == 2);
  // The calculator's request of their odds (the dice panel shows them first): rank 3, 3+, both
  // to pass: (4/6)², every pair of dice counted.
  CHECK(r.at("needs").at("calc") == json{{"system", "kolaps"},
                                         {"kind", "conscience"},
                                         {"rank", 3},
                                         {"rolls", 2},
                                         {"cause", "fatigue"}});
  const auto odds = json::parse(auspex::calc::calc(r.at("needs").at("calc").dump()).json);
  double both = 0;
  brute::forEachThrow(
      2, 6, [&](const std::vector<int>& d, double p) { both += d[0] >= 3 && d[1] >= 3 ? p : 0; });
  CHECK(odds.at("outcomes").at(0).at("p").get<double>() == Approx(both).margin(1e-12));
  CHECK(odds.at("outcomes").at(1).at("name").at("fr") == "raté : inconscient");
  const json ok =
      act(s, {{"type", "fatigue"}, {"points", 3}, {"voluntary", false}, {"dice", {3, 6}}});
  CHECK(ok.at("fatigue").at("points") == 8);
  CHECK(ok.at("fatigue").at("unconsciousUntil").is_null());
  json ko = act(s, {{"type", "fatigue"}, {"points", 3}, {"voluntary", false}, {"dice", {6, 2}}});
  CHECK(ko.at("fatigue").at("unconsciousUntil") == 2);
  CHECK(ko.at("statuses").at("auSol") == true);
  CHECK(ko.at("activation") == "epuise");
  CHECK(actError(ko, {{"type", "status"}, {"id", "au-sol"}, {"on", false}}) ==
        "action.on: an unconscious character stays au sol (Loi 5-8)");
  // The next turn: no determination, 3 fatigue lost.
  ko = act(ko, {{"type", "newTurn"}});
  CHECK(ko.at("turn") == 2);
  CHECK(ko.at("combativite").at("current") == 0);
  CHECK(ko.at("fatigue").at("points") == 5);
  CHECK(actError(ko, {{"type", "spend"}, {"points", 0}}) ==
        "action.type: the character is unconscious (Loi 5-8) until turn 2 ends");
  ko = turn(ko, {6, 6, 6, 6, 6, 6});
  CHECK(ko.at("fatigue").at("unconsciousUntil").is_null());
  CHECK(ko.at("combativite").at("current") == 5);  // 6 - 1 (5th point)
}

TEST_CASE("kolaps sheet: sonné at the end of the turn (Loi 6-5)", "[kolaps-sheet]") {
  json s = turn(solmeyer(), {6, 6, 6, 6, 6, 6});
  s = wound(s, "sonne");
  const json r = reply(s, {{"type", "newTurn"}});
  CHECK(r.at("needs").at("dice") == 7);
  CHECK(r.at("needs").at("for").at("fr") ==
        "1D6 jet de conscience (sonné, 3+) puis 6D6 combativité (3+)");
  const json failed = turn(s, {2, 6, 6, 6, 6, 6, 6});
  CHECK(failed.at("health").at("sonne") == true);
  CHECK(failed.at("combativite").at("current") == 5);
  const json passed = turn(s, {3, 6, 6, 6, 6, 6, 6});
  CHECK(passed.at("health").at("sonne") == false);
  CHECK(passed.at("combativite").at("current") == 6);
}

TEST_CASE("kolaps sheet: spending, recovery, se préparer", "[kolaps-sheet]") {
  json s = turn(solmeyer(), {6, 6, 6, 6, 6, 1});
  CHECK(actError(s, {{"type", "spend"}, {"points", 6}}) ==
        "action.points: needs 6 combativité; the character has 5 (Loi 8-4)");
  json o = act(s, {{"type", "spend"}, {"points", 1}, {"opposition", true}});
  CHECK(o.at("activation") == "reserve");
  json f = act(s, {{"type", "spend"}, {"points", 2}, {"failed", true}});
  CHECK(f.at("combativite").at("current") == 1);
  CHECK(f.at("combativite").at("spent") == 2);
  CHECK(f.at("activation") == "en-attente");
  CHECK(actError(s, {{"type", "recover"}}) ==
        "action.type: no fatigue to recover (0, of which 0 permanent, Loi 5-9)");
  json r = act(act(s, {{"type", "spend"}, {"points", 0}, {"fatigue", 2}}), {{"type", "recover"}});
  CHECK(r.at("fatigue").at("points") == 1);
  CHECK(r.at("combativite").at("current") == 2);
  json p = act(s, {{"type", "prepare"}});
  CHECK(p.at("combativite").at("prepared") == 3);
  CHECK(p.at("activation") == "epuise");
  CHECK(actError(p, {{"type", "spend"}, {"points", 1}}) ==
        "action.type: the character is épuisé: no action nor opposition this turn (Loi 1-14, "
        "9-23)");
  p = turn(p, {6, 6, 6, 6, 1, 1});
  CHECK(p.at("combativite").at("current") == 6);  // 4 + 3, at most 6
  CHECK(p.at("combativite").at("prepared") == 0);
}

TEST_CASE("kolaps sheet: the odds of the combativité dice, by brute force",
          "[kolaps-sheet][odds]") {
  const json s = solmeyer();
  const std::vector<double> exactly = brute::successCounts(6, 6, 3);
  for (int k = 0; k <= 6; ++k) {
    std::vector<int> dice(6, 2);
    for (int i = 0; i < k; ++i) dice[static_cast<std::size_t>(i)] = 6;
    const json line = reply(s, {{"type", "newTurn"}, {"dice", dice}}).at("log").at(1);
    double atLeast = 0;
    for (int j = k; j <= 6; ++j) atLeast += exactly[static_cast<std::size_t>(j)];
    const json& o = line.at("odds").at(0);
    CHECK(o.at("value") == k);
    CHECK(o.at("p").get<double>() == Approx(exactly[static_cast<std::size_t>(k)]).margin(1e-6));
    CHECK(o.at("atLeast").get<double>() == Approx(atLeast).margin(1e-6));
  }
}

TEST_CASE("kolaps sheet: a sheet of a house ruleset names it after every action",
          "[kolaps-sheet][rulesets]") {
  using namespace kolaps_sheet_test;
  loadAllRulesets();
  json house = test_support::rulesetFile("kolaps-v2.json");
  house["id"] = "kolaps-maison";
  auspex::rulesets::replace(house);
  json r = request();
  r["op"] = "new";
  r["ruleset"] = "kolaps-maison";
  const json made = sheetAnswer(r).at("sheet");
  CHECK(made.at("ruleset") == "kolaps-maison");
  CHECK(act(made, {{"type", "fatigue"}, {"points", 4}}).at("ruleset") == "kolaps-maison");
}
