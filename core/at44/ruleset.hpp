// AT-44 (seed 004) as data: rulesets/at44.json read into one struct per
// block, one field per key. A value the seed does not give is absent
// (std::nullopt) and listed in its item's `unknown`; docs/rulesets/at44.md.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "rulesets/reader.hpp"
#include "rulesets/ruleset.hpp"

namespace auspex::at44 {

using rulesets::json;
using rulesets::Names;

// "universalTable": one row of the tableau de résolution universel.
struct TableRow {
  std::optional<int> from;  // lowest difference of the row (absent: "ou pire")
  std::optional<int> to;    // highest difference (absent: "ou mieux")
  int needed = 4;           // D6 result needed: 1 automatic, 7 impossible
  std::string text;         // the seed's cell ("5+", "Impossible", ...)
};

// "range": Mesurer la portée.
struct RangeRules {
  int bandCm = 10;   // width of a range band in cm
  std::string text;  // the seed's rule
};

// "movement.examples": one row of the MOU / course table.
struct MoveExample {
  std::string combatant;  // "Humain", "Hekat Golgoth", ...
  int mou = 0;            // MOU in cm
  int run = 0;            // course in cm
};
// "movement": Types de déplacement.
struct Movement {
  int runInfantryCm = 6;  // course: MOU + this for infantry
  int runVehicleCm = 10;  // course: MOU + this for vehicles
  std::vector<MoveExample> examples;
};

// "bases": one row of the base-size table (Les Socles).
struct Base {
  int diameterMm = 0;
  std::string examples;  // the combatants the seed gives for it
};

// "vehicleLocations": one row of Impacts sur les véhicules (one D6).
struct LocationRow {
  int from = 1, to = 1;  // D6 results
  std::string location;  // "propulsion", "chassis" or "weapon"
  std::string text;      // the seed's cell
};

// "saves": D6 results that cancel an impact or crush a combatant.
struct Saves {
  int cover = 5;          // Couverts: sauvegarde de couvert
  int aCouvert = 3;       // attitude À couvert with cover
  int genouACouvert = 5;  // À couvert + Genou à terre, even without cover
  int crushFree = 5;      // Écrasement: a free combatant is removed on this
  int crushEngaged = 3;   // Écrasement: engaged or mis à terre
};

// "morale.officerGrades": Modificateurs de Moral.
struct OfficerGrade {
  int grade = 0;
  int modifier = 0;  // added to the unit's MOR
};
// "morale": Le Moral.
struct Morale {
  int difficulty = 8;      // the test's difficulty
  int autoPassCp = 2;      // PC spent to pass automatically
  int objectiveBonus = 1;  // a unit holding an objective
  int extraTestMalus = 1;  // per test after the first in a turn
  std::vector<OfficerGrade> officerGrades;
};

// "company.commanderGrades": Grade maximal du commandant.
struct CommanderGrade {
  int starsFrom = 0;
  std::optional<int> starsTo;  // absent: "ou plus"
  int maxGrade = 0;
};
// "company.sizes": Renforts and Remporter la bataille, by company size.
struct CompanySizeRow {
  int stars = 0;                // company size in stars
  int reinforcements = 0;       // stars available as reinforcements
  std::vector<int> tableCm;     // table size, [depth, width] in cm
  std::vector<int> objectives;  // number of objectives, [min, max]
  int starsPerObjective = 0;    // étoiles par objectif
  int suddenDeath = 0;          // mort subite, in stars
};
// "company.per20More": what each further 20 stars adds.
struct Per20More {
  int reinforcements = 0, tableWidthCm = 0, objectives = 0, starsPerObjective = 0, suddenDeath = 0;
};
// "company": composition and victory.
struct Company {
  std::vector<CommanderGrade> commanderGrades;
  std::vector<CompanySizeRow> sizes;
  Per20More per20More;
  int minStarsPerObjective = 2;  // "Un objectif vaut au minimum 2 étoiles"
  int authorityBidMax = 6;       // PC a player may bid on the authority test
};

// "terrain.structures": Attaquer le décor.
struct Structure {
  std::string id;
  Names name;
  int structure = 0;  // both ARM and PS
};
struct Terrain {
  int def = 0;  // "les décors ont une défense de 0"
  std::vector<Structure> structures;
};

// "skills": a compétence, with the seed's text.
struct Skill {
  std::string id;
  Names name;
  std::string text;
};

// "attitudes" (attitudes de combat) and "cardActions" (Jeu de cartes).
struct CpAction {
  std::string id;
  Names name;
  int cp = 0;  // points de commandement spent
  std::string text;
};

// "factions".
struct Faction {
  std::string id;
  Names name;
};

// "weapons": a weapon profile.
struct Weapon {
  std::string id;
  Names name;
  std::optional<std::string> mode;  // "tir-direct", "tir-indirect", "projection", "melee"
  std::optional<int> pre;           // PRE (projection: range limit)
  std::optional<int> cadence;       // TIRS: dice per weapon
  std::optional<int> rerolls;       // TIRS: re-rolls per weapon
  std::optional<int> pen;           // PEN
  std::optional<int> damage;        // damage per impact (the "/2" of "18/2")
  std::optional<int> aire;          // AIRE in cm (indirect fire only)
  std::optional<std::vector<std::string>> skills;  // skill ids
  std::vector<std::string> unknown;                // keys the seed does not give
  std::string note;                                // where the values come from
};

// "units.N.weapons": a weapon each combatant carries.
struct Mount {
  std::string weapon;        // weapon id
  std::optional<int> count;  // how many each combatant carries
  std::optional<int> ps;     // PS of each (vehicles)
};

// "units": a unit profile.
struct Unit {
  std::string id;
  Names name;
  std::optional<std::string> faction;   // faction id
  std::optional<std::string> type;      // "infanterie" or "vehicule"
  std::optional<std::string> category;  // "fantassin", "appui", "marcheur", "autre"
  std::optional<int> rank, mou, mor, arm, def, stars;
  std::optional<std::vector<std::string>> skills;  // skill ids
  std::optional<std::vector<Mount>> weapons;
  std::optional<int> chassisPs;                  // vehicles: châssis PS
  std::optional<std::vector<int>> propulsionPs;  // vehicles: PS of each propulsion
  std::vector<std::string> unknown;
  std::string note;
};

struct Ruleset {
  std::string id;  // the envelope's: what a sheet made from it names
  std::vector<TableRow> universalTable;
  RangeRules range;
  Movement movement;
  std::vector<Base> bases;
  std::vector<LocationRow> vehicleLocations;
  Saves saves;
  Morale morale;
  Company company;
  Terrain terrain;
  std::vector<Skill> skills;
  std::vector<CpAction> attitudes, cardActions;
  std::vector<Faction> factions;
  std::vector<Weapon> weapons;
  std::vector<Unit> units;

  const Unit* unit(const std::string& id) const;
  const Weapon* weapon(const std::string& id) const;
};

// Reads and checks a whole ruleset (envelope included); throws
// requests::RequestError naming the JSON path.
Ruleset parseRuleset(const json& r);
// The system reader registered as "at44" (core/rulesets/systems.cpp).
void readRuleset(const json& r, rulesets::Summary& summary);

// Part of parseRuleset (ruleset_units.cpp): "weapons" and "units", whose
// skill and faction ids must be among `skills` and `factions`.
void readWeaponsAndUnits(const requests::Fields& f, const rulesets::IdSet& skills,
                         const rulesets::IdSet& factions, Ruleset& out);

}  // namespace auspex::at44
