#include "at44/vehicle.hpp"

#include <algorithm>
#include <stdexcept>

#include "dice/chain.hpp"

namespace auspex::at44 {

using dice::Dist;

namespace {

bool anyLeft(const std::vector<int>& ps) {
  return std::any_of(ps.begin(), ps.end(), [](int x) { return x > 0; });
}

// Location of one location die's face.
Location rolled(int face) {
  if (face <= 2) return Location::propulsion;
  if (face <= 5) return Location::chassis;
  return Location::weapon;
}

int rank(const Allocation& a, Location where) {
  for (int i = 0; i < 3; ++i)
    if (a.aim[i] == where) return i;
  return 3;
}

// Points on one propulsion or weapon; the rest goes to the châssis.
void hitPart(Vehicle& v, std::vector<int>& parts, const Pick& pick, int damage) {
  const int i = pick.choose(parts);
  const int taken = i < 0 ? 0 : std::min(damage, parts[i]);
  if (i >= 0) parts[i] -= taken;
  v.chassis = std::max(0, v.chassis - (damage - taken));
}

}  // namespace

int Pick::choose(const std::vector<int>& left) const {
  int best = -1;
  if (rule == Rule::order) {
    for (int i : order)
      if (i >= 0 && i < static_cast<int>(left.size()) && left[i] > 0) return i;
    return -1;
  }
  for (int i = 0; i < static_cast<int>(left.size()); ++i) {
    if (left[i] <= 0) continue;
    if (best < 0 || (rule == Rule::fewestLeft ? left[i] < left[best] : left[i] > left[best]))
      best = i;
  }
  return best;
}

Location landing(const Vehicle& v, Location r) {
  if (r == Location::propulsion && !anyLeft(v.propulsion)) return Location::chassis;
  if (r == Location::weapon && !anyLeft(v.weapons)) return Location::chassis;
  return r;
}

void applyHitTo(Vehicle& v, Location where, int damage, const Allocation& a) {
  switch (landing(v, where)) {
    case Location::chassis: v.chassis = std::max(0, v.chassis - damage); break;
    case Location::propulsion: hitPart(v, v.propulsion, a.propulsion, damage); break;
    case Location::weapon: hitPart(v, v.weapons, a.weapons, damage); break;
  }
}

Vehicle applyHit(Vehicle v, Location where, int damage, const Allocation& a) {
  applyHitTo(v, where, damage, a);
  return v;
}

std::array<double, 3> landingChances(const Vehicle& v, int locationDice, const Allocation& a) {
  std::array<double, 3> p{};
  if (locationDice == 1) {
    for (int f = 1; f <= 6; ++f) p[static_cast<int>(landing(v, rolled(f)))] += 1.0 / 6;
    return p;
  }
  // Two dice: the attacker keeps the one that lands where it prefers.
  for (int f = 1; f <= 6; ++f) {
    for (int g = 1; g <= 6; ++g) {
      const Location x = landing(v, rolled(f)), y = landing(v, rolled(g));
      p[static_cast<int>(rank(a, x) <= rank(a, y) ? x : y)] += 1.0 / 36;
    }
  }
  return p;
}

VehicleStates::VehicleStates(const Vehicle& full)
    : propulsions_(full.propulsion.size()), weapons_(full.weapons.size()) {
  radix_.push_back(full.chassis + 1);
  for (int x : full.propulsion) radix_.push_back(x + 1);
  for (int x : full.weapons) radix_.push_back(x + 1);
  for (int r : radix_) {
    scale_.push_back(static_cast<int>(count_));
    count_ = std::min(count_ * r, kMaxVehicleStates * 1000);
  }
}

// The digits (châssis, each propulsion, each weapon) in mixed radix, the
// châssis lowest.
int VehicleStates::index(const Vehicle& v) const {
  int index = 0, scale = 1;
  std::size_t digit = 0;
  const auto add = [&](int x) {
    index += x * scale;
    scale *= radix_[digit++];
  };
  add(v.chassis);
  for (int x : v.propulsion) add(x);
  for (int x : v.weapons) add(x);
  return index;
}

void VehicleStates::decode(int index, Vehicle& v) const {
  std::size_t digit = 0;
  const auto next = [&] {
    const int x = index % radix_[digit];
    index /= radix_[digit++];
    return x;
  };
  v.chassis = next();
  v.propulsion.resize(propulsions_);
  for (int& x : v.propulsion) x = next();
  v.weapons.resize(weapons_);
  for (int& x : v.weapons) x = next();
}

int VehicleStates::indexAfterHit(int index, const Vehicle& v, Location where, int damage,
                                 const Allocation& a) const {
  int toChassis = damage;  // applyHitTo's and hitPart's arithmetic on the digits
  const auto part = [&](const std::vector<int>& parts, const Pick& pick, std::size_t first) {
    const int i = pick.choose(parts);
    if (i < 0) return;
    const int taken = std::min(damage, parts[i]);
    index -= taken * scale_[first + i];
    toChassis = damage - taken;
  };
  switch (landing(v, where)) {
    case Location::chassis: break;
    case Location::propulsion: part(v.propulsion, a.propulsion, 1); break;
    case Location::weapon: part(v.weapons, a.weapons, 1 + propulsions_); break;
  }
  return index - std::min(v.chassis, toChassis);
}

Vehicle VehicleStates::state(int index) const {
  Vehicle v;
  decode(index, v);
  return v;
}

dice::Chain vehicleChain(const VehicleStates& space, const Vehicle& start, int damage,
                         int locationDice, const Allocation& a, bool autoRepair,
                         AutoRepairReading reading) {
  const int n = static_cast<int>(space.count());
  Vehicle v = start;  // scratch state: no allocation per state
  return dice::Chain(autoRepair ? 2 * n : n, [&](int s, const dice::Chain::Emit& emit) {
    const bool repairing = s >= n;
    const int at = repairing ? s - n : s;
    space.decode(at, v);
    if (v.chassis == 0) {  // destroyed: further impacts are lost
      emit(s, 1.0);
      return;
    }
    if (repairing && reading == AutoRepairReading::chosen) {
      // Kept for the impact that would destroy the vehicle: spent there when one point fewer
      // saves it (the same landing), otherwise the impact is taken in full and it is kept.
      const auto where = landingChances(v, locationDice, a);
      for (int l = 0; l < 3; ++l) {
        const auto loc = static_cast<Location>(l);
        const int hit = space.indexAfterHit(at, v, loc, damage, a);
        const int soft = damage > 1 ? space.indexAfterHit(at, v, loc, damage - 1, a) : at;
        const bool saves = space.chassisOf(hit) == 0 && space.chassisOf(soft) > 0;
        emit(saves ? soft : hit + n, where[l]);
      }
      return;
    }
    const int points = repairing ? damage - 1 : damage;
    if (points == 0) {  // Autoréparation cancels the whole impact
      emit(at, 1.0);
      return;
    }
    const auto where = landingChances(v, locationDice, a);
    for (int l = 0; l < 3; ++l)
      emit(space.indexAfterHit(at, v, static_cast<Location>(l), points, a), where[l]);
  });
}

int totalPs(const Vehicle& v) {
  int ps = v.chassis;
  for (int p : v.propulsion) ps += p;
  for (int w : v.weapons) ps += w;
  return ps;
}

dice::Dist damagingImpacts(const Vehicle& start, const Dist& impacts, double damageChance,
                           bool autoRepair) {
  // Each impact passes its damage test independently, so the chain only
  // steps through the damaging ones; each of those removes at least one PS
  // (or lands on a destroyed vehicle), so after as many as the vehicle has
  // PS in all nothing is left to change: the count is capped there (one
  // more with Autoréparation, whose first step may remove nothing).
  return impacts.thinned(damageChance).capped(totalPs(start) + (autoRepair ? 1 : 0));
}

VehicleOutcome damageVehicle(const Vehicle& start, const Dist& impacts, double damageChance,
                             int damage, int locationDice, const Allocation& a, bool autoRepair,
                             AutoRepairReading reading) {
  const VehicleStates space(start);
  if (space.count() > kMaxVehicleStates)
    throw std::invalid_argument("damageVehicle: too many vehicle states");
  const int n = static_cast<int>(space.count());
  const dice::Chain chain =
      vehicleChain(space, start, damage, locationDice, a, autoRepair, reading);
  const Dist damaging = damagingImpacts(start, impacts, damageChance, autoRepair);

  VehicleOutcome out;
  out.states = chain.afterEvents(space.index(start) + (autoRepair ? n : 0), damaging);
  if (autoRepair) {  // fold the two copies: used or not, the PS left are the same
    for (int s = 0; s < n; ++s) out.states[s] += out.states[s + n];
    out.states.resize(n);
  }
  // Hundreds of steps drift the total by a few ulps: keep it a distribution.
  double total = 0.0;
  for (double p : out.states) total += p;
  for (double& p : out.states) p /= total;
  std::vector<double> lost(start.chassis + 1, 0.0);
  out.propulsionDestroyed.assign(start.propulsion.size(), 0.0);
  out.weaponsDestroyed.assign(start.weapons.size(), 0.0);
  for (int s = 0; s < static_cast<int>(out.states.size()); ++s) {
    const double p = out.states[s];
    if (p == 0.0) continue;
    const Vehicle v = space.state(s);
    lost[start.chassis - v.chassis] += p;
    for (std::size_t i = 0; i < v.propulsion.size(); ++i)
      if (v.propulsion[i] == 0) out.propulsionDestroyed[i] += p;
    for (std::size_t i = 0; i < v.weapons.size(); ++i)
      if (v.weapons[i] == 0) out.weaponsDestroyed[i] += p;
    if (!anyLeft(v.propulsion)) out.immobilised += p;
    if (!anyLeft(v.weapons)) out.disarmed += p;
  }
  // A vehicle with no propulsion or weapon left stays so: exactly 1.
  if (!anyLeft(start.propulsion)) out.immobilised = 1.0;
  if (!anyLeft(start.weapons)) out.disarmed = 1.0;
  out.chassisLost = Dist::fromTable(0, std::move(lost));
  out.destroyed = std::clamp(out.chassisLost.at(start.chassis), 0.0, 1.0);
  return out;
}

}  // namespace auspex::at44
