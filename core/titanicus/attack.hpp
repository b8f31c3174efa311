// Titanicus house rules (seeds 000 = edition v1, 001 = edition v2): one weapon
// firing at one location of a target, hits resolved one after the other
// against void shields then armour and structure.
#pragma once

#include <vector>

#include "dice/dist.hpp"

namespace auspex::titanicus {

enum class Edition { v1, v2 };

struct Attack {
  int dice = 1;             // attack dice; ignored when randomDice
  bool randomDice = false;  // "D6" attack dice: 1 to 6, equally likely
  int toHit = 4;
  int modifier = 0;  // net to-hit modifier
  int strength = 0;
  bool titanWeapon = false;     // a natural 6 always does something
  bool minOneDamage = false;    // Quake cannon: a hit always does 1 damage
  bool ignoresShields = false;  // Trident
  bool autoHit = false;         // Kroko d'bide holding its target: "touche ensuite automatiquement"
  // The Trident: "si des dégâts sont infligés ou si le jet de toucher est de
  // 4+, le trident est accroché à la cible".
  bool hooks = false;
  // Damage rolls each hit makes (readings.timesForce "rollsPerHit": « 2x10 » read as one die
  // whose hit rolls twice at F10); each roll goes through the shields then the armour as a hit's.
  int rollsPerHit = 1;
};

struct Target {
  int armour = 10;
  int structure = 5;      // structure boxes of the location
  int structureLost = 0;  // boxes already lost before this attack
  int shields = 0;        // void shields up
  int shieldArmour = 8;   // 10 with the VSG overloaded
  // Readings of ambiguous rules (docs/rules/titanicus.md); the defaults are
  // calc-api.md's.
  bool shieldDamage = false;   // a hit brings down max(1, total − shield armour)
                               // shields instead of one
  bool lostOnShields = false;  // v2: the structure lost is added to the shield roll too
};

struct Outcome {
  dice::Dist hits;
  dice::Dist shieldsDown;
  dice::Dist structureLost;  // boxes removed by this attack
  double destroyed = 0.0;
};

// Chance that one attack die hits: a 1 always misses, a 6 always hits.
double hitChance(int toHit, int modifier);

Outcome resolve(Edition edition, const Attack& attack, const Target& target);

// The chance a weapon that hooks (Attack::hooks) is hooked to its target after
// the attack: a to-hit die showing 4+, or damage done (structure lost).
double hookedChance(Edition edition, const Attack& attack, const Target& target);

// One hit of `attack` whose die shows `face`, on a location with `up` shields
// still up and `lost` boxes removed by the attacks so far (on top of
// target.structureLost): the state it leaves. `resolve` chains this per hit;
// the fire planner (planner.hpp) chains it over several attacks. A
// destroyed location (lost == structure − structureLost) stays as it is; a
// weapon ignoring shields leaves them up.
struct HitState {
  int up = 0, lost = 0;
};
HitState afterHit(Edition edition, const Attack& attack, const Target& target, HitState state,
                  int face);

}  // namespace auspex::titanicus
