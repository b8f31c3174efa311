// The ruleset functions every module has (bindings/text_abi.hpp), the whole core's and each
// calculator module's alike: which systems' rulesets they read is the module's link (a
// calculator module defines its own rulesets::builtinReaders, calc_system.cpp).
#include "rulesets/text_api.hpp"
#include "text_abi.hpp"

using auspex::bindings::answer;
using auspex::bindings::text;

AUSPEX_EXPORT int auspex_rulesetCheck(const char* ruleset, int size) {
  return answer(auspex::rulesets::checkText(text(ruleset, size)));
}
AUSPEX_EXPORT int auspex_rulesetAdd(const char* ruleset, int size) {
  return answer(auspex::rulesets::addText(text(ruleset, size)));
}
AUSPEX_EXPORT int auspex_rulesetReplace(const char* ruleset, int size) {
  return answer(auspex::rulesets::replaceText(text(ruleset, size)));
}
AUSPEX_EXPORT int auspex_rulesetList() {
  return answer(auspex::rulesets::listText());
}
