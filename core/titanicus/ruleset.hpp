// Titanicus rulesets as data (rulesets/titanicus-v1.json, titanicus-v2.json):
// one struct per JSON block, one field per key. The file format is
// docs/rulesets/titanicus.md. An optional value the seed does not give is
// absent (std::nullopt) and named in the block's `unknown`.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "rulesets/ruleset.hpp"

namespace auspex::titanicus {

using rulesets::json;
using rulesets::Names;

// "rules": the general rules' numbers.
struct Rules {
  int aimModifier = 1;           // to-hit bonus for a weapon aimed with 1 PA ("viser … +1")
  int notMovedModifier = 1;      // to hit when the shooter has not moved this activation
  int halfVisibleModifier = -1;  // to hit when only 50% of the target is visible
  int reuseModifier = -1;        // to hit per earlier use of the weapon this turn (cumulative)
  int closeCombatRange = 3;      // cm, the range of CC weapons
  int chargeMove = 5;            // cm a light unit moves just before a CC attack
  int alertCost = 2;             // PA to put a weapon on alert
  int movesPerActivation = 2;    // at most this many move actions per activation
  bool damageAddsStructureLost = false;  // v2: 1D6 + Force + structure points lost
};

// "factions": an army and its shared rules.
struct Faction {
  std::string id;
  Names name;
  std::optional<int> toHit;                   // every weapon of the faction hits on this (4+)
  std::optional<int> shieldArmour;            // armour of a void shield (8)
  std::optional<int> shieldArmourOverloaded;  // with power on the VSG (10)
  std::optional<int> shieldRepairOn;          // 1D6 per fallen shield, repaired on this or more
  std::optional<int> vsgCost;                 // PA of the VSG overload special action
  std::optional<int> vsgBurnOutOn;            // the VSG is destroyed on this roll or less
  std::vector<std::string> weapons;           // armoury: weapon ids any unit of it may carry
  std::vector<Names> notes;                   // rules text kept as given
  std::vector<std::string> unknown;           // keys the seed does not give
};

// "weapons": one weapon profile.
struct Weapon {
  std::string id;
  Names name;
  std::optional<int> range;     // cm; absent for close combat weapons
  bool closeCombat = false;     // "CC": the target may strike back
  int dice = 1;                 // attack dice ("6xF4" → 6); ignored when randomDice
  bool randomDice = false;      // "D6xF5": 1D6 attack dice
  std::optional<int> toHit;     // v2 weapons' own to-hit ("4+"); else the faction's
  int strength = 0;             // Force: added to 1D6 for damage
  bool oncePerTurn = false;     // "!X" (v1) / "1!" (v2): used once per turn
  bool indirect = false;        // may fire indirectly
  int apCost = 1;               // PA to fire ("3 PA pour tirer")
  bool cannotAim = false;       // "Impossible de viser avec cette arme"
  bool ignoresShields = false;  // Trident
  bool minOneDamage = false;    // Quake cannon: a hit always does at least 1 damage
  // « 4+ 2x10 » (the Kanon d'bide): `dice` read as dice by default, or as damage rolls of one
  // die's hit (readings.timesForce).
  bool timesForce = false;
  // Hooks onto its target: "tether" (Trident: the two cannot move apart),
  // "hold" (Kroko d'bide: neither moves until it is released); "" none.
  std::string grapple;
  std::vector<Names> notes;
  std::vector<std::string> unknown;
};

// "damageTables": what a damage point does to a location.
struct DamageResult {
  int from = 1, to = 1;  // the D6 results covered
  std::string effect;    // id: "weapon", "vsg", "reactor", "boiler", "fire", …
  Names name;
};
struct DamageTable {
  std::string id;
  Names name;
  Names trigger;                      // when the table is used, in the seed's words
  int fromLost = 1;                   // used from this many structure points lost (0: other)
  std::optional<std::string> roll;    // "D6" when a die picks the result
  std::vector<DamageResult> results;  // by die result
  std::vector<Names> steps;           // by structure point lost, in order
  int moveLossPerDamage = 0;          // cm of movement lost per damage
  int turnLossPerDamage = 0;          // 45° turns lost per damage
  std::vector<Names> notes;
  std::vector<std::string> unknown;
};

// "units.N.locations": a location that is attacked ("haut", "bas", or "corps").
struct Location {
  std::string id;
  std::optional<int> armour;      // front armour ("Armure 12/10" → 12)
  std::optional<int> rearArmour;  // rear armour (→ 10); absent: same as front
  std::optional<int> structure;   // structure boxes
  std::string damageTable;        // id, or empty
  std::vector<std::string> unknown;
};

struct ActionPointsRule {
  int dice = 0, toHit = 0;     // "6x 3 + PA": 6 dice, each 3+ gives one PA
  int fixed = 0;               // "2PA": a fixed number instead
  bool lostPerDamage = false;  // "2PA*": loses 1 PA per damage (super-heavies)
};

struct Move {
  int cm = 0;                // move per move action
  std::optional<int> turns;  // 45° turns ("+ TT", "2x45°")
};

// "units": a unit's sheet.
struct Unit {
  std::string id;
  Names name;
  std::string faction;  // faction id
  std::string kind;     // "titan", "gargant", "super-heavy", "dreadnought", "infantry"
  std::optional<int> points;
  std::optional<int> weaponSlots;  // weapons chosen from the faction's armoury
  std::optional<ActionPointsRule> actionPoints;
  Move move;
  std::optional<int> voidShields;    // absent and not unknown: none
  std::optional<int> shieldArmour;   // "6 boucliers (7)": overrides the faction's
  std::optional<bool> titanWeapons;  // its weapons always do 1 damage on a 6
  bool holo = false;                 // Eldar holo: −1 to hit per 10 cm moved
  int toBeHit = 0;                   // "Manoeuvrable: -1 pour toucher"
  std::vector<Location> locations;
  std::vector<std::string> weapons;  // fixed weapons (ids)
  std::vector<Names> notes;
  std::vector<std::string> unknown;
};

struct Ruleset {
  std::string id, edition;
  Rules rules;
  std::vector<Faction> factions;
  std::vector<Weapon> weapons;
  std::vector<DamageTable> damageTables;
  std::vector<Unit> units;

  const Faction* faction(const std::string& id) const;
  const Weapon* weapon(const std::string& id) const;
  const Unit* unit(const std::string& id) const;
  // The unit carries the weapon: fixed or from its faction's armoury.
  bool carries(const Unit& unit, const std::string& weaponId) const;
};

// Reads and checks a whole ruleset file; throws requests::RequestError naming
// the JSON path.
Ruleset readRuleset(const json& ruleset);

// The system reader registered for "titanicus" (core/rulesets/systems.cpp).
void readRulesetSummary(const json& ruleset, rulesets::Summary& summary);

}  // namespace auspex::titanicus
