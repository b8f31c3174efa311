// AT-44 (seed 004), Impacts sur les véhicules / Dégâts infligés sur les
// véhicules: the seed's King Mammoth example, and the vehicle chain against
// enumeration of every damage, Concentration and location die, with the
// seed's rules written out again here (not the core's code).
#include <algorithm>
#include <map>
#include <numeric>

#include "at44/attack.hpp"
#include "brute.hpp"

using namespace auspex::at44;
using auspex::dice::Dist;

namespace {

// A vehicle's PS left, as a sheet would show it.
struct Sheet {
  int chassis;
  std::vector<int> propulsion, weapons;
  auto key() const { return std::tuple(chassis, propulsion, weapons); }
  bool operator<(const Sheet& o) const { return key() < o.key(); }
};

// The part a "propulsion" or "weapon" result damages: the first in the
// shooter's order with PS left (fewest / most PS left first, lowest index on
// ties), or -1 when none is left.
int chosenPart(const std::vector<int>& ps, const Pick& pick) {
  std::vector<int> order = pick.order;
  if (pick.rule != Pick::Rule::order) {
    order.resize(ps.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      return pick.rule == Pick::Rule::fewestLeft ? ps[a] < ps[b] : ps[a] > ps[b];
    });
  }
  for (int i : order)
    if (ps[i] > 0) return i;
  return -1;
}

// 1-2 propulsion, 3-5 châssis, 6 weapon; a result with nothing left is châssis.
Location where(const Sheet& s, int face) {
  auto left = [](const std::vector<int>& ps) {
    return std::any_of(ps.begin(), ps.end(), [](int x) { return x > 0; });
  };
  if (face <= 2 && left(s.propulsion)) return Location::propulsion;
  if (face == 6 && left(s.weapons)) return Location::weapon;
  return Location::chassis;
}

// One damaging impact at the location of the kept face: the part takes what
// it has left, the rest goes to the châssis.
void hit(Sheet& s, Location at, int damage, const Allocation& a) {
  int toChassis = damage;
  if (at != Location::chassis) {
    auto& parts = at == Location::weapon ? s.weapons : s.propulsion;
    const int i = chosenPart(parts, at == Location::weapon ? a.weapons : a.propulsion);
    const int taken = std::min(damage, parts[i]);
    parts[i] -= taken;
    toChassis -= taken;
  }
  s.chassis = std::max(0, s.chassis - toChassis);
}

int preference(const Allocation& a, Location l) {
  return static_cast<int>(std::find(a.aim.begin(), a.aim.end(), l) - a.aim.begin());
}

bool passes(int face, int needed) {
  return needed <= 1 || (needed <= 6 && face >= needed);
}

// Every die of `impacts` impacts, one after the other: the damage test (a
// failure rolled once more with Concentration), then 1 or 2 location dice.
void enumerate(const Sheet& s, int impacts, double w, int needed, bool concentration,
               int locationDice, int damage, const Allocation& a, std::map<Sheet, double>& out) {
  if (impacts == 0 || s.chassis == 0) {  // a destroyed vehicle takes nothing more
    out[s] += w;
    return;
  }
  auto located = [&](double q) {
    for (int f = 1; f <= 6; ++f) {
      if (locationDice == 1) {
        Sheet t = s;
        hit(t, where(s, f), damage, a);
        enumerate(t, impacts - 1, q / 6, needed, concentration, locationDice, damage, a, out);
        continue;
      }
      for (int g = 1; g <= 6; ++g) {
        const Location x = where(s, f), y = where(s, g);
        Sheet t = s;
        hit(t, preference(a, x) <= preference(a, y) ? x : y, damage, a);
        enumerate(t, impacts - 1, q / 36, needed, concentration, locationDice, damage, a, out);
      }
    }
  };
  for (int d = 1; d <= 6; ++d) {
    if (passes(d, needed)) {
      located(w / 6);
    } else if (concentration) {
      for (int e = 1; e <= 6; ++e) {
        if (passes(e, needed))
          located(w / 36);
        else
          enumerate(s, impacts - 1, w / 36, needed, concentration, locationDice, damage, a, out);
      }
    } else {
      enumerate(s, impacts - 1, w / 6, needed, concentration, locationDice, damage, a, out);
    }
  }
}

Vehicle asVehicle(const Sheet& s) {
  return Vehicle{s.chassis, s.propulsion, s.weapons};
}

