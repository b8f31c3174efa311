// Epic Escarmouches (seed 002), vehicles: "Tirs contre les véhicules lourds",
// "Tirs de flanc et de dos" and vehicles taking several hits ("Touches").
#include "brute.hpp"
#include "epic/attack.hpp"

using namespace auspex::epic;

namespace {

Shot vehicleTarget(int save, int models, Vehicle v) {
  Shot t;
  t.save = save;
  t.models = models;
  t.isVehicle = true;
  t.vehicle = v;
  return t;
}

}  // namespace

TEST_CASE("flank and rear shots lower the vehicle's save by 1 and 2", "[epic][vehicle]") {
  // A 4+ save: 4+ from the front, 5+ from the side, 6+ from behind.
  const Shooting bolter{.shots = 1, .toHit = 5};
  CHECK(shoot(bolter, vehicleTarget(4, 1, {.facing = Facing::front})).saved == Approx(3.0 / 6));
  CHECK(shoot(bolter, vehicleTarget(4, 1, {.facing = Facing::side})).saved == Approx(2.0 / 6));
  CHECK(shoot(bolter, vehicleTarget(4, 1, {.facing = Facing::rear})).saved == Approx(1.0 / 6));
  CHECK(shoot(bolter, vehicleTarget(4, 1, {.facing = Facing::rear})).saveNeeded == 6);
  // Infantry ignores facing ("Cela ne s'applique qu'aux véhicules").
  Shot infantry{.save = 4, .models = 1};
  infantry.vehicle.facing = Facing::rear;
  CHECK(shoot(bolter, infantry).saved == Approx(3.0 / 6));
}

TEST_CASE("a heavy vehicle is hurt only by a save modifier below 0", "[epic][vehicle]") {
  const Shot landRaider = vehicleTarget(3, 1, {.heavy = true, .facing = Facing::rear});
  const ShootingOutcome bolter = shoot({.shots = 6, .toHit = 4, .saveModifier = 0}, landRaider);
  CHECK_FALSE(bolter.hurts);
  CHECK(bolter.unsaved.at(0) == 1.0);
  CHECK(bolter.destroyed == 0.0);
  const ShootingOutcome lascannon = shoot({.shots = 1, .toHit = 4, .saveModifier = -1}, landRaider);
  CHECK(lascannon.hurts);
  // 3+ save, -1 weapon, -2 rear: saved on 6 only; hit on 4+.
  CHECK(lascannon.destroyed == Approx(0.5 * 5.0 / 6));
}

TEST_CASE("vehicles and several hits match enumeration", "[epic][vehicle][brute]") {
  const int needed = GENERATE(3, 5);
  const int saveModifier = GENERATE(0, -1);
  const Facing facing = GENERATE(Facing::front, Facing::side, Facing::rear);
  const bool heavy = GENERATE(false, true);
  const int hitsToDestroy = GENERATE(1, 2, 3);
  const int shots = 3, save = 4, models = 2;
  const int penalty = facing == Facing::side ? 1 : facing == Facing::rear ? 2 : 0;
  brute::Table unsaved, destroyed;
  double all = 0;
  // Per shot: a to-hit die and a save die (the 7+ rule is checked in epic_test).
  brute::forEachThrow(2 * shots, 6, [&](const std::vector<int>& f, double p) {
    int u = 0;
    for (int i = 0; i < shots; ++i) {
      const int d = f[2 * i], s = f[2 * i + 1];
      const bool hit = d >= needed;
      if (!hit || (heavy && saveModifier >= 0)) continue;
      if (s + saveModifier - penalty < save) ++u;
    }
    // Hits go to the first vehicle until it is destroyed, then the next.
    const int wrecks = std::min(models, u / hitsToDestroy);
    unsaved.add(u, p);
    destroyed.add(wrecks, p);
    if (wrecks == models) all += p;
  });
  const ShootingOutcome o = shoot({.shots = shots, .toHit = needed, .saveModifier = saveModifier},
                                  vehicleTarget(save, models, {heavy, facing, hitsToDestroy}));
  brute::requireSame(o.unsaved, unsaved);
  brute::requireSame(o.casualties, destroyed);
  CHECK(o.destroyed == Approx(all).margin(1e-12));
}
