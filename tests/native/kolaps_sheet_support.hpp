// KOLAPS character sheet tests: a character, and applying actions.
#pragma once

#include <catch2/catch.hpp>

#include "kolaps/sheet.hpp"
#include "load_rulesets.hpp"
#include "systems/registry.hpp"
#include "test_support.hpp"

namespace kolaps_sheet_test {

using auspex::kolaps::sheetAnswer;
using auspex::requests::json;

inline json make(json request) {
  loadAllRulesets();
  request["op"] = "new";
  request["ruleset"] = "kolaps-v2";
  return sheetAnswer(request).at("sheet");
}

inline json reply(const json& sheet, const json& action) {
  return sheetAnswer(json{{"op", "apply"}, {"sheet", sheet}, {"action", action}});
}

inline json act(const json& sheet, const json& action) {
  const json r = reply(sheet, action);
  REQUIRE(r.at("needs").is_null());
  return r.at("sheet");
}

inline std::string error(const json& request) {
  loadAllRulesets();
  return test_support::modelErrorText(auspex::systems::modelText("kolapsSheet", request.dump()));
}

inline std::string actError(const json& sheet, const json& action) {
  return error(json{{"op", "apply"}, {"sheet", sheet}, {"action", action}});
}

// Stefan Solmeyer, rank 3: an assault rifle (automatique, cadence 2), a knife,
// a vest of class 4 (solide).
inline json request(int rank = 3) {
  return {{"name", "Stefan Solmeyer"},
          {"rank", rank},
          {"affiliation", "APC"},
          {"attributes", {"Vindicatif"}},
          {"specialisations", {"tireur-d-elite"}},
          {"weapons",
           {{{"name", "Fusil d'assaut"},
             {"traits", {"arme-d-epaule", "automatique", {{"id", "penetrant"}, {"x", 1}}}},
             {"cadence", 2}},
            {{"name", "Couteau"}, {"traits", {"arme-de-melee", "tranchant"}}}}},
          {"protection", {{"name", "Gilet"}, {"class", 4}, {"traits", {"solide"}}}}};
}

inline json solmeyer(int rank = 3) {
  return make(request(rank));
}

// newTurn with the given dice (the page's roll).
inline json turn(const json& s, const json& dice) {
  return act(s, {{"type", "newTurn"}, {"dice", dice}});
}

inline json wound(const json& s, const std::string& level) {
  return act(s, {{"type", "wound"}, {"level", level}});
}

}  // namespace kolaps_sheet_test
