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
      {"timesForce",
       "« 2x10 » after a to-hit (Kanon d'bide « 4+ 2x10 »)",
       "« 2x10 » après un jet pour toucher (Kanon d'bide « 4+ 2x10 »)",
       {{"dice", "2 dice at F10, as v1's « 2xF10 »", "2 dés à F10, comme « 2xF10 » en v1"},
        {"rollsPerHit", "1 die, whose hit makes 2 damage rolls at F10",
         "1 dé, dont la touche fait 2 jets de dégâts à F10"}},
       "docs/rules/titanicus.md#rulesets-rulesetstitanicus-v1json-titanicus-v2json"},
  };
  return table;
}

}  // namespace auspex::calc
