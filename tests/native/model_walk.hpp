// The random walks of the state models (model_walk_test.cpp): what a walk
// is made of (its model, its starts, how it draws an action of a type and
// how often each type is tried), and the walks of the games (each game's
// <game>_model_walk.cpp, collected by model_walk_games.cpp).
#pragma once

#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "state_contract.hpp"
#include "test_support.hpp"

namespace model_walk {

using auspex::fuzz::StateModel;
using auspex::requests::json;

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
  // The rulesets the walk adds first (a test ruleset of the game's), replacing one of their id.
  std::vector<json> rulesets = {};
};

inline json readGolden(const std::string& name) {
  std::ifstream in(std::filesystem::path(AUSPEX_GOLDEN_DIR) / "states" / (name + ".json"));
  REQUIRE(in.good());
  return json::parse(in);
}

// The saved states of tests/golden/states with the action saved beside
// them, as starting requests.
inline std::vector<json> goldenStarts(const char* prefix, const char* key) {
  std::vector<json> out;
  for (int n = 1; n <= 2; ++n) {
    const std::string name = std::string(prefix) + "-" + std::to_string(n);
    const json after = readGolden(name + ".after");
    if (after.contains("error")) continue;
    out.push_back({{"op", "apply"}, {key, readGolden(name)}, {"action", after.at("action")}});
  }
  return out;
}

inline json indexIn(const json& items, Rng& r) {
  return items.is_array() && !items.empty() ? r.between(0, static_cast<int>(items.size()) - 1)
                                            : r.between(0, 1);
}

// The walks: one per state model, from its starts, each game's registered by its own file
// (tests/native/<game>_model_walk.cpp: `const Registered registered(&gameWalks);`).
std::vector<Walk> walks();
struct Registered {
  explicit Registered(std::vector<Walk> (*make)());
};

}  // namespace model_walk
