#include "epic/list_rules.hpp"

#include "lists/profile_text.hpp"

#include "model/model.hpp"

#include <cmath>
#include <map>

namespace auspex::epic {

using lists::Problem;
using lists::Resolved;

namespace {

using model::num;

std::string path(std::size_t i, const char* field) {
  return "units." + std::to_string(i) + ".options." + field;
}

struct Formation {
  std::optional<int> number;  // nullopt: an entry without the option, alone
  std::vector<std::size_t> entries;
  int units = 0;
};

// Formations in the order of their first entry.
std::vector<Formation> formationsOf(const Resolved& r) {
  std::vector<Formation> out;
  std::map<int, std::size_t> byNumber;
  for (std::size_t i = 0; i < r.list.units.size(); ++i) {
    const auto n = r.option(i, "formation");
    std::size_t at = out.size();
    if (n) {
      const auto it = byNumber.find(*n);
      if (it != byNumber.end())
        at = it->second;
      else
        byNumber[*n] = at;
    }
    if (at == out.size()) out.push_back({n, {}, 0});
    out[at].entries.push_back(i);
    out[at].units += r.list.units[i].count;
  }
  return out;
}

// "Lorsqu'une formation perd la moitié de ses unités (arrondir à l'entier
// supérieur), elle est dite démoralisée."
int breakPointOf(const Resolved& r, int units) {
  const auto& b = r.block("breakPoint");
  const double lost = units * b.value("lostFraction", 0.5);
  return b.value("roundUp", true) ? static_cast<int>(std::ceil(lost - 1e-9))
                                  : static_cast<int>(std::floor(lost + 1e-9));
}

// The army's value of an option: the first entry giving it (nullopt: none).
std::optional<std::pair<std::size_t, int>> armyValue(const Resolved& r, const char* name) {
  for (std::size_t i = 0; i < r.list.units.size(); ++i)
    if (const auto v = r.option(i, name)) return std::pair{i, *v};
  return std::nullopt;
}

struct ArmyOption {
  const char* name;
  const char* fr;  // « valeur stratégique »
  const char* en;
  const char* missing;
  const char* mismatch;
  int min, max;
  const char* bad;
};

void checkArmyOption(const Resolved& r, const ArmyOption& o, std::vector<Problem>& out) {
  const auto first = armyValue(r, o.name);
  if (!first) {
    out.push_back({"units", o.missing,
                   std::string("L'armée n'a pas de ") + o.fr + " : la donner dans l'option « " +
                       o.name + " » d'une entrée.",
                   std::string("The army has no ") + o.en + ": give it in option \"" + o.name +
                       "\" of an entry."});
    return;
  }
  for (std::size_t i = 0; i < r.list.units.size(); ++i) {
    const auto v = r.option(i, o.name);
    if (!v) continue;
    if (*v < o.min || *v > o.max)
      out.push_back({path(i, o.name), o.bad,
                     r.label(i, "fr") + " : la " + o.fr + " va de " + num(o.min) + " à " +
                         num(o.max) + ", pas " + num(*v) + ".",
                     r.label(i, "en") + ": the " + o.en + " runs from " + num(o.min) + " to " +
                         num(o.max) + ", not " + num(*v) + "."});
    else if (*v != first->second)
      out.push_back({path(i, o.name), o.mismatch,
                     r.label(i, "fr") + " : " + o.fr + " " + num(*v) + ", mais " +
                         r.label(first->first, "fr") + " donne " + num(first->second) +
                         " : une armée n'en a qu'une.",
                     r.label(i, "en") + ": " + o.en + " " + num(*v) + ", but " +
                         r.label(first->first, "en") + " gives " + num(first->second) +
                         ": an army has only one."});
  }
}

}  // namespace

void listRules(const Resolved& r, const lists::Totals&, std::vector<Problem>& out) {
  checkArmyOption(r,
                  {"strategic", "valeur stratégique", "strategic value", "noStrategic",
                   "strategicMismatch", 0, 100, "badStrategic"},
                  out);
  // A test passes on 1D6 at or above the value: 1 always passes, 6 needs a 6.
  checkArmyOption(r,
                  {"morale", "valeur de moral", "morale value", "noMorale", "moraleMismatch", 1, 6,
                   "badMorale"},
                  out);
  for (std::size_t i = 0; i < r.list.units.size(); ++i)
    if (const auto f = r.option(i, "formation"); f && *f < 1)
      out.push_back(
          {path(i, "formation"), "badFormation",
           r.label(i, "fr") + " : le numéro de formation commence à 1, pas " + num(*f) + ".",
           r.label(i, "en") + ": formation numbers start at 1, not " + num(*f) + "."});
}

lists::json listFacts(const Resolved& r, const lists::Totals& t) {
  lists::json facts = lists::json::object();
  for (const char* name : {"strategic", "morale"}) {
    const auto v = armyValue(r, name);
    facts[name] = v ? lists::json(v->second) : lists::json(nullptr);
  }
  facts["points"] = t.unpriced == 0 ? lists::json(t.cost) : lists::json(nullptr);
  lists::json formations = lists::json::array();
  for (const auto& f : formationsOf(r))
    formations.push_back({{"formation", f.number ? lists::json(*f.number) : lists::json(nullptr)},
                          {"entries", f.entries},
                          {"units", f.units},
                          {"breakPoint", breakPointOf(r, f.units)}});
  facts["formations"] = formations;
  return facts;
}

std::string listTextHead(const lists::Resolved& r, bool fr) {
  // The army's values ("en tête des listes d'armée"), from the first entry giving them.
  std::optional<int> strategic, morale;
  for (std::size_t i = 0; i < r.list.units.size(); ++i) {
    if (!strategic) strategic = r.option(i, "strategic");
    if (!morale) morale = r.option(i, "morale");
  }
  if (!strategic && !morale) return "";
  return lists::cat("\n", fr ? "Valeur stratégique " : "Strategic value ") +
         (strategic ? std::to_string(*strategic) : "—") + (fr ? " · moral " : " · morale ") +
         (morale ? std::to_string(*morale) + "+" : "—");
}

std::string listTextEntry(const lists::Resolved& r, std::size_t entry, bool) {
  const auto f = r.option(entry, "formation");
  return f ? " · formation " + std::to_string(*f) : "";
}

}  // namespace auspex::epic

