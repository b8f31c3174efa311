// What every system's profile in the forum text shares (docs/lists.md, "Text"):
// each entry's characteristics on one line, each weapon on its own, under the
// entry, in the list's language. The systems write their own lines
// (systems::System::listTextProfile); this names no game.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "lists/list.hpp"

namespace auspex::lists {

// A ruleset's {fr, en} names in `fr` or English (French when it has none).
std::string nameIn(const json& names, bool fr);

// The parts (texts, characters) one after the other: the profiles' pieces, appended (GCC 12 warns
// falsely on `"…" + std::string&&`).
template <class... Parts>
std::string cat(const Parts&... parts) {
  std::string out;
  ((out += parts), ...);
  return out;
}

// "\n  a · b · c" (nothing when empty): one line of a profile.
std::string profileLine(const std::vector<std::string>& parts);

// The weapons an entry carries, by index in r.ruleset["weapons"], with how many
// of each, in their first order: the entry's own, else `unitWeapons` (ids).
std::vector<std::pair<std::size_t, int>> carried(const Resolved& r, std::size_t entry,
                                                 const json& unitWeapons = json());

// "\n  Name ×2 : value" (French) or "\n  Name ×2: value".
std::string weaponLine(const std::string& name, int count, const std::string& value, bool fr);

}  // namespace auspex::lists
