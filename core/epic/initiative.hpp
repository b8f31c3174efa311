// Epic Escarmouches (seed 002), "Initiative et Valeur Stratégique": tokens
// drawn without replacement from a cup at the movement, shooting and assault
// phases.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "dice/dist.hpp"

namespace auspex::epic {

struct InitiativeOutcome {
  int tokensA = 0, tokensB = 0;
  // "AAB": A has the initiative at the movement and shooting phases, B at the
  // assault phase. Every one of the 8 patterns is listed (impossible: 0).
  std::map<std::string, double> patterns;
  std::vector<double> phaseA;  // chance A has the initiative in phase 1, 2, 3
  dice::Dist phasesA;          // number of phases A has the initiative in
};

// "le joueur doté de la plus haute valeur stratégique dépose trois de ses
// pions Initiative ... son adversaire n'y dépose que deux des siens. Si les
// deux valeurs stratégiques sont égales, chaque joueur place trois pions."
InitiativeOutcome initiative(int strategicA, int strategicB);

}  // namespace auspex::epic
