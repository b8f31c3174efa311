// A property of the seven state models: walking a game at random never
// makes a state the model refuses to read back. From valid starting states
// (new sheets and turns, the saved states of tests/golden/states), each step
// takes one of the actions the reply offers (`actions` allowed now; the
// AT-44 turn's `choices`, the KOLAPS draw's `mayAct` and the state itself
// give the fields), answers its `needs` with dice or a choice, and every
// reply on the way keeps the contract of tests/fuzz/state_contract.hpp: the
// state sent back is read, and read back unchanged. Fixed seeds: a failure
// replays, its steps printed.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <random>
#include <set>

#include "load_rulesets.hpp"
#include "state_contract.hpp"
#include "test_support.hpp"

namespace {

using auspex::calc::json;
using auspex::fuzz::StateModel;

struct Rng {
  std::mt19937 gen;
  explicit Rng(unsigned seed) : gen(seed) {}
  int between(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(gen); }
  bool coin(double p = 0.5) { return std::uniform_real_distribution<double>(0, 1)(gen) < p; }
  template <class T>
  const T& of(const std::vector<T>& items) {
    return items.at(static_cast<std::size_t>(between(0, static_cast<int>(items.size()) - 1)));
  }
  const json& of(const json& items) {
    return items.at(static_cast<std::size_t>(between(0, static_cast<int>(items.size()) - 1)));
  }
};

// One candidate action of `type` for the reply's state, its fields drawn
// from what the state and the reply offer (the dice come from `needs`).
using Candidate = std::function<json(const std::string& type, const json& reply, Rng&)>;

// How often a type is tried among those allowed (1 by default): the ones
// that end a game are rarer, so the walk goes deep.
using Weights = std::map<std::string, double>;

struct Walk {
  const StateModel* model;
  std::vector<json> starts;  // requests: {"op": "new", …} or an apply on a saved state
  Candidate candidate;
  Weights weights;
};

json readGolden(const std::string& name) {
  std::ifstream in(std::filesystem::path(AUSPEX_GOLDEN_DIR) / "states" / (name + ".json"));
  REQUIRE(in.good());
  return json::parse(in);
}

// The saved states of tests/golden/states with the action saved beside
// them, as starting requests.
std::vector<json> goldenStarts(const char* prefix, const char* key) {
  std::vector<json> out;
  for (int n = 1; n <= 2; ++n) {
    const std::string name = std::string(prefix) + "-" + std::to_string(n);
    const json after = readGolden(name + ".after");
    if (after.contains("error")) continue;
    out.push_back({{"op", "apply"}, {key, readGolden(name)}, {"action", after.at("action")}});
  }
  return out;
}

json indexIn(const json& items, Rng& r) {
  return items.is_array() && !items.empty() ? r.between(0, static_cast<int>(items.size()) - 1)
                                            : r.between(0, 1);
}

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

// --- the walk ----------------------------------------------------------------

struct Outcome {
  bool accepted = false;
  json request;  // the last one sent (its needs answered)
  json reply;
};

// Sends the request through the model's text entry point; answers `needs`
// (dice of `sides`, or a choice among `from`) until the action is done or
// refused. Every reply on the way keeps the state contract.
Outcome play(const StateModel& m, json request, Rng& r, const std::string& trail) {
  INFO(m.name << ", the steps so far:\n" << trail);
  for (int round = 0; round < 8; ++round) {
    INFO("request " << request.dump());
    const auto reply = m.text(request.dump());
    const std::string broken = auspex::fuzz::replyViolation(reply);
    INFO(broken);
    REQUIRE(broken.empty());
    if (!reply.ok) return {false, request, json::parse(reply.json)};
    const json answer = json::parse(reply.json);
    const std::string violation = auspex::fuzz::acceptedViolation(m, answer);
    INFO(violation);
    REQUIRE(violation.empty());
    const json& needs = answer.at("needs");
    if (needs.is_null()) return {true, request, answer};
    REQUIRE(request.contains("action"));
    json& action = request["action"];
    const std::string field = needs.at("field");
    if (needs.contains("dice")) {
      // More dice for the same field (a tie rolled again) keep those given.
      json dice =
          action.contains(field) && action.at(field).is_array() ? action.at(field) : json::array();
      while (dice.size() < needs.at("dice").get<std::size_t>())
        dice.push_back(r.between(1, needs.value("sides", 6)));
      action[field] = dice;
    } else {
      std::vector<json> from(needs.at("from").begin(), needs.at("from").end());
      std::shuffle(from.begin(), from.end(), r.gen);
      const auto k = static_cast<std::size_t>(needs.at("weapons").get<int>());
      from.resize(std::min(k, from.size()));
      action[field] = k == 1 && !from.empty() ? from[0] : json(from);
    }
  }
  FAIL("the needs never end: " << request.dump());
  return {};
}

struct Tally {
  int steps = 0, accepted = 0, edges = 0;
  std::set<std::string> types;  // accepted at least once
};

// The paths of the whole numbers of a state.
void numberPaths(const json& v, const std::string& at, std::vector<std::string>& out) {
  if (v.is_number_integer()) out.push_back(at);
  if (v.is_object())
    for (const auto& [k, x] : v.items()) numberPaths(x, at + "/" + k, out);
  if (v.is_array())
    for (std::size_t i = 0; i < v.size(); ++i) numberPaths(v[i], at + "/" + std::to_string(i), out);
}

// A state at an edge: its whole number at `path` (a turn, a counter, points
// left…) set to the largest value the model reads back (found by halving
// from 2^31 − 1), then read back, so the walk goes on from the limits the
// reader allows. nullopt when the number cannot grow.
std::optional<json> edgeAt(const StateModel& m, const json& state, const std::string& path) {
  const json::json_pointer at(path);
  const auto reads = [&](long long v) {
    json s = state;
    s[at] = v;
    try {
      m.readBack(s);
      return true;
    } catch (const auspex::calc::RequestError&) {
      return false;
    }
  };
  long long lo = state[at].get<long long>(), hi = 2147483647;
  if (!reads(lo)) return std::nullopt;
  if (reads(hi)) lo = hi;
  while (hi - lo > 1) {
    const long long mid = lo + (hi - lo) / 2;
    (reads(mid) ? lo : hi) = mid;
  }
  if (lo == state[at].get<long long>()) return std::nullopt;
  json s = state;
  s[at] = lo;
  return m.readBack(s);
}

// The state at the edge of one of its numbers that can grow (a few tried).
std::optional<json> edgeOf(const StateModel& m, const json& state, Rng& r) {
  std::vector<std::string> paths;
  numberPaths(state, "", paths);
  for (int tries = 0; tries < 8 && !paths.empty(); ++tries)
    if (auto edge = edgeAt(m, state, r.of(paths))) return edge;
  return std::nullopt;
}

// Walks `steps` actions from the starts (a random one, again whenever no
// offered action is accepted, and now and then).
Tally walk(const Walk& w, unsigned seed, int steps) {
  const StateModel& m = *w.model;
  Rng r(seed);
  Tally tally;
  std::string trail;  // the requests of this game, for a failure's message
  const auto start = [&] {
    const json& request = r.of(w.starts);
    trail = request.dump() + "\n";
    const Outcome o = play(m, request, r, trail);
    INFO(o.reply.dump());
    REQUIRE(o.accepted);
    trail = o.request.dump() + "\n";
    if (!r.coin(0.3)) return o.reply;
    // Now and then from an edge: the state, read back with a number at its
    // largest, offered every action (the model says which it refuses).
    const auto edge = edgeOf(m, o.reply.at(m.key), r);
    if (!edge) return o.reply;
    ++tally.edges;
    json reply = o.reply;
    reply[m.key] = *edge;
    for (auto& a : reply["actions"]) a = {{"type", a.at("type")}, {"allowed", true}};
    trail += "edge: " + json::diff(o.reply.at(m.key), *edge).dump() + "\n";
    return reply;
  };
  json reply = start();
  for (int step = 0; step < steps; ++step) {
    ++tally.steps;
    std::vector<std::string> offered;
    std::vector<double> weights;
    for (const auto& a : reply.at("actions")) {
      if (!a.at("allowed")) continue;
      offered.push_back(a.at("type"));
      const auto it = w.weights.find(offered.back());
      weights.push_back(it == w.weights.end() ? 1.0 : it->second);
    }
    bool moved = false;
    for (int tries = 0; tries < 12 && !offered.empty() && !moved; ++tries) {
      std::discrete_distribution<std::size_t> pick(weights.begin(), weights.end());
      const std::string type = offered[pick(r.gen)];
      const json action = w.candidate(type, reply, r);
      const Outcome o =
          play(m, {{"op", "apply"}, {m.key, reply.at(m.key)}, {"action", action}}, r, trail);
      if (!o.accepted) continue;
      moved = true;
      ++tally.accepted;
      tally.types.insert(type);
      trail += o.request.at("action").dump() + "\n";
      reply = o.reply;
    }
    if (!moved || r.coin(0.02)) reply = start();
  }
  return tally;
}

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

}  // namespace

