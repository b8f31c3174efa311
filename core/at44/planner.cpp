#include "at44/planner.hpp"

#include <algorithm>
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
                                   bool autoRepair) {
  const VehicleStates space(full);
  return vehicleChain(space, full, damage, 1, a, autoRepair)
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
  const int fs = q_.fireAtWill ? 2 : 1;
  const std::size_t masks = std::size_t{1} << q_.salvos;
  entries_.assign(fs,
                  std::vector<std::vector<PlanEntry>>(q_.targets, std::vector<PlanEntry>(masks)));
  built_.assign(fs, std::vector<std::vector<char>>(q_.targets, std::vector<char>(masks, 0)));
  kindOf_.assign(q_.targets, -1);
  for (int j = 0; j < q_.targets; ++j)
    for (int i = 0; i < q_.salvos && kindOf_[j] < 0; ++i)
      if (q_.shots[0][i][j].legal) kindOf_[j] = i;
}

long long ActivationPlanner::plans() const {
  long long n = 1;
  for (int i = 0; i < q_.salvos; ++i) n *= q_.targets + 1;
  if (q_.fireAtWillTaken) return n;
  return q_.fireAtWill ? 2 * n - 1 : n;
}

long long ActivationPlanner::bound() const {
  const int fs = q_.fireAtWill ? 2 : 1;
  long long steps = 0;
  long long reach = 0, widest = 1;  // most removed in all, and by one target (+ 1)
  for (int j = 0; j < q_.targets; ++j) {
    if (kindOf_[j] < 0) continue;
    const Defender& t = q_.shots[0][kindOf_[j]][j].target;
    const long long most = t.vehicle ? 1 : t.models;
    reach += most;
    widest = std::max(widest, most + 1);
    for (int f = 0; f < fs; ++f)
      for (int i = 0; i < q_.salvos; ++i) {
        const PlanShot& s = q_.shots[f][i][j];
        if (!s.legal) continue;
        const long long n = diceOf(s.attack);
        steps += 6 * square(n + 1) + 16;  // the salvo resolved once
        // Each set of salvos whose last is i: one more salvo on a table.
        const long long sets = 1LL << i;
        if (t.vehicle) {
          const long long size = chainSize(t);
          const long long events = std::min<long long>(n, totalPs(*t.vehicle) + 1);
          steps += sets * (3 * size + 3 * size * events + 2 * square(n + 1));
        } else {
          steps += sets * (2 * square(most + 1) + 4 * (most + 1));
        }
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
  const int fs = q_.fireAtWill ? 2 : 1;
  casualties_.assign(fs, std::vector<std::vector<Dist>>(q_.salvos, std::vector<Dist>(q_.targets)));
  damaging_ = casualties_;
  damageChance_.assign(
      fs, std::vector<std::vector<double>>(q_.salvos, std::vector<double>(q_.targets, 0.0)));
  for (int f = 0; f < fs; ++f)
    for (int i = 0; i < q_.salvos; ++i)
      for (int j = 0; j < q_.targets; ++j) {
        const PlanShot& s = q_.shots[f][i][j];
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
        casualties_[f][i][j] = o.casualties;
        damaging_[f][i][j] = o.unsaved;
        // Against a vehicle a Jammer deals damage on its fixed result
        // (resolve's infantry target takes none).
        const Target d = s.attack.jammer ? Target{*s.attack.jammer}
                                         : universalTable(s.attack.pen - s.target.arm);
        damageChance_[f][i][j] = withReroll(d.chance(), s.attack.concentration);
      }
}

const PlanEntry& ActivationPlanner::entry(int f, int j, unsigned mask) {
  PlanEntry& e = entries_[f][j][mask];
  if (built_[f][j][mask]) return e;
  built_[f][j][mask] = 1;
  const Defender& t = q_.shots[0][kindOf_[j]][j].target;
  // The last salvo of the set fires after the others (salvos fire in order).
  int last = 0;
  while ((mask >> (last + 1)) != 0) ++last;
  const unsigned before = mask & ~(1U << last);
  const PlanShot& s = q_.shots[f][last][j];
  if (t.vehicle) {
    std::vector<double> from;
    if (before == 0) {
      const VehicleStates space(*t.vehicle);
      from.assign(static_cast<std::size_t>(chainSize(t)), 0.0);
      from[space.index(*t.vehicle) + (t.autoRepair ? space.count() : 0)] = 1.0;
    } else {
      from = entry(f, j, before).states;
    }
    e.states = salvoOnVehicle(*t.vehicle, from, damaging_[f][last][j], damageChance_[f][last][j],
                              s.attack.damage, s.attack.allocation, t.autoRepair);
    e.wipedOut = destroyedOf(*t.vehicle, e.states);
    e.removed = Dist::bernoulli(e.wipedOut);
  } else {
    const Dist& salvo = casualties_[f][last][j];
    const Dist none = Dist::constant(0);
    const Dist& sum = before == 0 ? none : entry(f, j, before).sum;
    const double unused = before == 0 ? 1.0 : entry(f, j, before).unused;
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
  return e;
}

ActivationPlan ActivationPlanner::evaluate(int f, const std::vector<int>& targetOf, bool full) {
  ActivationPlan p;
  p.fireAtWill = f == 1;
  p.cpUsed = q_.fireAtWillTaken ? 0 : f;
  p.targetOf = targetOf;
  double mean = 0.0, none = 1.0;
  if (full) p.inflicted = Dist::constant(0);
  for (int j = 0; j < q_.targets; ++j) {
    unsigned mask = 0;
    for (int i = 0; i < q_.salvos; ++i)
      if (targetOf[i] == j) mask |= 1U << i;
    ++innerSteps();
    if (mask == 0) continue;
    const PlanEntry& e = entry(f, j, mask);
    mean += e.mean;
    none *= 1.0 - e.wipedOut;
    if (!full) continue;
    PlanTargetResult r;
    r.target = j;
    for (int i = 0; i < q_.salvos; ++i)
      if (targetOf[i] == j) r.salvos.push_back(i);
    r.removed = e.removed;
    r.wipedOut = e.wipedOut;
    p.targets.push_back(r);
    p.inflicted = p.inflicted + e.removed;
  }
  innerSteps() += q_.salvos;
  p.value = q_.goal == PlanGoal::casualties ? mean : 1.0 - none;
  return p;
}

std::vector<ActivationPlan> ActivationPlanner::plan() {
  resolveShots();
  struct Ranked {
    double key;  // the value to 10 decimals: equal up to rounding (another order of sums) is a tie
    double value;
    int f, cp, fired;  // f: with Feu à volonté (already on: every plan, for 0 CP)
    long long index;
    std::vector<int> targetOf;
  };
  std::vector<Ranked> all;
  const int fs = q_.fireAtWill ? 2 : 1;
  const int f0 = q_.fireAtWillTaken ? 1 : 0;
  long long per = 1;
  for (int i = 0; i < q_.salvos; ++i) per *= q_.targets + 1;
  std::vector<int> targetOf(q_.salvos);
  for (int f = f0; f < fs; ++f)
    for (long long code = 0; code < per; ++code) {
      long long c = code;
      int fired = 0;
      bool legal = true;
      for (int i = q_.salvos - 1; i >= 0; --i) {
        targetOf[i] = static_cast<int>(c % (q_.targets + 1)) - 1;
        c /= q_.targets + 1;
        if (targetOf[i] >= 0) {
          ++fired;
          legal = legal && q_.shots[f][i][targetOf[i]].legal;
        }
      }
      // Feu à volonté paid for no salvo: never a plan.
      if (!legal || (f == 1 && fired == 0 && !q_.fireAtWillTaken)) continue;
      const ActivationPlan p = evaluate(f, targetOf, false);
      all.push_back(
          {std::round(p.value * 1e10), p.value, f, p.cpUsed, fired, f * per + code, targetOf});
    }
  compared_ = static_cast<long long>(all.size());
  const auto better = [](const Ranked& a, const Ranked& b) {
    if (a.key != b.key) return a.key > b.key;
    if (a.cp != b.cp) return a.cp < b.cp;
    if (a.fired != b.fired) return a.fired < b.fired;
    return a.index < b.index;
  };
  const std::size_t top = std::min<std::size_t>(q_.top, all.size());
  std::partial_sort(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(top), all.end(), better);
  std::vector<ActivationPlan> out;
  for (std::size_t k = 0; k < top; ++k) out.push_back(evaluate(all[k].f, all[k].targetOf, true));
  return out;
}

}  // namespace auspex::at44
