// The state models as the tests that walk all of them see them, read from
// the systems' registry (core/systems/registry.cpp), never from a list of
// their own: the prefix of their files in tests/golden/states, the key of
// their state in a reply ("sheet" or "turn") and their entry point.
#pragma once

#include <string>
#include <vector>

#include "state_contract.hpp"
#include "systems/registry.hpp"

namespace test_support {

struct Model {
  std::string prefix;  // of the files in tests/golden/states: "titan-sheet"
  const char* key;     // "sheet" or "turn"
  auspex::requests::json (*answer)(const auspex::requests::json&);
};

// Read once, after the systems registered themselves (static initialization).
inline const std::vector<Model>& models() {
  static const std::vector<Model> out = [] {
    std::vector<Model> all;
    for (const auto* m : auspex::systems::models())
      all.push_back({auspex::fuzz::splitName(m->name, '-'), m->key, m->answer});
    return all;
  }();
  return out;
}

}  // namespace test_support
