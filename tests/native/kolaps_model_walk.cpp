// The random walks of KOLAPS: its character sheets and its activation draw (model_walk.hpp,
// model_walk_test.cpp): for each state model, one candidate action of a type drawn from what
// the state and the reply offer, its starting requests (new states and the saved ones of
// tests/golden/states) and how often each type is tried. Registered with the walks of every
// game (this file is found by the glob of the test sources).
#include "model_walk.hpp"

namespace model_walk {
namespace {

using auspex::fuzz::StateModel;

json kolapsSheetAction(const std::string& type, const json& reply, Rng& r) {
  const json& s = reply.at("sheet");
  json a = {{"type", type}};
  const std::vector<std::string> wounds = {"sonne", "legerement-blesse", "blesse", "etat-critique",
                                           "hors-combat"};
  if (type == "spend") {
    a["points"] = r.between(0, 3);
    if (r.coin()) a["fatigue"] = r.between(0, 2);
    if (r.coin(0.2)) a["failed"] = true;
    if (r.coin(0.2)) a["opposition"] = true;
  }
  if (type == "lose") a["points"] = r.between(1, 2);
  if (type == "fatigue") {
    a["points"] = r.between(1, 3);
    if (r.coin(0.4)) a["voluntary"] = false;
  }
  // Hors combat ends the character: rare.
  if (type == "wound")
    a["level"] = wounds[static_cast<std::size_t>(r.between(0, r.coin(0.1) ? 4 : 3))];
  if (type == "protection") {
    a["wound"] = wounds[static_cast<std::size_t>(r.between(1, 3))];
    if (r.coin()) a["points"] = r.between(0, 2);
    if (r.coin(0.2)) a["fire"] = true;
  }
  if (type == "weapon") {
    a["index"] = indexIn(s.at("weapons"), r);
    a["event"] = r.of(std::vector<std::string>{"tir", "mitraillage", "recharger", "enrayee",
                                               "reparer", "detruite", "lachee", "ramasser"});
  }
  if (type == "status") {
    a["id"] = r.of(std::vector<std::string>{"au-sol", "expose", "cache", "a-couvert"});
    a["on"] = r.coin(0.6);
  }
  if (type == "activation")
    a["state"] = r.of(std::vector<std::string>{"reserve", "en-attente", "epuise"});
  if (type == "xp")
    a["event"] = r.of(std::vector<std::string>{"hors-combat-rang-superieur",
                                               "hors-combat-rang-inferieur-ou-egal", "blessure"});
  return a;
}

json kolapsTurnAction(const std::string& type, const json& reply, Rng& r) {
  const json& t = reply.at("turn");
  json a = {{"type", type}};
  if (type == "startTurn") {
    a["combativite"] = json::object();
    for (const auto& c : t.at("characters"))
      if (c.at("state") != "horsCombat")
        a["combativite"][c.at("id").get<std::string>()] = r.between(-2, 5);
  }
  if (type == "spend") a["cost"] = r.between(1, 3);
  if ((type == "spend" || type == "opposition") && r.coin(0.3)) a["label"] = "tir";
  if (type == "endActivation" && r.coin(0.3)) a["exhausted"] = true;
  if (type == "opposition") {
    // One who may still pay (8-6): in the Réserve, or en attente (whom
    // `mayAct` allows in a sequence besides the active one).
    json who = json::array();
    for (const auto& c : t.at("characters"))
      if (c.at("state") == "reserve") who.push_back(c.at("id"));
    for (const auto& c : reply.at("mayAct"))
      if (c.at("allowed") && c.at("id") != t.at("active")) who.push_back(c.at("id"));
    a["id"] = who.empty() ? r.of(t.at("characters")).at("id") : r.of(who);
    a["cost"] = r.between(1, 2);
  }
  if (type == "horsCombat") a["id"] = r.of(t.at("characters")).at("id");
  if (type == "lose") {
    a["id"] = r.of(t.at("characters")).at("id");
    a["cost"] = r.between(1, 3);
  }
  return a;
}

std::vector<Walk> gameWalks() {
  using auspex::fuzz::stateModel;
  std::vector<json> kolapsSheets = {
      {{"op", "new"},
       {"ruleset", "kolaps-v2"},
       {"name", "Stefan Solmeyer"},
       {"rank", 3},
       {"attributes", {"Vindicatif"}},
       {"weapons",
        {{{"name", "Fusil d'assaut"},
          {"traits", {"arme-d-epaule", "automatique", {{"id", "penetrant"}, {"x", 1}}}},
          {"cadence", 2}},
         {{"name", "Couteau"}, {"traits", {"arme-de-melee", "tranchant"}}}}},
       {"protection", {{"name", "Gilet"}, {"class", 4}, {"traits", {"solide"}}}}},
      {{"op", "new"},
       {"ruleset", "kolaps-v2"},
       {"name", "Elite"},
       {"rank", 1},
       {"weapons", {{{"name", "Pistolet"}, {"traits", {"arme-de-poing"}}, {"cadence", 1}}}},
       {"protection", {{"name", "Plates"}, {"class", 2}, {"traits", {"inusable", "ignifuge"}}}}},
      {{"op", "new"}, {"ruleset", "kolaps-v2"}, {"name", "Civil"}, {"rank", 5}}};
  for (auto& g : goldenStarts("kolaps-sheet", "sheet")) kolapsSheets.push_back(g);

  std::vector<json> kolapsTurns = {
      {{"op", "new"},
       {"players", {{{"name", "Brigade"}}, {{"name", "Horde"}}}},
       {"turns", 2},
       {"characters",
        {{{"id", "s"}, {"name", "Solmeyer"}, {"player", 0}, {"rank", 3}},
         {{"id", "v"}, {"name", "Vampire"}, {"player", 1}, {"rank", 2}},
         {{"id", "g"}, {"name", "Goule"}, {"player", 1}, {"rank", 5}}}}},
      {{"op", "new"},
       {"players", {json::object(), json::object()}},
       {"characters",
        {{{"id", "a"}, {"player", 0}, {"rank", 1}},
         {{"id", "b"}, {"player", 0}, {"rank", 4}},
         {{"id", "c"}, {"player", 1}, {"rank", 2}},
         {{"id", "d"}, {"player", 1}, {"rank", 3}}}}}};
  for (auto& g : goldenStarts("kolaps-turn", "turn")) kolapsTurns.push_back(g);

  return {
      {&stateModel("kolaps_sheet"),
       kolapsSheets,
       &kolapsSheetAction,
       {{"newTurn", 0.5}, {"xp", 0.3}}},
      {&stateModel("kolaps_turn"), kolapsTurns, &kolapsTurnAction, {{"horsCombat", 0.1}}},
  };
}

const Registered registered(&gameWalks);

}  // namespace
}  // namespace model_walk