// The chain's final states against enumeration, for each number of impacts.
void requireSameStates(const Sheet& start, int maxImpacts, int needed, bool concentration,
                       int locationDice, int damage, const Allocation& a) {
  const VehicleStates space(asVehicle(start));
  for (int k = 0; k <= maxImpacts; ++k) {
    std::map<Sheet, double> want;
    enumerate(start, k, 1.0, needed, concentration, locationDice, damage, a, want);
    const VehicleOutcome got =
        damageVehicle(asVehicle(start), Dist::constant(k),
                      withReroll(Target{needed}.chance(), concentration), damage, locationDice, a);
    double seen = 0.0;
    for (int i = 0; i < static_cast<int>(got.states.size()); ++i) {
      const Vehicle v = space.state(i);
      const Sheet s{v.chassis, v.propulsion, v.weapons};
      INFO("impacts " << k << ", state " << i);
      const auto it = want.find(s);
      REQUIRE(got.states[i] == Approx(it == want.end() ? 0.0 : it->second).margin(1e-12));
      if (it != want.end()) seen += it->second;
    }
    REQUIRE(seen == Approx(1.0).margin(1e-12));  // every enumerated state was compared
  }
}

Allocation orderOf(std::vector<int> weapons, std::vector<int> propulsion) {
  Allocation a;
  a.weapons = {Pick::Rule::order, std::move(weapons)};
  a.propulsion = {Pick::Rule::order, std::move(propulsion)};
  return a;
}

}  // namespace

TEST_CASE("King Mammoth: three Particle accelerator hits on the light flamers", "[at44][seed]") {
  // Baal Golgoth, PEN 18/2 against ARM 16: +2, 3+ to damage. The three
  // impacts pass and land on weapons; each goes into a light flamer (1 PS):
  // the flamer is destroyed and 1 point of the 2 goes to the châssis.
  CHECK(universalTable(18 - 16).label() == "3+");
  const Allocation fewestFirst;  // the default: the weapon with the fewest PS left
  Vehicle v{.chassis = 10, .propulsion = {4}, .weapons = {1, 1, 1, 1, 3}};
  v = applyHit(v, Location::weapon, 2, fewestFirst);
  CHECK(v.weapons == std::vector<int>{0, 1, 1, 1, 3});
  CHECK(v.chassis == 9);
  v = applyHit(v, Location::weapon, 2, fewestFirst);
  CHECK(v.weapons == std::vector<int>{0, 0, 1, 1, 3});
  CHECK(v.chassis == 8);
  v = applyHit(v, Location::weapon, 2, fewestFirst);
  CHECK(v.weapons == std::vector<int>{0, 0, 0, 1, 3});
  CHECK(v.chassis == 7);
  CHECK(v.propulsion == std::vector<int>{4});

  // In the chain, three impacts end that way only when all three pass (2/3)
  // and land on a weapon (1/6): no other sequence destroys three flamers
  // and takes exactly 3 châssis points.
  const Vehicle full{.chassis = 10, .propulsion = {4}, .weapons = {1, 1, 1, 1, 3}};
  const VehicleOutcome o = damageVehicle(full, Dist::constant(3), 2.0 / 3, 2, 1, fewestFirst);
  const VehicleStates space(full);
  CHECK(o.states[space.index(v)] == Approx(std::pow(2.0 / 3 / 6, 3)).epsilon(1e-12));
  CHECK(o.destroyed == 0.0);
  CHECK(o.chassisLost.hi() == 6);  // three châssis results of 2 points

  // The heavy ZZ gun first instead: 2 of its 3 PS, nothing to the châssis.
  const Allocation zzFirst = orderOf({4, 0, 1, 2, 3}, {0});
  const Vehicle z = applyHit(full, Location::weapon, 2, zzFirst);
  CHECK(z.weapons == std::vector<int>{1, 1, 1, 1, 1});
  CHECK(z.chassis == 10);
}

TEST_CASE("vehicle hits: overflow, nothing left, destruction", "[at44]") {
  const Allocation a;
  // A propulsion result with every propulsion gone goes to the châssis.
  const Vehicle gone{.chassis = 5, .propulsion = {0, 0}, .weapons = {2}};
  CHECK(applyHit(gone, Location::propulsion, 3, a).chassis == 2);
  // Several propulsions: the one with the fewest PS left first, overflow to the châssis.
  const Vehicle two{.chassis = 5, .propulsion = {3, 1}, .weapons = {}};
  const Vehicle t = applyHit(two, Location::propulsion, 2, a);
  CHECK(t.propulsion == std::vector<int>{3, 0});
  CHECK(t.chassis == 4);
  // No weapon at all: a weapon result is a châssis result.
  CHECK(applyHit(two, Location::weapon, 2, a).chassis == 3);
  // The châssis stops at 0; the vehicle is destroyed.
  CHECK(applyHit(two, Location::chassis, 9, a).chassis == 0);
  // Most PS left first.
  Allocation most;
  most.weapons.rule = Pick::Rule::mostLeft;
  const Vehicle w{.chassis = 5, .propulsion = {1}, .weapons = {1, 3, 3}};
  CHECK(applyHit(w, Location::weapon, 1, most).weapons == std::vector<int>{1, 2, 3});
}

