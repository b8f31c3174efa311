#include "rulesets/text_api.hpp"

#include "rulesets/ruleset.hpp"

namespace auspex::rulesets {

namespace {

requests::Reply run(const std::string& text, Summary (*what)(const json&)) {
  return requests::replyOf("file", [&] {
    const json ruleset = json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (ruleset.is_discarded()) throw requests::RequestError("", "the ruleset is not valid JSON");
    return toJson(what(ruleset));
  });
}

}  // namespace

requests::Reply checkText(const std::string& text) {
  return run(text, &check);
}
requests::Reply addText(const std::string& text) {
  return run(text, &add);
}
requests::Reply replaceText(const std::string& text) {
  return run(text, &replace);
}

std::string listText() {
  json out = json::array();
  for (const auto& s : loaded()) out.push_back(toJson(s));
  return out.dump();
}

}  // namespace auspex::rulesets
