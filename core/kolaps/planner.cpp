#include "kolaps/planner.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include "dice/chain.hpp"
#include "dice/dist.hpp"
#include "kolaps/combativite.hpp"

namespace auspex::kolaps {

using dice::innerSteps;

namespace {

// Impact boxes of a protection (Loi 11-25; the sheets' impactBoxes).
constexpr int kBoxes = 3;
// Voluntary fatigue never goes beyond 6 (Loi 5-3).
constexpr int kFatigueMax = 6;

// One state of the chain: the actor's combativité left and whether a double 1
// ended the plan; the target's health, sonné, protection class and impacts.
struct State {
  int left = 0, health = 0, sonne = 0, mishap = 0, cls = 0, impacts = 0;
};

long long keyOf(const State& s) {
  return ((((static_cast<long long>(s.left) * 5 + s.health) * 2 + s.sonne) * 2 + s.mishap) * 64 +
          (s.cls + 32)) *
             4 +
         s.impacts;
}

State stateOf(long long k) {
  State s;
  s.impacts = static_cast<int>(k % 4);
  k /= 4;
  s.cls = static_cast<int>(k % 64) - 32;
  k /= 64;
  s.mishap = static_cast<int>(k % 2);
  k /= 2;
  s.sonne = static_cast<int>(k % 2);
  k /= 2;
  s.health = static_cast<int>(k % 5);
  s.left = static_cast<int>(k / 5);
  return s;
}

using Chain = std::map<long long, double>;

// One action's result as the chain needs it: a failure, a double 1, or a
// wound of `level` (after the protection) putting `points` impact points.
struct Entry {
  int kind = 0;  // 0 failure, 1 double 1, 2 wound
  int level = 0;
  int points = 0;
  double p = 0.0;
};

// The wound ladder (Loi 6; docs/rules/kolaps.md, "Sheets"): the health and
// sonné after a wound of `level`, each with its chance (the conscience rolls
// of 6-16 and 6-17 fail with chance `fail`).
struct Branch {
  int health, sonne;
  double p;
};
std::vector<Branch> woundBranches(int health, int sonne, int level, double fail) {
  switch (level) {
    case Wound::sonne: return {{health, 1, 1.0}};
    case legerement_blesse: return {{std::max(health, int(healthLight)), sonne, 1.0}};
    case blesse:
      if (health < healthWounded) return {{healthWounded, sonne, 1.0}};
      // 6-12: blessé again is état critique, entered with its roll (6-16);
      // 6-17: in état critique, blessé again is a roll.
      return {{healthCritical, sonne, 1.0 - fail}, {healthOut, sonne, fail}};
    case etat_critique: return {{healthCritical, sonne, 1.0 - fail}, {healthOut, sonne, fail}};
    default: return {{healthOut, sonne, 1.0}};
  }
}

// The protection after `points` impact points (11-24 … 11-28, as the sheets
// apply them): at 3 the class goes up and the count is 0, the rest of the
// blow lost; inusable holds on a D6 of 4+ at 3.
struct Wear {
  int cls, impacts;
  double p;
};
void wear(int cls, int impacts, bool inusable, int points, double p, std::vector<Wear>& out) {
  if (points == 0) {
    out.push_back({cls, impacts, p});
    return;
  }
  impacts = std::min(impacts + 1, kBoxes);
  if (impacts < kBoxes) return wear(cls, impacts, inusable, points - 1, p, out);
  if (!inusable) {
    out.push_back({cls + 1, 0, p});
    return;
  }
  const double holds = dice::chanceAtLeast(4);
  wear(cls, kBoxes, inusable, points - 1, p * holds, out);
  out.push_back({cls + 1, 0, p * (1.0 - holds)});
}

class Search {
 public:
  Search(const PlanRequest& q, long long limit) : q_(q), limit_(limit) {
    fail_ = conscienceFailChance(q.target.rank);
  }

