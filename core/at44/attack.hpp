// AT-44 (seed 004): a salvo of shooting or a melee attack against infantry:
// test de tir / attaque on the universal table, re-rolls, cover, test de dégâts.
#pragma once

#include "at44/table.hpp"
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
};

struct Defender {
  int arm = 0;
  int models = 1;
  int coverSave = 0;  // 0 none, 5 or 3: an impact is cancelled on this or more
};

struct Outcome {
  Target hit;
  Target damage;
  dice::Dist impacts;     // after re-rolls, before cover
  dice::Dist unsaved;     // after cover
  dice::Dist casualties;  // infantry models removed
};

Outcome resolve(const Attack& attack, const Defender& target);

}  // namespace auspex::at44