TEST_CASE("location chances: one die, or two dice and the attacker keeps one", "[at44]") {
  const Vehicle v{.chassis = 5, .propulsion = {2}, .weapons = {1}};
  const auto one = landingChances(v, 1, {});
  CHECK(one[static_cast<int>(Location::propulsion)] == Approx(2.0 / 6));
  CHECK(one[static_cast<int>(Location::chassis)] == Approx(3.0 / 6));
  CHECK(one[static_cast<int>(Location::weapon)] == Approx(1.0 / 6));
  // Aiming at the châssis: châssis unless neither die shows 3-5.
  const auto two = landingChances(v, 2, {});
  CHECK(two[static_cast<int>(Location::chassis)] == Approx(1 - 0.25));
  CHECK(two[static_cast<int>(Location::weapon)] == Approx(1.0 / 36 + 2 * (1.0 / 6) * (2.0 / 6)));
  CHECK(two[static_cast<int>(Location::propulsion)] == Approx(4.0 / 36));
  // Aiming at weapons: a 6 on either die.
  Allocation weapons;
  weapons.aim = {Location::weapon, Location::chassis, Location::propulsion};
  CHECK(landingChances(v, 2, weapons)[static_cast<int>(Location::weapon)] == Approx(11.0 / 36));
  // Weapons all gone: a 6 is a châssis result.
  const Vehicle bare{.chassis = 5, .propulsion = {2}, .weapons = {0}};
  CHECK(landingChances(bare, 2, weapons)[static_cast<int>(Location::chassis)] ==
        Approx(1 - 4.0 / 36));
}

TEST_CASE("vehicle chain matches enumeration, shooting (one location die)", "[at44][brute]") {
  const int damage = GENERATE(1, 2, 3);
  const bool concentration = GENERATE(false, true);
  const int needed = GENERATE(4, 1);  // 4+, or automatic
  SECTION("one propulsion, two weapons") {
    requireSameStates({3, {1}, {1, 2}}, 3, needed, concentration, 1, damage, {});
  }
  SECTION("two propulsions, three 1-PS weapons, most PS left first") {
    Allocation most;
    most.weapons.rule = most.propulsion.rule = Pick::Rule::mostLeft;
    requireSameStates({2, {2, 1}, {1, 1, 1}}, 3, needed, concentration, 1, damage, most);
  }
  SECTION("an explicit order, a propulsion already destroyed") {
    requireSameStates({3, {0, 2}, {3, 1, 1}}, 3, needed, concentration, 1, damage,
                      orderOf({0, 2, 1}, {1, 0}));
  }
  SECTION("no weapon") {
    requireSameStates({4, {1}, {}}, 3, needed, concentration, 1, damage, {});
  }
}

TEST_CASE("vehicle chain matches enumeration, melee (two location dice)", "[at44][brute]") {
  const int damage = GENERATE(1, 2);
  const bool concentration = GENERATE(false, true);
  const std::array<Location, 3> aim =
      GENERATE(std::array{Location::chassis, Location::weapon, Location::propulsion},
               std::array{Location::weapon, Location::chassis, Location::propulsion},
               std::array{Location::propulsion, Location::weapon, Location::chassis});
  Allocation a;
  a.aim = aim;
  SECTION("one propulsion, two weapons") {
    requireSameStates({3, {1}, {1, 2}}, 2, 4, concentration, 2, damage, a);
  }
  SECTION("two propulsions, one weapon left of two") {
    requireSameStates({2, {1, 2}, {0, 1}}, 2, 3, concentration, 2, damage, a);
  }
}

