#include "duel/sheet.hpp"

#include <algorithm>

#include "duel/ruleset.hpp"
#include "model/machine.hpp"
#include "rulesets/reader.hpp"

namespace auspex::duel {

namespace {

using model::Line;
using requests::Fields;

struct Sheet {
  std::string ruleset, unit, name;
  int health = 1, wounds = 0;
  bool down() const { return wounds >= health; }
};

struct Step {
  std::vector<Line> log;
  json needs;
};

const model::Format& sheetFormat() {
  static const model::Format f{"auspex-sheet", 1, false, {}};
  return f;
}

// The ruleset and the unit a sheet names (`at`: "" for a new one, "sheet").
Sheet named(const Fields& f, Ruleset& rs) {
  Sheet s;
  rs = parseRuleset(rulesets::loadedOf(f, "ruleset", "duel", s.ruleset));
  s.unit = rulesets::text(f, "unit", 60);
  const Unit* u = rs.unit(s.unit);
  if (!u)
    f.fail("unit", {"duel.unit", "names no unit of " + s.ruleset + ": \"" + s.unit + "\"",
                    "ne nomme aucune unité de " + s.ruleset + " : \"" + s.unit + "\""});
  s.health = u->health;
  if (f.has("name")) s.name = f.string("name", 100);
  if (s.name.empty()) s.name = u->name.fr;
  return s;
}

std::optional<model::Why> standing(const Sheet& s) {
  if (!s.down()) return std::nullopt;
  return model::Why{"duel.down", s.name + " is down", s.name + " est hors de combat"};
}

std::optional<model::Why> wounded(const Sheet& s) {
  if (s.wounds > 0) return std::nullopt;
  return model::Why{"duel.unhurt", s.name + " has no wound", s.name + " n'a aucune blessure"};
}

Step wound(Sheet& s, const Ruleset&, const Fields& f) {
  const int n = f.integer("n", 1, maxHealth);
  s.wounds = std::min(s.health, s.wounds + n);
  const std::string left = model::num(s.wounds) + "/" + model::num(s.health);
  Line l{s.name + " : " + model::num(n) + " " + model::pluralFr(n, "blessure", "blessures") + " (" +
             left + ")" + (s.down() ? ", hors de combat" : ""),
         s.name + ": " + model::num(n) + " " + model::pluralEn(n, "wound", "wounds") + " (" + left +
             ")" + (s.down() ? ", down" : "")};
  return {{l}, nullptr};
}

Step heal(Sheet& s, const Ruleset& rs, const Fields& f) {
  if (!f.has("dice"))
    return {
        {},
        model::needDice(1, {"Jet de soin de " + s.name + " (" + model::num(rs.healOn) + "+)",
                            "Healing roll of " + s.name + " (" + model::num(rs.healOn) + "+)"})};
  const int die = f.integers("dice", 1, 1, 1, 6)[0];
  const bool healed = die >= rs.healOn;
  if (healed) s.wounds -= 1;
  Line l{s.name + " : soin " + model::num(die) + (healed ? ", une blessure de moins" : ", raté"),
         s.name + ": healing " + model::num(die) + (healed ? ", one wound less" : ", failed")};
  l.with(model::testOdds(dice::chanceAtLeast(rs.healOn), healed));
  return {{l}, nullptr};
}

using Handler = Step (*)(Sheet&, const Ruleset&, const Fields&);
using Check = std::optional<model::Why> (*)(const Sheet&);

const std::vector<model::Action<Handler, Check>>& actions() {
  static const std::vector<model::Action<Handler, Check>> table = {
      {"wound", {"n"}, &wound, {&standing}},
      {"heal", {"dice"}, &heal, {&standing, &wounded}},
  };
  return table;
}

// The sheet as a state model (core/model/machine.hpp).
struct SheetModel {
  static constexpr const char* key = "sheet";
  using State = Sheet;
  using Context = Ruleset;

  static Sheet begin(const json& request, Ruleset& rs, std::vector<Line>& log) {
    const Fields f(request, "", {"op", "ruleset", "unit", "name"});
    Sheet s = named(f, rs);
    log.push_back({"Nouvelle fiche : " + s.name + " (santé " + model::num(s.health) + ")",
                   "New sheet: " + s.name + " (health " + model::num(s.health) + ")"});
    return s;
  }

  static Sheet read(const json& saved, Ruleset& rs) {
    const json j = model::upgraded(saved, "sheet", sheetFormat());
    // `health` and `down` are written for the page; read from the ruleset again.
    const Fields f(j, "sheet",
                   {"format", "version", "ruleset", "unit", "name", "health", "wounds", "down"});
    Sheet s = named(f, rs);
    s.wounds = f.integer("wounds", 0, s.health);
    return s;
  }

  static json write(const Sheet& s, const Ruleset&, const std::vector<Line>&) {
    json out = model::stamp(sheetFormat());
    out["ruleset"] = s.ruleset;
    out["unit"] = s.unit;
    out["name"] = s.name;
    out["health"] = s.health;
    out["wounds"] = s.wounds;
    out["down"] = s.down();
    return out;
  }

  static const auto& actions() { return duel::actions(); }
};

}  // namespace

AUSPEX_MODEL_ENTRY_POINTS(SheetModel, sheetAnswer, sheetReadBack)

}  // namespace auspex::duel
