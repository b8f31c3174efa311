// Titanicus edition v2 (seed 001): the action point roll. "Warlord (titan) -
// 6x 3 + PA": six dice, each 3+ is one action point; "réacteur (-2D de PA)":
// each reactor damage removes two dice; Ork gargants: "Un dégât de chaudière
// fait perdre un dé de PA".
#pragma once

#include "dice/dist.hpp"

namespace auspex::titanicus {

struct ActionPointRoll {
  int dice = 6;
  int toHit = 3;
  int reactorDamage = 0;  // −2 dice each
  int boilerDamage = 0;   // −1 die each
};

struct ActionPoints {
  int dice = 0;         // dice rolled after damage (never below 0)
  double chance = 0.0;  // per die
  dice::Dist points;
};

// A die gives a point when it shows at least toHit (no special 1 or 6: that
// rule is the attack roll's, "Combat").
ActionPoints actionPoints(const ActionPointRoll& roll);

}  // namespace auspex::titanicus
