// The walks of the eight state models (model_walk.hpp): for each, one
// candidate action of a type drawn from what the state and the reply offer,
// its starting requests (new states and the saved ones of
// tests/golden/states) and how often each type is tried.
#include "model_walk.hpp"

namespace model_walk {
namespace {

using auspex::fuzz::StateModel;

// --- the candidates of each model -----------------------------------------

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

}  // namespace

json epicTestRuleset() {
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

std::vector<Walk> walks() {
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

  std::vector<json> titanTurns = {
      {{"op", "new"},
       {"players", {{{"name", "Legio Ignatum"}}, {{"name", "Legio Mortis"}}}},
       {"units",
        {{{"player", 0}, {"name", "Ignis Rex"}},
         {{"player", 0}, {"name", "Canis Vult"}},
         {{"player", 1}, {"name", "Dominus Mortis"}}}},
       {"first", 1}}};
  for (auto& g : goldenStarts("titan-turn", "turn")) titanTurns.push_back(g);

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
      {&stateModel("titan_sheet"), titans, &titanAction, {{"newTurn", 0.3}}},
      {&stateModel("titan_turn"), titanTurns, &titanTurnAction, {{"join", 0.1}, {"out", 0.2}}},
      {&stateModel("at44_sheet"), at44Sheets, &at44SheetAction, {{"newTurn", 0.4}}},
      {&stateModel("at44_turn"), at44Turns, &at44TurnAction, {{"destroyed", 0.5}}},
      {&stateModel("kolaps_sheet"),
       kolapsSheets,
       &kolapsSheetAction,
       {{"newTurn", 0.5}, {"xp", 0.3}}},
      {&stateModel("kolaps_turn"), kolapsTurns, &kolapsTurnAction, {{"horsCombat", 0.1}}},
      {&stateModel("epic_sheet"), epicSheets, &epicSheetAction, {{"newTurn", 0.4}}},
      {&stateModel("epic_turn"), epicTurns, &epicTurnAction, {}},
  };
}

}  // namespace model_walk
