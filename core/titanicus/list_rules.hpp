// Titanicus's composition rules for army lists (docs/lists.md, issue 6):
// weapons per slot count, weapons from the titan's armoury.
#pragma once

#include "lists/list.hpp"

namespace auspex::titanicus {

void listRules(const lists::Resolved& r, const lists::Totals& t, std::vector<lists::Problem>& out);

}  // namespace auspex::titanicus
