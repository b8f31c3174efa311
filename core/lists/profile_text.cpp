#include "lists/profile_text.hpp"

namespace auspex::lists {

std::string nameIn(const json& names, bool fr) {
  if (!fr && names.contains("en")) return names["en"].get<std::string>();
  return names["fr"].get<std::string>();
}

std::string profileLine(const std::vector<std::string>& parts) {
  std::string out;
  for (const auto& p : parts)
    if (!p.empty()) out += (out.empty() ? "" : " · ") + p;
  return out.empty() ? out : "\n  " + out;
}

std::vector<std::pair<std::size_t, int>> carried(const Resolved& r, std::size_t entry,
                                                 const json& unitWeapons) {
  std::vector<std::pair<std::size_t, int>> out;
  const auto add = [&](std::size_t index) {
    for (auto& [w, n] : out)
      if (w == index) {
        ++n;
        return;
      }
    out.emplace_back(index, 1);
  };
  if (!r.weaponIndex[entry].empty()) {
    for (const std::size_t w : r.weaponIndex[entry]) add(w);
    return out;
  }
  if (!unitWeapons.is_array()) return out;
  const json& weapons = r.block("weapons");
  for (const auto& id : unitWeapons)
    if (id.is_string())
      for (std::size_t w = 0; w < weapons.size(); ++w)
        if (weapons[w].value("id", "") == id.get<std::string>()) add(w);
  return out;
}

std::string weaponLine(const std::string& name, int count, const std::string& value, bool fr) {
  const std::string head = name + (count > 1 ? " ×" + std::to_string(count) : "");
  return "\n  " + (value.empty() ? head : head + (fr ? " : " : ": ") + value);
}

}  // namespace auspex::lists
