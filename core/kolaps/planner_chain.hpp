// The KOLAPS activation planner's chain (kolaps/planner.hpp), shared by the
// open-loop search (planner.cpp) and the closed-loop policy
// (planner_policy.cpp): one state of the actor and the target, and what one
// option does from it. Internal to core/kolaps.
#pragma once

#include <map>
#include <vector>

#include "kolaps/planner.hpp"

namespace auspex::kolaps::plan_chain {

// Voluntary fatigue never goes beyond 6 (Loi 5-3).
inline constexpr int kFatigueMax = 6;
// A récupération's cost (Loi 5-6: "dépenser 3 points de combativité").
inline constexpr int kRecoveryCost = 3;

// The actor's combativité left, its fatigue (followed only when a récupération
// may be in the plan), its empty magazines (bit o: mitraillage option o's
// weapon, followed only when a recharger may be) and whether a double 1 ended
// the plan; the target's health, sonné, protection class and impacts.
struct State {
  int left = 0, health = 0, sonne = 0, mishap = 0, cls = 0, impacts = 0, fatigue = 0;
  unsigned empty = 0;
};

long long keyOf(const State& s);
State stateOf(long long key);

using Chain = std::map<long long, double>;

class Transitions {
 public:
  explicit Transitions(const PlanRequest& q, bool followAll = false);

  State start() const;
  // Whether option o is taken from s (Loi 8-4: the combativité pays it; 5-3;
  // the plan not ended; the target not hors combat; the magazine as needed).
  bool takes(const State& s, int o) const;
  // The states after option o is taken from s, each with its chance times p.
  template <class F>
  void after(const State& s, int o, double p, F&& emit);
  bool followsFatigue() const { return fatigue_; }
  bool followsMagazines() const { return magazines_; }
  const PlanRequest& request() const { return q_; }

 private:
  struct Entry {
    int kind = 0;  // 0 failure, 1 double 1, 2 wound
    int level = 0;
    int points = 0;
    double p = 0.0;
  };
  const std::vector<Entry>& entries(int o, int cls, int impacts);
  void wounds(const State& s, const Entry& e, double p,
              std::vector<std::pair<State, double>>& out) const;

  const PlanRequest& q_;
  bool fatigue_ = false, magazines_ = false;
  double fail_ = 0.0;
  std::map<long long, std::vector<Entry>> cache_;
};

template <class F>
void Transitions::after(const State& s, int o, double p, F&& emit) {
  const PlanOption& opt = q_.options[o];
  State n = s;
  n.left = s.left - opt.cost;
  if (fatigue_) n.fatigue = s.fatigue + opt.fatigue;
  if (opt.step != PlanStep::attack) {
    if (opt.step == PlanStep::recharger && magazines_) n.empty &= ~(1u << opt.reloads);
    emit(n, p);
    return;
  }
  if (magazines_ && opt.attack.action == Action::mitraillage) n.empty |= 1u << o;
  const int paid = n.left;
  for (const Entry& e : entries(o, s.cls, s.impacts)) {
    if (e.kind != 2) {
      State m = n;
      m.left = e.kind == 0 && opt.noFailureLoss ? paid : std::max(0, paid - 2);
      m.mishap = e.kind == 1 ? 1 : 0;
      emit(m, p * e.p);
      continue;
    }
    std::vector<std::pair<State, double>> out;
    wounds(n, e, p * e.p, out);
    for (const auto& [m, q] : out) emit(m, q);
  }
}

}  // namespace auspex::kolaps::plan_chain
