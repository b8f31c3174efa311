#include "rulesets/systems.hpp"

#include "systems/registry.hpp"

namespace auspex::rulesets {

// The readers of the systems' table (core/systems/registry.cpp). The
// calculator modules define their own (bindings/calc_system.cpp), so this
// file and the table are never linked into them.
std::map<std::string, SystemReader> builtinReaders() {
  std::map<std::string, SystemReader> readers;
  for (const systems::System& s : systems::all()) readers[s.id] = s.readRuleset;
  return readers;
}

}  // namespace auspex::rulesets
