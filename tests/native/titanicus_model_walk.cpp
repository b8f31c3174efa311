// The random walks of Titanicus: its titan sheets and its turn (model_walk.hpp,
// model_walk_test.cpp): for each state model, one candidate action of a type drawn from what
// the state and the reply offer, its starting requests (new states and the saved ones of
// tests/golden/states) and how often each type is tried. Registered with the walks of every
// game (this file is found by the glob of the test sources).
#include "model_walk.hpp"

namespace model_walk {
namespace {

using auspex::fuzz::StateModel;

json titanAction(const std::string& type, const json& reply, Rng& r) {
  const json& s = reply.at("sheet");
  json a = {{"type", type}};
  if (type == "move" && !s.at("holo").is_null()) a["cm"] = r.between(0, 15);
  if (type == "fire" || type == "aim" || type == "alert") a["weapon"] = indexIn(s.at("weapons"), r);
  if (type == "special") a["what"] = r.coin() ? "repairShields" : "vsgOverload";
  if (type == "shieldsDown") a["n"] = r.between(1, 3);
  if (type == "damage") {
    a["location"] = r.of(s.at("locations")).at("id");
    a["points"] = r.between(1, 3);
  }
  if (type == "grapple") {
    std::vector<int> grapplers;
    for (std::size_t i = 0; i < s.at("weapons").size(); ++i)
      if (!s.at("weapons")[i].at("grapple").is_null()) grapplers.push_back(static_cast<int>(i));
    a["weapon"] = grapplers.empty() ? indexIn(s.at("weapons"), r) : json(r.of(grapplers));
    const int how = r.between(0, 2);
    if (how == 0) a["attach"] = "Reaver ennemi";
    if (how == 1) a["detach"] = true;
    if (how == 2) a["pull"] = r.between(0, 2);
  }
  return a;
}

json titanTurnAction(const std::string& type, const json& reply, Rng& r) {
  const json& t = reply.at("turn");
  json a = {{"type", type}};
  if (type == "activate" || type == "out") {
    // Mostly one the reply says may be activated; now and then any.
    json may = json::array();
    for (std::size_t u = 0; u < reply.at("mayActivate").size(); ++u)
      if (reply.at("mayActivate").at(u).at("allowed")) may.push_back(u);
    a["unit"] = !may.empty() && r.coin(0.8) ? r.of(may) : indexIn(t.at("units"), r);
  }
  if (type == "pass") a["player"] = r.coin(0.9) ? t.at("hand").get<int>() : r.between(0, 1);
  if (type == "newTurn") a["first"] = r.between(0, 1);
  if (type == "join") {
    a["player"] = r.between(0, 1);
    a["units"] = json::array();
    for (int k = r.between(0, 2); k > 0; --k)
      a["units"].push_back({{"player", 0}, {"name", "Reaver"}});
  }
  return a;
}

std::vector<Walk> gameWalks() {
  using auspex::fuzz::stateModel;
  const auto titan = [](json request) {
    request["op"] = "new";
    return request;
  };
  std::vector<json> titans = {
      titan({{"ruleset", "titanicus-v1"},
             {"unit", "warlord-12"},
             {"weapons", {"volcano-cannon", "powerfist", "plasma-annihilator", "trident"}},
             {"voidShields", 6},
             {"actionPoints", 4}}),
      titan({{"ruleset", "titanicus-v2"},
             {"unit", "warlord"},
             {"weapons", {"vulcan-mega-bolter", "plasma-cannon", "plasma-cannon"}}}),
      titan({{"ruleset", "titanicus-v2"}, {"unit", "stompa"}}),
      titan({{"ruleset", "titanicus-v2"}, {"unit", "goff-gargant"}}),
      titan({{"ruleset", "titanicus-v2"}, {"unit", "bad-moonz-gargant"}}),
      titan({{"ruleset", "titanicus-v2"}, {"unit", "fantome"}}),
      titan({{"ruleset", "titanicus-v2"}, {"unit", "sm-tactiques"}})};
  for (auto& g : goldenStarts("titan-sheet", "sheet")) titans.push_back(g);

  std::vector<json> titanTurns = {
      {{"op", "new"},
       {"players", {{{"name", "Legio Ignatum"}}, {{"name", "Legio Mortis"}}}},
       {"units",
        {{{"player", 0}, {"name", "Ignis Rex"}},
         {{"player", 0}, {"name", "Canis Vult"}},
         {{"player", 1}, {"name", "Dominus Mortis"}}}},
       {"first", 1}}};
  for (auto& g : goldenStarts("titan-turn", "turn")) titanTurns.push_back(g);

  return {
      {&stateModel("titan_sheet"), titans, &titanAction, {{"newTurn", 0.3}}},
      {&stateModel("titan_turn"), titanTurns, &titanTurnAction, {{"join", 0.1}, {"out", 0.2}}},
  };
}

const Registered registered(&gameWalks);

}  // namespace
}  // namespace model_walk
