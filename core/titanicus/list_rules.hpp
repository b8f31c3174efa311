// Titanicus's composition rules for army lists (docs/lists.md, issue 6):
// weapons per slot count, weapons from the titan's armoury.
#pragma once

#include "lists/list.hpp"

namespace auspex::titanicus {

void listRules(const lists::Resolved& r, const lists::Totals& t, std::vector<lists::Problem>& out);

// The forum text's profile of entry i: its unit's move, action points, shields and locations
// as the seed's sheets write them, then each weapon's profile.
std::string listTextProfile(const lists::Resolved& r, std::size_t i, bool fr);

}  // namespace auspex::titanicus
