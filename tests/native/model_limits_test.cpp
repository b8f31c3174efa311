// A saved state holds each count up to what its reader takes back (a turn,
// uses, stars, combativité spent…). An action that would pass it is refused
// (model::keeps, code "state.max"), never written into a state the model
// then refuses to read: found by the model walk from states at those edges
// (tests/native/model_walk_test.cpp). Each case: a state at the edge, the
// action refused with its text, and the request keeping the state contract
// (tests/fuzz/state_contract.hpp).
#include "load_rulesets.hpp"
#include "state_contract.hpp"
#include "test_support.hpp"

namespace {

using auspex::fuzz::StateModel;
using auspex::requests::json;

// The state of a reply to `request` (a new one).
json made(const StateModel& m, const json& request) {
  loadAllRulesets();
  const auto reply = m.text(request.dump());
  INFO(reply.json);
  REQUIRE(reply.ok);
  return json::parse(reply.json).at(m.key);
}

// The state after `action` (which needs nothing more).
json after(const StateModel& m, const json& state, const json& action) {
  const auto reply = m.text(json{{"op", "apply"}, {m.key, state}, {"action", action}}.dump());
  INFO(reply.json);
  REQUIRE(reply.ok);
  return json::parse(reply.json).at(m.key);
}

// The sheet activated, its AP dice (as many as it asks for) all 6.
json activated(const StateModel& m, const json& sheet) {
  const auto reply =
      m.text(json{{"op", "apply"}, {m.key, sheet}, {"action", {{"type", "activate"}}}}.dump());
  REQUIRE(reply.ok);
  const json needs = json::parse(reply.json).at("needs");
  if (needs.is_null()) return json::parse(reply.json).at(m.key);
  return after(
      m, sheet,
      {{"type", "activate"}, {"dice", std::vector<int>(needs.at("dice").get<std::size_t>(), 6)}});
}

// "code | path: message" of `action` on `state`, which must be refused and
// keep the state contract.
std::string refusal(const StateModel& m, const json& state, const json& action) {
  const std::string request = json{{"op", "apply"}, {m.key, state}, {"action", action}}.dump();
  CHECK(auspex::fuzz::checkState(m, request) == "");
  const auto reply = m.text(request);
  if (reply.ok) return "accepted";
  const json e = json::parse(reply.json).at("error");
  test_support::modelErrorText(reply);
  return e.at("code").get<std::string>() + " | " + e.at("path").get<std::string>() + ": " +
         e.at("message").get<std::string>();
}

}  // namespace

TEST_CASE("titan sheets: a turn, a weapon's uses, fires, a holo's cm at their limit", "[limits]") {
  const StateModel& m = auspex::fuzz::stateModel("titan_sheet");
  json s = made(m, {{"op", "new"},
                    {"ruleset", "titanicus-v2"},
                    {"unit", "warlord"},
                    {"weapons", {"vulcan-mega-bolter", "plasma-cannon", "plasma-cannon"}}});
  s["turn"] = 10000;
  CHECK(refusal(m, s, {{"type", "newTurn"}}) ==
        "state.max | action.type: would make 10001 turns: a saved state keeps at most 10000");
  s = activated(m, s);
  s["weapons"][0]["uses"] = 100;
  CHECK(refusal(m, s, {{"type", "fire"}, {"weapon", 0}}) ==
        "state.max | action.weapon: would make 101 uses: a saved state keeps at most 100");
  CHECK(after(m, s, {{"type", "fire"}, {"weapon", 1}})["weapons"][1]["uses"] == 1);

  json gargant = made(m, {{"op", "new"}, {"ruleset", "titanicus-v2"}, {"unit", "goff-gargant"}});
  gargant["fires"] = 100;
  CHECK(refusal(m, gargant, {{"type", "activate"}, {"fireDice", std::vector<int>(100, 2)}}) ==
        "state.max | action.fireDice: would make 200 fires: a saved state keeps at most 100");

  json fantome = made(m, {{"op", "new"}, {"ruleset", "titanicus-v2"}, {"unit", "fantome"}});
  fantome = activated(m, fantome);
  fantome["holo"]["movedCm"] = 1000;
  CHECK(refusal(m, fantome, {{"type", "move"}, {"cm", 5}}) ==
        "state.max | action.cm: would make 1005 cm moved: a saved state keeps at most 1000");
}

TEST_CASE("AT-44 sheets: a turn and the Moral tests at their limit", "[limits]") {
  const StateModel& m = auspex::fuzz::stateModel("at44_sheet");
  json s = made(m, {{"op", "new"},
                    {"ruleset", "at44"},
                    {"unit", "steel-troopers"},
                    {"count", 9},
                    {"type", "infanterie"},
                    {"mor", 5},
                    {"arm", 5},
                    {"skills", json::array()}});
  s["turn"] = 1000;
  CHECK(refusal(m, s, {{"type", "newTurn"}}) ==
        "state.max | action.type: would make 1001 turns: a saved state keeps at most 1000");
  s = after(m, s, {{"type", "activate"}});
  s["morale"]["tests"] = 1000;
  CHECK(refusal(m, s,
                {{"type", "moraleTest"},
                 {"trigger", "pertes-melee"},
                 {"objective", false},
                 {"dice", {6}}}) ==
        "state.max | action.type: would make 1001 Moral tests: a saved state keeps at most 1000");
}

