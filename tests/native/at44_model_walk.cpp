// The random walks of AT-44: its unit sheets and its turn (model_walk.hpp,
// model_walk_test.cpp): for each state model, one candidate action of a type drawn from what
// the state and the reply offer, its starting requests (new states and the saved ones of
// tests/golden/states) and how often each type is tried. Registered with the walks of every
// game (this file is found by the glob of the test sources).
#include "model_walk.hpp"

namespace model_walk {
namespace {

using auspex::fuzz::StateModel;

json at44SheetAction(const std::string& type, const json& reply, Rng& r) {
  const json& s = reply.at("sheet");
  json a = {{"type", type}};
  if (type == "moraleTest") {
    const json& must = s.at("morale").at("mustTest");
    a["trigger"] =
        !must.empty() && r.coin(0.8) ? r.of(must) : r.of(s.at("morale").at("triggers")).at("id");
    a["objective"] = r.coin(0.3);
    if (r.coin(0.2)) a["autoSuccess"] = true;
  }
  if (type == "casualties") {
    a["n"] = r.between(1, 3);
    for (const char* k : {"leader", "officer", "melee", "medic"})
      if (r.coin(0.2)) a[k] = true;
  }
  if (type == "vehicleDamage") {
    const json& vehicles = s.at("vehicles");
    if (vehicles.is_array() && vehicles.size() > 1) a["vehicle"] = indexIn(vehicles, r);
    const std::vector<std::string> locations = {"chassis", "propulsion", "weapon"};
    const std::string where = r.of(locations);
    a["location"] = where;
    const json& locs = s.at("locations");
    if (where != "chassis" && locs.is_object()) {
      const json& list = locs.at(where == "weapon" ? "weapons" : "propulsion");
      if (list.size() > 1) a["index"] = indexIn(list, r);
    }
    a["points"] = r.between(1, 3);
    if (r.coin(0.3)) a["autoRepair"] = true;
  }
  if (type == "attitude") {
    a["id"] = r.of(s.at("attitudes")).at("id");
    a["on"] = r.coin(0.7);
  }
  if (type == "move") a["run"] = r.coin(0.3);
  if (type == "engaged") a["on"] = r.coin(0.6);
  return a;
}

json at44TurnAction(const std::string& type, const json& reply, Rng& r) {
  const json& t = reply.at("turn");
  json a = {{"type", type}};
  if (type == "authority") {
    a["bids"] = {r.between(0, std::min(2, t.at("players")[0].at("cp").get<int>())),
                 r.between(0, std::min(2, t.at("players")[1].at("cp").get<int>()))};
    if (r.coin(0.3)) a["winnerPlays"] = r.coin() ? "first" : "second";
  }
  if (type == "cardAction" || type == "attitude") {
    // What the reply's `choices` allow now, else any of them.
    const std::string kind = type == "cardAction" ? "card" : "attitude";
    json offered = json::array(), all = json::array();
    for (const auto& c : reply.at("choices")) {
      if (c.at("kind") != kind) continue;
      all.push_back(c);
      if (c.at("allowed")) offered.push_back(c);
    }
    const json& c = r.of(!offered.empty() && r.coin(0.9) ? offered : all);
    a["player"] = c.at("player");
    a["id"] = c.at("id");
  }
  if (type == "spendCp") {
    a["player"] = r.between(0, 1);
    a["cp"] = r.between(1, 2);
  }
  if (type == "destroyed") {
    a["player"] = r.between(0, 1);
    if (r.coin()) a["officerStars"] = r.between(0, 2);
    if (r.coin()) a["vehicles"] = r.between(0, 2);
  }
  if (type == "maintenance") a["objectives"] = {r.between(0, 3), r.between(0, 3)};
  if (type == "reinforcements") {
    a["player"] = r.between(0, 1);
    a["unitStars"] = json::array();
    for (int n = r.between(1, 2); n > 0; --n) a["unitStars"].push_back(r.between(1, 4));
  }
  return a;
}

std::vector<Walk> gameWalks() {
  using auspex::fuzz::stateModel;
  std::vector<json> at44Sheets = {{{"op", "new"},
                                   {"ruleset", "at44"},
                                   {"unit", "steel-troopers"},
                                   {"count", 9},
                                   {"officer", 1},
                                   {"type", "infanterie"},
                                   {"mor", 5},
                                   {"arm", 5},
                                   {"skills", {"medic"}}},
                                  {{"op", "new"},
                                   {"ruleset", "at44"},
                                   {"unit", "king-mammoth"},
                                   {"count", 2},
                                   {"category", "autre"},
                                   {"mor", 6},
                                   {"skills", {"autoreparation"}},
                                   {"chassisPs", 6},
                                   {"propulsionPs", {3}}}};
  for (auto& g : goldenStarts("at44-sheet", "sheet")) at44Sheets.push_back(g);

  std::vector<json> at44Turns = {
      {{"op", "new"},
       {"stars", 40},
       {"players",
        {{{"name", "UNA"},
          {"commanderPc", 4},
          {"commanderAut", 3},
          {"unitCards", 5},
          {"brouillage", 2}},
         {{"name", "Therians"},
          {"commanderPc", 3},
          {"commanderAut", 2},
          {"unitCards", 6},
          {"contreMesures", 1}}}}},
      {{"op", "new"},
       {"stars", 20},
       {"players",
        {{{"commanderPc", 2}, {"unitCards", 2}}, {{"commanderPc", 1}, {"unitCards", 3}}}}}};
  for (auto& g : goldenStarts("at44-turn", "turn")) at44Turns.push_back(g);

  return {
      {&stateModel("at44_sheet"), at44Sheets, &at44SheetAction, {{"newTurn", 0.4}}},
      {&stateModel("at44_turn"), at44Turns, &at44TurnAction, {{"destroyed", 0.5}}},
  };
}

const Registered registered(&gameWalks);

}  // namespace
}  // namespace model_walk
