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
  auspex::calc::json (*answer)(const auspex::calc::json&);
};

inline const std::vector<Model> models = [] {
  std::vector<Model> out;
  for (const auto* m : auspex::systems::models())
    out.push_back({auspex::fuzz::splitName(m->name, '-'), m->key, m->answer});
  return out;
}();

}  // namespace test_support
