// Epic Escarmouches (seed 002): shooting (D6 to hit with the 7+ rule, then
// saves) and assault (2D6 + FA each, ties rolled again).
#pragma once

#include "dice/dist.hpp"

namespace auspex::epic {

// Chance to hit when `needed` or more is wanted on a D6: 7, 8 and 9 or more
// ask for a 6, then a second D6 of 4+, 5+ and 6+ ("Couverts").
double hitChance(int needed);

struct Shooting {
  int shots = 1;
  int toHit = 5;
  int modifier = 0;      // charge -2, tir appuyé +1
  int saveModifier = 0;  // the weapon's table value, 0 or negative
};

struct Shot {
  int save = 4;
  int coverToHit = 0;
  int saveBonus = 0;
  int models = 1;
};

struct ShootingOutcome {
  int needed = 0;
  double hit = 0.0;    // per shot
  double saved = 0.0;  // per hit
  dice::Dist hits;
  dice::Dist unsaved;
  dice::Dist casualties;
};

ShootingOutcome shoot(const Shooting& attack, const Shot& target);

struct Fighter {
  int fa = 0;
  int dice = 2;
};

// Chance that the attacker wins the combat (ties are rolled again).
double assault(const Fighter& attacker, const Fighter& defender);

}  // namespace auspex::epic
