// What the whole-game tests share (core/game, docs/games.md): every ruleset
// loaded afresh, a request answered through the registry's one entry point of
// every game (systems::gameText) or refused, and a move of a game.
#pragma once

#include <algorithm>
#include <random>
#include <string>

#include "load_rulesets.hpp"
#include "systems/registry.hpp"
#include "test_support.hpp"

namespace game_test {

using json = nlohmann::ordered_json;

// Every ruleset loaded afresh (a test's own first).
struct Loaded {
  Loaded() {
    auspex::rulesets::clear();
    loadAllRulesets();
  }
};

// The reply to `request`, which must be taken.
inline json game(const json& request) {
  const auto reply = auspex::systems::gameText(request.dump());
  INFO(request.dump().substr(0, 400));
  INFO(reply.json.substr(0, 800));
  REQUIRE(reply.ok);
  return json::parse(reply.json);
}

// The error of `request`, which must be refused: {path, code, message, fr}.
inline json refused(const json& request) {
  const auto reply = auspex::systems::gameText(request.dump());
  INFO(reply.json.substr(0, 600));
  REQUIRE_FALSE(reply.ok);
  return json::parse(reply.json).at("error");
}

// The request of move `name` by player `by` in game `id`, with its args and dice.
inline json moveOf(const char* id, const json& state, int by, const std::string& name,
                   const json& args = json::object(), const json& dice = nullptr) {
  json m = {{"by", by}, {"name", name}, {"args", args}};
  if (!dice.is_null()) m["dice"] = dice;
  return {{"op", "move"}, {"game", id}, {"state", state}, {"move", m}};
}

// The requests of one game's moves (`id`: "at44"): a move, and a turn action (the move "turn").
struct Moves {
  const char* id;
  json move(const json& state, int by, const std::string& name, const json& args = json::object(),
            const json& dice = nullptr) const {
    return moveOf(id, state, by, name, args, dice);
  }
  json turn(const json& state, int by, const json& action, const json& dice = nullptr) const {
    return move(state, by, "turn", {{"action", action}}, dice);
  }
};

// Move `name` of player `p` in a reply's `players`: {name, allowed, why?}.
inline json playerMove(const json& reply, int p, const std::string& name) {
  for (const json& m : reply.at("players").at(p).at("moves"))
    if (m.at("name") == name) return m;
  FAIL("no move " << name);
  return nullptr;
}

// Action `type` in a sheet entry's `actions`: {type, allowed, why?}.
inline json sheetAction(const json& entry, const std::string& type) {
  for (const json& a : entry.at("actions"))
    if (a.at("type") == type) return a;
  FAIL("no action " << type);
  return nullptr;
}

// The reply to move request `m` with the dice it asks for rolled by `rng` (as many rounds as
// it asks: a tie rolled again, a second character's dice; a choice picked), or null when it is
// refused.
inline json withDice(json m, std::mt19937& rng) {
  for (int round = 0; round < 20; ++round) {
    json reply = json::parse(auspex::systems::gameText(m.dump()).json);
    if (reply.contains("error")) return nullptr;
    if (reply.at("needs").is_null()) return reply;
    const json& needs = reply.at("needs");
    // A choice the rules leave to the player (weapons destroyed): that many of `from`, at random.
    if (needs.value("field", "") == "picks") {
      std::vector<int> from = needs.at("from").get<std::vector<int>>();
      std::shuffle(from.begin(), from.end(), rng);
      const std::size_t n = needs.value("weapons", 1);
      json pick =
          n == 1 ? json(from.at(0)) : json(std::vector<int>(from.begin(), from.begin() + n));
      m["move"]["picks"].push_back(pick);
      continue;
    }
    json& dice = m["move"]["dice"];
    if (!dice.is_array()) dice = json::array();
    const int sides = reply.at("needs").value("sides", 6);
    while (dice.size() < reply.at("needs").at("dice").get<std::size_t>())
      dice.push_back(std::uniform_int_distribution<int>(1, sides)(rng));
  }
  return nullptr;
}

}  // namespace game_test
