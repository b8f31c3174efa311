#include "lists/rules.hpp"

#include "systems/registry.hpp"

namespace auspex::lists {

const Rules* systemRules(const std::string& system) {
  static const std::map<std::string, Rules> rules = [] {
    std::map<std::string, Rules> out;
    for (const systems::System& s : systems::all())
      if (s.listRules) out[s.id] = s.listRules;
    return out;
  }();
  const auto it = rules.find(system);
  return it == rules.end() ? nullptr : &it->second;
}

const Facts* systemFacts(const std::string& system) {
  static const std::map<std::string, Facts> facts = [] {
    std::map<std::string, Facts> out;
    for (const systems::System& s : systems::all())
      if (s.listFacts) out[s.id] = s.listFacts;
    return out;
  }();
  const auto it = facts.find(system);
  return it == facts.end() ? nullptr : &it->second;
}

}  // namespace auspex::lists
