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

enum class Facing { front, side, rear };

// "Tirs contre les véhicules lourds", "Tirs de flanc et de dos", "Touches".
struct Vehicle {
  bool heavy = false;             // only weapons with a save modifier below 0 hurt it
  Facing facing = Facing::front;  // side: save −1, rear: save −2
  int hitsToDestroy = 1;          // unsaved hits each vehicle takes before it is destroyed
};

struct Shot {
  int save = 4;
  int coverToHit = 0;
  int saveBonus = 0;
  int models = 1;
  bool isVehicle = false;  // the models are vehicles described by `vehicle`
  Vehicle vehicle;
};

struct ShootingOutcome {
  int needed = 0;
  double hit = 0.0;    // per shot
  double saved = 0.0;  // per hit
  dice::Dist hits;
  dice::Dist unsaved;
  dice::Dist casualties;  // models (vehicles) destroyed
  // Vehicles only:
  int saveNeeded = 0;      // the D6 a save needs, after facing and modifiers
  bool hurts = true;       // false: a heavy vehicle the weapon cannot damage
  double destroyed = 0.0;  // every target model destroyed
};

ShootingOutcome shoot(const Shooting& attack, const Shot& target);

// Each shooting model designating its own target model ("vous devez désigner
// la cible de chacune de vos figurines", readings.targeting "perModel"): the
// attack.shots / dicePerModel shooters split among the target's models, the
// split that removes the most on average (ties: the first found, fewer
// shooters on the earlier models). A model is removed by the unsaved hits of
// its own shooters alone (a vehicle by hitsToDestroy of them); the hits and
// unsaved hits in all are the pooled ones. `split`: shooters per target model,
// most first.
ShootingOutcome shootPerModel(const Shooting& attack, const Shot& target, int dicePerModel,
                              std::vector<int>& split);

struct Fighter {
  int fa = 0;
  int dice = 2;
};

// Chance that the attacker wins the combat (ties are rolled again).
double assault(const Fighter& attacker, const Fighter& defender);

}  // namespace auspex::epic
