// AT-44 (seed 004): a unit's whole activation of shooting, planned — its
// salvos ("une salve est l'ensemble de tirs effectués avec un même type
// d'arme sur une même cible"), each at one target or not fired, in the order
// the player wishes ("dans l'ordre souhaité par le joueur"), before or after
// the unit's move ("tirer une salve, se déplacer, et tirer une seconde
// salve"), with or without Feu à volonté (1 PC) — compared exactly, every
// plan enumerated, best first (docs/rules/at44.md, "Activation planner").
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "at44/attack.hpp"
#include "dice/dist.hpp"

namespace auspex::at44 {

// What a plan is ranked by: the mean of the models and vehicles removed in
// all, or the chance that at least one target unit is wiped out (a vehicle
// target destroyed).
enum class PlanGoal { casualties, destroy };

// One salvo at one target, read as the attack request it stands for.
struct PlanShot {
  bool legal = false;  // the salvo may fire at this target (Camouflage, Tir verrouillé)
  Attack attack;
  Defender target;
};

// How a salvo is fired: before any move (without or with Feu à volonté), or
// after the unit's move (at the target's range then, never with Feu à volonté).
enum PlanMode { planStill = 0, planFireAtWill = 1, planAfterMove = 2 };
inline constexpr int kPlanModes = 3;

struct ActivationRequest {
  int salvos = 1, targets = 1;
  // Feu à volonté may be taken: CP left, the unit has not moved and is not
  // en état d'alerte, and a salvo gains from it.
  bool fireAtWill = false;
  // Feu à volonté is already on (paid earlier): every plan has it, for 0 CP.
  bool fireAtWillTaken = false;
  // The unit may move during the activation, some salvos fired after it.
  bool canMove = false;
  // shots[m][i][j]: salvo i at target j in mode m (PlanMode); always
  // kPlanModes tables, those of a mode the unit has not left illegal.
  std::vector<std::vector<std::vector<PlanShot>>> shots;
  PlanGoal goal = PlanGoal::casualties;
  int top = 3;
};

struct PlanTargetResult {
  int target = 0;
  std::vector<int> salvos;  // the salvos fired at it, in firing order
  dice::Dist removed;       // models removed (infantry) or the vehicle destroyed (0 or 1)
  double wipedOut = 0.0;    // every model removed, or the vehicle destroyed
};

struct ActivationPlan {
  bool fireAtWill = false;
  // Feu à volonté is already on (paid earlier): every plan has it, for 0 CP.
  bool fireAtWillTaken = false;
  int cpUsed = 0;
  bool moves = false;                     // some salvo fires after the unit's move
  std::vector<int> targetOf;              // per salvo: the target's index, -1 when not fired
  std::vector<char> afterMove;            // per salvo: fired after the move
  std::vector<int> order;                 // the salvos fired, in firing order
  double value = 0.0;                     // the goal's
  dice::Dist inflicted;                   // models and vehicles removed in all
  std::vector<PlanTargetResult> targets;  // the targets shot at, in index order
};

// What a sequence of salvos (in firing order) does to one target.
struct PlanEntry {
  dice::Dist sum;              // infantry: models removed, capped, before Medic (afterCap) or
                               // with it (the other readings)
  double unused = 1.0;         // the other readings: the chance no damage test passed yet
  std::vector<double> states;  // a vehicle: its chain's states (VehicleStates of the target; +
                               // count: Autoréparation not used yet)
  dice::Dist removed;
  double wipedOut = 0.0;
  double mean = 0.0;
};

// The most the plan tables may hold: vehicle states (twice with Autoréparation).
constexpr long long kPlanVehicleStates = 20000;
constexpr long long kPlanStepLimit = 1000000;

class ActivationPlanner {
 public:
  explicit ActivationPlanner(ActivationRequest request);
  // How many plans are compared: (targets + targets reachable after a move
  // + 1)^salvos, and (targets + 1)^salvos again with Feu à volonté (less the
  // one firing nothing); the illegal ones left out.
  long long plans() const;
  // An upper bound of the inner steps (dice::innerSteps()) that plan()
  // takes, known before any of it.
  long long bound() const;
  // Every plan compared; the `top` best, best first (ties: fewer CP, then
  // fewer salvos fired, then no move, then the order of enumeration).
  std::vector<ActivationPlan> plan();
  long long compared() const { return compared_; }

 private:
  // A sequence of salvos at one target, in firing order: 4 bits each (mode ×
  // 4 + salvo, + 1), the last fired in the lowest bits.
  using Sequence = std::uint32_t;
  const PlanEntry& entry(int target, Sequence s);
  // The best order of the salvos `before` (mode `f`) then `after` (after the
  // move) at one target, by the goal: the sequence.
  Sequence best(int target, int f, unsigned before, unsigned after);
  bool orderMatters(int target) const;
  long long sequences(int target, int f, unsigned before, unsigned after, long long& steps) const;
  void resolveShots();
  ActivationPlan evaluate(int f, const std::vector<int>& targetOf, const std::vector<char>& after,
                          bool full);

  ActivationRequest q_;
  std::vector<std::unordered_map<Sequence, PlanEntry>> entries_;  // [target]
  std::vector<std::unordered_map<unsigned, Sequence>> best_;      // [target][f, before, after]
  std::vector<std::vector<std::vector<dice::Dist>>> casualties_;  // [mode][salvo][target]
  std::vector<std::vector<std::vector<dice::Dist>>> damaging_;    // vehicles: unsaved impacts
  std::vector<std::vector<std::vector<double>>> damageChance_;
  std::vector<const Defender*> targetOf_;  // per target: its first legal shot's, null when none
  long long compared_ = 0;
};

}  // namespace auspex::at44
