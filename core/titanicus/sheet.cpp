// Titan sheets: the request ({"op": "new"} or {"op": "apply"}) and the
// helpers every action shares (log lines, dice asked for or read, action
// points spent).
#include "titanicus/sheet.hpp"

#include "calc/calc.hpp"

namespace auspex::titanicus {

using calc::Fields;
using calc::json;
using calc::RequestError;

Line line(std::string fr, std::string en) {
  return Line{std::move(fr), std::move(en)};
}

bool grapples(const Ruleset& rules, const std::string& weaponId) {
  const Weapon* w = rules.weapon(weaponId);
  return w && !w->grapple.empty();
}

bool grappleBlocksMove(const Ruleset& rules, const std::string& weaponId) {
  const Weapon* w = rules.weapon(weaponId);
  return w && w->grapple == "hold";
}

std::optional<std::vector<int>> diceOf(const Fields& f, const char* field, int count) {
  if (!f.has(field)) return std::nullopt;
  return f.integers(field, count, count, 1, 6);
}

json cmJson(double cm) {
  const auto whole = static_cast<long long>(cm);
  return static_cast<double>(whole) == cm ? json(whole) : json(cm);
}

std::string cmText(double cm) {
  return cmJson(cm).dump();
}

void spendAp(Sheet& s, int ap, const Fields& f) {
  if (!s.activated)
    f.fail("type", {"unit.not-activated", "needs the unit activated this turn (activate first)",
                    "l'unité n'est pas activée ce tour-ci (activez-la d'abord)"});
  const int left = s.apTotal - s.apSpent;
  if (ap > left)
    f.fail("type", {"points.short",
                    "costs " + std::to_string(ap) + " AP, " + std::to_string(left) + " left",
                    "coûte " + std::to_string(ap) + " PA, il en reste " + std::to_string(left)});
  s.apSpent += ap;
}

namespace {

json reply(const json& sheet, const std::vector<Line>& log, const json& needs) {
  return model::reply("sheet", sheet, log, needs);
}

json answerNew(const json& request) {
  SheetRules r;
  const Sheet s = newSheet(request, r);
  const std::string who = s.name.empty() ? r.unit->name.fr : s.name;
  const std::vector<Line> log = {line(
      "Nouvelle fiche : " + who + " (" + r.ruleset->id + ")",
      "New sheet: " + (s.name.empty() ? r.unit->name.en : s.name) + " (" + r.ruleset->id + ")")};
  return reply(sheetJson(s, r, log), log, nullptr);
}

json answerApply(const json& request) {
  const Fields f(request, "", {"op", "sheet", "action"});
  SheetRules r;
  Sheet s = readSheet(f.raw("sheet"), r);
  const Step step = applyAction(s, r, f.raw("action"));
  if (!step.needs.is_null()) return reply(f.raw("sheet"), {}, step.needs);
  return reply(sheetJson(s, r, step.log), step.log, nullptr);
}

}  // namespace

json sheetAnswer(const json& request) {
  return calc::answerOp(request, &answerNew, &answerApply);
}

}  // namespace auspex::titanicus
