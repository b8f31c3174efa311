// Helpers shared by titanicus_sheet_test.cpp and titanicus_sheet_more_test.cpp.
#pragma once

#include <catch2/catch.hpp>
#include "load_rulesets.hpp"
#include "systems/registry.hpp"
#include "test_support.hpp"
#include "titanicus/sheet.hpp"

using auspex::requests::json;
using auspex::titanicus::sheetAnswer;

namespace {

json make(json request) {
  loadAllRulesets();
  request["op"] = "new";
  return sheetAnswer(request).at("sheet");
}

json reply(const json& sheet, const json& action) {
  return sheetAnswer(json{{"op", "apply"}, {"sheet", sheet}, {"action", action}});
}

// The sheet after an action that needs nothing more.
json act(const json& sheet, const json& action) {
  const json r = reply(sheet, action);
  REQUIRE(r.at("needs").is_null());
  return r.at("sheet");
}

std::string error(const json& request) {
  return test_support::modelErrorText(auspex::systems::modelText("titanSheet", request.dump()));
}

std::string actError(const json& sheet, const json& action) {
  return error(json{{"op", "apply"}, {"sheet", sheet}, {"action", action}});
}

json warlordV1() {
  return make({{"ruleset", "titanicus-v1"},
               {"unit", "warlord-12"},
               {"name", "Ignis Rex"},
               {"weapons", {"volcano-cannon", "powerfist", "plasma-annihilator", "trident"}},
               {"voidShields", 6},
               {"actionPoints", 4}});
}

json warlordV2() {
  return make({{"ruleset", "titanicus-v2"},
               {"unit", "warlord"},
               {"weapons", {"vulcan-mega-bolter", "plasma-cannon", "plasma-cannon"}}});
}

json gargant(const char* unit = "goff-gargant") {
  return make({{"ruleset", "titanicus-v2"}, {"unit", unit}});
}

json activated(const json& sheet) {
  return act(sheet, {{"type", "activate"}});
}

}  // namespace