TEST_CASE("random walks of the offered actions never make a state the model refuses",
          "[model-walk]") {
  loadAllRulesets();
  auspex::rulesets::add(epicTestRuleset());
  // 4 games of 100 steps per model; AUSPEX_WALK_SEEDS=n walks n (longer,
  // by hand: AUSPEX_WALK_SEEDS=300 build/native/tests/native/auspex_tests
  // "[model-walk]").
  const char* more = std::getenv("AUSPEX_WALK_SEEDS");
  const unsigned seeds = more ? static_cast<unsigned>(std::max(1, std::atoi(more))) : 4;
  for (const Walk& w : walks()) {
    Tally all;
    for (unsigned seed = 1; seed <= seeds; ++seed) {
      const Tally t = walk(w, seed, 100);
      all.steps += t.steps;
      all.accepted += t.accepted;
      all.types.insert(t.types.begin(), t.types.end());
      all.edges += t.edges;
    }
    std::string types;
    for (const auto& t : all.types) types += t + " ";
    INFO(w.model->name << ": " << all.accepted << " of " << all.steps << " steps played, "
                       << all.edges << " edges; types " << types);
    CHECK(all.steps == static_cast<int>(seeds) * 100);
    CHECK(all.accepted >= all.steps * 3 / 4);
    CHECK(all.types.size() >= 5);
    CHECK(all.edges >= std::min(2u, seeds));
  }
}