  Chain start() const {
    State s;
    s.left = q_.combativite;
    s.health = q_.target.health;
    s.sonne = q_.target.sonne ? 1 : 0;
    if (q_.target.protection) {
      s.cls = q_.target.protection->defenceClass;
      s.impacts = q_.target.protection->impacts;
    }
    return {{keyOf(s), 1.0}};
  }

  // The chain after option `o` is tried from every state of `from`.
  Chain step(const Chain& from, int o) {
    Chain to;
    const PlanOption& opt = q_.options[o];
    for (const auto& [key, p] : from) {
      State s = stateOf(key);
      // Not taken: the plan ended (double 1), the target is hors combat, or
      // the combativité left cannot pay it (Loi 8-4).
      if (s.mishap || s.health == healthOut || s.left < opt.cost) {
        to[key] += p;
        ++innerSteps();
        continue;
      }
      const int paid = s.left - opt.cost;
      for (const Entry& e : entries(o, s.cls, s.impacts)) {
        if (e.kind != 2) {
          State n = s;
          n.left = e.kind == 0 && opt.noFailureLoss ? paid : std::max(0, paid - 2);
          n.mishap = e.kind == 1 ? 1 : 0;
          to[keyOf(n)] += p * e.p;
          ++innerSteps();
          continue;
        }
        std::vector<Wear> worn;
        wear(s.cls, s.impacts, q_.target.protection && q_.target.protection->inusable, e.points,
             1.0, worn);
        for (const Branch& b : woundBranches(s.health, s.sonne, e.level, fail_))
          for (const Wear& w : worn) {
            State n = s;
            n.left = paid;
            n.health = b.health;
            n.sonne = b.sonne;
            n.cls = w.cls;
            n.impacts = w.impacts;
            to[keyOf(n)] += p * e.p * b.p * w.p;
            ++innerSteps();
          }
      }
    }
    return to;
  }

  Plan evaluate(const Chain& chain, const std::vector<int>& actions) const {
    Plan plan;
    plan.actions = actions;
    plan.used.assign(static_cast<std::size_t>(q_.combativite) + 1, 0.0);
    for (const auto& [key, p] : chain) {
      const State s = stateOf(key);
      const int worst = s.health > 0 ? s.health + 1 : s.sonne;
      plan.worst[worst] += p;
      plan.meanWound += p * worst;
      if (s.mishap) plan.mishap += p;
      plan.used[q_.combativite - s.left] += p;
      plan.meanUsed += p * (q_.combativite - s.left);
    }
    plan.horsCombat = plan.worst[kWorstLevels - 1];
    plan.value = q_.goal == PlanGoal::horsCombat ? plan.horsCombat : plan.meanWound;
    return plan;
  }

  // Whether option o may follow a prefix of that cost, fatigue and uses.
  bool fits(int o, int cost, int fatigue, const std::vector<int>& uses) const {
    const PlanOption& opt = q_.options[o];
    if (cost + opt.cost > q_.combativite || fatigue + opt.fatigue > kFatigueMax - q_.fatigue ||
        (opt.uses > 0 && uses[o] >= opt.uses))
      return false;
    for (const PlanLimit& l : q_.limits) {
      if (std::find(l.options.begin(), l.options.end(), o) == l.options.end()) continue;
      int n = 0;
      for (int i : l.options) n += uses[i];
      if (n >= l.uses) return false;
    }
    return true;
  }

  bool over() const { return innerSteps() > limit_; }

