#include "kolaps/planner_chain.hpp"

#include <algorithm>

#include "dice/dist.hpp"
#include "kolaps/combativite.hpp"

namespace auspex::kolaps::plan_chain {

namespace {

// Impact boxes of a protection (Loi 11-25; the sheets' impactBoxes).
constexpr int kBoxes = 3;

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

}  // namespace

// The fatigue and the magazines are the lowest digits, so that a plan with
// neither orders its states as before they were followed.
long long keyOf(const State& s) {
  const long long k =
      ((((static_cast<long long>(s.left) * 5 + s.health) * 2 + s.sonne) * 2 + s.mishap) * 64 +
       (s.cls + 32)) *
          4 +
      s.impacts;
  return (k * 8 + s.fatigue) * 4096 + s.empty;
}

State stateOf(long long k) {
  State s;
  s.empty = static_cast<unsigned>(k % 4096);
  k /= 4096;
  s.fatigue = static_cast<int>(k % 8);
  k /= 8;
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

Transitions::Transitions(const PlanRequest& q, bool followAll) : q_(q) {
  fail_ = conscienceFailChance(q.target.rank);
  for (const PlanOption& o : q.options) {
    if (o.step == PlanStep::recuperer) fatigue_ = true;
    if (o.step == PlanStep::recharger) magazines_ = true;
  }
  if (followAll) fatigue_ = magazines_ = true;
}

State Transitions::start() const {
  State s;
  s.left = q_.combativite;
  s.health = q_.target.health;
  s.sonne = q_.target.sonne ? 1 : 0;
  if (q_.target.protection) {
    s.cls = q_.target.protection->defenceClass;
    s.impacts = q_.target.protection->impacts;
  }
  if (fatigue_) s.fatigue = q_.fatigue;
  if (magazines_)
    for (std::size_t o = 0; o < q_.options.size(); ++o)
      if (q_.options[o].step == PlanStep::attack &&
          q_.options[o].attack.action == Action::mitraillage && !q_.options[o].loaded)
        s.empty |= 1u << o;
  return s;
}

bool Transitions::takes(const State& s, int o) const {
  const PlanOption& opt = q_.options[o];
  if (s.mishap || s.health == healthOut || s.left < opt.cost) return false;
  if (fatigue_) {
    if (s.fatigue + opt.fatigue > kFatigueMax) return false;
    if (opt.step == PlanStep::recuperer && s.fatigue == 0) return false;  // 5-6
  }
  if (magazines_) {
    if (opt.step == PlanStep::recharger && !(s.empty >> opt.reloads & 1u)) return false;
    if (opt.step == PlanStep::attack && opt.attack.action == Action::mitraillage &&
        (s.empty >> o & 1u))
      return false;
  }
  return opt.step != PlanStep::sePreparer;
}

void Transitions::wounds(const State& n, const Entry& e, double p,
                         std::vector<std::pair<State, double>>& out) const {
  std::vector<Wear> worn;
  wear(n.cls, n.impacts, q_.target.protection && q_.target.protection->inusable, e.points, 1.0,
       worn);
  for (const Branch& b : woundBranches(n.health, n.sonne, e.level, fail_))
    for (const Wear& w : worn) {
      State m = n;
      m.health = b.health;
      m.sonne = b.sonne;
      m.cls = w.cls;
      m.impacts = w.impacts;
      out.emplace_back(m, p * b.p * w.p);
    }
}

// Each option's outcome from a protection state, computed once.
const std::vector<Transitions::Entry>& Transitions::entries(int o, int cls, int impacts) {
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

}  // namespace auspex::kolaps::plan_chain
