// Epic Escarmouches's checks of an army list (docs/lists.md, issue 9): the
// formations (option `formation`; an entry without it is a formation of its
// own) with their break points ("Point de rupture"), and the army's strategic
// and morale values, which the seed puts "en tête des listes d'armée" without
// giving any figure (options `strategic` and `morale`).
#pragma once

#include "lists/list.hpp"

namespace auspex::epic {

void listRules(const lists::Resolved& r, const lists::Totals& t, std::vector<lists::Problem>& out);

// {strategic, morale, points, formations: [{formation, entries, units, breakPoint}]}.
lists::json listFacts(const lists::Resolved& r, const lists::Totals& t);

// The forum text's line of the army's values, and an entry's formation.
std::string listTextHead(const lists::Resolved& r, bool fr);
std::string listTextEntry(const lists::Resolved& r, std::size_t entry, bool fr);
// The forum text's profile of an entry: Mvt · Sauv. · FA, then each weapon's Portée · Dés ·
// Touche · Modif. Sauv. (the seed's unit sheet).
std::string listTextProfile(const lists::Resolved& r, std::size_t entry, bool fr);

}  // namespace auspex::epic
