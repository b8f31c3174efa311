// The vehicle side of at44 attack requests: target.vehicle and
// attack.allocation, shared by direct attacks and templates; the vehicle and
// scenery fields of their responses.
#include <algorithm>

#include "at44/calc_read.hpp"

namespace auspex::calc::at44_read {

using namespace at44;

namespace {

// "fewestLeft", "mostLeft", or an array naming each part's index once.
Pick readPick(const Fields& f, const char* key, int parts, const char* what) {
  Pick pick;
  if (!f.has(key)) return pick;
  const json& v = f.raw(key);
  const std::string expected = std::string(R"(must be "fewestLeft", "mostLeft" or an array )") +
                               "listing each " + what + "'s index (0 to " +
                               std::to_string(parts - 1) + ") once";
  if (v == "fewestLeft") return pick;
  if (v == "mostLeft") {
    pick.rule = Pick::Rule::mostLeft;
    return pick;
  }
  if (!v.is_array()) f.fail(key, expected + ", not " + describe(v));
  pick.rule = Pick::Rule::order;
  pick.order = f.integers(key, parts, parts, 0, parts - 1);
  for (int i = 0; i < parts; ++i)
    if (std::count(pick.order.begin(), pick.order.end(), i) == 0)
      f.fail(key, "must list each " + std::string(what) + "'s index (0 to " +
                      std::to_string(parts - 1) + ") once: " + std::to_string(i) + " is missing");
  return pick;
}

Location readLocation(const json& v, const std::string& path) {
  if (v == "chassis") return Location::chassis;
  if (v == "weapon") return Location::weapon;
  if (v == "propulsion") return Location::propulsion;
  throw RequestError(path,
                     R"(must be one of "chassis", "weapon", "propulsion", not )" + describe(v));
}

// One location (then the others, châssis first), or an array of all three.
std::array<Location, 3> readAim(const Fields& f) {
  const json& v = f.raw("aim");
  if (v.is_string()) {
    const Location first = readLocation(v, f.pathOf("aim"));
    std::array<Location, 3> aim{first};
    int n = 1;
    for (Location l : {Location::chassis, Location::weapon, Location::propulsion})
      if (l != first) aim[n++] = l;
    return aim;
  }
  if (!v.is_array() || v.size() != 3)
    f.fail("aim", R"(must be "chassis", "weapon", "propulsion" or an array of the three )"
                  "in order of preference, not " +
                      describe(v));
  std::array<Location, 3> aim{};
  for (int i = 0; i < 3; ++i) {
    aim[i] = readLocation(v[i], f.pathOf("aim") + "." + std::to_string(i));
    for (int j = 0; j < i; ++j)
      if (aim[j] == aim[i])
        throw RequestError(f.pathOf("aim") + "." + std::to_string(i),
                           "names " + v[i].dump() + " twice");
  }
  return aim;
}

}  // namespace

Vehicle readVehicle(const Fields& t) {
  const Fields v = t.object("vehicle", {"chassis", "propulsion", "weapons"});
  Vehicle out;
  out.chassis = v.integer("chassis", 1, 40);
  out.propulsion = v.integers("propulsion", 1, 4, 0, 20);
  out.weapons = v.integers("weapons", 0, 8, 0, 20);
  // The chain tracks every combination of PS left and steps once per
  // damaging impact, at most once per PS: its work is states x (PS + 1).
  const long long states = VehicleStates(out).count();
  long long ps = out.chassis;
  for (int p : out.propulsion) ps += p;
  for (int w : out.weapons) ps += w;
  if (states * (ps + 1) > kMaxVehicleWork)
    t.fail("vehicle", "is too large to compute exactly: " +
                          (states >= kMaxVehicleWork ? "over " + std::to_string(kMaxVehicleWork)
                                                     : std::to_string(states)) +
                          " combinations of structure points left × " + std::to_string(ps + 1) +
                          " must be at most " + std::to_string(kMaxVehicleWork));
  return out;
}

Allocation readAllocation(const Fields& a, const Vehicle& v, bool melee) {
  Allocation allocation;
  const Fields al = a.object("allocation", {"weapons", "propulsion", "aim"});
  if (al.has("weapons") && v.weapons.empty())
    al.fail("weapons", "the vehicle has no weapon (target.vehicle.weapons is empty)");
  allocation.weapons = readPick(al, "weapons", static_cast<int>(v.weapons.size()), "weapon");
  allocation.propulsion =
      readPick(al, "propulsion", static_cast<int>(v.propulsion.size()), "propulsion");
  if (al.has("aim")) {
    if (!melee)
      al.fail("aim", "is only for melee, where two location dice are rolled and one is kept");
    allocation.aim = readAim(al);
  }
  return allocation;
}

void readRepairs(const Fields& t, bool& medic, bool& autoRepair, bool vehicle, bool infantry) {
  medic = t.boolean("medic", false);
  if (medic && !infantry)
    t.fail("medic", {"at44.medic-infantry",
                     "is for infantry: \"Seules les unités d'infanterie peuvent bénéficier de "
                     "cette compétence\" (Medic); a vehicle has target.autoRepair",
                     "est pour l'infanterie : « Seules les unités d'infanterie peuvent "
                     "bénéficier de cette compétence » (Medic) ; un véhicule a "
                     "target.autoRepair"});
  autoRepair = t.boolean("autoRepair", false);
  if (autoRepair && !vehicle)
    t.fail("autoRepair", {"at44.autorepair-vehicle",
                          "is for a vehicle target (target.vehicle): Autoréparation is "
                          "\"Véhicules uniquement\"",
                          "est pour une cible véhicule (target.vehicle) : Autoréparation, "
                          "« Véhicules uniquement »"});
}

void addVehicle(json& out, const VehicleOutcome& v) {
  out["destroyed"] = v.destroyed;
  out["chassisLost"] = countsJson(v.chassisLost);
  out["meanChassisLost"] = v.chassisLost.mean();
  out["propulsionDestroyed"] = v.propulsionDestroyed;
  out["weaponsDestroyed"] = v.weaponsDestroyed;
  out["immobilised"] = v.immobilised;
  out["disarmed"] = v.disarmed;
}

void addScenery(json& out, const SceneryOutcome& s) {
  out["structureLost"] = countsJson(s.structureLost);
  out["meanStructureLost"] = s.structureLost.mean();
  out["collapsed"] = s.collapsed;
}

}  // namespace auspex::calc::at44_read
