// Epic Escarmouches activation planner (issue 21, part 2): a formation's
// shots, every model's target named before any die is rolled ("vous devez
// désigner la cible de chacune de vos figurines avant de jeter les dés"). A
// plan says how many models of each shooting group fire at each target unit
// type; models of one group are identical, so a plan is a composition of the
// group's count, not a choice per model. Its outcome is exact: at one target
// the unsaved hits of every group (each weapon's own hit and save chances,
// from attack.cpp's shoot) are added, then turned into units removed
// (infantry: capped at the models left; vehicles: piled on the first vehicle
// until destroyed, then the next); a formation's units removed are the sum
// over its unit types, the plan's over the formations. The readings are in
// docs/rules/epic.md ("Activation planner").
#pragma once

#include <vector>

#include "dice/dist.hpp"

namespace auspex::epic {

// attack.hpp's Shooting and Shot, as the planner reads them from a request.
struct PlanWeapon {
  int shots = 1;  // per model
  int toHit = 5;
  int modifier = 0;  // the order's (charge −2, tir appuyé +1)
  int saveModifier = 0;
};
enum class PlanFacing { front, side, rear };
struct PlanCover {
  int save = 4;
  int coverToHit = 0;
  int saveBonus = 0;
  bool isVehicle = false;
  bool heavy = false;
  PlanFacing facing = PlanFacing::front;
};

// One unit type of a target formation.
struct PlanTargetUnit {
  int models = 1;         // left (not transported)
  PlanCover shot;         // its save, terrain, vehicle facing
  std::vector<int> need;  // vehicles only: each vehicle's unsaved hits still to take, in the
                          // order hits are piled on them
};

struct PlanFormation {
  std::vector<PlanTargetUnit> units;
  int lost = 0;     // units lost before this activation
  int breakAt = 1;  // units lost at the break point
};

// One shooting group: identical models with one weapon.
struct PlanGroup {
  int models = 1;
  PlanWeapon shooting;        // shooting.shots: shots per model
  std::vector<bool> reaches;  // per target formation: in range and in sight
};

enum class ActivationGoal { casualties, breakPoint };

struct ActivationRequest {
  std::vector<PlanGroup> groups;
  std::vector<PlanFormation> formations;
  // readings.targeting "perModel": each shooting model aims at one target
  // model, which only its own shooters' unsaved hits remove; at each target
  // unit type the split of its shooters that removes the most on average.
  bool perModel = false;
  ActivationGoal goal = ActivationGoal::casualties;
  int top = 3;
};

struct ActivationPlan {
  // fire[g][j]: models of group g firing at target unit j (the formations' units in order).
  std::vector<std::vector<int>> fire;
  double value = 0.0;        // the goal's value
  double breakChance = 0.0;  // at least one formation reaches its break point in this activation
  dice::Dist removed;        // units removed, all formations together
  std::vector<dice::Dist> removedBy;  // per formation
  std::vector<double> breakChanceOf;  // per formation (0 for one already at its break point)
  // perModel: split[j] per target model shot at (infantry: most shooters
  // first; vehicles: every vehicle in order, zeros when not shot at), its
  // shooters of each group (request order).
  std::vector<std::vector<std::vector<int>>> split;
};

struct ActivationResult {
  std::vector<ActivationPlan> plans;  // best first
  long long plansCompared = 0;
};

inline constexpr long long kActivationStepLimit = 1000000;  // the issue budget

class ActivationPlanner {
 public:
  explicit ActivationPlanner(const ActivationRequest& request);
  // Known before any table is built: the plans compared (saturated at 10^18)
  // and an upper bound of the inner steps (dice::innerSteps()) of search().
  long long plans() const { return plans_; }
  long long stepBound() const { return bound_; }
  // Every plan compared; the `top` best kept (ties: the other goal's value —
  // the break chance, or the mean units removed —, then the earlier plan in
  // the enumeration order).
  ActivationResult search() const;
  int targetUnits() const { return static_cast<int>(units_.size()); }

 private:
  struct Unit {
    int formation = 0;
    const PlanTargetUnit* target = nullptr;
    std::vector<int> groups;        // groups that may fire at it
    std::vector<long long> stride;  // per entry of `groups`: its place in the table's index
    long long size = 1;             // entries of its table
  };
  int removedBy(const Unit& u, int unsaved) const;
  // perModel: each target model's own need (vehicles: their unsaved hits still to take).
  std::vector<int> needs(const Unit& u) const;
  // perModel: the table of unit j (every count of each group at it, split at best among its
  // models) and each entry's split, from the groups' unsaved hits at j.
  void perModelTable(int j, const std::vector<std::vector<std::vector<dice::Dist>>>& unsaved,
                     std::vector<dice::Dist>& table, std::vector<double>& mean,
                     std::vector<std::vector<std::vector<int>>>& splits) const;

  ActivationRequest req_;
  std::vector<Unit> units_;
  std::vector<std::vector<int>> eligible_;  // per group: target units it may fire at
  long long plans_ = 1;
  long long bound_ = 0;
};

}  // namespace auspex::epic
