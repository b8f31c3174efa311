// Shared by the Epic activation planner's tests (epic_plan_test.cpp,
// epic_plan_limits_test.cpp): the test ruleset, replies and errors, and the
// request whose ranking is checked.
#pragma once

#include <catch2/catch.hpp>
#include <fstream>

#include "calc/calc.hpp"
#include "epic/calc.hpp"
#include "load_rulesets.hpp"
#include "rulesets/ruleset.hpp"

namespace epic_plan {

using Json = nlohmann::json;

// epic-v1 plus a vehicle and a second weapon, as "epic-plan-test" (the seed gives neither).
inline void load() {
  loadAllRulesets();
  std::ifstream in(std::string(AUSPEX_RULESETS_DIR) + "/epic-v1.json");
  Json r = Json::parse(in);
  r["id"] = "epic-plan-test";
  r["weapons"].push_back({{"id", "lance-missiles"},
                          {"name", {{"fr", "Lance-missiles"}, {"en", "Missile launcher"}}},
                          {"rangeCm", 45},
                          {"dice", 1},
                          {"toHit", 5},
                          {"saveModifier", -1}});
  r["units"].push_back({{"id", "rhino"},
                        {"name", {{"fr", "Rhino"}, {"en", "Rhino"}}},
                        {"kind", "vehicle"},
                        {"moveCm", 20},
                        {"save", 4},
                        {"fa", 0},
                        {"weapons", {"bolter"}}});
  r["units"].push_back({{"id", "devastator"},
                        {"name", {{"fr", "Dévastator"}, {"en", "Devastator"}}},
                        {"kind", "infantry"},
                        {"moveCm", 10},
                        {"save", 4},
                        {"fa", 1},
                        {"weapons", {"lance-missiles"}}});
  auspex::rulesets::replace(
      auspex::requests::json::parse(r.dump()));  // "epic-test": each test its own
}

inline Json answer(const Json& request) {
  const auto reply = auspex::calc::calc(request.dump());
  INFO(request.dump() << " → " << reply.json);
  REQUIRE(reply.ok);
  return Json::parse(reply.json);
}

inline Json errorOf(const Json& request) {
  const auto reply = auspex::calc::calc(request.dump());
  INFO(reply.json);
  REQUIRE_FALSE(reply.ok);
  return Json::parse(reply.json).at("error");
}

inline Json rankingRequest() {
  return Json::parse(R"({"system":"epic","kind":"activationPlan","ruleset":"epic-plan-test",
    "order":"tir-appuye",
    "shooters":[{"unit":"marine-tactique","count":3},{"unit":"devastator","count":2}],
    "targets":[
      {"units":[{"unit":"boy-ork","count":4,"terrain":"forets"},
                {"unit":"rhino","count":2,"facing":"side","hitsToDestroy":2,"hitsTaken":[1,0]}],
       "lost":0,"breakAt":3},
      {"units":[{"unit":"boy-ork","count":2}],"lost":1,"breakAt":2}],
    "top":3})");
}

}  // namespace epic_plan
