// Epic formation sheets: the request ({"op": "new"} or {"op": "apply"}).
#include "epic/sheet.hpp"

#include "calc/calc.hpp"

namespace auspex::epic {

using calc::Fields;
using calc::json;

namespace {

json reply(const json& sheet, const std::vector<model::Line>& log, const json& needs) {
  return model::reply("sheet", sheet, log, needs);
}

json answerNew(const json& request) {
  Ruleset rs;
  const Sheet s = newSheet(request, rs);
  const std::string n = std::to_string(s.total());
  const std::vector<model::Line> log = {
      {"Nouvelle formation : " + (s.name.empty() ? "sans nom" : s.name) + " (" + n +
           " unités, point de rupture " + std::to_string(breakPoint(rs, s.total())) + ")",
       "New formation: " + (s.name.empty() ? "unnamed" : s.name) + " (" + n +
           " units, break point " + std::to_string(breakPoint(rs, s.total())) + ")"}};
  json out = reply(sheetJson(s, rs), log, nullptr);
  out["actions"] = actionsOf(s, rs);
  return out;
}

json answerApply(const json& request) {
  const Fields f(request, "", {"op", "sheet", "action"});
  const json& raw = f.rawObject("sheet");
  Ruleset rs;
  Sheet s = readSheet(raw, f.pathOf("sheet"), rs);
  const Sheet before = s;
  const Step step = applyAction(s, rs, f.raw("action"));
  json out = step.needs.is_null() ? reply(sheetJson(s, rs), step.log, nullptr)
                                  : reply(raw, {}, step.needs);
  out["actions"] = actionsOf(step.needs.is_null() ? s : before, rs);
  return out;
}

json answerRead(const json& request) {
  const Fields f(request, "", {"op", "sheet"});
  Ruleset rs;
  const Sheet s = readSheet(f.rawObject("sheet"), f.pathOf("sheet"), rs);
  json out = reply(sheetJson(s, rs), {}, nullptr);
  out["actions"] = actionsOf(s, rs);
  return out;
}

}  // namespace

json sheetAnswer(const json& request) {
  return calc::answerOp(request, &answerNew, &answerApply, &answerRead);
}

json sheetReadBack(const json& sheet) {
  Ruleset rs;
  const Sheet s = readSheet(sheet, "sheet", rs);
  return sheetJson(s, rs);
}

}  // namespace auspex::epic
