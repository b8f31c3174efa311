// Titanicus fire planner (issue 6, part 4): for one activation, the order of
// actions (fire each weapon, aimed or not) that maximises the chance to
// destroy the target location, or the structure it removes. Every plan is an
// open-loop sequence; its outcome is computed exactly by carrying the target's
// state (shields up, structure lost) from fire to fire with the same per-hit
// resolution as attack.cpp (afterHit). Plans are searched depth first, each
// prefix's state distribution computed once. The readings are in
// docs/rules/titanicus.md ("Fire planner").
#pragma once

#include <vector>

#include "dice/dist.hpp"
#include "titanicus/attack.hpp"

namespace auspex::titanicus {

// The seeds' to-hit modifiers the planner applies (ruleset "rules" block).
inline constexpr int kAimModifier = 1;       // "viser pour bénéficier de +1 au toucher"
inline constexpr int kNotMovedModifier = 1;  // "pas encore bougé … +1 pour toucher"
inline constexpr int kReuseModifier = -1;    // "déjà servi dans le tour … cumulatif de -1"

struct PlanWeapon {
  Attack attack;  // attack.modifier: the modifiers of every fire of it (target's, …)
  int apCost = 1;
  bool oncePerTurn = false;  // "!X": at most once per turn
  bool cannotAim = false;
  int earlierUses = 0;  // uses before this activation, this turn
};

enum class PlanGoal { destroy, structure };

struct PlanRequest {
  Edition edition = Edition::v1;
  int actionPoints = 1;
  bool notMoved = false;  // +1 to hit on every fire (the titan does not move in the plan)
  std::vector<PlanWeapon> weapons;
  Target target;
  PlanGoal goal = PlanGoal::destroy;
  int top = 3;
};

struct PlanAction {
  int fire = 0;  // weapon index
  bool aimed = false;
};

struct Plan {
  std::vector<PlanAction> actions;
  int apUsed = 0;
  double destroyed = 0.0;
  dice::Dist structureLost;  // boxes removed by the whole plan
};

struct PlanResult {
  std::vector<Plan> plans;  // best first
  long long plansCompared = 0;
  bool complete = true;  // false: stopped at the step limit, no answer
};

// The search's size, known before it runs: the plans it compares and an
// upper bound of the inner steps it takes (dice::innerSteps()).
struct PlanSize {
  long long plans = 0;
  long long steps = 0;
};

inline constexpr long long kPlanStepLimit = 1000000;  // the issue budget

class FirePlanner {
 public:
  // Finds the target states the weapons can reach (counted in
  // dice::innerSteps(), like all the work below).
  explicit FirePlanner(const PlanRequest& request);
  // An upper bound of build()'s inner steps.
  long long buildBound() const;
  // Each weapon's transition table at each to-hit it can fire with.
  void build();
  // After build(): the plans search() compares and a bound of its steps
  // (each plan's share of work at most the largest table and its value).
  PlanSize size() const;
  // After build(): compares every plan but those provably equal to one
  // compared (docs/rules/titanicus.md); stops, incomplete, once
  // dice::innerSteps() passes `stepLimit`.
  PlanResult search(long long stepLimit = kPlanStepLimit) const;
  int states() const { return static_cast<int>(reach_.size()); }

  struct Row {
    std::vector<std::pair<int, double>> to;  // next state, probability
  };
  using Matrix = std::vector<Row>;  // one row per reachable state

 private:
  struct Node;
  // Allowed actions after a prefix: its uses per weapon, AP left and last weapon.
  std::vector<PlanAction> choices(const std::vector<int>& uses, int apLeft, int last) const;
  int facesFor(int weapon, int uses, bool aimed) const;
  int maxHits(int weapon) const;

  PlanRequest req_;
  int room_ = 0, width_ = 0;
  std::vector<int> reach_;               // reachable states (up * width + lost), start first
  std::vector<int> index_;               // state → its index in reach_, or -1
  bool commuting_ = false;               // v1 and no shield in play: order does not matter
  std::vector<int> profile_;             // weapons with the same profile share a class
  std::vector<std::vector<bool>> need_;  // [weapon][hit faces 1..6, 6: automatic] fired with
  std::vector<std::vector<Matrix>> by_;  // [weapon][hit faces 1..6, 6: automatic]: transitions
  long long maxEntries_ = 0;             // largest matrix's entries
};

}  // namespace auspex::titanicus
