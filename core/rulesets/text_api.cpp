#include "rulesets/text_api.hpp"

#include "rulesets/ruleset.hpp"

namespace auspex::rulesets {

namespace {

calc::Reply run(const std::string& text, Summary (*what)(const json&)) {
  const json ruleset = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (ruleset.is_discarded())
    return {false,
            json{{"error", {{"path", ""}, {"message", "the ruleset is not valid JSON"}}}}.dump()};
  try {
    return {true, toJson(what(ruleset)).dump()};
  } catch (const calc::RequestError& e) {
    return {false, json{{"error", {{"path", e.path}, {"message", e.what()}}}}.dump()};
  } catch (const std::exception& e) {  // a bug: still an error value, never a crash
    return {
        false,
        json{{"error",
              {{"path", ""},
               {"message", std::string("internal error (please report this file): ") + e.what()}}}}
            .dump()};
  }
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
