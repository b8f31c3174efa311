// Helpers shared by at44_sheet_test.cpp and at44_sheet_more_test.cpp.
#pragma once

#include <catch2/catch.hpp>
#include "at44/sheet.hpp"
#include "load_rulesets.hpp"
#include "systems/registry.hpp"
#include "test_support.hpp"

using auspex::at44::sheetAnswer;
using auspex::requests::json;

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
  return test_support::modelErrorText(auspex::systems::modelText("at44Sheet", request.dump()));
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
