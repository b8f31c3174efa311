// AT-44 (seed 004), Impacts sur les véhicules and Dégâts infligés sur les
// véhicules: where each damaging impact lands on a vehicle, what its points
// destroy, and the chain of the vehicle's states over a salvo.
#pragma once

#include <array>
#include <vector>

#include "dice/chain.hpp"
#include "dice/dist.hpp"

namespace auspex::at44 {

// The structure points (PS) left on each location of one vehicle.
struct Vehicle {
  int chassis = 1;
  std::vector<int> propulsion;  // one entry per propulsion
  std::vector<int> weapons;     // one entry per weapon
};

enum class Location { propulsion, chassis, weapon };

// Which weapon (or propulsion) the attacker hits on a "weapon" (or
// "propulsion") result, among those with PS left.
struct Pick {
  enum class Rule { fewestLeft, mostLeft, order };
  Rule rule = Rule::fewestLeft;
  std::vector<int> order;  // Rule::order: the first index here with PS left
  // The index chosen, or -1 when none has PS left. Ties go to the lowest index.
  int choose(const std::vector<int>& left) const;
};

struct Allocation {
  Pick weapons;
  Pick propulsion;
  // Melee (2 location dice): the attacker keeps the die whose location comes
  // first here, a result with nothing left counting as châssis.
  std::array<Location, 3> aim = {Location::chassis, Location::weapon, Location::propulsion};
};

// Where a location result really lands on `v`: a propulsion or weapon result
// with none of them left goes to the châssis.
Location landing(const Vehicle& v, Location rolled);

// One damaging impact of `damage` points at `where`. Points beyond the chosen
// propulsion's or weapon's PS go to the châssis; the châssis stops at 0.
Vehicle applyHit(Vehicle v, Location where, int damage, const Allocation& a);
// The same, applied to `v` in place.
void applyHitTo(Vehicle& v, Location where, int damage, const Allocation& a);

// Chances that one damaging impact lands on the propulsion, châssis, weapon
// (indexed by Location) of `v`, rolling 1 location die (shooting: 1-2
// propulsion, 3-5 châssis, 6 weapon) or 2 and keeping one (melee, by aim).
std::array<double, 3> landingChances(const Vehicle& v, int locationDice, const Allocation& a);

// Numbers every state of a vehicle whose locations are at most those of
// `full` (mixed radix: châssis, then propulsions, then weapons).
class VehicleStates {
 public:
  explicit VehicleStates(const Vehicle& full);
  // How many states; a very large vehicle gives a large count (computed
  // without overflow) that the caller must refuse before building a chain.
  long long count() const { return count_; }
  int index(const Vehicle& v) const;
  Vehicle state(int index) const;
  // state(index) written into `v`, reusing its storage (no allocation once
  // `v` has held a state: damageVehicle decodes thousands).
  void decode(int index, Vehicle& v) const;
  // index(applyHit(v, where, damage, a)) for the state `v` numbered `index`,
  // without copying `v`: only the part hit and the châssis change.
  int indexAfterHit(int index, const Vehicle& v, Location where, int damage,
                    const Allocation& a) const;
  // The châssis PS of the state numbered `index` (its lowest digit).
  int chassisOf(int index) const { return index % radix_[0]; }

 private:
  std::vector<int> radix_;
  std::vector<int> scale_;  // each digit's place value
  long long count_ = 1;
  std::size_t propulsions_ = 0, weapons_ = 0;
};

// The most work a vehicle target may take: combinations of PS left × (PS in
// all + 1), which keeps a request under 10^6 inner steps.
constexpr long long kMaxVehicleWork = 300000;
// The most vehicle states damageVehicle() accepts at all.
constexpr long long kMaxVehicleStates = kMaxVehicleWork;

struct VehicleOutcome {
  std::vector<double> states;  // probability of each VehicleStates index
  dice::Dist chassisLost;      // châssis PS lost, 0 .. start châssis
  double destroyed = 0.0;      // châssis at 0
  std::vector<double> propulsionDestroyed, weaponsDestroyed;  // each at 0 PS
  double immobilised = 0.0;                                   // every propulsion at 0 PS
  double disarmed = 0.0;  // every weapon at 0 PS (1 for a vehicle without weapons)
};

// How Autoréparation's "Une fois par tour, réduit le nombre de dégâts reçus
// par le combattant de 1 point" is spent (docs/rules/at44.md; the request's
// readings.autoRepair).
enum class AutoRepairReading {
  first,   // on the first damaging impact
  chosen,  // kept by its owner for the impact that would destroy the vehicle, if one point
           // fewer saves it; spent on no other
};

// `impacts` impacts, one after the other: each passes its damage test with
// `damageChance`, then lands by landingChances and applyHit. Once the châssis
// is at 0 the vehicle is destroyed and further impacts are lost.
// `autoRepair` (compétence Autoréparation, not used yet this turn): the first
// damaging impact does one point fewer (nothing at all with damage 1), or
// read `chosen` the one that would destroy the vehicle when that saves it.
VehicleOutcome damageVehicle(const Vehicle& start, const dice::Dist& impacts, double damageChance,
                             int damage, int locationDice, const Allocation& a,
                             bool autoRepair = false,
                             AutoRepairReading reading = AutoRepairReading::first);

// damageVehicle's chain over `space`'s states, one step per damaging impact
// (with Autoréparation a second copy of every state, index + n, where the next
// damaging impact does one point fewer and lands in the first copy), and the
// damaging impacts of `impacts` passing with `damageChance`, capped where
// nothing is left to change. The AT-44 activation planner carries its states
// from salvo to salvo with them.
dice::Chain vehicleChain(const VehicleStates& space, const Vehicle& start, int damage,
                         int locationDice, const Allocation& a, bool autoRepair,
                         AutoRepairReading reading = AutoRepairReading::first);
// The PS a vehicle has in all (châssis, propulsions, weapons).
int totalPs(const Vehicle& v);
dice::Dist damagingImpacts(const Vehicle& start, const dice::Dist& impacts, double damageChance,
                           bool autoRepair);

}  // namespace auspex::at44
