#include "rulesets/systems.hpp"

namespace auspex::rulesets {

// Each game system adds its reader here when its ruleset format exists.
std::map<std::string, SystemReader> builtinReaders() {
  std::map<std::string, SystemReader> readers;
  return readers;
}

}  // namespace auspex::rulesets
