// AT-44 unit sheets (docs/sheets/at44.md): vehicles, newTurn, error texts.
#include "at44_sheet_support.hpp"

TEST_CASE("at44 sheet: vehicle damage, overflow to the châssis, destruction", "[at44-sheet]") {
  json s = mammoths();
  CHECK(s.at("locations").at("weapons").size() == 5);
  CHECK(s.at("vehicles")[0] == json{{"chassis", 6},
                                    {"propulsion", {3}},
                                    {"weapons", {1, 1, 1, 1, 3}},
                                    {"autoRepairUsed", false},
                                    {"destroyed", false},
                                    {"immobilised", false},
                                    {"disarmed", false},
                                    {"leader", true}});
  // The seed's example: 2 damage on a light flamer (1 PS): 1 overflows to the châssis.
  const json r = reply(s, {{"type", "vehicleDamage"},
                           {"vehicle", 0},
                           {"location", "weapon"},
                           {"index", 0},
                           {"points", 2}});
  s = r.at("sheet");
  CHECK(s.at("vehicles")[0].at("weapons") == json{0, 1, 1, 1, 3});
  CHECK(s.at("vehicles")[0].at("chassis") == 5);
  CHECK(r.at("log")[0].at("en") == "Vehicle 0: 2 damage (weapon), châssis 6 → 5");
  CHECK(actError(s, {{"type", "vehicleDamage"},
                     {"vehicle", 0},
                     {"location", "weapon"},
                     {"index", 0},
                     {"points", 2}}) ==
        "action.index: weapon 0 is destroyed; another has PS left and takes the points first");
  // Autoréparation: once per turn per vehicle.
  s = act(s, {{"type", "vehicleDamage"},
              {"vehicle", 0},
              {"location", "propulsion"},
              {"points", 4},
              {"autoRepair", true}});
  CHECK(s.at("vehicles")[0].at("propulsion") == json{0});
  CHECK(s.at("vehicles")[0].at("chassis") == 5);
  CHECK(s.at("vehicles")[0].at("immobilised") == true);
  CHECK(s.at("morale").at("pending") == json::array());  // the other one still moves
  CHECK(actError(s, {{"type", "vehicleDamage"},
                     {"vehicle", 0},
                     {"location", "chassis"},
                     {"points", 1},
                     {"autoRepair", true}}) ==
        "action.autoRepair: Autoréparation has already been used this turn by this vehicle");
  // No propulsion left: a propulsion result goes to the châssis.
  s = act(s,
          {{"type", "vehicleDamage"}, {"vehicle", 0}, {"location", "propulsion"}, {"points", 2}});
  CHECK(s.at("vehicles")[0].at("chassis") == 3);
  // Destroyed at châssis 0: the leader's vehicle; the other takes over.
  s = act(s, {{"type", "vehicleDamage"}, {"vehicle", 0}, {"location", "chassis"}, {"points", 9}});
  CHECK(s.at("vehicles")[0].at("destroyed") == true);
  CHECK(s.at("left") == 1);
  CHECK(s.at("leader") == 1);
  CHECK(s.at("morale").at("pending") == json{"membre-detruit", "meneur-perdu"});
  CHECK(
      actError(
          s, {{"type", "vehicleDamage"}, {"vehicle", 0}, {"location", "chassis"}, {"points", 1}}) ==
      "action.vehicle: vehicle 0 is already destroyed");
  s = act(s, {{"type", "newTurn"}});
  CHECK(s.at("vehicles")[0].at("autoRepairUsed") == false);
  s = act(s,
          {{"type", "vehicleDamage"}, {"vehicle", 1}, {"location", "propulsion"}, {"points", 3}});
  CHECK(s.at("morale").at("pending") == json{"membre-detruit", "meneur-perdu", "immobilises"});
  s = act(s, {{"type", "vehicleDamage"}, {"vehicle", 1}, {"location", "chassis"}, {"points", 6}});
  CHECK(s.at("destroyed") == true);
  CHECK(actError(mammoths(), {{"type", "vehicleDamage"}, {"location", "chassis"}, {"points", 1}}) ==
        "action.vehicle: is required");
}

