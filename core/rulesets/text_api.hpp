// The ruleset functions as text in, text out, for the wasm module and the
// CLI: errors come back as values, {"error": {"path", "message"}}.
#pragma once

#include <string>

#include "requests/reply.hpp"

namespace auspex::rulesets {

// Checks a ruleset file's text: the summary, or the error naming the path.
requests::Reply checkText(const std::string& rulesetText);
// Checks and loads it into the registry (calc requests may then name its units).
requests::Reply addText(const std::string& rulesetText);
// Checks and loads the player's own ruleset: it may replace one loaded so, never a built-in one.
requests::Reply replaceText(const std::string& rulesetText);
// The loaded rulesets' summaries, as a JSON array.
std::string listText();

}  // namespace auspex::rulesets