namespace auspex::epic {

std::string listTextProfile(const lists::Resolved& r, std::size_t i, bool fr) {
  const lists::json& u = r.unitOf(i);
  const auto sign = [](int n) { return lists::cat(n > 0 ? "+" : "", std::to_string(n)); };
  std::vector<std::string> stats{
      std::string(fr ? "Mvt " : "Move ") + lists::json(u["moveCm"]).dump() + "cm",
      std::string(fr ? "Sauv. " : "Save ") + std::to_string(u["save"].get<int>()) + "+",
      std::string(fr ? "FA " : "AF ") + sign(u["fa"].get<int>())};
  if (u.value("kind", "") == "vehicle") stats.push_back(fr ? "véhicule" : "vehicle");
  std::string out = lists::profileLine(stats);
  for (const auto& [w, n] : lists::carried(r, i, u.value("weapons", lists::json()))) {
    const auto& weapon = r.block("weapons")[w];
    const int mod = weapon.value("saveModifier", 0);
    out += lists::weaponLine(
        lists::nameIn(weapon["name"], fr), n,
        std::string(fr ? "Portée " : "Range ") + lists::json(weapon["rangeCm"]).dump() + "cm · " +
            (fr ? "Dés " : "Dice ") + std::to_string(weapon["dice"].get<int>()) + " · " +
            (fr ? "Touche " : "To hit ") + std::to_string(weapon["toHit"].get<int>()) + "+ · " +
            (fr ? "Modif. Sauv. " : "Save mod. ") + (mod ? sign(mod) : std::string("0")),
        fr);
  }
  return out;
}

}  // namespace auspex::epic
