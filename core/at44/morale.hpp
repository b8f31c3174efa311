// AT-44 (seed 004), LE MORAL: a Moral test is the unit's Moral, with its
// modifiers, against a difficulty of 8 on the universal table.
#pragma once

#include "at44/table.hpp"

namespace auspex::at44 {

struct MoraleTest {
  int mor = 0;                 // the unit's highest Moral
  int officerGrade = 0;        // the one officer (or hero) whose grade is added: 0 .. 4
  bool objective = false;      // the unit controls an objective: +1
  int earlierTests = 0;        // Moral tests before this one: -1 each
  bool nervesOfSteel = false;  // compétence Nerfs d'acier: every test passes
};

struct MoraleOutcome {
  int morale = 0;  // the modified Moral
  Target target;   // what the D6 needs
  double pass = 0.0;
};

constexpr int kMoraleDifficulty = 8;

MoraleOutcome testMorale(const MoraleTest& t);

}  // namespace auspex::at44
