#include "kolaps/planner.hpp"

#include <algorithm>
#include <cmath>

#include "dice/chain.hpp"
#include "kolaps/planner_chain.hpp"

namespace auspex::kolaps {

using dice::innerSteps;
using namespace plan_chain;

namespace {

bool isMitraillage(const PlanOption& o) {
  return o.step == PlanStep::attack && o.attack.action == Action::mitraillage;
}

// The chain after option `o` is tried from every state of `from`.
Chain step(Transitions& t, const Chain& from, int o) {
  Chain to;
  for (const auto& [key, p] : from) {
    const State s = stateOf(key);
    // Not taken: the plan ended (double 1), the target is hors combat, the
    // combativité left cannot pay it (Loi 8-4), and the rest (planner_chain).
    if (!t.takes(s, o)) {
      to[key] += p;
      ++innerSteps();
      continue;
    }
    t.after(s, o, p, [&](const State& n, double q) {
      to[keyOf(n)] += q;
      ++innerSteps();
    });
  }
  return to;
}

Plan evaluate(const PlanRequest& q, const Chain& chain, const std::vector<int>& actions) {
  Plan plan;
  plan.actions = actions;
  plan.prepared = !actions.empty() && q.options[actions.back()].step == PlanStep::sePreparer;
  plan.used.assign(static_cast<std::size_t>(q.combativite) + 1, 0.0);
  if (plan.prepared) plan.kept.assign(static_cast<std::size_t>(q.combativite + 1) / 2 + 1, 0.0);
  for (const auto& [key, p] : chain) {
    const State s = stateOf(key);
    const int worst = s.health > 0 ? s.health + 1 : s.sonne;
    plan.worst[worst] += p;
    plan.meanWound += p * worst;
    if (s.mishap) plan.mishap += p;
    plan.used[q.combativite - s.left] += p;
    plan.meanUsed += p * (q.combativite - s.left);
    if (plan.prepared) {
      // 9-30: half the combativité left, rounded up; a double 1 ended the plan before.
      const int kept = s.mishap ? 0 : (s.left + 1) / 2;
      plan.kept[kept] += p;
      plan.meanKept += p * kept;
    }
  }
  plan.horsCombat = plan.worst[kWorstLevels - 1];
  plan.value = q.goal == PlanGoal::horsCombat ? plan.horsCombat : plan.meanWound;
  return plan;
}

// a before b: the goal's value higher, then less combativité used, then
// fewer actions, then the options' order.
bool better(const Plan& a, const Plan& b) {
  const double eps = 1e-12;
  if (std::abs(a.value - b.value) > eps) return a.value > b.value;
  if (std::abs(a.meanUsed - b.meanUsed) > eps) return a.meanUsed < b.meanUsed;
  if (a.actions.size() != b.actions.size()) return a.actions.size() < b.actions.size();
  return a.actions < b.actions;
}

// The plans as sequences chosen before (docs/rules/kolaps.md, "Activation
// planner"): every prefix whose options fit nominally (costs, fatigue, uses,
// limits, magazines), walked depth first. A prefix is a plan when it is
// complete — each récupération needed (a later action brings the fatigue to
// exactly 6), each recharger followed by its mitraillage, each attendre by an
// attack — and no longer prefix is complete; a complete prefix (the empty one
// too) followed by se préparer is a plan as well. `visit(actions, prepared)`
// is called for each plan, `node()` for each prefix; `down(o)`/`up()` follow
// the walk (the chains).
class Walk {
 public:
  explicit Walk(const PlanRequest& q) : q_(q), uses_(q.options.size(), 0) {
    fatigue_ = q.fatigue;
    for (std::size_t o = 0; o < q.options.size(); ++o) {
      if (q.options[o].step == PlanStep::sePreparer) prepare_ = static_cast<int>(o);
      if (isMitraillage(q.options[o]) && !q.options[o].loaded) empty_ |= 1u << o;
    }
  }

  template <class V>
  bool run(V& v) {
    bool below = false;
    for (std::size_t i = 0; i < q_.options.size() && !v.stopped(); ++i) {
      const int o = static_cast<int>(i);
      if (!fits(o)) continue;
      const Saved saved = apply(o);
      v.node();
      v.down(o);
      below = run(v) || below;
      v.up();
      restore(o, saved);
    }
    if (v.stopped()) return false;
    const bool complete = pendingRecoveries_ == 0 && pendingWaits_ == 0 && unfired_ == 0;
    if (complete && prepare_ >= 0 && uses_[prepare_] == 0) {
      v.node();
      actions_.push_back(prepare_);
      v.visit(actions_, prepare_);
      actions_.pop_back();
    }
    if (complete && !actions_.empty() && !below) v.visit(actions_, -1);
    return below || (complete && !actions_.empty());
  }

 private:
  struct Saved {
    unsigned empty, unfired;
    int recoveries, waits;
  };

