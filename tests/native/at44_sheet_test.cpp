// AT-44 unit sheets (core/at44/sheet*.cpp, docs/sheets/at44.md): the Moral
// state machine, attitudes (costs, cancellations), casualties, vehicles'
// damage with overflow, Medic and Autoréparation, newTurn, error texts.
#include <catch2/catch.hpp>

#include "at44/sheet.hpp"
#include "at44/sheet_text_api.hpp"
#include "load_rulesets.hpp"
#include "test_support.hpp"

using auspex::at44::sheetAnswer;
using auspex::calc::json;

namespace {

json make(json request) {
  loadAllRulesets();
  request["op"] = "new";
  request["ruleset"] = "at44";
  return sheetAnswer(request).at("sheet");
}

json reply(const json& sheet, const json& action) {
  return sheetAnswer(json{{"op", "apply"}, {"sheet", sheet}, {"action", action}});
}

json act(const json& sheet, const json& action) {
  const json r = reply(sheet, action);
  REQUIRE(r.at("needs").is_null());
  return r.at("sheet");
}

std::string error(const json& request) {
  loadAllRulesets();
  return test_support::errorText(auspex::at44::sheetText(request.dump()));
}

std::string actError(const json& sheet, const json& action) {
  return error(json{{"op", "apply"}, {"sheet", sheet}, {"action", action}});
}

// 9 Steel troopers, MOR 5, officer of grade 1, Medic.
json troopers() {
  return make({{"unit", "steel-troopers"},
               {"count", 9},
               {"name", "Alpha"},
               {"officer", 1},
               {"type", "infanterie"},
               {"mor", 5},
               {"arm", 5},
               {"skills", {"medic"}}});
}

// 2 King Mammoths: 4 light flamers (1 PS) and a heavy ZZ gun (3 PS), given châssis 6 and one
// propulsion of 3.
json mammoths() {
  return make({{"unit", "king-mammoth"},
               {"count", 2},
               {"category", "autre"},
               {"mor", 6},
               {"skills", {"autoreparation"}},
               {"chassisPs", 6},
               {"propulsionPs", {3}}});
}

json activated(const json& s) {
  return act(s, {{"type", "activate"}});
}

json test(const json& s, json action) {
  action["type"] = "moraleTest";
  if (!action.contains("objective")) action["objective"] = false;
  return act(s, action);
}

}  // namespace

TEST_CASE("at44 sheet: a new infantry sheet", "[at44-sheet]") {
  const json s = troopers();
  CHECK(s.at("left") == 9);
  CHECK(s.at("profile") == json{{"rank", 2}, {"mor", 5}, {"arm", 5}, {"skills", {"medic"}}});
  CHECK(s.at("morale").at("state") == "vaillante");
  CHECK(s.at("morale").at("value") == 6);  // MOR 5 + grade 1
  CHECK(s.at("morale").at("triggers").size() == 6);
  CHECK(s.at("attitudes").size() == 4);
  CHECK(s.at("attitudes")[0] == json{{"id", "genou-a-terre"},
                                     {"name", {{"fr", "Genou à terre"}, {"en", "Kneel"}}},
                                     {"cp", 1},
                                     {"on", false}});
  CHECK(s.at("vehicles").is_null());
  CHECK(s.at("log")[0].at("en") == "New sheet: Alpha (steel-troopers)");
}

TEST_CASE("at44 sheet: the Moral state machine", "[at44-sheet]") {
  json s = activated(troopers());
  // Moral 6 against 8: 5+ on the universal table.
  const json asked =
      reply(s, {{"type", "moraleTest"}, {"trigger", "meneur-perdu"}, {"objective", false}});
  CHECK(asked.at("needs") == json{{"dice", 1},
                                  {"sides", 6},
                                  {"field", "dice"},
                                  {"for",
                                   {{"fr", "Test de Moral : 1D6, 5+ (Moral 6)"},
                                    {"en", "Moral test: 1D6, 5+ (Moral 6)"}}}});
  CHECK(asked.at("sheet") == s);
  // vaillante --fail--> désorganisée
  json d = test(s, {{"trigger", "meneur-perdu"}, {"dice", {4}}});
  CHECK(d.at("morale").at("state") == "desorganisee");
  CHECK(d.at("morale").at("tests") == 1);
  // once per turn
  CHECK(actError(d, {{"type", "moraleTest"},
                     {"trigger", "desorganisee"},
                     {"dice", {6}},
                     {"objective", false}}) ==
        "action.type: the unit has already taken its Moral test this turn");
  // désorganisée must test at every activation; nothing else
  d = activated(act(d, {{"type", "newTurn"}}));
  CHECK(d.at("morale").at("mustTest") == json{"desorganisee"});
  CHECK(actError(d, {{"type", "attitude"}, {"id", "a-couvert"}, {"on", true}}) ==
        "action.type: only a valiant unit can take attitudes");
  CHECK(actError(d, {{"type", "move"}, {"run", false}}) ==
        "action.type: a désorganisée unit is activated but can do nothing");
  // désorganisée --pass--> vaillante (second test: -1, so Moral 5, still 5+)
  json v = test(d, {{"trigger", "desorganisee"}, {"dice", {6}}});
  CHECK(v.at("morale").at("state") == "vaillante");
  CHECK(v.at("log")[0].at("en") ==
        "Moral test (Disorganised unit: a test at the start of every activation, Moral 5): passed "
        "(die 6, 5+)");
  // désorganisée --fail--> déroute
  json r = test(d, {{"trigger", "desorganisee"}, {"dice", {4}}});
  CHECK(r.at("morale").at("state") == "deroute");
  CHECK(r.at("destroyed") == true);
  CHECK(actError(r, {{"type", "activate"}}) ==
        "action.type: the unit is destroyed (or routed): no more actions");
}
