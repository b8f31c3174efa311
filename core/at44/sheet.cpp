// AT-44 unit sheets: the request ({"op": "new"} or {"op": "apply"}).
#include "at44/sheet.hpp"

#include "calc/calc.hpp"

namespace auspex::at44 {

using calc::Fields;
using calc::json;
using calc::RequestError;

namespace {

json reply(const json& sheet, const std::vector<model::Line>& log, const json& needs, int cp) {
  json out = model::reply("sheet", sheet, log, needs);
  out["cp"] = cp;
  return out;
}

json answerNew(const json& request) {
  Ruleset rs;
  const Sheet s = newSheet(request, rs);
  const Unit& u = *rs.unit(s.unit);
  const std::vector<model::Line> log = {
      {"Nouvelle fiche : " + (s.name.empty() ? u.name.fr : s.name) + " (" + s.unit + ")",
       "New sheet: " + (s.name.empty() ? u.name.en : s.name) + " (" + s.unit + ")"}};
  json out = reply(sheetJson(s, rs, log), log, nullptr, 0);
  out["actions"] = actionsOf(s);
  return out;
}

json answerApply(const json& request) {
  const Fields f(request, "", {"op", "sheet", "action"});
  const json& raw = f.rawObject("sheet");
  Ruleset rs;
  Sheet s = readSheet(raw, f.pathOf("sheet"), rs);
  const Sheet before = s;
  const Step step = applyAction(s, rs, f.raw("action"));
  json out = step.needs.is_null() ? reply(sheetJson(s, rs, step.log), step.log, nullptr, step.cp)
                                  : reply(raw, {}, step.needs, 0);
  out["actions"] = actionsOf(step.needs.is_null() ? s : before);
  return out;
}

json answerRead(const json& request) {
  const Fields f(request, "", {"op", "sheet"});
  Ruleset rs;
  const Sheet s = readSheet(f.rawObject("sheet"), f.pathOf("sheet"), rs);
  json out = reply(sheetJson(s, rs, {}), {}, nullptr, 0);
  out["actions"] = actionsOf(s);
  return out;
}

}  // namespace

json sheetAnswer(const json& request) {
  return calc::answerOp(request, &answerNew, &answerApply, &answerRead);
}

json sheetReadBack(const json& sheet) {
  Ruleset rs;
  const Sheet s = readSheet(sheet, "sheet", rs);
  return sheetJson(s, rs, {});
}

}  // namespace auspex::at44
