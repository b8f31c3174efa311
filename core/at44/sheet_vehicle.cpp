// AT-44 unit sheets: damage on a vehicle's locations (docs/sheets/at44.md,
// "vehicleDamage"): the points on the named location, the surplus to the
// châssis (vehicle.hpp's applyHit), the triggers it sets.
#include "at44/sheet_support.hpp"
#include "at44/vehicle.hpp"

namespace auspex::at44::sheet_detail {

Step vehicleDamage(Sheet& s, const Fields& f) {
  const int vi = s.count > 1 || f.has("vehicle") ? f.integer("vehicle", 0, s.count - 1) : 0;
  SheetVehicle& v = s.vehicles[vi];
  if (v.destroyed())
    f.fail("vehicle", {"at44.vehicle-destroyed", "vehicle " + num(vi) + " is already destroyed",
                       "le véhicule " + num(vi) + " est déjà détruit"});
  const std::string where = f.choice("location", {"chassis", "propulsion", "weapon"});
  int points = f.integer("points", 0, 50);
  Step st;
  if (f.boolean("autoRepair", false)) {
    if (!s.profile.hasSkill("autoreparation"))
      f.fail("autoRepair", {"at44.no-autorepair", "the unit has no Autoréparation skill",
                            "l'unité n'a pas la compétence Autoréparation"});
    if (v.autoRepairUsed)
      f.fail("autoRepair", {"at44.autorepair-used",
                            "Autoréparation has already been used this turn by this vehicle",
                            "ce véhicule a déjà utilisé Autoréparation ce tour-ci"});
    if (points == 0)
      f.fail("autoRepair", {"at44.no-damage", "no damage to reduce", "aucun dommage à réduire"});
    v.autoRepairUsed = true;
    points -= 1;
    st.log.push_back(line("Autoréparation : 1 dégât de moins", "Self-repair: 1 damage fewer"));
  }
  const bool wasImmobilised = allVehicles(s, immobilised), wasDisarmed = allVehicles(s, disarmed);
  Vehicle x{v.chassis, v.propulsion, v.weapons};
  Location loc = where == "chassis"      ? Location::chassis
                 : where == "propulsion" ? Location::propulsion
                                         : Location::weapon;
  Allocation a;
  const std::vector<int>& parts = loc == Location::propulsion ? x.propulsion : x.weapons;
  if (loc != Location::chassis && landing(x, loc) != Location::chassis) {
    const int np = static_cast<int>(parts.size());
    int index = 0;
    if (np > 1 || f.has("index")) index = f.integer("index", 0, np - 1);
    if (parts[index] == 0)
      f.fail("index",
             {"at44.location-destroyed",
              where + " " + num(index) +
                  " is destroyed; another has PS left and takes the points first",
              std::string(where == "weapon" ? "l'arme " : "la propulsion ") + num(index) +
                  " est détruite ; une autre a encore des PS et prend les points d'abord"});
    (loc == Location::propulsion ? a.propulsion : a.weapons) = Pick{Pick::Rule::order, {index}};
  } else if (loc != Location::chassis) {
    if (f.has("index"))
      f.fail("index",
             {"at44.no-location", "no " + where + " has PS left: the points go to the châssis",
              std::string(where == "weapon" ? "aucune arme" : "aucune propulsion") +
                  " n'a plus de PS : les points vont au châssis"});
    st.log.push_back(line(
        "Plus de " + std::string(where == "weapon" ? "arme" : "propulsion") + " : sur le châssis",
        "No " + where + " left: on the châssis"));
  }
  const int chassisBefore = x.chassis;
  x = applyHit(x, loc, points, a);
  v.chassis = x.chassis;
  v.propulsion = x.propulsion;
  v.weapons = x.weapons;
  const std::string whereFr = where == "weapon" ? "arme" : where == "chassis" ? "châssis" : where;
  st.log.push_back(line("Véhicule " + num(vi) + " : " + num(points) + " " +
                            model::pluralFr(points, "dégât", "dégâts") + " (" + whereFr +
                            "), châssis " + num(chassisBefore) + " → " + num(v.chassis),
                        "Vehicle " + num(vi) + ": " + num(points) + " damage (" + where +
                            "), châssis " + num(chassisBefore) + " → " + num(v.chassis)));
  if (v.destroyed()) {
    s.left -= 1;
    st.log.push_back(line("Véhicule " + num(vi) + " détruit", "Vehicle " + num(vi) + " destroyed"));
    if (s.left == 0) {
      s.attitudes.clear();
      st.log.push_back(line("Unité détruite", "Unit destroyed"));
      return st;
    }
    addPending(s, "membre-detruit");
    if (vi == s.leader) {
      for (int i = 0; i < s.count; ++i)
        if (!s.vehicles[i].destroyed()) {
          s.leader = i;
          break;
        }
      addPending(s, "meneur-perdu");
      st.log.push_back(line("Meneur perdu : le véhicule " + num(s.leader) + " le remplace",
                            "Leader lost: vehicle " + num(s.leader) + " takes over"));
    }
  }
  if (!wasImmobilised && allVehicles(s, immobilised)) {
    addPending(s, "immobilises");
    st.log.push_back(line("Tous les véhicules sont immobilisés", "Every vehicle is immobilised"));
  }
  if (!wasDisarmed && allVehicles(s, disarmed)) {
    addPending(s, "desarmes");
    st.log.push_back(
        line("Tous les véhicules ont perdu leurs armes", "Every vehicle has lost its weapons"));
  }
  return st;
}

}  // namespace auspex::at44::sheet_detail
