// The Epic Escarmouches ruleset as data (rulesets/epic-v1.json, seed 002): one
// struct per JSON block, one field per key. The format is described in
// docs/rulesets/epic.md.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "rulesets/ruleset.hpp"

namespace auspex::epic {

using rulesets::json;
using rulesets::Names;

// "orders": the formation orders ("Déclaration des ordres").
struct Order {
  std::string id;
  Names name;
  bool givenByPlayer = true;        // false: assigned by a failed morale test (retraite)
  bool isDefault = false;           // key "default": a formation without a token has this order
  double moveFactor = 1;            // movement phase: up to moveFactor × Mvt
  std::optional<double> moveMaxCm;  // movement phase: at most this many cm (tir appuyé: 2)
  bool assaultMove = false;         // moves again in the assault phase (charge)
  bool mayAssault = false;          // its units may engage in close combat
  bool awayFromEnemy = false;       // must move away from the enemy (retraite)
  std::optional<int> toHit;         // added to the to-hit D6; absent: the seed gives none
};

// "movement": the movement phase.
struct Movement {
  double formationSpacingCm = 3;  // units of a formation stay within this of each other
};

// "infantry" / "vehicles" of a terrain: "aucun", "dangereux", "infranchissable".
enum class TerrainEffect { none, dangerous, impassable };

// "terrain": the table "Tableau des effets du terrain".
struct Terrain {
  std::string id;
  Names name;
  int saveBonus = 0;   // the save is this much easier for a target in it
  int coverBonus = 0;  // the shooter needs this much more to hit a target in it
  TerrainEffect infantry = TerrainEffect::none;
  TerrainEffect vehicles = TerrainEffect::none;
};

// "dangerousTerrain": the "Test de Terrain Dangereux".
struct DangerousTerrain {
  int stopOn = 1;  // a first D6 of this stops the unit
  int hitOn = 1;   // then a second D6 of this gives it a hit
};

// "sevenPlus": needing 7 or more to hit ("Couverts").
struct SevenPlusRow {
  int needed = 7;       // the score needed to hit
  int secondD6 = 4;     // the second D6 needs this or more
  bool orMore = false;  // the row also covers every higher score ("9+")
};
struct SevenPlus {
  int firstD6 = 6;  // the first D6 must show this (then it is rolled again)
  std::vector<SevenPlusRow> rows;
};

// "shooting": rules of the shooting phase beyond the tables.
struct ShootingRules {
  int arcDegrees = 180;                        // a model fires only at targets in this front arc
  int sideSaveReduction = 1;                   // a vehicle's save is this much worse from the side
  int rearSaveReduction = 2;                   // ... and this much worse from behind
  int heavyVehicleNeedsSaveModifierBelow = 0;  // heavy vehicles: only weapons below this hurt
  bool outOfRangeMisses = true;                // a shot at a target out of range misses
};

// "weapons": the weapon columns of the unit table.
struct Weapon {
  std::string id;
  Names name;
  double rangeCm = 0;    // "Portée"
  int dice = 1;          // "Dés": shots per model
  int toHit = 5;         // "Touche": the D6 needed
  int saveModifier = 0;  // "Modif. Sauv.": subtracted from the target's save D6 (0 or negative)
};

// "units": the unit table ("Types d'unités").
struct Unit {
  std::string id;
  Names name;
  std::string kind;                  // "infantry" or "vehicle"
  double moveCm = 0;                 // "Mvt"
  int save = 4;                      // "Sauv.": the D6 a save needs
  int fa = 0;                        // "FA": facteur d'assaut
  std::vector<std::string> weapons;  // weapon ids ("Armes")
};

// "assault": close combat ("Phase d'Assaut", "Combats Multiples").
struct Assault {
  int dice = 2;                         // D6 each side rolls, plus its FA
  int extraDicePerLaterAttacker = 1;    // the k-th attacker of one model rolls k−1 more
  bool saves = false;                   // the loser gets a save
  bool tiesRerolled = true;             // a tie is rolled again
  std::string order;                    // order id whose units may engage (charge)
  double infantryEngageMoveFactor = 2;  // infantry may move this × Mvt to engage
};

// "morale": morale tests, retreat and rally.
struct Morale {
  int testDice = 1;            // D6 rolled; passes at or above the army's morale value
  std::string retreatOrder;    // order id given to a formation failing its test
  int retreatFaModifier = -2;  // added to the FA of units in retreat
  bool dispersesWhenFailingInRetreat = true;  // a second failure: the formation is lost
  bool officersExempt = true;                 // officers never take morale tests
  bool rallyNotSameTurn = true;               // no rally in the turn the test was failed
  bool rallyFailureDisperses = false;         // a failed rally only keeps the retreat
};

// "breakPoint": "Point de rupture".
struct BreakPoint {
  double lostFraction = 0.5;  // demoralised after losing this fraction of its units
  bool roundUp = true;        // the count is rounded up
};

// "initiative": the initiative cup.
struct Initiative {
  int tokensHigher = 3;              // tokens of the player with the higher strategic value
  int tokensLower = 2;               // tokens of the other player
  int tokensEqual = 3;               // tokens of each player when the values are equal
  bool replaced = false;             // a drawn token goes back into the cup before the turn ends
  std::vector<std::string> drawnAt;  // phases a token is drawn at: movement, shooting, assault
};

// "deployment": "Déploiement des armées".
struct DeploymentOption {
  std::string id;
  Names name;
  bool alternate = false;       // formations are deployed one at a time, in turn
  bool highestChooses = false;  // the higher roll decides who deploys first
  bool lowestStarts = false;    // the lower roll deploys first
};
struct Deployment {
  double zoneCm = 30;              // usual depth from the table edge
  bool infiltrationExempt = true;  // infiltration units may deploy beyond it
  std::vector<DeploymentOption> options;
};

// "transport": the Transport skill.
struct Transport {
  double embarkCm = 2.5;     // Mvt spent to embark (by the transport and the passenger)
  double disembarkCm = 2.5;  // Mvt spent to disembark
  bool sameTurn = true;      // a unit may disembark and embark in one turn
};

// "unknown": a value the seed does not give.
struct Unknown {
  std::string key;  // where it would be ("units.points")
  std::string why;  // what the seed says about it
};

struct Ruleset {
  std::vector<Order> orders;
  Movement movement;
  std::vector<Terrain> terrain;
  DangerousTerrain dangerousTerrain;
  SevenPlus sevenPlus;
  ShootingRules shooting;
  std::vector<Weapon> weapons;
  std::vector<Unit> units;
  Assault assault;
  Morale morale;
  BreakPoint breakPoint;
  Initiative initiative;
  Deployment deployment;
  Transport transport;
  std::vector<Unknown> unknown;

  const Order* order(const std::string& id) const;
  const Terrain* terrainOf(const std::string& id) const;
  const Weapon* weapon(const std::string& id) const;
  const Unit* unit(const std::string& id) const;
};

// Reads and checks a whole epic ruleset (envelope included); throws
// requests::RequestError naming the JSON path. `summary` may be null.
Ruleset parseRuleset(const json& ruleset, rulesets::Summary* summary = nullptr);

// The reader registered for system "epic" (core/rulesets/systems.cpp).
void readRuleset(const json& ruleset, rulesets::Summary& summary);

}  // namespace auspex::epic
