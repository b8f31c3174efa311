// AT-44 (seed 004): a salvo of shooting or a melee attack: test de tir /
// attaque on the universal table, re-rolls (Feu à volonté), cover, test de
// dégâts (Concentration), against infantry or one vehicle.
#pragma once

#include <optional>

#include "at44/table.hpp"
#include "at44/vehicle.hpp"
#include "dice/dist.hpp"

namespace auspex::at44 {

enum class Kind { shoot, melee };

struct Attack {
  Kind kind = Kind::shoot;
  int pre = 0;
  int range = 0;  // range band (shoot)
  int def = 0;    // target's defence (melee)
  int attackers = 1;
  int cadence = 1;
  int rerolls = 0;  // per attacker
  int pen = 0;
  int damage = 1;
  // Compétence Concentration: every failed damage test is rolled once more.
  bool concentration = false;
  // Attitude Feu à volonté (shooting): one more re-roll per weapon (TIR 1/1
  // becomes TIR 1/2), a weapon being one attacker's.
  bool feuAVolonte = false;
  // Compétence Sniper (shooting): "ses tirs ignorent les couverts".
  bool sniper = false;
  // Tir verrouillé: hits on this D6 result whatever PRE and range, ignores
  // cover; vehicles only.
  std::optional<int> locked;
  Allocation allocation;  // against a vehicle
};

struct Defender {
  int arm = 0;
  int models = 1;
  int coverSave = 0;               // 0 none, 5 or 3: an impact is cancelled on this or more
  std::optional<Vehicle> vehicle;  // a vehicle target instead of `models`
};

struct Outcome {
  Target hit;
  Target damage;
  double damageChance = 0.0;  // one impact passes its damage test (after Concentration)
  dice::Dist impacts;         // after re-rolls, before cover
  dice::Dist unsaved;         // after cover
  dice::Dist casualties;      // infantry models removed, or vehicles destroyed (0 or 1)
  std::optional<VehicleOutcome> vehicle;
};

// Chance that a test of chance p passes, failed tests being rolled once more
// when `reroll` (a re-rolled die is never re-rolled).
double withReroll(double p, bool reroll);

Outcome resolve(const Attack& attack, const Defender& target);

}  // namespace auspex::at44
