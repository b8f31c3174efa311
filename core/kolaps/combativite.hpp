// KOLAPS (seed 003): the determination of combativité at the start of a turn
// (Loi 7-3 .. 7-8), with the rank's threshold (4-8), fatigue (5-4, 5-5),
// wounds (6-5, 6-9, 6-13, 6-18) and "se préparer" (9-30).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "dice/dist.hpp"

namespace auspex::kolaps {

// The character's health at the determination (Loi 6-1: one state at a time;
// sonné is the passing state of 6-2 .. 6-5, beside it).
enum class Health { indemne, legerement_blesse, blesse, etat_critique };
// Sonné at the end of the last turn: recovered (or never sonné), still sonné
// because the conscience roll failed, or the roll still to be made (included).
enum class Stunned { no, yes, conscience };

struct Determination {
  int rank = 3;     // 1 .. 5
  int fatigue = 0;  // points held at the determination
  Health health = Health::indemne;
  Stunned sonne = Stunned::no;
  int prepared = 0;  // points kept by "se préparer" (9-30), 0 .. 3
};

// 6D6 at `rank`+ (Loi 4-8): the threshold, 1 for rank 1 (automatic: 7-8).
int rankThreshold(int rank);
// Chance a conscience roll fails (Loi 4-9: same thresholds).
double conscienceFailChance(int rank);

// Points taken off the determined total.
int fatiguePenalty(int fatigue);  // 5-4, 5-5: the 5th and the 6th point
int healthPenalty(Health h);      // 6-9, 6-13, 6-18

// The final combativité (not grouped: it may be below -6).
dice::Dist combativite(const Determination& d);

// What a negative combativité does (Loi 7-7); index 0 is -1, index 5 is -6
// (and below: the table's last line).
extern const std::array<const char*, 6> negativeEffects;

}  // namespace auspex::kolaps