TEST_CASE("the AT-44 turn: turns, stars, stars spent and unit cards at their limit", "[limits]") {
  const StateModel& m = auspex::fuzz::stateModel("at44_turn");
  json t =
      made(m, {{"op", "new"},
               {"stars", 40},
               {"players",
                {{{"commanderPc", 4}, {"unitCards", 5}}, {{"commanderPc", 3}, {"unitCards", 6}}}}});
  json last = t;
  last["turn"] = 100000;
  CHECK(refusal(m, last, {{"type", "startTurn"}}) ==
        "state.max | action.type: would make 100001 turns: a saved state keeps at most 100000");
  t = after(m, t, {{"type", "startTurn"}});
  t = after(m, t, {{"type", "authority"}, {"bids", {0, 0}}, {"dice", {6, 1}}});
  // Up to the limit is fine.
  CHECK(after(m, t,
              {{"type", "destroyed"},
               {"player", 0},
               {"officerStars", 100000}})["players"][0]["stars"] == 100000);
  t = after(m, t, {{"type", "endActivations"}});
  t["players"][0]["stars"] = 99999;
  CHECK(refusal(m, t, {{"type", "destroyed"}, {"player", 0}, {"officerStars", 2}}) ==
        "state.max | action.officerStars: would make 100001 stars: a saved state keeps at most "
        "100000");
  CHECK(
      refusal(m, t, {{"type", "maintenance"}, {"objectives", {1, 0}}, {"starsPerObjective", 2}}) ==
      "state.max | action.objectives: would make 100001 stars: a saved state keeps at most "
      "100000");
  t["players"][0]["stars"] = 0;
  t = after(m, t, {{"type", "maintenance"}, {"objectives", {2, 0}}});
  t["players"][0]["unitCards"] = 200;
  CHECK(refusal(m, t, {{"type", "reinforcements"}, {"player", 0}, {"unitStars", {4}}}) ==
        "state.max | action.unitStars: would make 201 unit cards: a saved state keeps at most "
        "200");
  t["players"][0]["unitCards"] = 5;
  t["players"][0]["starsSpent"] = 99998;
  CHECK(refusal(m, t, {{"type", "reinforcements"}, {"player", 0}, {"unitStars", {4}}}) ==
        "state.max | action.unitStars: would make 100002 stars spent: a saved state keeps at "
        "most 100000");
}

TEST_CASE("KOLAPS sheets: combativité spent and fatigue at their limit", "[limits]") {
  const StateModel& m = auspex::fuzz::stateModel("kolaps_sheet");
  json s = made(m, {{"op", "new"}, {"ruleset", "kolaps-v2"}, {"name", "Elite"}, {"rank", 1}});
  s = after(m, s, {{"type", "newTurn"}});
  s["combativite"]["spent"] = 100;
  CHECK(refusal(m, s, {{"type", "spend"}, {"points", 1}}) ==
        "state.max | action.points: would make 101 combativité points spent: a saved state keeps "
        "at most 100");
  s["combativite"]["spent"] = 0;
  s["fatigue"]["points"] = 1000;
  CHECK(refusal(m, s, {{"type", "wound"}, {"level", "blesse"}}) ==
        "kolaps.fatigue-keep | action.level: the sheet keeps at most 1000 fatigue points");
}

TEST_CASE("the KOLAPS draw: the sequences and the scenario's turns at their limit", "[limits]") {
  const StateModel& m = auspex::fuzz::stateModel("kolaps_turn");
  json t = made(
      m,
      {{"op", "new"},
       {"players", {json::object(), json::object()}},
       {"turns", 2},
       {"characters",
        {{{"id", "a"}, {"player", 0}, {"rank", 3}}, {{"id", "b"}, {"player", 1}, {"rank", 3}}}}});
  // A turn 2 of 2 in the setup phase: no third turn.
  json last = t;
  last["turn"] = 2;
  CHECK(refusal(m, last, {{"type", "startTurn"}, {"combativite", {{"a", 2}, {"b", 2}}}}) ==
        "kolaps-turn.max-turns | action.type: the scenario's 2 turns are played");
  t = after(m, t, {{"type", "startTurn"}, {"combativite", {{"a", 3}, {"b", 3}}}});
  t = after(m, t, {{"type", "draw"}, {"dice", {1}}});
  t = after(m, t, {{"type", "spend"}, {"cost", 1}});  // one action (Loi 8-1)
  t = after(m, t, {{"type", "endActivation"}});
  t = after(m, t, {{"type", "draw"}});
  t = after(m, t, {{"type", "spend"}, {"cost", 1}});
  t["sequence"] = 100000;
  // Both en attente go back to the Réserve: sequence 100001.
  CHECK(refusal(m, t, {{"type", "endActivation"}}) ==
        "state.max | action.type: would make 100001 sequences: a saved state keeps at most "
        "100000");
}

TEST_CASE("Epic sheets: a turn at its limit", "[limits]") {
  const StateModel& m = auspex::fuzz::stateModel("epic_sheet");
  json s = made(m, {{"op", "new"},
                    {"ruleset", "epic-v1"},
                    {"morale", 4},
                    {"units", {{{"unit", "marine-tactique"}, {"count", 5}}}}});
  s["turn"] = 1000;
  CHECK(refusal(m, s, {{"type", "newTurn"}}) ==
        "state.max | action.type: would make 1001 turns: a saved state keeps at most 1000");
}
