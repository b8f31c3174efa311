// KOLAPS's readings (requests/readings.hpp): where the seed leaves room for
// more than one ruling, the values a table may pick; the first is the
// project's (docs/rules/kolaps.md).
#include "kolaps/calc.hpp"

namespace auspex::calc {

const std::vector<requests::Reading>& kolapsReadings() {
  static const std::vector<requests::Reading> table = {
      {"rankAbove",
       "An adversary \"of a higher rank\" (XP, law 12-3)",
       "Un adversaire « de rang supérieur » (XP, 12-3)",
       {{"elite", "a rank nearer 1 (more elite): 5 XP for it, 25 for an equal or lesser one",
         "un rang plus proche de 1 (plus aguerri) : 5 XP pour lui, 25 pour un égal ou moindre"},
        {"number",
         "a greater rank number (less experienced): 5 XP for it, 25 for an equal or more "
         "elite one",
         "un numéro de rang plus grand (moins aguerri) : 5 XP pour lui, 25 pour un égal ou plus "
         "aguerri"}},
       "docs/rules/kolaps.md#xp"},
  };
  return table;
}

}  // namespace auspex::calc