  bool fits(int o) const {
    const PlanOption& opt = q_.options[o];
    const int left = q_.combativite - cost_ - opt.cost;
    if (opt.step == PlanStep::sePreparer || left < 0) return false;
    if (fatigue_ + opt.fatigue > kFatigueMax || (opt.uses > 0 && uses_[o] >= opt.uses))
      return false;
    for (const PlanLimit& l : q_.limits) {
      if (std::find(l.options.begin(), l.options.end(), o) == l.options.end()) continue;
      int n = 0;
      for (int i : l.options) n += uses_[i];
      if (n >= l.uses) return false;
    }
    switch (opt.step) {
      case PlanStep::attack: return !isMitraillage(opt) || !(empty_ >> o & 1u);
      case PlanStep::recharger:
        // Something to reload, and its mitraillage affordable after.
        return opt.reloads >= 0 && (empty_ >> opt.reloads & 1u) &&
               q_.options[opt.reloads].cost <= left;
      case PlanStep::recuperer:
        // 5-6: "soumis à la fatigue"; and an action with fatigue affordable after.
        return fatigue_ > 0 && cheapest(true) <= left;
      case PlanStep::attendre: return cheapest(false) <= left;
      default: return false;
    }
  }

  // The cheapest attack (withFatigue: or recharger) that takes fatigue.
  int cheapest(bool withFatigue) const {
    int c = 1000;
    for (const PlanOption& opt : q_.options)
      if ((opt.step == PlanStep::attack || (withFatigue && opt.step == PlanStep::recharger)) &&
          (!withFatigue || opt.fatigue > 0))
        c = std::min(c, opt.cost);
    return c;
  }

  Saved apply(int o) {
    const PlanOption& opt = q_.options[o];
    const Saved saved{empty_, unfired_, pendingRecoveries_, pendingWaits_};
    cost_ += opt.cost;
    fatigue_ += opt.fatigue;
    ++uses_[o];
    actions_.push_back(o);
    if (opt.fatigue > 0 && fatigue_ == kFatigueMax) pendingRecoveries_ = 0;
    switch (opt.step) {
      case PlanStep::attack:
        pendingWaits_ = 0;
        if (isMitraillage(opt)) empty_ |= 1u << o, unfired_ &= ~(1u << o);
        break;
      case PlanStep::recharger:
        empty_ &= ~(1u << opt.reloads);
        unfired_ |= 1u << opt.reloads;
        break;
      case PlanStep::recuperer: ++pendingRecoveries_; break;
      case PlanStep::attendre: ++pendingWaits_; break;
      default: break;
    }
    return saved;
  }

  void restore(int o, const Saved& s) {
    cost_ -= q_.options[o].cost;
    fatigue_ -= q_.options[o].fatigue;
    --uses_[o];
    actions_.pop_back();
    empty_ = s.empty;
    unfired_ = s.unfired;
    pendingRecoveries_ = s.recoveries;
    pendingWaits_ = s.waits;
  }

  const PlanRequest& q_;
  std::vector<int> uses_, actions_;
  int cost_ = 0, fatigue_ = 0, prepare_ = -1, pendingRecoveries_ = 0, pendingWaits_ = 0;
  unsigned empty_ = 0, unfired_ = 0;
};

}  // namespace

PlanSize planSize(const PlanRequest& q, long long cap) {
  struct Count {
    PlanSize size;
    long long cap;
    bool stopped() const { return size.nodes > cap; }
    void node() { ++size.nodes; }
    void down(int) {}
    void up() {}
    void visit(const std::vector<int>&, int) { ++size.plans; }
  } count{{}, cap};
  Walk(q).run(count);
  return count.size;
}

PlanResult planActivation(const PlanRequest& q, long long stepLimit) {
  struct Search {
    const PlanRequest& q;
    long long limit;
    Transitions t;
    std::vector<Chain> chains;
    PlanResult result;
    bool stopped() const { return !result.complete; }
    void node() {}
    void down(int o) {
      chains.push_back(step(t, chains.back(), o));
      if (innerSteps() > limit) result.complete = false;
    }
    void up() { chains.pop_back(); }
    void visit(const std::vector<int>& actions, int) {
      ++result.plansCompared;
      Plan plan = evaluate(q, chains.back(), actions);
      innerSteps() += static_cast<long long>(chains.back().size());
      auto at = std::lower_bound(result.plans.begin(), result.plans.end(), plan, better);
      if (at - result.plans.begin() < q.top) {
        result.plans.insert(at, std::move(plan));
        if (static_cast<int>(result.plans.size()) > q.top) result.plans.pop_back();
      }
    }
  } search{q, stepLimit, Transitions(q), {}, {}};
  search.chains.push_back({{keyOf(search.t.start()), 1.0}});
  Walk(q).run(search);
  if (!search.result.complete) search.result.plans.clear();
  return search.result;
}

Plan evaluatePlan(const PlanRequest& q, const std::vector<int>& actions) {
  Transitions t(q);
  Chain chain{{keyOf(t.start()), 1.0}};
  for (int o : actions) chain = step(t, chain, o);
  return evaluate(q, chain, actions);
}

}  // namespace auspex::kolaps
