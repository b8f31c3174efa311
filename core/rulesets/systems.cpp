#include "rulesets/systems.hpp"

#include "at44/ruleset.hpp"
#include "epic/ruleset.hpp"
#include "kolaps/ruleset.hpp"
#include "titanicus/ruleset.hpp"

namespace auspex::rulesets {

// Each game system adds its reader here when its ruleset format exists.
std::map<std::string, SystemReader> builtinReaders() {
  std::map<std::string, SystemReader> readers;
  readers["at44"] = &at44::readRuleset;
  readers["epic"] = &epic::readRuleset;
  readers["kolaps"] = &kolaps::data::read;
  readers["titanicus"] = &titanicus::readRulesetSummary;
  return readers;
}

}  // namespace auspex::rulesets
