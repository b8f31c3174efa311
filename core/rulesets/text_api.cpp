#include "rulesets/text_api.hpp"

#include "rulesets/ruleset.hpp"

namespace auspex::rulesets {

namespace {

calc::Reply run(const std::string& text, Summary (*what)(const json&)) {
  return calc::replyOf("file", [&] {
    const json ruleset = json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (ruleset.is_discarded()) throw calc::RequestError("", "the ruleset is not valid JSON");
    return toJson(what(ruleset));
  });
}

}  // namespace

calc::Reply checkText(const std::string& text) {
  return run(text, &check);
}
calc::Reply addText(const std::string& text) {
  return run(text, &add);
}

std::string listText() {
  json out = json::array();
  for (const auto& s : loaded()) out.push_back(toJson(s));
  return out.dump();
}

}  // namespace auspex::rulesets
