#include "titanicus/list_rules.hpp"

#include <algorithm>

namespace auspex::titanicus {

namespace {

bool contains(const lists::json& ids, const std::string& id) {
  return ids.is_array() && std::find(ids.begin(), ids.end(), id) != ids.end();
}

// What a unit may carry: its fixed weapons and its faction's armoury
// (docs/rulesets/titanicus.md: `weapons` and factions' `weapons`).
bool mayCarry(const lists::Resolved& r, const lists::json& unit, const std::string& weapon) {
  if (unit.contains("weapons") && contains(unit["weapons"], weapon)) return true;
  if (!r.ruleset.contains("factions")) return false;
  for (const auto& f : r.ruleset["factions"])
    if (f.value("id", "") == unit.value("faction", "") && f.contains("weapons") &&
        contains(f["weapons"], weapon))
      return true;
  return false;
}

}  // namespace

void listRules(const lists::Resolved& r, const lists::Totals&, std::vector<lists::Problem>& out) {
  for (std::size_t i = 0; i < r.list.units.size(); ++i) {
    const auto& entry = r.list.units[i];
    const auto& unit = r.unitOf(i);
    const std::string path = "units." + std::to_string(i);
    const std::string fr = r.label(i, "fr"), en = r.label(i, "en");
    if (r.factionIndex >= 0 && unit.contains("faction") &&
        unit["faction"] != r.ruleset["factions"][static_cast<std::size_t>(r.factionIndex)]["id"])
      out.push_back({path + ".unit", "otherFaction", fr + " n'est pas de la faction de la liste.",
                     en + " is not of the list's faction."});
    if (unit.contains("weaponSlots")) {
      const int slots = unit["weaponSlots"].get<int>();
      const int n = static_cast<int>(entry.weapons.size());
      if (n > slots)
        out.push_back(
            {path + ".weapons", "tooManyWeapons",
             fr + " : " + std::to_string(n) + " armes pour " + std::to_string(slots) +
                 " emplacements.",
             en + ": " + std::to_string(n) + " weapons for " + std::to_string(slots) + " slots."});
      else if (n < slots)  // a sheet holds one weapon per slot (core/titanicus/sheet_state.cpp)
        out.push_back({path + ".weapons", "tooFewWeapons",
                       fr + " : " + std::to_string(n) + (n > 1 ? " armes" : " arme") + " pour " +
                           std::to_string(slots) + " emplacements, une par emplacement.",
                       en + ": " + std::to_string(n) + (n == 1 ? " weapon" : " weapons") + " for " +
                           std::to_string(slots) + " slots, one per slot."});
    }
    for (std::size_t w = 0; w < entry.weapons.size(); ++w) {
      // The player's own weapons (custom.weapons) are theirs to allow.
      if (r.weaponIndex[i][w] >= r.baseWeapons || mayCarry(r, unit, entry.weapons[w])) continue;
      const auto& name = r.ruleset["weapons"][r.weaponIndex[i][w]]["name"];
      const std::string wfr = name["fr"].get<std::string>();
      const std::string wen = name.contains("en") ? name["en"].get<std::string>() : wfr;
      out.push_back({path + ".weapons." + std::to_string(w), "weaponNotAllowed",
                     fr + " ne peut pas porter l'arme " + wfr + ".",
                     en + " cannot carry the weapon " + wen + "."});
    }
  }
}

}  // namespace auspex::titanicus
