#include "rulesets/systems.hpp"

#include "titanicus/ruleset.hpp"

namespace auspex::rulesets {

// Each game system adds its reader here when its ruleset format exists.
std::map<std::string, SystemReader> builtinReaders() {
  std::map<std::string, SystemReader> readers;
  readers["titanicus"] = titanicus::readRulesetSummary;
  return readers;
}

}  // namespace auspex::rulesets
