// KOLAPS: Ground Zero (seed 003): an action roll of 3D6 minus the
// opposition dice (Loi 8-8 .. 8-13), double-1 mishaps (Lois 9-10, 9-18), the
// actions' result bands, the weapons' traits (Loi 11-8 .. 11-17) and
// protection with its wear (Loi 11-19 .. 11-28).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace auspex::kolaps {

// Shots at a distance, the bout portant, and the two melee attacks
// (charger is a frapper after a move: Loi 9-20).
enum class Action { tir_au_juge, tir, mitraillage, bout_portant, frapper, charger };
constexpr int actionCount = 6;

// Wound levels, from the lightest.
enum Wound { sonne, legerement_blesse, blesse, etat_critique, hors_combat, woundCount };

const char* woundName(Wound w);
const char* actionName(Action a);
std::optional<Action> actionFromName(const std::string& name);
std::vector<std::string> actionNames();

// Tir au jugé, tir, mitraillage: shots across zones (Lois 9-11 .. 9-13).
bool isDistantShot(Action a);
// Frapper and charger (Lois 9-17 .. 9-20).
bool isMelee(Action a);

// R thresholds of an action's table: the level reached with R >= threshold
// (levels the table lacks hold no value).
std::array<std::optional<int>, woundCount> resultBands(Action a);

using Bands = std::array<std::optional<int>, woundCount>;

// The wound a success of margin R inflicts with action `a` (R below 0 reads
// the table's first level), or with the given bands (a ruleset's).
Wound woundFor(Action a, int r);
Wound woundFor(const Bands& bands, int r);

// Weapon traits of Loi 11.
struct Weapon {
  bool tranchant = false;   // 11-15
  int pompe = 0;            // 11-13, Pompe X (0: none)
  bool contondant = false;  // 11-16
  bool percant = false;     // 11-17
  int penetrant = 0;        // 11-10, Pénétrant X
  bool lourde = false;      // 11-8 (acts on the opposition: kolaps/opposition.hpp)
  bool crosse = false;      // 11-12: a blow with the stock inflicts at most "blessé"
  bool feu = false;         // the attack is based on fire (what Ignifugé blocks, 11-30)
};

struct Protection {
  int defenceClass = 0;
  int penetration = 0;    // Pénétrant X given with the protection (the older request form)
  bool solide = false;    // 11-27
  bool inusable = false;  // 11-28
  int impacts = 0;        // the impact counter before this action (11-21): 0 .. 2, 3 if inusable
  bool ignifuge = false;  // 11-30: an attack based on fire (Weapon::feu) only stuns
};

// Whether Ignifugé blocks this attack (11-30): a fire attack on an ignifugé
// protection, at every distance and at bout portant too (docs/rules/kolaps.md).
bool ignifugeBlocks(const std::optional<Protection>& p, const Weapon& w);

// What Pompe X does at a distance (Loi 11-13).
enum class PompeBand { none, reroll, cancelHighest, cancelHighestStunOnly };
PompeBand pompeBand(int pompe, int distance);

// The class the protection die must reach: the class, plus Pénétrant X, plus 1
// for Perçant and for Pompe (7 or more: the protection cannot absorb).
int absorbTarget(const Protection& p, const Weapon& w);

// Impact points an absorbed wound of `level` puts on the protection
// (11-24, 11-13, 11-16, 11-17, 11-27).
int impactPointsFor(Wound level, const Weapon& w, PompeBand band, const Protection& p);

// Chance the class of defence goes up by one, given the impact points this
// action adds (a distribution from 0), from the counter `p.impacts` (11-25, 11-28).
double classIncreaseChance(const std::vector<double>& points, const Protection& p);

struct Attack {
  Action action = Action::tir;
  int oppositionDice = 0;
  Weapon weapon;
  int distance = 0;  // zones between shooter and target (Pompe)
  std::optional<Protection> protection;
  std::optional<Bands>
      bands;  // the action's result bands from a ruleset; resultBands(action) when absent
};

struct Outcome {
  double success = 0.0;
  double mishap = 0.0;
  double failure = 0.0;
  std::array<double, woundCount> wounds{};  // splits `success`
  std::array<double, 6> mishapTable{};      // third die, given a mishap
  std::vector<double> impactPoints{1.0};    // put on the protection by this action
  double classIncrease = 0.0;
};

Outcome resolve(const Attack& attack);
Outcome resolve(Action a, int opposition, const std::optional<Protection>& protection);

// The re-roll policies (docs/rules/kolaps.md). Tranchant re-rolls one die,
// always: the lowest, which gives a final sum at least as high, threshold by
// threshold, as re-rolling any other die. Pompe may re-roll one die: the
// lowest, when it shows at most 3 (the choice that maximises the expected sum).
constexpr int pompeRerollAtMost = 3;

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
