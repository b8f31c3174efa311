// Fuzz target: calculator requests (core/calc/calc.hpp), with the built-in
// rulesets of rulesets/ loaded so requests naming units go deep. They are
// loaded on the first input, and again whenever the registry lost them (the
// replay in Catch2 runs the ruleset target, which clears it, in the same
// process).
#include "contract.hpp"
#include "rulesets/ruleset.hpp"
#include "rulesets/text_api.hpp"

namespace {

void loadBuiltInRulesets() {
  static const auto files = auspex::fuzz::builtInRulesets();
  static const std::string firstId =
      nlohmann::json::parse(files.begin()->second).at("id").get<std::string>();
  if (auspex::rulesets::find(firstId)) return;
  for (const auto& [file, text] : files)
    if (!auspex::rulesets::addText(text).ok) auspex::fuzz::enforce("cannot load " + file);
}

std::string checkCalc(const std::string& input) {
  loadBuiltInRulesets();
  return auspex::fuzz::checked([&] { return auspex::calc::calc(input); });
}

}  // namespace

AUSPEX_FUZZ_TARGET(calc, checkCalc)
