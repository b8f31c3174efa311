// Titan sheets: the sheet as a state model (model::Machine) and the helpers every action shares
// (log lines, dice asked for or read, action points spent).
#include "titanicus/sheet.hpp"

#include "model/machine.hpp"
#include "requests/reply.hpp"

namespace auspex::titanicus {

using requests::Fields;
using requests::json;
using requests::RequestError;

json withCalc(json needs, const Sheet& s, json request) {
  request["system"] = "titanicus";
  request["edition"] = s.edition;
  needs["calc"] = std::move(request);
  return needs;
}

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

std::optional<model::Why> notActivated(const Sheet& s) {
  if (s.activated) return std::nullopt;
  return model::Why{"unit.not-activated", "needs the unit activated this turn (activate first)",
                    "l'unité n'est pas activée ce tour-ci (activez-la d'abord)"};
}

std::optional<model::Why> apShort(const Sheet& s, int ap) {
  const int left = s.apTotal - s.apSpent;
  if (ap <= left) return std::nullopt;
  return model::Why{"points.short",
                    "costs " + std::to_string(ap) + " AP, " + std::to_string(left) + " left",
                    "coûte " + std::to_string(ap) + " PA, il en reste " + std::to_string(left)};
}

void spendAp(Sheet& s, int ap, const Fields& f) {
  if (const auto why = notActivated(s)) f.fail("type", *why);
  if (const auto why = apShort(s, ap)) f.fail("type", *why);
  s.apSpent += ap;
}

namespace {

// The sheet as a state model (core/model/machine.hpp).
struct SheetModel {
  static constexpr const char* key = "sheet";
  static constexpr model::TypeList style = model::TypeList::quoted;
  using State = Sheet;
  using Context = SheetRules;
  static Sheet begin(const json& request, SheetRules& r, std::vector<Line>& log) {
    Sheet s = newSheet(request, r);
    log.push_back(line(
        "Nouvelle fiche : " + (s.name.empty() ? r.unit->name.fr : s.name) + " (" + r.ruleset->id +
            ")",
        "New sheet: " + (s.name.empty() ? r.unit->name.en : s.name) + " (" + r.ruleset->id + ")"));
    return s;
  }
  static Sheet read(const json& saved, SheetRules& r) { return readSheet(saved, r); }
  static json write(const Sheet& s, const SheetRules& r, const std::vector<Line>& log) {
    return sheetJson(s, r, log);
  }
  static const auto& actions() { return sheetActions(); }
  // Each special action ("special"'s `what`) and each weapon's fire allowed now, or why not.
  static void more(json& reply, const Sheet& s, const SheetRules& r) {
    reply["specials"] = specialsJson(s, r);
    reply["fires"] = firesJson(s, r);
  }
};

}  // namespace

AUSPEX_MODEL_ENTRY_POINTS(SheetModel, sheetAnswer, sheetReadBack)

}  // namespace auspex::titanicus
