// Helpers shared by ruleset.cpp and ruleset_unit.cpp.
#pragma once

#include "rulesets/reader.hpp"
#include "titanicus/ruleset.hpp"

namespace auspex::titanicus::detail {

using Keys = std::vector<std::string>;
using requests::Fields;

// A whole number within [lo, hi], or nullopt when absent.
// "notes": [{"fr", "en"}, …], empty when absent.
std::vector<Names> notes(const Fields& f);
// "unknown": keys of `keys` the block leaves out because the seed does not give them.
std::vector<std::string> unknown(const Fields& f, const Keys& keys);
// An array of ids, each naming an id of `known`; empty when absent.
std::vector<std::string> ids(const Fields& f, const char* key, const rulesets::IdSet& known);

}  // namespace auspex::titanicus::detail