TEST_CASE("at44 sheet: newTurn resets the turn's flags", "[at44-sheet]") {
  json s = activated(troopers());
  s = act(s, {{"type", "move"}, {"run", true}});
  s = test(s, {{"trigger", "pertes-50"}, {"dice", {6}}});
  s = act(s, {{"type", "casualties"}, {"n", 1}, {"medic", true}});
  CHECK(actError(s, {{"type", "activate"}}) ==
        "action.type: the unit has already been activated this turn");
  s = act(s, {{"type", "newTurn"}});
  CHECK(s.at("turn") == 2);
  CHECK(s.at("activated") == false);
  CHECK(s.at("moved") == false);
  CHECK(s.at("ran") == false);
  CHECK(s.at("morale").at("testedThisTurn") == false);
  CHECK(s.at("morale").at("tests") == 1);  // the next test is at -1
  CHECK(s.at("medic").at("usedThisTurn") == false);
}

TEST_CASE("at44 sheet: error texts name the field", "[at44-sheet]") {
  CHECK(error({{"op", "new"},
               {"ruleset", "at44"},
               {"unit", "steel-troopers"},
               {"count", 9},
               {"type", "infanterie"},
               {"arm", 5},
               {"skills", json::array()}}) == "mor: is required: the ruleset does not give MOR");
  CHECK(error({{"op", "new"},
               {"ruleset", "at44"},
               {"unit", "krasny-soldaty"},
               {"count", 9},
               {"type", "infanterie"},
               {"mor", 5},
               {"skills", json::array()}}) ==
        "type: is given by the ruleset (\"infanterie\"): leave it out");
  CHECK(error({{"op", "new"},
               {"ruleset", "at44"},
               {"unit", "sierps"},
               {"count", 3},
               {"mor", 5},
               {"arm", 9},
               {"skills", json::array()},
               {"chassisPs", 4},
               {"propulsionPs", {2}}}) ==
        "weapons: is required: the ruleset lacks the PS of sierps's weapons; one {\"weapon\", "
        "\"ps\"} per weapon carried");
  CHECK(error({{"op", "new"},
               {"ruleset", "at44"},
               {"unit", "steel-troopers"},
               {"count", 9},
               {"colour", "red"}})
            .rfind("colour: unknown field", 0) == 0);
  CHECK(error({{"op", "new"},
               {"ruleset", "at44"},
               {"unit", "steel-troopers"},
               {"count", 9},
               {"type", "infanterie"},
               {"mor", 5},
               {"arm", 5}}) ==
        "skills: is required: the skill ids (steel-troopers has none in the ruleset), [] for none");
  const json s = troopers();
  CHECK(actError(s, {{"type", "jump"}}) ==
        "action.type: must be one of newTurn, activate, moraleTest, casualties, vehicleDamage, "
        "attitude, move, fire, alertFire, engaged, pinned, not the string \"jump\"");
  CHECK(actError(s, {{"type", "newTurn"}, {"n", 1}}).rfind("action.n: unknown field", 0) == 0);
  json bad = s;
  bad["left"] = 12;
  CHECK(actError(bad, {{"type", "newTurn"}}) ==
        "sheet.left: must be a whole number from 0 to 9, not 12");
  bad = s;
  bad["morale"]["state"] = "brave";
  CHECK(actError(bad, {{"type", "newTurn"}}).rfind("sheet.morale.state: must be one of", 0) == 0);
}

TEST_CASE("at44 sheet: a sheet of another AT-44 ruleset (a game's own) names it after every action",
          "[at44-sheet][rulesets]") {
  loadAllRulesets();
  json own = test_support::rulesetFile("at44.json");
  for (const auto& u : own.at("units"))
    if (u.at("id") == "steel-troopers") {
      json mine = u;
      mine["id"] = "custom-mes-grenadiers";
      own["units"].push_back(mine);
      break;
    }
  own["id"] = "at44-partie-test";
  auspex::rulesets::replace(own);
  const json made = sheetAnswer({{"op", "new"},
                                 {"ruleset", "at44-partie-test"},
                                 {"unit", "custom-mes-grenadiers"},
                                 {"count", 9},
                                 {"type", "infanterie"},
                                 {"mor", 5},
                                 {"arm", 5},
                                 {"skills", {"medic"}}});
  CHECK(made.at("sheet").at("ruleset") == "at44-partie-test");
  const json next = act(made.at("sheet"), {{"type", "activate"}});
  CHECK(next.at("ruleset") == "at44-partie-test");
  CHECK(next.at("unit") == "custom-mes-grenadiers");
}
