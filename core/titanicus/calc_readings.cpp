// Titanicus's readings (requests/readings.hpp): where the seeds leave room
// for more than one ruling, the values a table may pick; the first is the
// project's (docs/rules/titanicus.md).
#include "titanicus/calc.hpp"

namespace auspex::calc {

const std::vector<requests::Reading>& titanicusReadings() {
  static const std::vector<requests::Reading> table = {
      {"lastPoint",
       "The point that empties a location",
       "Le point qui vide une localisation",
       {{"noRoll", "rolls no damage table (the unit is destroyed)",
         "ne lance pas la table de dégâts (l'unité est détruite)"},
        {"roll", "rolls the damage table like every other point",
         "lance la table de dégâts comme chaque autre point"}},
       "docs/rules/titanicus.md#sheets-live-titan-sheets-docssheetstitanicusmd"},
  };
  return table;
}

}  // namespace auspex::calc
