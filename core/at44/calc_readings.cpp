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
      {"autoRepair",
       "Autoréparation",
       "Autoréparation",
       {{"first", "the first damaging impact, one point fewer",
         "le premier impact qui fait des dégâts, un point de moins"},
        {"chosen",
         "kept by its owner for the impact that would destroy the vehicle, one point fewer "
         "saving it; spent on no other",
         "gardée par son propriétaire pour l'impact qui détruirait le véhicule, un point de "
         "moins le sauvant ; dépensée sur aucun autre"}},
       "docs/rules/at44.md#autoreparation"},
  };
  return table;
}

at44::MedicReading at44_read::medicReadingOf(const requests::Chosen& chosen) {
  const std::string& v = chosen.of("medic");
  return v == "beforeCap" ? at44::MedicReading::beforeCap
         : v == "point"   ? at44::MedicReading::point
                          : at44::MedicReading::afterCap;
}

at44::AutoRepairReading at44_read::autoRepairReadingOf(const requests::Chosen& chosen) {
  return chosen.of("autoRepair") == "chosen" ? at44::AutoRepairReading::chosen
                                             : at44::AutoRepairReading::first;
}

}  // namespace auspex::calc