TEST_CASE("a salvo at a vehicle matches enumeration of every die", "[at44][brute]") {
  // Hit dice, re-rolls (Feu à volonté), cover, then the vehicle's dice for
  // however many impacts got through: 3+ to hit, 4+ to damage.
  const Kind kind = GENERATE(Kind::shoot, Kind::melee);
  const auto [attackers, cadence] = GENERATE(std::pair{1, 2}, std::pair{2, 1});
  const bool feu = kind == Kind::shoot && GENERATE(false, true);
  const int cover = kind == Kind::shoot ? GENERATE(0, 5) : 0;
  const bool concentration = GENERATE(false, true);
  const Sheet start{2, {1}, {1, 1}};
  Attack attack{.kind = kind,
                .pre = 4,
                .range = 2,
                .def = 2,
                .attackers = attackers,
                .cadence = cadence,
                .pen = 4,
                .damage = 2,
                .concentration = concentration,
                .feuAVolonte = feu};
  const Defender target{.arm = 5, .coverSave = cover, .vehicle = asVehicle(start)};

  brute::Table unsaved;
  const int n = attackers * cadence;
  brute::forEachThrow(n, 6, [&](const std::vector<int>& f, double p) {
    int hits = 0;
    for (int x : f) hits += x >= 3;
    const int again = std::min(n - hits, feu ? attackers : 0);
    brute::forEachThrow(again, 6, [&](const std::vector<int>& g, double q) {
      int total = hits;
      for (int x : g) total += x >= 3;
      brute::forEachThrow(total, 6, [&](const std::vector<int>& c, double r) {
        int kept = 0;
        for (int x : c) kept += cover == 0 || x < cover;
        unsaved.add(kept, p * q * r);
      });
    });
  });
  std::map<Sheet, double> end;
  for (const auto& [k, w] : unsaved.p)
    enumerate(start, k, w, 4, concentration, kind == Kind::shoot ? 1 : 2, 2, {}, end);
  brute::Table chassisLost;
  double destroyed = 0, weapon0 = 0, weapon1 = 0, immobilised = 0, disarmed = 0;
  for (const auto& [s, w] : end) {
    chassisLost.add(start.chassis - s.chassis, w);
    destroyed += s.chassis == 0 ? w : 0;
    weapon0 += s.weapons[0] == 0 ? w : 0;
    weapon1 += s.weapons[1] == 0 ? w : 0;
    immobilised += s.propulsion[0] == 0 ? w : 0;
    disarmed += s.weapons[0] == 0 && s.weapons[1] == 0 ? w : 0;
  }

  const Outcome o = resolve(attack, target);
  brute::requireSame(o.unsaved, unsaved);
  REQUIRE(o.vehicle);
  brute::requireSame(o.vehicle->chassisLost, chassisLost);
  CHECK(o.vehicle->destroyed == Approx(destroyed).margin(1e-12));
  CHECK(o.casualties.at(1) == Approx(destroyed).margin(1e-12));
  CHECK(o.vehicle->weaponsDestroyed[0] == Approx(weapon0).margin(1e-12));
  CHECK(o.vehicle->weaponsDestroyed[1] == Approx(weapon1).margin(1e-12));
  CHECK(o.vehicle->propulsionDestroyed[0] == Approx(immobilised).margin(1e-12));
  CHECK(o.vehicle->immobilised == Approx(immobilised).margin(1e-12));
  CHECK(o.vehicle->disarmed == Approx(disarmed).margin(1e-12));
}

TEST_CASE("vehicle states are numbered one to one", "[at44]") {
  const Vehicle full{.chassis = 3, .propulsion = {2, 1}, .weapons = {1, 0, 2}};
  const VehicleStates space(full);
  REQUIRE(space.count() == 4 * 3 * 2 * 2 * 1 * 3);
  for (int i = 0; i < space.count(); ++i) REQUIRE(space.index(space.state(i)) == i);
  CHECK(space.index(full) == space.count() - 1);
  // The count saturates instead of overflowing.
  const Vehicle huge{.chassis = 40, .propulsion = {20, 20, 20, 20}, .weapons = {20, 20, 20, 20}};
  CHECK(VehicleStates(huge).count() > kMaxVehicleStates);
}

TEST_CASE("a hit's state is numbered as applyHit's, for every state, location and pick", "[at44]") {
  const Vehicle full{.chassis = 3, .propulsion = {2, 1}, .weapons = {1, 0, 2}};
  const VehicleStates space(full);
  Allocation fewest, most, order;
  most.weapons.rule = most.propulsion.rule = Pick::Rule::mostLeft;
  order.weapons = {Pick::Rule::order, {2, 0}};  // weapon 1 never picked: its hits go to the châssis
  order.propulsion = {Pick::Rule::order, {1}};
  int checked = 0;
  for (const Allocation& a : {fewest, most, order})
    for (int i = 0; i < space.count(); ++i) {
      const Vehicle v = space.state(i);
      for (Location where : {Location::propulsion, Location::chassis, Location::weapon})
        for (int damage = 1; damage <= 4; ++damage) {
          const int after = space.indexAfterHit(i, v, where, damage, a);
          REQUIRE(after == space.index(applyHit(v, where, damage, a)));
          REQUIRE(space.chassisOf(after) == applyHit(v, where, damage, a).chassis);
          ++checked;
        }
    }
  CHECK(checked == 3 * 144 * 3 * 4);
}
