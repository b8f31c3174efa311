// The contract of the state models (docs/sheets/), on top of
// contract.hpp: shared by their fuzz targets (tests/fuzz/fuzz_<model>.cpp),
// the native replay and the model walk (tests/native/model_walk_test.cpp).
//
// A request keeps contract.hpp's contract (never a throw, valid JSON, an
// error naming its field), and a request the model accepts gives a reply
// {<key>: state, "log": [{fr, en}…], "needs", "actions": [{type, allowed}…]}
// whose state is read back unchanged:
// - the entry point reads it: {"op": "apply", <key>: state} with no action
//   is refused on `action` and nothing else (the state itself was read);
// - the model's read-back (readBack: read, then written with no action)
//   gives the state itself, but for a sheet's `log` (the last action's
//   lines, which are not read). A reply that asks for dice (`needs`) gives
//   back the state sent, as it was: there the read-back of the read-back is
//   the read-back (what the model reads of it does not drift).
#pragma once

#include <string>

#include "contract.hpp"
#include "systems/registry.hpp"

namespace auspex::fuzz {

// One state model of the registry (core/systems/registry.cpp), as its fuzz
// target and the contract tests see it.
struct StateModel {
  std::string name;   // the fuzz target's, fuzz_<name>.cpp: "titan_sheet"
  std::string model;  // the registry's: "titanSheet"
  const char* key;    // of the state in a request and a reply: "sheet", "turn"
  requests::json (*answer)(const requests::json&);          // the entry point on parsed JSON
  requests::json (*readBack)(const requests::json& state);  // read, written again
  // The entry point (bindings.cpp's `model`).
  requests::Reply text(const std::string& request) const {
    return systems::modelText(model, request);
  }
};

// A model's name in words cut by `sep`: "titanSheet" → "titan_sheet" ('_',
// the fuzz targets), "titan-sheet" ('-', tests/golden/states).
inline std::string splitName(const std::string& name, char sep = '_') {
  std::string out;
  for (char c : name) {
    if (c >= 'A' && c <= 'Z') {
      out += sep;
      out += static_cast<char>(c - 'A' + 'a');
    } else {
      out += c;
    }
  }
  return out;
}

// Read once, after the systems registered themselves (static initialization).
inline const std::vector<StateModel>& stateModels() {
  static const std::vector<StateModel> models = [] {
    std::vector<StateModel> out;
    for (const auto* m : systems::models())
      out.push_back({splitName(m->name), m->name, m->key, m->answer, m->readBack});
    return out;
  }();
  return models;
}

inline const StateModel& stateModel(const std::string& name) {
  for (const auto& m : stateModels())
    if (m.name == name) return m;
  std::fprintf(stderr, "no state model %s\n", name.c_str());
  std::abort();
}

namespace detail {

inline std::string clip(const std::string& text, std::size_t n = 300) {
  return text.size() <= n ? text : text.substr(0, n) + "…";
}

// The state without the keys that are not read back.
inline requests::json comparable(requests::json state) {
  if (state.is_object()) state.erase("log");
  return state;
}

// What differs between two states, as a JSON patch (clipped).
inline std::string difference(const requests::json& from, const requests::json& to) {
  return clip(requests::json::diff(from, to).dump(), 500);
}

// readBack(state), or what it threw.
inline std::string readBack(const StateModel& m, const requests::json& state, requests::json& out) {
  try {
    out = m.readBack(state);
    return "";
  } catch (const requests::RequestError& e) {
    return std::string("the read-back refuses it: ") + e.path + ": " + e.what();
  } catch (const std::exception& e) {
    return std::string("the read-back threw: ") + e.what();
  }
}

}  // namespace detail

// What is wrong with a reply the model accepted (parsed), or "".
inline std::string acceptedViolation(const StateModel& m, const requests::json& reply) {
  using requests::json;
  const std::string key = m.key;
  if (!reply.is_object() || !reply.contains(key) || !reply.at(key).is_object())
    return "an accepted reply holds no " + key + " object: " + detail::clip(reply.dump());
  if (!reply.contains("log") || !reply.at("log").is_array())
    return "an accepted reply has no log array";
  if (!reply.contains("needs") || !(reply.at("needs").is_null() || reply.at("needs").is_object()))
    return "an accepted reply has no needs (null or an object)";
  if (!reply.contains("actions") || !reply.at("actions").is_array() || reply.at("actions").empty())
    return "an accepted reply has no actions";
  for (const auto& a : reply.at("actions"))
    if (!a.is_object() || !a.contains("type") || !a.at("type").is_string() ||
        !a.contains("allowed") || !a.at("allowed").is_boolean())
      return "an action of the reply is not {type, allowed}: " + detail::clip(a.dump());
  const json& state = reply.at(key);

  // The entry point reads the state back: an apply without an action is
  // refused on `action`, nowhere in the state.
  requests::Reply again;
  const std::string request = json{{"op", "apply"}, {key, state}}.dump();
  std::string violation = checked([&] { return again = m.text(request); });
  if (!violation.empty()) return "reading the reply's " + key + " back: " + violation;
  if (again.ok) return "an apply without an action is accepted";
  const json error = json::parse(again.json).at("error");
  if (error.at("path") != "action")
    return "the reply's " + key + " is refused when sent back: " + detail::clip(again.json);

  // The model's read-back gives the same state.
  json back;
  violation = detail::readBack(m, state, back);
  if (!violation.empty()) return "the reply's " + key + ": " + violation;
  if (reply.at("needs").is_null()) {
    if (detail::comparable(back) != detail::comparable(state))
      return "the reply's " + key + " is read back changed: " +
             detail::difference(detail::comparable(state), detail::comparable(back));
    return "";
  }
  json twice;
  violation = detail::readBack(m, back, twice);
  if (!violation.empty()) return "the read-back of the " + key + " sent: " + violation;
  if (detail::comparable(twice) != detail::comparable(back))
    return "the " + key + " sent is read back differently the second time: " +
           detail::difference(detail::comparable(back), detail::comparable(twice));
  return "";
}

// The whole check of one input text of a state model's fuzz target.
inline std::string checkState(const StateModel& m, const std::string& input) {
  loadBuiltInRulesets();
  requests::Reply reply;
  std::string violation = checked([&] { return reply = m.text(input); });
  if (!violation.empty() || !reply.ok) return violation;
  return acceptedViolation(m, requests::json::parse(reply.json));
}

}  // namespace auspex::fuzz

// The state models' fuzz targets (fuzz_state.cpp): in the native replay, one
// target per model of the registry, named as its corpus folder
// (tests/fuzz/corpus/<name>/: "titan_sheet"); as a libFuzzer binary, the one
// model AUSPEX_STATE_MODEL names (tests/fuzz/CMakeLists.txt builds one per
// corpus folder that has no fuzz_<name>.cpp of its own).
inline void registerStateTargets() {
  for (const auto& m : auspex::fuzz::stateModels())
    auspex::fuzz::targets()[m.name] = [&m](const std::string& input) {
      return auspex::fuzz::checkState(m, input);
    };
}
