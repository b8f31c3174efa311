// KOLAPS: Ground Zero (seed 003): an action roll of 3D6 minus the
// opposition dice (Loi 8-8 .. 8-13), double-1 mishaps (Lois 9-10, 9-18), the
// actions' result bands and protection (Loi 11-22, 11-23).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace auspex::kolaps {

enum class Action { tir_au_juge, tir, mitraillage, bout_portant, frapper };

// Wound levels, from the lightest.
enum Wound { sonne, legerement_blesse, blesse, etat_critique, hors_combat, woundCount };

const char* woundName(Wound w);
const char* actionName(Action a);
std::optional<Action> actionFromName(const std::string& name);

// R thresholds of an action's table: the level reached with R >= threshold
// (levels the table lacks hold no value).
std::array<std::optional<int>, woundCount> resultBands(Action a);

// The wound a success of margin R inflicts with action `a`.
Wound woundFor(Action a, int r);

struct Protection {
  int defenceClass = 0;
  int penetration = 0;  // Pénétrant X
};

struct Outcome {
  double success = 0.0;
  double mishap = 0.0;
  double failure = 0.0;
  std::array<double, woundCount> wounds{};  // splits `success`
  std::array<double, 6> mishapTable{};      // third die, given a mishap
};

Outcome resolve(Action a, int opposition, const std::optional<Protection>& protection);

// One roll read the way players read it (Loi 8-9, 8-10).
struct Roll {
  bool mishap = false;
  int mishapEntry = 0;  // third die, 1 .. 6, when mishap
  bool success = false;
  int result = 0;  // sum - opposition
  int r = 0;       // result - 6
};
Roll readRoll(const std::array<int, 3>& actionDice, const std::vector<int>& oppositionDice);

}  // namespace auspex::kolaps
