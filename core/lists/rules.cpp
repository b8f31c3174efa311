// Each system's list rules and facts, as its row of the registry gives them (lists/rules.hpp).
#include "lists/rules.hpp"

#include "systems/registry.hpp"

namespace auspex::lists {

namespace {

// The function `what` of `system`'s registry row, or nullptr (the rows' kept by id, once).
template <class F, auto what>
const F* systemOf(const std::string& system) {
  static const std::map<std::string, F> found = [] {
    std::map<std::string, F> out;
    for (const systems::System& s : systems::all())
      if (s.*what) out[s.id] = s.*what;
    return out;
  }();
  const auto it = found.find(system);
  return it == found.end() ? nullptr : &it->second;
}

}  // namespace

const Rules* systemRules(const std::string& system) {
  return systemOf<Rules, &systems::System::listRules>(system);
}

const Facts* systemFacts(const std::string& system) {
  return systemOf<Facts, &systems::System::listFacts>(system);
}

}  // namespace auspex::lists
