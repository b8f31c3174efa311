// A property of the eight state models: walking a game at random never
// makes a state the model refuses to read back. From valid starting states
// (new sheets and turns, the saved states of tests/golden/states), each step
// takes one of the actions the reply offers (`actions` allowed now; the
// AT-44 turn's `choices`, the KOLAPS draw's `mayAct` and the state itself
// give the fields), answers its `needs` with dice or a choice, and every
// reply on the way keeps the contract of tests/fuzz/state_contract.hpp: the
// state sent back is read, and read back unchanged. Fixed seeds: a failure
// replays, its steps printed.
#include <cstdlib>
#include <optional>
#include <set>

#include "load_rulesets.hpp"
#include "model_walk.hpp"
#include "systems/registry.hpp"

namespace {

using auspex::fuzz::StateModel;
using model_walk::json;
using model_walk::Rng;
using model_walk::Walk;

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
    } catch (const auspex::requests::RequestError&) {
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

}  // namespace

TEST_CASE("random walks of the offered actions never make a state the model refuses",
          "[model-walk]") {
  loadAllRulesets();
  // 4 games of 100 steps per model; AUSPEX_WALK_SEEDS=n walks n (longer,
  // by hand: AUSPEX_WALK_SEEDS=300 build/native/tests/native/auspex_tests
  // "[model-walk]").
  const char* more = std::getenv("AUSPEX_WALK_SEEDS");
  const unsigned seeds = more ? static_cast<unsigned>(std::max(1, std::atoi(more))) : 4;
  // Every state model of the registry has its walk (each game's file registers its own).
  CHECK(model_walk::walks().size() == auspex::systems::models().size());
  for (const Walk& w : model_walk::walks()) {
    for (const json& r : w.rulesets) auspex::rulesets::replace(r);
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
