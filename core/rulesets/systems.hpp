// The built-in ruleset readers, one per game system (core/<system>/ruleset.cpp).
#pragma once

#include <map>
#include <string>

#include "rulesets/ruleset.hpp"

namespace auspex::rulesets {

std::map<std::string, SystemReader> builtinReaders();

}  // namespace auspex::rulesets
