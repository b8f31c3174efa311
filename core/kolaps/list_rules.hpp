// KOLAPS's rules for a roster, its Unité (docs/lists.md, issue 8): each entry
// is a character (Loi 3) whose rank (option `rank`, 1–5) gives its PDS budget
// (4-12, plus PDS bought with XP, 12-6) and how many attributes it may have
// (4-13, 12-7); and the roster's facts (PDS, characters per rank, cost).
#pragma once

#include "lists/list.hpp"

namespace auspex::kolaps {

// The forum text's rank of an entry.
std::string listTextEntry(const lists::Resolved& r, std::size_t entry, bool fr);

void listRules(const lists::Resolved& r, const lists::Totals& t, std::vector<lists::Problem>& out);

// {characters, perRank, pdsBudget, pdsSpent, cost, lines: [{rank, pdsBudget, pdsSpent, pdsLeft,
//  attributes, attributesMax}]}.
lists::json listFacts(const lists::Resolved& r, const lists::Totals& t);

}  // namespace auspex::kolaps
