// AT-44's readings (requests/readings.hpp): where the seed leaves room for
// more than one ruling, the values a table may pick; the first is the
// project's (docs/rules/at44.md).
#include "at44/calc.hpp"
#include "at44/calc_read.hpp"

namespace auspex::calc {

const std::vector<requests::Reading>& at44Readings() {
  static const std::vector<requests::Reading> table = {
      {"medic",
       "Medic",
       "Medic",
       {{"afterCap", "one casualty fewer, after the cap at the unit's models",
         "une perte de moins, après le plafond des figurines de l'unité"},
        {"beforeCap", "one passed damage test fewer, before the cap at the models",
         "un test de dégâts réussi de moins, avant le plafond des figurines"},
        {"point", "one damage point fewer: nothing against DAMAGE 2 or more",
         "un point de dégât de moins : rien contre DÉGÂTS 2 ou plus"}},
       "docs/rules/at44.md#medic"},
  };
  return table;
}

at44::MedicReading at44_read::medicReadingOf(const requests::Chosen& chosen) {
  const std::string& v = chosen.of("medic");
  return v == "beforeCap" ? at44::MedicReading::beforeCap
         : v == "point"   ? at44::MedicReading::point
                          : at44::MedicReading::afterCap;
}

}  // namespace auspex::calc