 private:
  // Each option's outcome from a protection state, computed once.
  const std::vector<Entry>& entries(int o, int cls, int impacts) {
    const long long key = (static_cast<long long>(o) * 64 + cls + 32) * 4 + impacts;
    auto it = cache_.find(key);
    if (it != cache_.end()) return it->second;
    Attack at = q_.options[o].attack;
    at.protection = q_.target.protection;
    if (at.protection) {
      at.protection->defenceClass = cls;
      at.protection->impacts = impacts;
    }
    const Outcome out = resolve(at);
    std::vector<Entry> list;
    list.push_back({0, 0, 0, out.failure});
    list.push_back({1, 0, 0, out.mishap});
    // Impact points come only from an absorbed wound, which lands as sonné.
    double absorbed = 0.0;
    for (std::size_t k = 1; k < out.impactPoints.size(); ++k) {
      absorbed += out.impactPoints[k];
      list.push_back({2, Wound::sonne, static_cast<int>(k), out.impactPoints[k]});
    }
    list.push_back({2, Wound::sonne, 0, std::max(0.0, out.wounds[Wound::sonne] - absorbed)});
    for (int l = legerement_blesse; l < woundCount; ++l) list.push_back({2, l, 0, out.wounds[l]});
    std::erase_if(list, [](const Entry& e) { return e.p <= 0.0; });
    return cache_[key] = list;
  }

  const PlanRequest& q_;
  long long limit_;
  double fail_ = 0.0;
  std::map<long long, std::vector<Entry>> cache_;
};

// a before b: the goal's value higher, then less combativité used, then
// fewer actions, then the options' order.
bool better(const Plan& a, const Plan& b) {
  const double eps = 1e-12;
  if (std::abs(a.value - b.value) > eps) return a.value > b.value;
  if (std::abs(a.meanUsed - b.meanUsed) > eps) return a.meanUsed < b.meanUsed;
  if (a.actions.size() != b.actions.size()) return a.actions.size() < b.actions.size();
  return a.actions < b.actions;
}

}  // namespace

PlanSize planSize(const PlanRequest& q, long long cap) {
  Search s(q, cap);
  PlanSize size;
  std::vector<int> uses(q.options.size(), 0);
  const auto walk = [&](auto&& self, int cost, int fatigue, bool root) -> void {
    if (size.nodes > cap) return;
    if (!root) ++size.nodes;
    bool extended = false;
    for (std::size_t o = 0; o < q.options.size(); ++o) {
      if (!s.fits(static_cast<int>(o), cost, fatigue, uses)) continue;
      extended = true;
      ++uses[o];
      self(self, cost + q.options[o].cost, fatigue + q.options[o].fatigue, false);
      --uses[o];
    }
    if (!extended && !root) ++size.plans;
  };
  walk(walk, 0, 0, true);
  return size;
}

PlanResult planActivation(const PlanRequest& q, long long stepLimit) {
  Search s(q, stepLimit);
  PlanResult result;
  std::vector<int> uses(q.options.size(), 0), actions;
  const auto walk = [&](auto&& self, const Chain& chain, int cost, int fatigue) -> void {
    bool extended = false;
    for (std::size_t o = 0; o < q.options.size() && result.complete; ++o) {
      if (!s.fits(static_cast<int>(o), cost, fatigue, uses)) continue;
      extended = true;
      const Chain next = s.step(chain, static_cast<int>(o));
      if (s.over()) {
        result.complete = false;
        return;
      }
      ++uses[o];
      actions.push_back(static_cast<int>(o));
      self(self, next, cost + q.options[o].cost, fatigue + q.options[o].fatigue);
      actions.pop_back();
      --uses[o];
    }
    if (extended || actions.empty() || !result.complete) return;
    ++result.plansCompared;
    Plan plan = s.evaluate(chain, actions);
    innerSteps() += static_cast<long long>(chain.size());
    auto at = std::lower_bound(result.plans.begin(), result.plans.end(), plan, better);
    if (at - result.plans.begin() < q.top) {
      result.plans.insert(at, std::move(plan));
      if (static_cast<int>(result.plans.size()) > q.top) result.plans.pop_back();
    }
  };
  walk(walk, s.start(), 0, 0);
  if (!result.complete) result.plans.clear();
  return result;
}

Plan evaluatePlan(const PlanRequest& q, const std::vector<int>& actions) {
  Search s(q, kPlanStepLimit * 1000);
  Chain chain = s.start();
  for (int o : actions) chain = s.step(chain, o);
  return s.evaluate(chain, actions);
}

}  // namespace auspex::kolaps
