#include "lists/text.hpp"

#include <optional>

#include "lists/profile_text.hpp"
#include "systems/registry.hpp"

namespace auspex::lists {

std::string text(const json& listJson, const std::string& lang) {
  if (lang != "fr" && lang != "en")
    throw requests::RequestError("lang", "field.choice",
                                 "must be \"fr\" or \"en\", not \"" + lang + "\"",
                                 "doit être « fr » ou « en », pas « " + lang + " »");
  const bool fr = lang == "fr";
  const Resolved r = resolve(read(listJson));
  const Totals t = totals(r);
  const List& l = r.list;
  std::string out = l.name.empty() ? (fr ? "Liste sans nom" : "Untitled list") : l.name;
  out += cat("\n", nameIn(r.block("name"), fr));
  if (r.factionIndex >= 0)
    out +=
        " · " + nameIn(r.block("factions")[static_cast<std::size_t>(r.factionIndex)]["name"], fr);
  const std::string unit = t.costUnit == "stars" ? (fr ? "étoiles" : "stars") : "points";
  // No cost where nothing in the list has one (rules that price nothing, no limit set).
  const bool priced = t.cost != 0 || t.unpriced == 0 || l.limit;
  if (priced)
    out += cat("\n", std::to_string(t.cost), l.limit ? cat(" / ", std::to_string(*l.limit)) : "",
               " ", unit);
  if (priced && t.unpriced > 0)
    out += fr ? " (+ " + std::to_string(t.unpriced) + " sans coût)"
              : " (+ " + std::to_string(t.unpriced) + " without a cost)";
  const systems::System* system = systems::find(r.system);
  if (system && system->listTextHead) out += system->listTextHead(r, fr);
  out += "\n";
  for (std::size_t i = 0; i < l.units.size(); ++i) {
    const Entry& e = l.units[i];
    const std::string unitName = nameIn(r.unitOf(i)["name"], fr);
    out += "\n- ";
    if (e.count != 1) out += std::to_string(e.count) + " × ";
    out += e.name.empty() ? unitName : e.name + " (" + unitName + ")";
    if (!e.weapons.empty()) {
      out += " : ";
      for (std::size_t w = 0; w < e.weapons.size(); ++w)
        out += (w ? ", " : "") + nameIn(r.block("weapons")[r.weaponIndex[i][w]]["name"], fr);
    }
    if (system && system->listTextEntry) out += system->listTextEntry(r, i, fr);
    if (t.lines[i]) out += " — " + std::to_string(*t.lines[i]) + " " + unit;
    // The unit's whole profile: its characteristics, then each weapon's.
    if (system && system->listTextProfile) out += system->listTextProfile(r, i, fr);
    if (e.character) out += characterText(*e.character, lang);
  }
  const auto found = problems(r, t);
  if (!found.empty()) {
    out += fr ? "\n\nÀ revoir :" : "\n\nTo check:";
    for (const auto& p : found) out += "\n- " + (fr ? p.fr : p.en);
  }
  return out + "\n";
}

}  // namespace auspex::lists
