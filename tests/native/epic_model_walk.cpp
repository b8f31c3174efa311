// The random walks of Epic Escarmouches: its formation sheets and its turn (model_walk.hpp,
// model_walk_test.cpp): for each state model, one candidate action of a type drawn from what
// the state and the reply offer, its starting requests (new states and the saved ones of
// tests/golden/states) and how often each type is tried. Registered with the walks of every
// game (this file is found by the glob of the test sources).
#include "model_walk.hpp"

namespace model_walk {
namespace {

using auspex::fuzz::StateModel;

json epicSheetAction(const std::string& type, const json& reply, Rng& r) {
  const json& s = reply.at("sheet");
  json a = {{"type", type}};
  const json& unit = r.of(s.at("units"));
  if (type == "order")
    a["order"] = r.of(std::vector<std::string>{"avance", "charge", "tir-appuye"});
  if (type == "casualties" || type == "embark" || type == "disembark" || type == "vehicleHit") {
    a["unit"] = unit.at("unit");
    if (r.coin(0.7)) a["n"] = r.between(1, 2);
  }
  if (type == "casualties" && r.coin(0.2)) a["aboard"] = true;
  if (type == "vehicleHit" && unit.contains("hitsTaken"))
    a["vehicle"] = indexIn(unit.at("hitsTaken"), r);
  if (type == "moraleTest")
    a["situation"] = r.of(std::vector<std::string>{"rupture", "corps-a-corps", "unites-speciales"});
  return a;
}

json epicTurnAction(const std::string& type, const json& reply, Rng& r) {
  const json& t = reply.at("turn");
  json a = {{"type", type}};
  const auto playerOr = [&](const json& p) {
    return p.is_number() && r.coin(0.9) ? p : json(r.between(0, 1));
  };
  if (type == "deployFirst" || type == "first") a["player"] = r.between(0, 1);
  if (type == "deployed") a["player"] = playerOr(t.at("deployment").at("next"));
  if (type == "fired" || type == "pass") a["player"] = playerOr(t.at("acting"));
  return a;
}

// The Epic ruleset of its walks: epic-v1 with a vehicle, added before walking.
json testRuleset() {
  json r = test_support::rulesetFile("epic-v1.json");
  r["id"] = "epic-walk";
  r["units"].push_back({{"id", "rhino"},
                        {"name", {{"fr", "Rhino"}, {"en", "Rhino"}}},
                        {"kind", "vehicle"},
                        {"moveCm", 20},
                        {"save", 4},
                        {"fa", 0},
                        {"weapons", {"bolter"}}});
  return r;
}

std::vector<Walk> gameWalks() {
  using auspex::fuzz::stateModel;
  std::vector<json> epicSheets = {{{"op", "new"},
                                   {"ruleset", "epic-v1"},
                                   {"name", "Escouade Tactique"},
                                   {"morale", 4},
                                   {"units", {{{"unit", "marine-tactique"}, {"count", 5}}}}},
                                  {{"op", "new"},
                                   {"ruleset", "epic-walk"},
                                   {"morale", 3},
                                   {"units",
                                    {{{"unit", "rhino"}, {"count", 2}, {"hitsToDestroy", 3}},
                                     {{"unit", "boy-ork"}, {"count", 4}}}}}};
  for (auto& g : goldenStarts("epic-sheet", "sheet")) epicSheets.push_back(g);

  std::vector<json> epicTurns = {
      {{"op", "new"},
       {"ruleset", "epic-v1"},
       {"deployment", "tirage-au-sort"},
       {"players",
        {{{"name", "Marines"}, {"strategic", 3}, {"formations", 2}},
         {{"name", "Orks"}, {"strategic", 2}, {"formations", 2}}}}},
      {{"op", "new"},
       {"ruleset", "epic-v1"},
       {"deployment", "alterne"},
       {"players",
        {{{"strategic", 2}, {"formations", 3}}, {{"strategic", 2}, {"formations", 1}}}}}};
  for (auto& g : goldenStarts("epic-turn", "turn")) epicTurns.push_back(g);

  return {
      {&stateModel("epic_sheet"),
       epicSheets,
       &epicSheetAction,
       {{"newTurn", 0.4}},
       {testRuleset()}},
      {&stateModel("epic_turn"), epicTurns, &epicTurnAction, {}, {testRuleset()}},
  };
}

const Registered registered(&gameWalks);

}  // namespace
}  // namespace model_walk
