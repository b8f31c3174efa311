// KOLAPS character sheets: the request ({"op": "new"} or {"op": "apply"}).
#include "kolaps/sheet.hpp"

#include "calc/calc.hpp"

namespace auspex::kolaps::sheet {

using calc::Fields;

namespace {

json reply(const json& sheet, const std::vector<model::Line>& log, const json& needs) {
  return model::reply("sheet", sheet, log, needs);
}

json answerNew(const json& request) {
  data::Ruleset rs;
  const Sheet s = newSheet(request, rs);
  const std::vector<model::Line> log = {
      {"Nouvelle fiche : " + s.name + " (rang " + std::to_string(s.profile.rank) + ")",
       "New sheet: " + s.name + " (rank " + std::to_string(s.profile.rank) + ")"}};
  json out = reply(sheetJson(s, rs, log), log, nullptr);
  out["actions"] = actionsOf(s);
  return out;
}

json answerApply(const json& request) {
  const Fields f(request, "", {"op", "sheet", "action"});
  const json& raw = f.rawObject("sheet");
  data::Ruleset rs;
  Sheet s = readSheet(raw, f.pathOf("sheet"), rs);
  const Sheet before = s;
  const Step step = applyAction(s, rs, f.raw("action"));
  json out = step.needs.is_null() ? reply(sheetJson(s, rs, step.log), step.log, nullptr)
                                  : reply(raw, {}, step.needs);
  out["actions"] = actionsOf(step.needs.is_null() ? s : before);
  return out;
}

json answerRead(const json& request) {
  const Fields f(request, "", {"op", "sheet"});
  data::Ruleset rs;
  const Sheet s = readSheet(f.rawObject("sheet"), f.pathOf("sheet"), rs);
  json out = reply(sheetJson(s, rs, {}), {}, nullptr);
  out["actions"] = actionsOf(s);
  return out;
}

}  // namespace

json sheetAnswer(const json& request) {
  return calc::answerOp(request, &answerNew, &answerApply, &answerRead);
}

json sheetReadBack(const json& sheet) {
  data::Ruleset rs;
  const Sheet s = readSheet(sheet, "sheet", rs);
  return sheetJson(s, rs, {});
}

}  // namespace auspex::kolaps::sheet
