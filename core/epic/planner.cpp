#include "epic/planner.hpp"

#include <algorithm>
#include <cmath>
#include <functional>

#include "dice/chain.hpp"
#include "epic/attack.hpp"

namespace auspex::epic {

using dice::Dist;
using dice::innerSteps;

namespace {

constexpr long long kSaturated = 1000000000000000000LL;  // 10^18

long long times(long long a, long long b) {
  if (a == 0 || b == 0) return 0;
  return a > kSaturated / b ? kSaturated : a * b;
}

long long plus(long long a, long long b) {
  return std::min(kSaturated, a + b);
}

// Ways to share n identical models among `parts` targets: C(n + parts − 1, parts − 1).
long long compositions(int n, int parts) {
  if (parts <= 1) return 1;
  long long c = 1;
  for (int i = 1; i <= parts - 1; ++i) {
    c = times(c, n + i);
    if (c >= kSaturated) return kSaturated;
    c /= i;
  }
  return c;
}

// attack.cpp's shoot for `s` shots: its binomial, the thinning's rows and sum.
long long shootBound(long long s) {
  return 2 * (s + 1) * (s + 1) + 4 * (s + 1);
}

// Units one target unit type can lose.
int most(const PlanTargetUnit& t) {
  return t.shot.isVehicle ? static_cast<int>(t.need.size()) : t.models;
}

struct Candidate {
  long long key = 0, second = 0;  // the goal's value and the other's, quantised
  long long order = 0;
  std::vector<std::vector<int>> fire;
};

bool better(const Candidate& a, const Candidate& b) {
  if (a.key != b.key) return a.key > b.key;
  if (a.second != b.second) return a.second > b.second;
  return a.order < b.order;
}

// Chance that a formation reaches its break point in this activation.
double breakChance(const PlanFormation& f, const Dist& removed) {
  if (f.lost >= f.breakAt) return 0.0;
  double p = 0.0;
  for (int x = std::max(removed.lo(), f.breakAt - f.lost); x <= removed.hi(); ++x)
    p += removed.at(x);
  return p;
}

}  // namespace

ActivationPlanner::ActivationPlanner(const ActivationRequest& request) : req_(request) {
  const int groups = static_cast<int>(req_.groups.size());
  for (int f = 0; f < static_cast<int>(req_.formations.size()); ++f)
    for (const PlanTargetUnit& t : req_.formations[f].units) units_.push_back({f, &t, {}, {}, 1});
  const int n = static_cast<int>(units_.size());
  eligible_.assign(groups, {});
  for (int g = 0; g < groups; ++g)
    for (int j = 0; j < n; ++j)
      if (req_.groups[g].reaches[units_[j].formation]) {
        eligible_[g].push_back(j);
        units_[j].groups.push_back(g);
        units_[j].stride.push_back(units_[j].size);
        units_[j].size = times(units_[j].size, req_.groups[g].models + 1);
      }
  for (int g = 0; g < groups; ++g)
    plans_ =
        times(plans_, compositions(req_.groups[g].models, static_cast<int>(eligible_[g].size())));

  // The bound, from the sizes alone.
  long long b = 0;
  for (int g = 0; g < groups; ++g) {
    const PlanGroup& group = req_.groups[g];
    for (std::size_t e = 0; e < eligible_[g].size(); ++e)
      for (int k = 1; k <= group.models; ++k)
        b = plus(b, shootBound(static_cast<long long>(k) * group.shooting.shots));
  }
  for (const Unit& u : units_) {
    // One entry of its table: each group's unsaved hits added to the sum of the earlier ones'.
    long long most = 0, entry = 0;
    for (int g : u.groups) {
      const long long s =
          static_cast<long long>(req_.groups[g].models) * req_.groups[g].shooting.shots;
      entry += (most + 1) * (s + 1);
      most += s;
    }
    b = plus(b, times(u.size, entry + most + 2 + static_cast<long long>(u.groups.size())));
    if (req_.perModel) {
      // Each target model's chance for every count (a conv per entry), then the split: every
      // pair of counts (a ≤ c) for each model, and each entry's sum of its models' chances.
      const long long m = static_cast<long long>(needs(u).size());
      long long pairs = 1;
      for (int g : u.groups) {
        const long long k = req_.groups[g].models;
        pairs = times(pairs, (k + 1) * (k + 2) / 2);
      }
      b = plus(b, times(u.size, entry + most + 2 + m));
      b = plus(b, times(m, times(pairs, 2)));
      b = plus(b, times(u.size, (m + 1) * (m + 2) + static_cast<long long>(u.groups.size())));
    }
  }
  long long convolutions = 0, total = 0;  // a plan's per-formation sums, then the plan's
  std::vector<long long> formationMost(req_.formations.size(), 0);
  for (const Unit& u : units_) formationMost[u.formation] += most(*u.target);
  for (const Unit& u : units_)
    convolutions += (formationMost[u.formation] + 1) * (most(*u.target) + 1);
  long long all = 0;
  for (long long m : formationMost) {
    total += (all + 1) * (m + 1);
    all += m;
  }
  const long long perPlan = n + groups + 1 + convolutions;
  b = plus(b, times(plans_, perPlan));
  b = plus(b, times(req_.top, convolutions + total));
  bound_ = b;
}

int ActivationPlanner::removedBy(const Unit& u, int unsaved) const {
  const PlanTargetUnit& t = *u.target;
  if (!t.shot.isVehicle) return std::min(t.models, unsaved);
  int destroyed = 0;
  for (int need : t.need) {
    if (unsaved < need) break;
    unsaved -= need;
    ++destroyed;
  }
  return destroyed;
}

std::vector<int> ActivationPlanner::needs(const Unit& u) const {
  const PlanTargetUnit& t = *u.target;
  return t.shot.isVehicle ? t.need : std::vector<int>(static_cast<std::size_t>(t.models), 1);
}

void ActivationPlanner::perModelTable(int j,
                                      const std::vector<std::vector<std::vector<Dist>>>& unsaved,
                                      std::vector<Dist>& table, std::vector<double>& mean,
                                      std::vector<std::vector<std::vector<int>>>& splits) const {
  const Unit& u = units_[j];
  const std::vector<int> need = needs(u);
  const int m = static_cast<int>(need.size()), gs = static_cast<int>(u.groups.size());
  const auto size = static_cast<std::size_t>(u.size);
  std::vector<std::vector<int>> counts(size, std::vector<int>(gs, 0));
  // chance[i][a]: model i removed by the shooters `a` (an entry) aimed at it alone.
  std::vector<std::vector<double>> chance(m, std::vector<double>(size, 0.0));
  for (std::size_t a = 0; a < size; ++a) {
    Dist hits = Dist::constant(0);
    for (int i = 0; i < gs; ++i) {
      const int g = u.groups[i];
      counts[a][i] =
          static_cast<int>((static_cast<long long>(a) / u.stride[i]) % (req_.groups[g].models + 1));
      if (counts[a][i] > 0) hits = hits + unsaved[g][j][counts[a][i]];
    }
    innerSteps() += hits.hi() - hits.lo() + 2 + m;
    for (int i = 0; i < m; ++i) chance[i][a] = hits.atLeast(need[i]);
  }
  // best[i][c]: the most removed on average from models 0…i−1 with the shooters c; took: model
  // i−1's part. Every shooter fires (a model with more shooters is never worse off).
  const double none = -1.0;
  std::vector<std::vector<double>> best(m + 1, std::vector<double>(size, none));
  std::vector<std::vector<std::size_t>> took(m + 1, std::vector<std::size_t>(size, 0));
  best[0][0] = 0.0;
  for (int i = 1; i <= m; ++i)
    for (std::size_t c = 0; c < size; ++c)
      for (std::size_t a = 0; a <= c; ++a) {
        bool within = true;
        for (int g = 0; g < gs && within; ++g) within = counts[a][g] <= counts[c][g];
        if (!within) continue;
        ++innerSteps();
        const double before = best[i - 1][c - a];
        if (before == none) continue;
        const double v = before + chance[i - 1][a];
        if (v > best[i][c] + 1e-12) {
          best[i][c] = v;
          took[i][c] = a;
        }
      }
  table.assign(size, Dist::constant(0));
  mean.assign(size, 0.0);
  splits.assign(size, {});
  for (std::size_t c = 0; c < size; ++c) {
    Dist removed = Dist::constant(0);
    std::vector<std::pair<int, std::size_t>> parts(m);  // (shooters, entry) per model, in order
    for (std::size_t i = m, left = c; i > 0; --i) {
      const std::size_t a = took[i][left];
      left -= a;
      parts[i - 1] = {0, a};
      for (int k : counts[a]) parts[i - 1].first += k;
      if (a != 0) removed = removed + Dist::bernoulli(chance[i - 1][a]);
    }
    // Infantry models are alike: those shot at, most shooters first. Vehicles each keep their
    // place (their hits still to take differ).
    if (!u.target->shot.isVehicle) {
      std::erase_if(parts, [](const auto& x) { return x.first == 0; });
      std::stable_sort(parts.begin(), parts.end(),
                       [](const auto& x, const auto& y) { return x.first > y.first; });
    }
    for (const auto& [shooters, a] : parts) {
      std::vector<int> by(req_.groups.size(), 0);
      for (int g = 0; g < gs; ++g) by[u.groups[g]] = counts[a][g];
      splits[c].push_back(by);
    }
    table[c] = removed;
    mean[c] = best[m][c];
  }
}

ActivationResult ActivationPlanner::search() const {
  const int groups = static_cast<int>(req_.groups.size());
  const int n = static_cast<int>(units_.size());
  // The unsaved hits of k models of a group at a target unit, as a single attack gives them.
  std::vector<std::vector<std::vector<Dist>>> unsaved(groups, std::vector<std::vector<Dist>>(n));
  std::vector<std::vector<long long>> strideOf(groups, std::vector<long long>(n, 0));
  for (int g = 0; g < groups; ++g)
    for (int j : eligible_[g]) {
      const PlanGroup& group = req_.groups[g];
      auto& row = unsaved[g][j];
      row.push_back(Dist::constant(0));
      const PlanWeapon& w = group.shooting;
      const PlanCover& c = units_[j].target->shot;
      Shot t;
      t.save = c.save;
      t.coverToHit = c.coverToHit;
      t.saveBonus = c.saveBonus;
      t.models = 1;
      t.isVehicle = c.isVehicle;
      t.vehicle.heavy = c.heavy;
      t.vehicle.facing = c.facing == PlanFacing::front  ? Facing::front
                         : c.facing == PlanFacing::side ? Facing::side
                                                        : Facing::rear;
      for (int k = 1; k <= group.models; ++k)
        row.push_back(shoot({k * w.shots, w.toHit, w.modifier, w.saveModifier}, t).unsaved);
      const auto& gs = units_[j].groups;
      strideOf[g][j] = units_[j].stride[std::find(gs.begin(), gs.end(), g) - gs.begin()];
    }
  // Each target unit's table: the units it loses for every count of each group firing at it.
  std::vector<std::vector<Dist>> table(n);
  std::vector<std::vector<double>> mean(n);
  std::vector<std::vector<std::vector<std::vector<int>>>> splits(n);  // perModel: [j][entry]
  for (int j = 0; j < n; ++j) {
    const Unit& u = units_[j];
    if (req_.perModel) {
      perModelTable(j, unsaved, table[j], mean[j], splits[j]);
      continue;
    }
    table[j].reserve(static_cast<std::size_t>(u.size));
    for (long long idx = 0; idx < u.size; ++idx) {
      Dist acc = Dist::constant(0);
      for (std::size_t i = 0; i < u.groups.size(); ++i) {
        const int g = u.groups[i];
        const int k = static_cast<int>((idx / u.stride[i]) % (req_.groups[g].models + 1));
        if (k > 0) acc = acc + unsaved[g][j][k];
      }
      innerSteps() += acc.hi() - acc.lo() + 2 + static_cast<long long>(u.groups.size());
      table[j].push_back(acc.map([&](int x) { return removedBy(u, x); }));
      mean[j].push_back(table[j].back().mean());
    }
  }

  auto formationDists = [&](const std::vector<long long>& index) {
    std::vector<Dist> by;
    std::vector<bool> started(req_.formations.size(), false);
    by.assign(req_.formations.size(), Dist::constant(0));
    for (int j = 0; j < n; ++j) {
      const int f = units_[j].formation;
      const Dist& d = table[j][index[j]];
      by[f] = started[f] ? by[f] + d : d;
      started[f] = true;
    }
    return by;
  };

  std::vector<Candidate> best;
  long long order = 0;
  std::vector<std::vector<int>> fire(groups, std::vector<int>(n, 0));
  std::vector<long long> index(n, 0);
  auto leaf = [&] {
    innerSteps() += n + groups + 1;
    double total = 0.0;
    for (int j = 0; j < n; ++j) total += mean[j][index[j]];
    double none = 1.0;  // no formation reaches its break point
    const std::vector<Dist> by = formationDists(index);
    for (std::size_t f = 0; f < by.size(); ++f)
      none *= 1.0 - breakChance(req_.formations[f], by[f]);
    // The goal's value, then the other goal's on a tie.
    const bool breaking = req_.goal == ActivationGoal::breakPoint;
    Candidate c;
    c.key = std::llround((breaking ? 1.0 - none : total) * 1e12);
    c.second = std::llround((breaking ? total : 1.0 - none) * 1e12);
    c.order = order++;
    if (static_cast<int>(best.size()) < req_.top || better(c, best.back())) {
      c.fire = fire;
      best.insert(std::upper_bound(best.begin(), best.end(), c, better), std::move(c));
      if (static_cast<int>(best.size()) > req_.top) best.pop_back();
    }
  };
  // Group g shares its `left` models among its eligible target units from slot p on.
  const std::function<void(int, std::size_t, int)> visit = [&](int g, std::size_t p, int left) {
    if (g == groups) return leaf();
    const auto& slots = eligible_[g];
    if (slots.empty()) return visit(g + 1, 0, g + 1 < groups ? req_.groups[g + 1].models : 0);
    const int j = slots[p];
    const bool lastSlot = p + 1 == slots.size();
    for (int k = left; k >= (lastSlot ? left : 0); --k) {
      fire[g][j] = k;
      index[j] += k * strideOf[g][j];
      if (lastSlot)
        visit(g + 1, 0, g + 1 < groups ? req_.groups[g + 1].models : 0);
      else
        visit(g, p + 1, left - k);
      index[j] -= k * strideOf[g][j];
      fire[g][j] = 0;
    }
  };
  visit(0, 0, groups > 0 ? req_.groups[0].models : 0);

  ActivationResult out;
  out.plansCompared = order;
  for (Candidate& c : best) {
    std::vector<long long> idx(n, 0);
    for (int g = 0; g < groups; ++g)
      for (int j = 0; j < n; ++j) idx[j] += c.fire[g][j] * strideOf[g][j];
    ActivationPlan p;
    p.fire = std::move(c.fire);
    if (req_.perModel)
      for (int j = 0; j < n; ++j) p.split.push_back(splits[j][static_cast<std::size_t>(idx[j])]);
    p.removedBy = formationDists(idx);
    p.removed = Dist::constant(0);
    double none = 1.0;
    for (std::size_t f = 0; f < p.removedBy.size(); ++f) {
      p.removed = f == 0 ? p.removedBy[f] : p.removed + p.removedBy[f];
      p.breakChanceOf.push_back(breakChance(req_.formations[f], p.removedBy[f]));
      none *= 1.0 - p.breakChanceOf.back();
    }
    p.breakChance = 1.0 - none;
    p.value = req_.goal == ActivationGoal::breakPoint ? p.breakChance : p.removed.mean();
    out.plans.push_back(std::move(p));
  }
  return out;
}

}  // namespace auspex::epic
