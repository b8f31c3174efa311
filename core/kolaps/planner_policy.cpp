// The KOLAPS activation planner's closed-loop policy (kolaps/planner.hpp,
// planPolicy): Loi 8-1 makes each action one activation, so the player sees
// the dice of one before choosing the next. Exact dynamic programming over the
// planner's chain (planner_chain.hpp), every state followed.
#include <algorithm>
#include <cmath>
#include <optional>
#include <unordered_map>

#include "dice/chain.hpp"
#include "kolaps/planner.hpp"
#include "kolaps/planner_chain.hpp"

namespace auspex::kolaps {

using dice::innerSteps;
using namespace plan_chain;

namespace {

class Policy {
 public:
  Policy(const PlanRequest& q, long long limit) : q_(q), t_(q, true), limit_(limit) {
    for (std::size_t o = 0; o < q.options.size(); ++o) {
      bool bound = q.options[o].uses > 0;
      for (const PlanLimit& l : q.limits)
        bound = bound || std::find(l.options.begin(), l.options.end(), o) != l.options.end();
      if (bound) bounded_.push_back(static_cast<int>(o));
    }
  }

  // The best choice from s with the uses so far (the value of stopping there
  // when nothing does better).
  PolicyChoice best(const State& s, std::vector<int>& uses) {
    const Key key = keyOf(s, uses);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    PolicyChoice choice{-1, terminal(s), 0.0};
    if (!over())
      for (std::size_t o = 0; o < q_.options.size(); ++o) {
        const std::optional<PolicyChoice> c = tryOption(s, uses, static_cast<int>(o));
        if (c && better(*c, choice)) choice = *c;
      }
    memo_[key] = choice;
    return choice;
  }

  // Option o from s, then the best policy (none when o cannot be taken).
  std::optional<PolicyChoice> tryOption(const State& s, std::vector<int>& uses, int o) {
    if (s.mishap || !t_.takes(s, o) || !usable(o, uses)) return std::nullopt;
    std::vector<std::pair<State, double>> next;
    t_.after(s, o, 1.0, [&](const State& n, double p) { next.emplace_back(n, p); });
    innerSteps() += static_cast<long long>(next.size());
    PolicyChoice c{o, 0.0, 0.0};
    ++uses[o];
    for (const auto& [n, p] : next) {
      // A double 1 ends the plan, hors combat too; otherwise the best from there.
      const PolicyChoice after =
          n.mishap || n.health == healthOut ? PolicyChoice{-1, terminal(n), 0.0} : best(n, uses);
      c.value += p * after.value;
      c.meanUsed += p * (s.left - n.left + after.meanUsed);
    }
    --uses[o];
    return c;
  }

  bool over() const { return innerSteps() > limit_; }
  long long states() const { return static_cast<long long>(memo_.size()); }

 private:
  double terminal(const State& s) const {
    const int worst = s.health > 0 ? s.health + 1 : s.sonne;
    return q_.goal == PlanGoal::horsCombat ? (s.health == healthOut ? 1.0 : 0.0) : worst;
  }

  // The state and the uses of the options that have a bound (4 bits each:
  // at most 12, as every option taken costs 1 or more).
  struct Key {
    long long state;
    unsigned long long uses;
    bool operator==(const Key&) const = default;
  };
  struct Hash {
    std::size_t operator()(const Key& k) const {
      return std::hash<long long>()(k.state) * 31 + std::hash<unsigned long long>()(k.uses);
    }
  };
  Key keyOf(const State& s, const std::vector<int>& uses) const {
    unsigned long long u = 0;
    for (int o : bounded_) u = u * 16 + static_cast<unsigned long long>(uses[o]);
    return {plan_chain::keyOf(s), u};
  }

  bool usable(int o, const std::vector<int>& uses) const {
    if (q_.options[o].uses > 0 && uses[o] >= q_.options[o].uses) return false;
    for (const PlanLimit& l : q_.limits) {
      if (std::find(l.options.begin(), l.options.end(), o) == l.options.end()) continue;
      int n = 0;
      for (int i : l.options) n += uses[i];
      if (n >= l.uses) return false;
    }
    return true;
  }

  // The goal's value higher, then less combativité used, then the first
  // option (stopping, -1, before any).
  static bool better(const PolicyChoice& a, const PolicyChoice& b) {
    const double eps = 1e-12;
    if (std::abs(a.value - b.value) > eps) return a.value > b.value;
    if (std::abs(a.meanUsed - b.meanUsed) > eps) return a.meanUsed < b.meanUsed;
    return a.option < b.option;
  }

  const PlanRequest& q_;
  Transitions t_;
  long long limit_;
  std::vector<int> bounded_;
  std::unordered_map<Key, PolicyChoice, Hash> memo_;
};

}  // namespace

PolicyResult planPolicy(const PlanRequest& q, long long stepLimit) {
  Policy policy(q, stepLimit);
  PolicyResult result;
  std::vector<int> uses(q.options.size(), 0);
  const State start = Transitions(q, true).start();
  for (std::size_t o = 0; o < q.options.size() && !policy.over(); ++o)
    if (const auto c = policy.tryOption(start, uses, static_cast<int>(o)))
      result.firsts.push_back(*c);
  result.best = policy.best(start, uses);
  result.states = policy.states();
  result.complete = !policy.over();
  if (!result.complete) result.firsts.clear();
  return result;
}

}  // namespace auspex::kolaps
