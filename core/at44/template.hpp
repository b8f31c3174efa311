// AT-44 (seed 004): gabarits. Tir indirect (a test de tir whose successes
// grow the template, then add impacts; failures make it drift) and
// Projection (no test, no drift). Every model under the template takes the
// impacts, without cover. docs/rules/at44.md, "Gabarits".
#pragma once

#include <optional>

#include "at44/attack.hpp"
#include "at44/table.hpp"
#include "at44/vehicle.hpp"
#include "dice/dist.hpp"

namespace auspex::at44 {

constexpr int kMaxRadiusCm = 10;  // "jusqu'à un maximum de 10cm"
constexpr int kDriftCmPerDie = 3;  // "chaque dé qui indique un échec fera dévier le gabarit de 3cm"

// The template after a test de tir with `successes` (at least 1) dice hitting:
// radius AIRE, each success beyond the first adds AIRE up to 10 cm, then one
// impact more to every model under it.
struct Growth {
  int radiusCm = 0;
  int impacts = 0;  // per model under the template
};
Growth templateOf(int successes, int aire);

struct TemplateAttack {
  bool projection = false;  // no test: `attackers` templates of radius AIRE
  int pre = 0;              // tir indirect: PRE - range on the universal table
  int range = 0;
  int attackers = 1;
  int cadence = 1;
  int rerolls = 0;  // per attacker
  int pen = 0;
  int damage = 1;
  int aire = 1;  // cm
  bool concentration = false;
  bool feuAVolonte = false;
  Allocation allocation;  // against a vehicle
};

struct TemplateTarget {
  int arm = 0;
  int models = 1;                  // the unit's models
  int under = 0;                   // of them, under the template
  std::optional<Vehicle> vehicle;  // one vehicle under the template instead
  bool medic = false;              // Medic not used yet this turn: one model fewer
  MedicReading medicReading = MedicReading::afterCap;
  // A piece of scenery under the template instead ("On peut toujours s'en
  // prendre aux décors"): it takes the impacts one combatant would.
  std::optional<Scenery> scenery;
  bool autoRepair = false;  // Autoréparation: the first damaging impact, one point fewer
  AutoRepairReading autoRepairReading = AutoRepairReading::first;  // or the one that saves it
};

struct TemplateOutcome {
  Target hit;  // tir indirect
  Target damage;
  double damageChance = 0.0;
  dice::Dist successes;        // tir indirect: dice that hit, after re-rolls
  dice::Dist radius;           // cm; 0 when no die hits
  dice::Dist impactsPerModel;  // impacts on each model (or the vehicle) under it
  dice::Dist driftDice;        // failed dice when at least one hit (3 cm each)
  dice::Dist casualties;       // models removed among `under`, or the vehicle (0/1)
  double pinned = 0.0;         // mise à terre: a template lands on half the unit or more
  std::optional<VehicleOutcome> vehicle;
  std::optional<SceneryOutcome> scenery;
};

TemplateOutcome resolveTemplate(const TemplateAttack& attack, const TemplateTarget& target);

}  // namespace auspex::at44
