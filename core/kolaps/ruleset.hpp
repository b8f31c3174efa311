// KOLAPS (seed 003) as data: rulesets/kolaps.json read into one struct per
// block, one field per key (docs/rulesets/kolaps.md). Errors name the JSON
// path ("actions.3.bands.0").
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "kolaps/action.hpp"
#include "rulesets/ruleset.hpp"

namespace auspex::kolaps::data {

using rulesets::json;
using rulesets::Names;

// "unknown": a value the seed does not give, never invented.
struct Unknown {
  std::string key;   // the block/key it would fill ("ranks.cost")
  std::string law;   // the law that mentions it ("4-14")
  std::string note;  // why it is missing
};

// "roll": the action roll (Loi 8-8 .. 8-14).
struct Roll {
  std::string law;
  int dice = 3;     // D6 rolled for an action
  int success = 6;  // the result (sum - opposition) a success needs; R = result - success
  int failureCombativite = 2;  // combativité lost for the turn on a failure (8-14)
  std::string text;            // the seed's words
};

// "combativite.negative.N": what a negative combativité does (Loi 7-7).
struct NegativeEffect {
  int value = -1;  // -1 .. -6 (-6 and below)
  std::string id;  // stable id
  std::string text;
};

// "combativite": the determination at the start of a turn (Loi 7-3 .. 7-8).
struct Combativite {
  std::string law;
  int dice = 6;  // D6 rolled, each at the rank's threshold or more gives 1 point
  int max = 6;   // the most a character can have
  std::vector<NegativeEffect> negative;  // -1 first
};

// "ranks.N" (Loi 4): rank 1 is the elite, 5 the civilian.
struct Rank {
  int rank = 3;                   // 1 .. 5
  std::string law;                // 4-3 .. 4-7
  std::string text;               // what the rank means
  std::string example;            // the seed's example character
  int combativite = 3;            // threshold of each combativité die (4-8); 1: automatic
  int conscience = 3;             // threshold of the conscience roll, 1D6 (4-9); 1: automatic
  int death = 5;                  // threshold of the death roll, 1D6 (4-10)
  int pds = 0;                    // specialisation points given (4-12)
  std::optional<int> xpToRankUp;  // XP to go up to the next rank, rank - 1 (12-7); none at rank 1
  int attributes = 1;             // attributes a character of this rank may have (4-13, 12-7)
};

// "units.N": what a roster entry is (Loi 3): a character whose profile the
// list holds (docs/lists.md, `character`).
struct Unit {
  std::string id;
  Names name;
  std::string law;
  std::string text;
};

// "fatigue" (Loi 5, 7-9).
struct Fatigue {
  std::string law;
  int max = 6;                     // points a character can take voluntarily (5-3)
  std::vector<int> penaltyPoints;  // the points that each take 1 combativité off (5-4, 5-5)
  int recoverCost = 3;             // combativité spent to lose 1 fatigue (5-6)
  int perTurn = 1;                 // fatigue lost after each determination (5-7, 7-9)
  int perTurnUnconscious = 3;      // lost instead when unconscious (5-8)
  std::string text;
  std::string beyondMax;  // a point beyond `max` (5-8)
  std::string permanent;  // permanent fatigue (5-9)
};

// "wounds.N": the health states, lightest first (Loi 6); the ids are the
// calculator's levels (sonne .. hors-combat).
struct WoundState {
  std::string id;
  Names name;
  std::string law;
  int combativite = 0;       // combativité lost when the wound is taken
  int fatigue = 0;           // fatigue taken with it
  std::string repeat;        // the state the same wound again gives ("" when absent)
  int determination = 0;     // taken off each determined total while in this state
  int permanentFatigue = 0;  // fatigue that cannot be recovered (5-9)
  bool conscience = false;   // a conscience roll decides against hors combat (6-16, 6-17)
  std::string effects;       // the seed's words
};

// "mishaps.N.entries.N": one line of a double-1 table, read on the third die.
struct MishapEntry {
  int die = 1;          // 1 .. 6, the entry's index + 1
  std::string text;     // the seed's words
  std::string weapon;   // "detruite", "enrayee", "desarme" or ""
  std::string wound;    // a wound id or ""
  bool epuise = false;  // the character is épuisé
  bool auSol = false;   // thrown au sol
  int combativite = 0;  // extra combativité lost
};

// "mishaps.N": the incident de tir (9-10) and the maladresse (9-18).
struct MishapTable {
  std::string id;
  Names name;
  std::string law;
  std::string trigger;               // when the table is read
  std::vector<MishapEntry> entries;  // exactly 6
};

// "…bands.N" and "terrain.risks.N.failure.N": a result R and the wound it
// gives (for actions R at least `r`, for risks R at most `r`).
struct Band {
  int r = 0;
  std::string wound;  // a wound id
};

// "actions.N": a basic action of Loi 9.
struct Action {
  std::string id;
  Names name;
  std::string law;
  std::string kind;               // "mouvement", "tir", "melee", "opposition", "autre"
  std::optional<int> cost;        // combativité (absent: the effects text says)
  std::optional<int> fatigue;     // fatigue taken
  bool addsMove = false;          // cost and fatigue are the move's plus these (charger)
  std::string opposition;         // what opposes it (seed's words)
  std::optional<int> gives;       // opposition dice it gives (light cover, arme)
  std::optional<int> givesHeavy;  // ... with heavy cover, or a bouclier
  bool exposes = false;           // the character is exposé after it (9-2)
  std::string calc;               // the calculator's action name, "" when none
  std::string mishaps;            // the mishap table id, "" when none
  std::vector<Band> bands;        // R at least r -> wound, lightest first
  std::string effects;            // the seed's words
};

// "terrain.covers.N" (Loi 2-7 .. 2-10, 10-3 .. 10-10).
struct Cover {
  std::string id;  // "leger", "lourd", "total"
  Names name;
  std::string law;
  std::optional<int> shotDice;         // opposition dice against a shot
  std::optional<int> exposedShotDice;  // ... when the target is exposé (10-5)
  bool shotImpossible = false;         // no shot through it (10-4)
  int obstacleDice = 0;                // opposition dice to a move (10-8 .. 10-10)
  int obstacleFatigue = 0;             // extra fatigue of the move
  std::string text;
};

// "terrain.risks.N" (10-12, 10-13).
struct Risk {
  std::string id;
  Names name;
  std::string law;
  int dice = 1;               // opposition dice it gives
  std::vector<Band> failure;  // R at most r -> wound, on a failed move
  std::string text;
};

// "terrain" (Loi 10).
struct Terrain {
  std::string law;
  std::vector<Cover> covers;
  std::vector<Risk> risks;
  std::string text;
};

// "protection" (Loi 11-19 .. 11-25).
struct Protection {
  std::string law;
  int maxClass = 6;          // the highest class of defence
  int impactBoxes = 3;       // impacts that raise the class by 1
  int ineffectiveClass = 7;  // the class at which it stops protecting
  std::string text;
};

// "weaponTraits.N", "protectionTraits.N" (Loi 11).
struct Trait {
  std::string id;
  Names name;
  std::string law;
  bool parameter = false;  // the trait has a number X
  std::string calc;        // the calculator's key for it (weapon.tranchant, ...), "" when none
  std::string text;
};

// "experience.events.N" (Loi 12-3 .. 12-5).
struct XpEvent {
  std::string id;
  std::string law;
  int xp = 0;
  std::string text;
};

// "experience" (Loi 12).
struct Experience {
  std::string law;
  std::vector<XpEvent> events;
  int exchangeXp = 50;  // XP given for `exchangePds` PDS (12-6)
  int exchangePds = 5;
  std::string text;
};

// The whole file beyond the envelope.
struct Ruleset {
  std::string id;  // the envelope's: what a sheet made from it names
  std::vector<Unknown> unknown;
  Roll roll;
  Combativite combativite;
  std::vector<Rank> ranks;  // rank 1 first
  std::vector<Unit> units;
  Fatigue fatigue;
  std::vector<WoundState> wounds;
  std::vector<MishapTable> mishaps;
  std::vector<Action> actions;
  Terrain terrain;
  Protection protection;
  std::vector<Trait> weaponTraits, protectionTraits;
  Experience experience;

  const Action* actionFor(kolaps::Action calcAction) const;  // by `calc`
};

// Reads and checks a whole kolaps ruleset; throws requests::RequestError.
Ruleset parse(const json& ruleset);
// The system reader registered for "kolaps" (core/rulesets/systems.cpp).
void read(const json& ruleset, rulesets::Summary& summary);

// Reads "protection", "weaponTraits", "protectionTraits" and "experience"
// (core/kolaps/ruleset_equipment.cpp).
void readEquipment(const requests::Fields& f, Ruleset& rs);

// An action's bands in the calculator's form (kolaps::resultBands).
std::array<std::optional<int>, woundCount> calcBands(const Action& a);
// A risk's failure bands in the calculator's form (kolaps::RiskTable).
std::array<std::optional<int>, woundCount> calcBands(const Risk& r);

}  // namespace auspex::kolaps::data
