// Fuzz target: ruleset files (core/rulesets/text_api.hpp). Any text is
// checked; a valid ruleset is also loaded into the registry, then the
// registry is cleared so no state leaks from one input to the next.
#include "contract.hpp"
#include "rulesets/ruleset.hpp"
#include "rulesets/text_api.hpp"

namespace {

std::string checkRuleset(const std::string& input) {
  bool valid = false;
  std::string violation = auspex::fuzz::checked([&] {
    auto reply = auspex::rulesets::checkText(input);
    valid = reply.ok;
    return reply;
  });
  if (violation.empty() && valid) {
    violation = auspex::fuzz::checked([&] { return auspex::rulesets::addText(input); });
    auspex::rulesets::clear();
  }
  return violation;
}

}  // namespace

AUSPEX_FUZZ_TARGET(ruleset, checkRuleset)
