// Fuzz target: calculator requests (core/calc/calc.hpp), with the built-in
// rulesets of rulesets/ loaded so requests naming units go deep.
#include "calc/calc.hpp"
#include "contract.hpp"

namespace {

std::string checkCalc(const std::string& input) {
  auspex::fuzz::loadBuiltInRulesets();
  return auspex::fuzz::checked([&] { return auspex::calc::calc(input); });
}

}  // namespace

AUSPEX_FUZZ_TARGET(calc, checkCalc)
