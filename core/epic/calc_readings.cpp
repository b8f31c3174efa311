// Epic's readings (requests/readings.hpp): where the seed leaves room for
// more than one ruling, the values a table may pick; the first is the
// project's (docs/rules/epic.md).
#include "epic/calc.hpp"

namespace auspex::calc {

const std::vector<requests::Reading>& epicReadings() {
  static const std::vector<requests::Reading> table = {
      {"targeting",
       "The shots' targets",
       "Les cibles des tirs",
       {{"pooled", "the unit type's hits pooled, the models removed one after the other",
         "les touches du type d'unité mises en commun, les figurines retirées l'une après "
         "l'autre"},
        {"perModel", "each shooting model designates its target model, before the dice",
         "chaque figurine qui tire désigne sa figurine cible, avant les dés"}},
       "docs/rules/epic.md#targeting"},
  };
  return table;
}

}  // namespace auspex::calc
