// AT-44's composition rules for army lists (docs/lists.md, issue 7): the
// company of COMMANDER SA COMPAGNIE and HÉROS — officers' grades and their
// pyramid, one commander within the grade its size allows, grade-0 officers
// and heroes in units — and the company's facts (size row, CP per turn).
#pragma once

#include "lists/list.hpp"

namespace auspex::at44 {

void listRules(const lists::Resolved& r, const lists::Totals& t, std::vector<lists::Problem>& out);

// {stars, sizeStars, reinforcementStars, tableCm, objectives, starsPerObjective,
//  suddenDeath, commanderMaxGrade, unitCards, commanderPc, cpPerTurn}.
lists::json listFacts(const lists::Resolved& r, const lists::Totals& t);

// The forum text's profile of entry i: type, RANG, MOU, MOR, ARM, DEF, what the company gives it
// (★, GRD, Héros, Commandant: marked *), what the rules leave out, each weapon's PRE · TIR · PEN.
std::string listTextProfile(const lists::Resolved& r, std::size_t i, bool fr);

}  // namespace auspex::at44
