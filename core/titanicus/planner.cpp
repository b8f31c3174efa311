#include "titanicus/planner.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <tuple>

#include "dice/chain.hpp"

namespace auspex::titanicus {

using dice::Dist;
using dice::innerSteps;

namespace {

// Hit faces (1 … 5 of 6) of one attack die at a net modifier (6 only for an automatic hit).
int facesOf(int toHit, int modifier) {
  return static_cast<int>(std::lround(hitChance(toHit, modifier) * 6));
}

Dist hitsOf(const Attack& a, int faces) {
  const double p = faces / 6.0;
  return a.randomDice ? Dist::die(6).mix([p](int n) { return Dist::binomial(n, p); })
                      : Dist::binomial(a.dice, p);
}

// Profile equality: two weapons that fire the same attacks under the same
// limits are interchangeable once they have been used as often this turn.
// Their earlier uses are left out: they only shift the reuse modifier, which
// depends on the uses this turn (earlier uses plus fires in the plan).
auto profileOf(const PlanWeapon& w) {
  const Attack& a = w.attack;
  return std::make_tuple(a.dice, a.randomDice, a.toHit, a.modifier, a.strength, a.titanWeapon,
                         a.minOneDamage, a.ignoresShields, a.autoHit, a.rollsPerHit, w.apCost,
                         w.oncePerTurn, w.cannotAim);
}

}  // namespace

struct FirePlanner::Node {
  std::vector<double> v;  // distribution over states (up * width + lost)
  std::vector<int> uses;  // per weapon, in this plan so far
  int apLeft = 0, last = 0;
  std::vector<PlanAction> actions;
};

struct Candidate {
  long long key = 0;  // goal value, quantised so that equal values tie exactly
  int apUsed = 0;
  std::size_t actionCount = 0;
  long long order = 0;  // depth-first order: the earlier plan first on a full tie
  std::vector<PlanAction> actions;
  std::vector<double> v;
};

namespace {

bool better(const Candidate& a, const Candidate& b) {
  if (a.key != b.key) return a.key > b.key;
  if (a.apUsed != b.apUsed) return a.apUsed < b.apUsed;
  if (a.actionCount != b.actionCount) return a.actionCount < b.actionCount;
  return a.order < b.order;
}

}  // namespace

FirePlanner::FirePlanner(const PlanRequest& request) : req_(request) {
  const Target& t = req_.target;
  room_ = t.structure - t.structureLost;
  width_ = room_ + 1;
  const int n = static_cast<int>(req_.weapons.size());
  bool shieldsInPlay = false;
  for (const PlanWeapon& w : req_.weapons)
    shieldsInPlay |= t.shields > 0 && !w.attack.ignoresShields;
  // v1 without shields in play: a hit's damage does not depend on the state, the
  // structure lost is min(room, sum of damage): every order of the same fires is equal.
  commuting_ = req_.edition == Edition::v1 && !shieldsInPlay;
  profile_.resize(n);
  for (int i = 0; i < n; ++i) {
    profile_[i] = i;
    for (int j = 0; j < i; ++j)
      if (profileOf(req_.weapons[j]) == profileOf(req_.weapons[i])) {
        profile_[i] = profile_[j];
        break;
      }
  }
  need_.assign(n, std::vector<bool>(7, false));  // faces 1 … 5, and 6 for an automatic hit
  for (int i = 0; i < n; ++i) {
    const PlanWeapon& w = req_.weapons[i];
    const int maxUses = w.oncePerTurn ? 1 : req_.actionPoints / w.apCost;
    for (int u = 0; u < maxUses; ++u)
      for (int aimed = 0; aimed <= (w.cannotAim ? 0 : 1); ++aimed)
        need_[i][facesFor(i, u, aimed)] = true;
  }
  // The states any hit of any weapon can lead to from the start.
  index_.assign((t.shields + 1) * width_, -1);
  reach_ = {t.shields * width_};
  index_[reach_[0]] = 0;
  for (std::size_t k = 0; k < reach_.size(); ++k) {
    const HitState from{reach_[k] / width_, reach_[k] % width_};
    for (const PlanWeapon& w : req_.weapons)
      for (int face = 1; face <= 6; ++face) {
        ++innerSteps();
        const HitState next = afterHit(req_.edition, w.attack, t, from, face);
        const int id = next.up * width_ + next.lost;
        if (index_[id] >= 0) continue;
        index_[id] = static_cast<int>(reach_.size());
        reach_.push_back(id);
      }
  }
}

int FirePlanner::maxHits(int weapon) const {
  const Attack& a = req_.weapons[weapon].attack;
  return a.randomDice ? 6 : a.dice;
}

long long FirePlanner::buildBound() const {
  const long long r = static_cast<long long>(reach_.size());
  long long bound = 0;
  for (std::size_t i = 0; i < req_.weapons.size(); ++i) {
    const long long k = maxHits(static_cast<int>(i));
    const long long tables = std::count(need_[i].begin(), need_[i].end(), true);
    long long faces = 6;  // one hit's face sequences: 6 per damage roll it makes
    for (int roll = 1; roll < req_.weapons[i].attack.rollsPerHit; ++roll) faces *= 6;
    bound += r * faces + r * (k + 1) * r * 7 + tables * r * (k + 1) * r;
  }
  return bound;
}

void FirePlanner::build() {
  const Target& t = req_.target;
  const int r = static_cast<int>(reach_.size());
  const int n = static_cast<int>(req_.weapons.size());
  by_.assign(n, std::vector<Matrix>(7));
  for (int i = 0; i < n; ++i) {
    const PlanWeapon& w = req_.weapons[i];
    // One hit's transitions between reachable states (each of its damage rolls in turn: one
    // but with readings.timesForce "rollsPerHit"), then the states after k hits.
    const dice::Chain hit(r, [&](int s, const dice::Chain::Emit& emit) {
      const std::function<void(HitState, int, double)> rolls = [&](HitState from, int left,
                                                                   double p) {
        if (left == 0) return emit(index_[from.up * width_ + from.lost], p);
        for (int face = 1; face <= 6; ++face)
          rolls(afterHit(req_.edition, w.attack, t, from, face), left - 1, p / 6);
      };
      rolls({reach_[s] / width_, reach_[s] % width_}, w.attack.rollsPerHit, 1.0);
    });
    const int hits = maxHits(i);
    std::vector<std::vector<std::vector<std::pair<int, double>>>> after(r);  // [start][k]
    for (int s = 0; s < r; ++s) {
      std::vector<double> cur(r, 0.0);
      cur[s] = 1.0;
      for (int k = 0; k <= hits; ++k) {
        if (k > 0) cur = hit.step(cur);
        auto& sparse = after[s].emplace_back();
        innerSteps() += r;
        for (int to = 0; to < r; ++to)
          if (cur[to] != 0.0) sparse.emplace_back(to, cur[to]);
      }
    }
    for (int faces = 1; faces <= 6; ++faces) {
      if (!need_[i][faces]) continue;
      const Dist dist = hitsOf(w.attack, faces);
      Matrix& m = by_[i][faces];
      m.assign(r, Row{});
      long long entries = 0;
      std::vector<double> row(r, 0.0);
      for (int s = 0; s < r; ++s) {
        std::fill(row.begin(), row.end(), 0.0);
        for (int k = std::max(0, dist.lo()); k <= std::min(hits, dist.hi()); ++k) {
          const double wk = dist.at(k);
          if (wk == 0.0) continue;
          for (const auto& [to, p] : after[s][k]) row[to] += wk * p;
          innerSteps() += static_cast<long long>(after[s][k].size());
        }
        for (int to = 0; to < r; ++to)
          if (row[to] != 0.0) m[s].to.emplace_back(to, row[to]);
        entries += static_cast<long long>(m[s].to.size());
      }
      maxEntries_ = std::max(maxEntries_, entries);
    }
  }
}

int FirePlanner::facesFor(int weapon, int uses, bool aimed) const {
  const PlanWeapon& w = req_.weapons[weapon];
  const int mod = w.attack.modifier + (req_.notMoved ? kNotMovedModifier : 0) +
                  (aimed ? kAimModifier : 0) + (w.earlierUses + uses) * kReuseModifier;
  return w.attack.autoHit ? 6 : facesOf(w.attack.toHit, mod);
}

std::vector<PlanAction> FirePlanner::choices(const std::vector<int>& uses, int apLeft,
                                             int last) const {
  std::vector<PlanAction> out;
  const int n = static_cast<int>(req_.weapons.size());
  for (int i = commuting_ ? last : 0; i < n; ++i) {
    const PlanWeapon& w = req_.weapons[i];
    if (w.oncePerTurn && w.earlierUses + uses[i] >= 1) continue;
    // Identical weapons used as often this turn so far (earlier uses
    // included): firing either is the same, the lowest index stands for both.
    bool mirror = false;
    for (int j = 0; j < i && !mirror; ++j)
      mirror = profile_[j] == profile_[i] &&
               req_.weapons[j].earlierUses + uses[j] == w.earlierUses + uses[i];
    if (mirror) continue;
    if (w.apCost <= apLeft) out.push_back({i, false});
    if (!w.cannotAim && w.apCost + 1 <= apLeft) out.push_back({i, true});
  }
  return out;
}

PlanSize FirePlanner::size() const {
  std::map<std::vector<int>, long long> memo;  // by uses, AP left, last weapon
  std::vector<int> uses(req_.weapons.size(), 0);
  const std::function<long long(int, int)> count = [&](int apLeft, int last) -> long long {
    std::vector<int> key = uses;
    key.push_back(apLeft);
    key.push_back(last);
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    long long total = 0;
    for (const PlanAction& a : choices(uses, apLeft, last)) {
      ++uses[a.fire];
      total += 1 + count(apLeft - req_.weapons[a.fire].apCost - (a.aimed ? 1 : 0), a.fire);
      --uses[a.fire];
    }
    ++innerSteps();
    return memo[key] = total;
  };
  PlanSize s;
  s.plans = count(req_.actionPoints, 0);
  s.steps = s.plans * (maxEntries_ + static_cast<long long>(reach_.size()));
  return s;
}

PlanResult FirePlanner::search(long long stepLimit) const {
  const int top = req_.top;
  const int r = static_cast<int>(reach_.size());
  std::vector<Candidate> best;
  long long order = 0;
  bool stopped = false;
  const std::function<void(Node&)> visit = [&](Node& node) {
    for (const PlanAction& a : choices(node.uses, node.apLeft, node.last)) {
      // Stop before a step that could pass the limit (a child costs at most this).
      if (innerSteps() + maxEntries_ + r > stepLimit) stopped = true;
      if (stopped) return;
      const Matrix& m = by_[a.fire][facesFor(a.fire, node.uses[a.fire], a.aimed)];
      Node child;
      child.v.assign(r, 0.0);
      for (int s = 0; s < r; ++s) {
        if (node.v[s] == 0.0) continue;
        for (const auto& [to, p] : m[s].to) child.v[to] += node.v[s] * p;
        innerSteps() += static_cast<long long>(m[s].to.size());
      }
      child.uses = node.uses;
      ++child.uses[a.fire];
      child.apLeft = node.apLeft - req_.weapons[a.fire].apCost - (a.aimed ? 1 : 0);
      child.last = a.fire;
      child.actions = node.actions;
      child.actions.push_back(a);
      double value = 0.0;
      for (int s = 0; s < r; ++s) {
        const int lost = reach_[s] % width_;
        value += child.v[s] * (req_.goal == PlanGoal::destroy ? lost == room_ : lost);
      }
      innerSteps() += r;
      Candidate c;
      c.key = std::llround(value * 1e12);
      c.apUsed = req_.actionPoints - child.apLeft;
      c.actionCount = child.actions.size();
      c.order = order++;
      if (static_cast<int>(best.size()) < top || better(c, best.back())) {
        c.actions = child.actions;
        c.v = child.v;
        best.insert(std::upper_bound(best.begin(), best.end(), c, better), std::move(c));
        if (static_cast<int>(best.size()) > top) best.pop_back();
      }
      visit(child);
    }
  };
  Node root;
  root.v.assign(r, 0.0);
  root.v[0] = 1.0;  // the start state
  root.uses.assign(req_.weapons.size(), 0);
  root.apLeft = req_.actionPoints;
  visit(root);

  PlanResult out;
  out.plansCompared = order;
  out.complete = !stopped;
  for (const Candidate& c : best) {
    std::vector<double> lost(width_, 0.0);
    for (int s = 0; s < r; ++s) lost[reach_[s] % width_] += c.v[s];
    Plan p;
    p.actions = c.actions;
    p.apUsed = c.apUsed;
    p.structureLost = Dist::fromTable(0, lost);
    p.destroyed = lost[room_];
    out.plans.push_back(std::move(p));
  }
  return out;
}

}  // namespace auspex::titanicus
