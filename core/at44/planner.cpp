#include "at44/planner.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <numeric>

#include "at44/table.hpp"
#include "dice/chain.hpp"

namespace auspex::at44 {

using dice::Dist;
using dice::innerSteps;

namespace {

long long square(long long x) {
  return x * x;
}

int diceOf(const Attack& a) {
  return a.attackers * a.cadence;
}

// The vehicle's chain size: its states, twice with Autoréparation.
long long chainSize(const Defender& t) {
  return VehicleStates(*t.vehicle).count() * (t.autoRepair ? 2 : 1);
}

// damageVehicle's chain (core/at44/vehicle.cpp), from a distribution over
// the states of `full` (index + n: Autoréparation not used yet) rather than
// from `full` itself: one salvo's `unsaved` impacts, each passing its damage
// test with `p`, then its location die (shooting: one die).
std::vector<double> salvoOnVehicle(const Vehicle& full, const std::vector<double>& from,
                                   const Dist& unsaved, double p, int damage, const Allocation& a,
                                   bool autoRepair, AutoRepairReading reading) {
  const VehicleStates space(full);
  return vehicleChain(space, full, damage, 1, a, autoRepair, reading)
      .afterEventsFrom(from, damagingImpacts(full, unsaved, p, autoRepair));
}

// The chance that the châssis is at 0.
double destroyedOf(const Vehicle& full, const std::vector<double>& states) {
  const VehicleStates space(full);
  const auto n = static_cast<std::size_t>(space.count());
  double destroyed = 0.0, total = 0.0;
  for (std::size_t s = 0; s < states.size(); ++s) {
    total += states[s];
    if (states[s] != 0.0 && static_cast<int>(s % n) % (full.chassis + 1) == 0)
      destroyed += states[s];
  }
  return std::clamp(destroyed / total, 0.0, 1.0);
}

}  // namespace

ActivationPlanner::ActivationPlanner(ActivationRequest request) : q_(std::move(request)) {
  entries_.resize(q_.targets);
  best_.resize(q_.targets);
  targetOf_.assign(q_.targets, nullptr);
  for (int j = 0; j < q_.targets; ++j)
    for (int m = 0; m < kPlanModes && !targetOf_[j]; ++m)
      for (int i = 0; i < q_.salvos && !targetOf_[j]; ++i)
        if (q_.shots[m][i][j].legal) targetOf_[j] = &q_.shots[m][i][j].target;
}

bool ActivationPlanner::orderMatters(int j) const {
  const Defender& t = *targetOf_[j];
  return t.vehicle.has_value() || (t.medic && t.medicReading != MedicReading::afterCap);
}

long long ActivationPlanner::plans() const {
  long long still = 1, fire = 1;
  for (int i = 0; i < q_.salvos; ++i) {
    long long choices = 1, fired = 1;
    for (int j = 0; j < q_.targets; ++j) {
      choices += q_.shots[planStill][i][j].legal + q_.shots[planAfterMove][i][j].legal;
      fired += q_.shots[planFireAtWill][i][j].legal;
    }
    still *= choices;
    fire *= fired;
  }
  if (q_.fireAtWillTaken) return fire;
  return q_.fireAtWill ? still + fire - 1 : still;
}

// The sequences of the salvos `before` (mode f) then `after` (after the move)
// at target j: their number, and the steps of building each one's last salvo
// added to `steps`.
long long ActivationPlanner::sequences(int j, int f, unsigned before, unsigned after,
                                       long long& steps) const {
  const Defender& t = *targetOf_[j];
  long long orders = 1, worst = 0;
  int nb = 0, na = 0;
  for (int i = 0; i < q_.salvos; ++i) {
    const bool b = (before >> i) & 1U, a = (after >> i) & 1U;
    if (!b && !a) continue;
    nb += b;
    na += a;
    const PlanShot& s = q_.shots[b ? f : planAfterMove][i][j];
    const long long n = diceOf(s.attack);
    long long cost = 0;
    if (t.vehicle) {
      const long long size = chainSize(t);
      const long long events = std::min<long long>(n, totalPs(*t.vehicle) + 1);
      cost = 3 * size + 3 * size * events + 2 * square(n + 1);
    } else {
      cost = 2 * square(t.models + 2) + 4 * (t.models + 2);
    }
    worst = std::max(worst, cost);
  }
  if (orderMatters(j)) {
    for (int k = 2; k <= nb; ++k) orders *= k;
    for (int k = 2; k <= na; ++k) orders *= k;
  }
  steps += orders * (worst + 2);
  return orders;
}

long long ActivationPlanner::bound() const {
  long long steps = 0;
  long long reach = 0, widest = 1;  // most removed in all, and by one target (+ 1)
  const unsigned all = (1U << q_.salvos) - 1;
  for (int j = 0; j < q_.targets; ++j) {
    if (!targetOf_[j]) continue;
    const Defender& t = *targetOf_[j];
    const long long most = t.vehicle ? 1 : t.models;
    reach += most;
    widest = std::max(widest, most + 1);
    unsigned legal[kPlanModes] = {0, 0, 0};
    for (int m = 0; m < kPlanModes; ++m)
      for (int i = 0; i < q_.salvos; ++i) {
        const PlanShot& s = q_.shots[m][i][j];
        if (!s.legal) continue;
        legal[m] |= 1U << i;
        steps += 6 * square(diceOf(s.attack) + 1) + 16;  // the salvo resolved once
      }
    // Every set of salvos before the move (in each mode) and after it: its
    // orders built and compared.
    for (int f = 0; f < kPlanModes - 1; ++f)
      for (unsigned before = 0; before <= all; ++before) {
        if ((before & ~legal[f]) != 0) continue;
        const unsigned afterLegal = f == planStill ? legal[planAfterMove] & ~before : 0;
        for (unsigned after = 0; after <= all; ++after)
          if ((after & ~afterLegal) == 0 && (before | after) != 0)
            steps += sequences(j, f, before, after, steps);
      }
  }
  // The search: one step per target and salvo of each plan; then the top
  // plans' whole distributions.
  steps += plans() * (q_.salvos + q_.targets);
  steps +=
      static_cast<long long>(q_.top) * (q_.salvos + q_.targets + q_.targets * (reach + 1) * widest);
  return steps;
}

void ActivationPlanner::resolveShots() {
  casualties_.assign(kPlanModes,
                     std::vector<std::vector<Dist>>(q_.salvos, std::vector<Dist>(q_.targets)));
  damaging_ = casualties_;
  damageChance_.assign(kPlanModes, std::vector<std::vector<double>>(
                                       q_.salvos, std::vector<double>(q_.targets, 0.0)));
  for (int m = 0; m < kPlanModes; ++m)
    for (int i = 0; i < q_.salvos; ++i)
      for (int j = 0; j < q_.targets; ++j) {
        const PlanShot& s = q_.shots[m][i][j];
        if (!s.legal) continue;
        // The salvo alone, as an attack request answers it, but without the
        // target's Medic or vehicle (applied once to the salvos together).
        Defender alone = s.target;
        alone.medic = false;
        alone.autoRepair = false;
        alone.vehicle.reset();
        // Capped one above the models: Medic read before the cap takes one of
        // the passed tests off before the models cap them.
        alone.models = s.target.vehicle ? 1 : s.target.models + 1;
        const Outcome o = resolve(s.attack, alone);
        casualties_[m][i][j] = o.casualties;
        damaging_[m][i][j] = o.unsaved;
        // Against a vehicle a Jammer deals damage on its fixed result
        // (resolve's infantry target takes none).
        const Target d = s.attack.jammer ? Target{*s.attack.jammer}
                                         : universalTable(s.attack.pen - s.target.arm);
        damageChance_[m][i][j] = withReroll(d.chance(), s.attack.concentration);
      }
}

const PlanEntry& ActivationPlanner::entry(int j, Sequence seq) {
  auto found = entries_[j].find(seq);
  if (found != entries_[j].end()) return found->second;
  const Defender& t = *targetOf_[j];
  // The last salvo of the sequence fires after the others.
  const int code = static_cast<int>(seq & 15U) - 1, m = code / 4, last = code % 4;
  const Sequence before = seq >> 4;
  const PlanShot& s = q_.shots[m][last][j];
  PlanEntry e;
  if (t.vehicle) {
    std::vector<double> from;
    if (before == 0) {
      const VehicleStates space(*t.vehicle);
      from.assign(static_cast<std::size_t>(chainSize(t)), 0.0);
      from[space.index(*t.vehicle) + (t.autoRepair ? space.count() : 0)] = 1.0;
    } else {
      from = entry(j, before).states;
    }
    e.states =
        salvoOnVehicle(*t.vehicle, from, damaging_[m][last][j], damageChance_[m][last][j],
                       s.attack.damage, s.attack.allocation, t.autoRepair, t.autoRepairReading);
    e.wipedOut = destroyedOf(*t.vehicle, e.states);
    e.removed = Dist::bernoulli(e.wipedOut);
  } else {
    const Dist& salvo = casualties_[m][last][j];
    const Dist none = Dist::constant(0);
    const Dist& sum = before == 0 ? none : entry(j, before).sum;
    const double unused = before == 0 ? 1.0 : entry(j, before).unused;
    if (!t.medic || t.medicReading == MedicReading::afterCap) {
      e.sum = (sum + salvo).capped(t.models);
      // Medic, not used yet this turn: one damage fewer over the activation.
      e.removed = t.medic ? e.sum.map([](int c) { return std::max(0, c - 1); }) : e.sum;
    } else {
      // Medic takes its point off the first salvo that passes a damage test
      // (read "point": nothing when that salvo's DAMAGE is 2 or more).
      const bool takes = t.medicReading == MedicReading::beforeCap || s.attack.damage == 1;
      std::vector<double> spent = sum.counts();
      spent[0] = std::max(0.0, spent[0] - unused);  // no test passed yet: Medic still there
      const Dist first = takes ? salvo.map([](int c) { return std::max(0, c - 1); }) : salvo;
      std::vector<double> out(static_cast<std::size_t>(t.models) + 1, 0.0);
      for (int a = 0; a < static_cast<int>(spent.size()); ++a)
        for (int b = salvo.lo(); b <= salvo.hi(); ++b)
          out[std::min(a + b, t.models)] += spent[a] * salvo.at(b);
      for (int b = first.lo(); b <= first.hi(); ++b)
        out[std::min(b, t.models)] += unused * first.at(b);
      e.sum = Dist::fromTable(0, std::move(out));
      e.unused = unused * salvo.at(0);
      e.removed = e.sum;
    }
    e.wipedOut = e.removed.at(t.models);
  }
  e.mean = e.removed.mean();
  return entries_[j].emplace(seq, std::move(e)).first->second;
}

ActivationPlanner::Sequence ActivationPlanner::best(int j, int f, unsigned before, unsigned after) {
  const unsigned key = (static_cast<unsigned>(f) << 8) | (before << 4) | after;
  const auto found = best_[j].find(key);
  if (found != best_[j].end()) return found->second;
  std::vector<int> first, then;
  for (int i = 0; i < q_.salvos; ++i) {
    if ((before >> i) & 1U) first.push_back(i);
    if ((after >> i) & 1U) then.push_back(i);
  }
  // The orders compared (only the salvos' own when the order changes
  // nothing): the first best by the goal, to 10 decimals, is kept.
  Sequence chosen = 0;
  double top = -1.0;
  const bool all = orderMatters(j);
  do {
    do {
      Sequence s = 0;
      for (int i : first) s = (s << 4) | static_cast<Sequence>(f * 4 + i + 1);
      for (int i : then) s = (s << 4) | static_cast<Sequence>(planAfterMove * 4 + i + 1);
      const PlanEntry& e = entry(j, s);
      const double v = std::round((q_.goal == PlanGoal::casualties ? e.mean : e.wipedOut) * 1e10);
      ++innerSteps();
      if (v > top) {
        top = v;
        chosen = s;
      }
    } while (all && std::next_permutation(then.begin(), then.end()));
  } while (all && std::next_permutation(first.begin(), first.end()));
  return best_[j][key] = chosen;
}

ActivationPlan ActivationPlanner::evaluate(int f, const std::vector<int>& targetOf,
                                           const std::vector<char>& after, bool full) {
  ActivationPlan p;
  p.fireAtWill = f == planFireAtWill;
  p.cpUsed = q_.fireAtWillTaken ? 0 : f;
  p.targetOf = targetOf;
  p.afterMove = after;
  double mean = 0.0, none = 1.0;
  if (full) p.inflicted = Dist::constant(0);
  std::vector<int> later;
  for (int j = 0; j < q_.targets; ++j) {
    unsigned first = 0, then = 0;
    for (int i = 0; i < q_.salvos; ++i)
      if (targetOf[i] == j) (after[i] ? then : first) |= 1U << i;
    ++innerSteps();
    if ((first | then) == 0) continue;
    const Sequence s = best(j, f, first, then);
    const PlanEntry& e = entry(j, s);
    mean += e.mean;
    none *= 1.0 - e.wipedOut;
    if (!full) continue;
    PlanTargetResult r;
    r.target = j;
    for (int shift = 4 * (std::popcount(first | then) - 1); shift >= 0; shift -= 4) {
      const int code = static_cast<int>((s >> shift) & 15U) - 1;
      r.salvos.push_back(code % 4);
      (code / 4 == planAfterMove ? later : p.order).push_back(code % 4);
    }
    r.removed = e.removed;
    r.wipedOut = e.wipedOut;
    p.targets.push_back(r);
    p.inflicted = p.inflicted + e.removed;
  }
  p.order.insert(p.order.end(), later.begin(), later.end());
  p.moves = std::any_of(after.begin(), after.end(), [](char a) { return a != 0; });
  innerSteps() += q_.salvos;
  p.value = q_.goal == PlanGoal::casualties ? mean : 1.0 - none;
  return p;
}

std::vector<ActivationPlan> ActivationPlanner::plan() {
  resolveShots();
  struct Ranked {
    double key;  // the value to 10 decimals: equal up to rounding (another order of sums) is a tie
    double value;
    int f, cp, fired, moves;  // f: with Feu à volonté (already on: every plan, for 0 CP)
    long long index;
    std::vector<int> targetOf;
    std::vector<char> after;
  };
  std::vector<Ranked> all;
  const int fs = q_.fireAtWill ? 2 : 1;
  const int f0 = q_.fireAtWillTaken ? 1 : 0;
  // Each salvo: not fired, at a target before any move, or (without Feu à
  // volonté) at a target after the move.
  const int choices = 1 + q_.targets * (q_.canMove ? 2 : 1);
  long long per = 1;
  for (int i = 0; i < q_.salvos; ++i) per *= choices;
  std::vector<int> targetOf(q_.salvos);
  std::vector<char> after(q_.salvos);
  for (int f = f0; f < fs; ++f)
    for (long long code = 0; code < per; ++code) {
      long long c = code;
      int fired = 0, moves = 0;
      bool legal = true;
      for (int i = q_.salvos - 1; i >= 0; --i) {
        const int pick = static_cast<int>(c % choices) - 1;
        c /= choices;
        targetOf[i] = pick < 0 ? -1 : pick % q_.targets;
        after[i] = pick >= q_.targets;
        if (targetOf[i] < 0) continue;
        ++fired;
        moves += after[i];
        legal = legal && q_.shots[after[i] ? planAfterMove : f][i][targetOf[i]].legal;
      }
      // Feu à volonté paid for no salvo, or with a move: never a plan.
      if (!legal || (f == planFireAtWill && ((fired == 0 && !q_.fireAtWillTaken) || moves > 0)))
        continue;
      const ActivationPlan p = evaluate(f, targetOf, after, false);
      all.push_back({std::round(p.value * 1e10), p.value, f, p.cpUsed, fired, moves > 0 ? 1 : 0,
                     f * per + code, targetOf, after});
    }
  compared_ = static_cast<long long>(all.size());
  const auto better = [](const Ranked& a, const Ranked& b) {
    if (a.key != b.key) return a.key > b.key;
    if (a.cp != b.cp) return a.cp < b.cp;
    if (a.fired != b.fired) return a.fired < b.fired;
    if (a.moves != b.moves) return a.moves < b.moves;
    return a.index < b.index;
  };
  const std::size_t top = std::min<std::size_t>(q_.top, all.size());
  std::partial_sort(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(top), all.end(), better);
  std::vector<ActivationPlan> out;
  for (std::size_t k = 0; k < top; ++k)
    out.push_back(evaluate(all[k].f, all[k].targetOf, all[k].after, true));
  return out;
}

}  // namespace auspex::at44
