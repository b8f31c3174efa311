// KOLAPS activation planner (issue 21, part 2): for one character's
// activation, the ordered sequences of actions within the combativité left
// (Loi 7-13, 8-4) that best put one target hors combat, or wound it worst.
// Every plan is open loop, like the Titanicus fire planner: the sequence is
// chosen before, and its outcome is computed exactly by carrying a Markov
// chain from action to action — the actor's combativité left (a failure
// costs 2 more, Loi 8-14), the target's wounds (Loi 6: sonné beside one
// health state, blessé again is état critique, the conscience rolls of 6-16
// and 6-17) and its protection's wear (Loi 11-21 … 11-28) — each action's
// outcome being the single action's (kolaps/action.hpp resolve()). Besides
// the attacks: recharger (9-14), the récupération (5-6), attendre (9-29) and
// se préparer (9-30); and, since each action is one activation (8-1), the
// best closed-loop policy (planPolicy, kolaps/planner_policy.cpp). The
// readings are in docs/rules/kolaps.md ("Activation planner").
#pragma once

#include <array>
#include <vector>

#include "kolaps/action.hpp"

namespace auspex::kolaps {

// What an option is: an attack (rolled against the target), or one of the
// steps with no roll: recharger (9-14), récupérer (5-6: 3 combativité, one
// fatigue less), attendre (9-29), se préparer (9-30: ends the plan, keeps
// half the combativité left for the next turn).
enum class PlanStep { attack, recharger, recuperer, attendre, sePreparer };

// One action the character may take, as often as `uses` says (0: as often as
// the combativité allows). attack.protection is ignored: the target's is used.
struct PlanOption {
  Attack attack;
  PlanStep step = PlanStep::attack;
  int cost = 1;     // combativité (Loi 8-4)
  int fatigue = 0;  // voluntary fatigue (Loi 8-5, 5-3: never beyond 6); récupérer: -1
  int uses = 0;
  bool noFailureLoss =
      false;           // mitraillage: "les échecs simples ne font pas perdre de combativité"
  bool loaded = true;  // mitraillage: its magazine at the start (9-13 empties it)
  int reloads = -1;    // recharger: the mitraillage option whose weapon it reloads
};

// Health states (Loi 6-1): indemne, légèrement blessé, blessé, état critique, hors combat.
enum PlanHealth { healthNone, healthLight, healthWounded, healthCritical, healthOut };

struct PlanTarget {
  int health = healthNone;  // PlanHealth
  bool sonne = false;
  int rank = 3;  // its conscience rolls (Loi 4-9)
  std::optional<Protection> protection;
};

enum class PlanGoal { horsCombat, wound };

// Options that share a number of uses: a weapon's shots left in its cadence
// (Loi 11-3), shared by its tir and tir au jugé.
struct PlanLimit {
  std::vector<int> options;
  int uses = 0;
};

struct PlanRequest {
  int combativite = 1;  // left now
  int fatigue = 0;      // the actor's fatigue now
  std::vector<PlanOption> options;
  std::vector<PlanLimit> limits;
  PlanTarget target;
  PlanGoal goal = PlanGoal::horsCombat;
  int top = 3;
};

// The target's worst state at the end: none, sonné, légèrement blessé, blessé,
// état critique, hors combat.
inline constexpr int kWorstLevels = 6;

struct Plan {
  std::vector<int> actions;  // option indices, in order
  std::vector<double> used;  // combativité used (costs and failures), from 0
  std::array<double, kWorstLevels> worst{};
  double horsCombat = 0.0;
  double meanWound = 0.0;  // of the worst level, 0 (none) … 5 (hors combat)
  double mishap = 0.0;     // a double 1 ends the plan
  double meanUsed = 0.0;
  double value = 0.0;             // the goal's
  bool prepared = false;          // ends with se préparer
  std::vector<double> kept{1.0};  // combativité kept for the next turn (9-30), from 0
  double meanKept = 0.0;
};

struct PlanResult {
  std::vector<Plan> plans;  // best first
  long long plansCompared = 0;
  bool complete = true;  // false: stopped at the step limit
};

inline constexpr long long kPlanStepLimit = 1000000;  // the budget

// The search's size, known before it runs: the plans (maximal sequences) and
// the prefixes it walks; counting stops past `cap` nodes.
struct PlanSize {
  long long plans = 0;
  long long nodes = 0;
};
PlanSize planSize(const PlanRequest& request, long long cap = kPlanStepLimit);

// Every plan compared exactly; stops, incomplete, once dice::innerSteps()
// passes `stepLimit`.
PlanResult planActivation(const PlanRequest& request, long long stepLimit = kPlanStepLimit);

// One plan's outcome alone (the same chain; for tests and the page's checks).
Plan evaluatePlan(const PlanRequest& request, const std::vector<int>& actions);

// The best closed-loop policy (Loi 8-1: one action per activation, the dice
// seen before the next): from each state — the combativité and fatigue left,
// the magazines, the uses, the target's health, sonné and protection — the
// option with the best goal value (then less combativité used on average,
// then the options' order), or stopping. Exact dynamic programming over the
// same chain; stops, incomplete, past `stepLimit` inner steps.
struct PolicyChoice {
  int option = -1;  // -1: stop
  double value = 0.0, meanUsed = 0.0;
};
struct PolicyResult {
  PolicyChoice best;                 // what to do on this activation
  std::vector<PolicyChoice> firsts;  // each option possible now, then the best policy
  long long states = 0;
  bool complete = true;
};
PolicyResult planPolicy(const PlanRequest& request, long long stepLimit = kPlanStepLimit);

}  // namespace auspex::kolaps
