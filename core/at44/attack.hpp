// AT-44 (seed 004): a salvo of shooting or a melee attack: test de tir /
// attaque on the universal table, re-rolls (Feu à volonté), cover, test de
// dégâts (Concentration, Jammer), against infantry (Medic), one vehicle
// (Autoréparation) or a piece of scenery (Attaquer le décor).
#pragma once

#include <functional>
#include <optional>

#include "at44/table.hpp"
#include "at44/vehicle.hpp"
#include "dice/dist.hpp"

namespace auspex::at44 {

enum class Kind { shoot, melee };

struct Attack {
  Kind kind = Kind::shoot;
  int pre = 0;
  int range = 0;  // range band (shoot)
  int def = 0;    // target's defence (melee)
  int attackers = 1;
  int cadence = 1;
  int rerolls = 0;  // per attacker
  int pen = 0;
  int damage = 1;
  // Compétence Concentration: every failed damage test is rolled once more.
  bool concentration = false;
  // Attitude Feu à volonté (shooting): one more re-roll per weapon (TIR 1/1
  // becomes TIR 1/2), a weapon being one attacker's.
  bool feuAVolonte = false;
  // Compétence Sniper (shooting): "ses tirs ignorent les couverts".
  bool sniper = false;
  // Tir verrouillé: hits on this D6 result whatever PRE and range, ignores
  // cover; vehicles only.
  std::optional<int> locked;
  // Jammer: the damage test passes on this D6 result whatever PEN and ARM;
  // infantry takes the impacts but no damage.
  std::optional<int> jammer;
  Allocation allocation;  // against a vehicle
};

// When a piece of scenery's ARM (its structure left) falls: "Chaque dégât
// infligé réduit sa structure d'un point, il sera donc plus facile à
// endommager lors de la salve suivante".
enum class ArmFalls {
  salvo,   // the salvo's damage tests all use the structure it started with
  impact,  // each damage test uses the structure left after the impacts before it
};

// Attaquer le décor: DEF 0, its structure is both its ARM and its PS.
struct Scenery {
  int structure = 1;
  ArmFalls armFalls = ArmFalls::salvo;
};

// How Medic's "réduit le nombre de dégâts reçus par l'unité de 1 point" is
// read (docs/rules/at44.md, "Medic"; the request's readings.medic).
enum class MedicReading {
  afterCap,   // one model fewer, after the casualties are capped at the models
  beforeCap,  // one passed damage test fewer, before the cap
  point,      // one damage point fewer: as beforeCap at DAMAGE 1, nothing at DAMAGE 2 or more
};

// The casualties of `passed` damage tests on `models` infantry models with
// Medic not used yet this turn, read as `reading` (a weapon of `damage`).
dice::Dist medicCasualties(const dice::Dist& passed, int models, MedicReading reading, int damage);

struct Defender {
  int arm = 0;
  int models = 1;
  int coverSave = 0;               // 0 none, 5 or 3: an impact is cancelled on this or more
  std::optional<Vehicle> vehicle;  // a vehicle target instead of `models`
  std::optional<Scenery> scenery;  // a piece of scenery instead (`arm` unused)
  // Medic (infantry) and Autoréparation (vehicle), not used yet this turn:
  // one damage fewer ("réduit le nombre de dégâts reçus ... de 1 point").
  bool medic = false;
  MedicReading medicReading = MedicReading::afterCap;
  bool autoRepair = false;
  AutoRepairReading autoRepairReading = AutoRepairReading::first;
};

struct SceneryOutcome {
  dice::Dist structureLost;  // 0 .. structure
  double collapsed = 0.0;    // structure at 0: "il s'effondre"
};

// `impacts` impacts on `s`, one after the other: each passes its damage test
// with damageChance(structure left) (ArmFalls::impact) or
// damageChance(s.structure) (ArmFalls::salvo), and removes `damage` points;
// once at 0 the rest are lost.
SceneryOutcome damageScenery(const Scenery& s, const dice::Dist& impacts,
                             const std::function<double(int structure)>& damageChance, int damage);

struct Outcome {
  Target hit;
  Target damage;
  double damageChance = 0.0;  // one impact passes its damage test (after Concentration)
  dice::Dist impacts;         // after re-rolls, before cover
  dice::Dist unsaved;         // after cover
  dice::Dist casualties;      // infantry models removed, or vehicles destroyed (0 or 1)
  std::optional<VehicleOutcome> vehicle;
  std::optional<SceneryOutcome> scenery;
};

// Chance that a test of chance p passes, failed tests being rolled once more
// when `reroll` (a re-rolled die is never re-rolled).
double withReroll(double p, bool reroll);

Outcome resolve(const Attack& attack, const Defender& target);

}  // namespace auspex::at44
