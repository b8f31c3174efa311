#include "titanicus/list_rules.hpp"

#include <algorithm>

#include "lists/profile_text.hpp"

namespace auspex::titanicus {

namespace {

bool contains(const lists::json& ids, const std::string& id) {
  return ids.is_array() && std::find(ids.begin(), ids.end(), id) != ids.end();
}

// What a unit may carry: its fixed weapons and its faction's armoury
// (docs/rulesets/titanicus.md: `weapons` and factions' `weapons`).
bool mayCarry(const lists::Resolved& r, const lists::json& unit, const std::string& weapon) {
  if (unit.contains("weapons") && contains(unit["weapons"], weapon)) return true;
  if (!r.ruleset().contains("factions")) return false;
  for (const auto& f : r.block("factions"))
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
        unit["faction"] != r.block("factions")[static_cast<std::size_t>(r.factionIndex)]["id"])
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
      const auto& name = r.block("weapons")[r.weaponIndex[i][w]]["name"];
      const std::string wfr = name["fr"].get<std::string>();
      const std::string wen = name.contains("en") ? name["en"].get<std::string>() : wfr;
      out.push_back({path + ".weapons." + std::to_string(w), "weaponNotAllowed",
                     fr + " ne peut pas porter l'arme " + wfr + ".",
                     en + " cannot carry the weapon " + wen + "."});
    }
  }
}

}  // namespace auspex::titanicus

namespace auspex::titanicus {

namespace {

std::string str(const lists::json& v) {
  return v.is_string() ? v.get<std::string>() : std::to_string(v.get<int>());
}

std::string locationName(const std::string& id, bool fr) {
  if (id == "haut") return fr ? "HAUT" : "UPPER";
  if (id == "bas") return fr ? "BAS" : "LOWER";
  if (id == "corps") return fr ? "Corps" : "Body";
  return id;
}

// « 45cm // 6xF4 », « CC // !1xF9 » (v1); « 30cm 8x 4+ 4 », « CC 1x 4+ 9 1! » (v2).
std::string weaponValue(const lists::json& w, bool v2, bool fr) {
  const bool cc = w.value("closeCombat", false), once = w.value("oncePerTurn", false);
  const std::string range = cc ? "CC" : str(w["range"]) + "cm";
  const std::string ap =
      w.contains("apCost") ? " · " + str(w["apCost"]) + (fr ? " PA" : " AP") : std::string();
  if (v2)
    return range + " " + str(w["dice"]) + "x " + str(w["toHit"]) + "+ " + str(w["strength"]) +
           (once ? " 1!" : "") + ap;
  return range + " // " + (once ? "!" : "") + str(w["dice"]) + "xF" + str(w["strength"]) + ap;
}

}  // namespace

std::string listTextProfile(const lists::Resolved& r, std::size_t i, bool fr) {
  const lists::json& u = r.unitOf(i);
  const bool v2 = r.ruleset().value("edition", "") == "v2";
  std::vector<std::string> stats;
  if (u.contains("weaponSlots")) {
    const int n = u["weaponSlots"].get<int>();
    stats.push_back(std::to_string(n) +
                    (fr ? (n > 1 ? " armes" : " arme") : (n > 1 ? " weapons" : " weapon")));
  }
  if (u.contains("move")) {
    const int turns = u["move"].value("turns", 0);
    stats.push_back(std::string(fr ? "Mouvement " : "Move ") + str(u["move"]["cm"]) + " cm" +
                    (turns ? " + " + std::to_string(turns) + "x45°" : ""));
  }
  if (u.contains("actionPoints")) {
    const auto& ap = u["actionPoints"];
    stats.push_back(std::string(fr ? "PA " : "AP ") +
                    (ap.contains("fixed")
                         ? str(ap["fixed"]) + (ap.value("lostPerDamage", false)
                                                   ? (fr ? " (−1 par dégât)" : " (−1 a damage)")
                                                   : "")
                         : str(ap["dice"]) + "x " + str(ap["toHit"]) + "+"));
  }
  if (u.value("voidShields", 0) > 0) {
    std::string armour = "?";
    if (u.contains("shieldArmour"))
      armour = str(u["shieldArmour"]);
    else if (r.ruleset().contains("factions"))
      for (const auto& f : r.block("factions"))
        if (f.value("id", "") == u.value("faction", "") && f.contains("shieldArmour"))
          armour = str(f["shieldArmour"]);
    stats.push_back(std::string(fr ? "Boucliers " : "Shields ") + str(u["voidShields"]) + " (" +
                    armour + ")");
  }
  for (const auto& loc : u.value("locations", lists::json::array())) {
    const int front = loc["armour"].get<int>(), rear = loc.value("rearArmour", front);
    std::string boxes;
    for (int k = 0; k < loc["structure"].get<int>(); ++k) boxes += "◎";
    stats.push_back(lists::cat(
        locationName(loc.value("id", ""), fr), fr ? " Armure " : " Armour ", std::to_string(front),
        rear != front ? lists::cat("/", std::to_string(rear)) : "", " ", boxes));
  }
  std::string out = lists::profileLine(stats);
  for (const auto& [w, n] : lists::carried(r, i, u.value("weapons", lists::json()))) {
    const auto& weapon = r.block("weapons")[w];
    out += lists::weaponLine(lists::nameIn(weapon["name"], fr), n, weaponValue(weapon, v2, fr), fr);
  }
  return out;
}

}  // namespace auspex::titanicus
