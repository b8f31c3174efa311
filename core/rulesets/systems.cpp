#include "rulesets/systems.hpp"

#include "kolaps/ruleset.hpp"

namespace auspex::rulesets {

// Each game system adds its reader here when its ruleset format exists.
std::map<std::string, SystemReader> builtinReaders() {
  std::map<std::string, SystemReader> readers;
  readers["kolaps"] = auspex::kolaps::data::read;
  return readers;
}

}  // namespace auspex::rulesets
