// Epic Escarmouches (seed 002), "Combats Multiples": one model engaged by
// several enemies fights them one after another.
#pragma once

#include <vector>

#include "dice/dist.hpp"

namespace auspex::epic {

struct MultipleOutcome {
  // attackerWins[k]: chance the (k+1)-th attacker wins its combat, if it fights.
  std::vector<double> attackerWins;
  // killedBy[k]: chance the outnumbered model is killed by the (k+1)-th attacker.
  std::vector<double> killedBy;
  double survives = 0.0;  // it beats every attacker
  dice::Dist killed;      // attackers it kills (0 .. number of attackers)
};

// attackerFa[k] is the (k+1)-th attacker's FA, targetFa the outnumbered
// model's, both after the retreat penalty. The (k+1)-th attacker rolls
// (k+2)D6 + FA ("la seconde figurine ennemie ... lancera 3D6", the third
// "un bonus de 2D6", ...), the outnumbered model 2D6 + FA each time; ties are
// rolled again.
MultipleOutcome multipleCombat(const std::vector<int>& attackerFa, int targetFa);

// "le FA de ses unités est réduit de 2 points" for a formation in retreat.
inline int assaultFactor(int fa, bool retreat) {
  return retreat ? fa - 2 : fa;
}

}  // namespace auspex::epic