TEST_CASE("the state contract finds a state refused or read back changed", "[model-walk]") {
  loadAllRulesets();
  const StateModel& m = auspex::fuzz::stateModel("titan_sheet");
  const auto reply = m.text(
      R"({"op": "new", "ruleset": "titanicus-v2", "unit": "warlord",
          "weapons": ["vulcan-mega-bolter", "plasma-cannon", "plasma-cannon"]})");
  REQUIRE(reply.ok);
  const json good = json::parse(reply.json);
  CHECK(auspex::fuzz::acceptedViolation(m, good) == "");
  json refused = good;
  refused["sheet"]["turn"] = 0;
  CHECK(auspex::fuzz::acceptedViolation(m, refused).find("is refused when sent back") !=
        std::string::npos);
  json changed = good;
  changed["sheet"]["unitName"]["fr"] = "Seigneur";
  CHECK(auspex::fuzz::acceptedViolation(m, changed).find("is read back changed") !=
        std::string::npos);
  // A reply that asks for dice gives back the state sent, as it was: only
  // what the model reads of it must not drift.
  json asked = changed;
  asked["needs"] = {{"dice", 1}, {"sides", 6}, {"field", "dice"}};
  CHECK(auspex::fuzz::acceptedViolation(m, asked) == "");
  json bare = good;
  bare.erase("actions");
  CHECK(auspex::fuzz::acceptedViolation(m, bare) == "an accepted reply has no actions");
}
