// The target side of a request naming units: ARM, models or the vehicle's
// PS from the ruleset, cover from "cover" and the attitudes, Camouflage.
#include <algorithm>

#include "at44/units.hpp"

namespace auspex::at44::units {

using requests::Fields;

namespace {

json vehicleOf(const Fields& t, const Unit& unit) {
  const std::string of = unit.name.fr + "'s ";
  const int chassis = valueOf(t, "chassis", unit.chassisPs, 1, 40, of + "châssis PS");
  std::vector<int> propulsion;
  if (unit.propulsionPs) {
    if (t.has("propulsion")) t.fail("propulsion", "is given by the ruleset: leave it out");
    propulsion = *unit.propulsionPs;
  } else if (!t.has("propulsion")) {
    t.fail("propulsion", "is required: the ruleset does not give " + of + "propulsion PS");
  } else {
    propulsion = t.integers("propulsion", 1, 4, 0, 20);
  }
  // Each mount gives `count` weapons of `ps` PS, when the ruleset gives both.
  bool known = unit.weapons.has_value();
  std::vector<int> weapons;
  if (known)
    for (const auto& m : *unit.weapons) {
      if (!m.count || !m.ps) known = false;
      for (int i = 0; known && i < *m.count; ++i) weapons.push_back(*m.ps);
    }
  if (known && t.has("weapons")) t.fail("weapons", "is given by the ruleset: leave it out");
  if (!known) {
    if (!t.has("weapons"))
      t.fail("weapons",
             "is required: the ruleset does not give the PS of each of " + of + "weapons");
    weapons = t.integers("weapons", 0, 8, 0, 20);
  }
  if (weapons.size() > 8) t.fail("unit", "has more than 8 weapons: the calculator takes at most 8");
  return {{"chassis", chassis}, {"propulsion", propulsion}, {"weapons", weapons}};
}

// "left": the PS a damaged vehicle has left (a sheet's state), each location
// at most its full PS, with as many propulsions and weapons.
json leftOf(const Fields& t, const json& full) {
  const Fields l = t.object("left", {"chassis", "propulsion", "weapons"});
  const int chassis = l.integer("chassis", 1, full["chassis"].get<int>());
  json out = {{"chassis", chassis}};
  for (const char* key : {"propulsion", "weapons"}) {
    const auto& max = full[key];
    const auto n = static_cast<int>(max.size());
    const std::vector<int> ps = l.integers(key, n, n, 0, 40);
    for (std::size_t i = 0; i < ps.size(); ++i)
      if (ps[i] > max[i].get<int>())
        throw requests::RequestError(l.pathOf(key) + "." + std::to_string(i),
                                     "must be at most " + std::to_string(max[i].get<int>()) +
                                         " (the location's full PS), not " + std::to_string(ps[i]));
    out[key] = ps;
  }
  return out;
}

}  // namespace

void targetFromUnit(const Fields& t, const Shot& shot, json& raw) {
  const Ruleset rs = rulesetOf(t);
  const std::string unitId = rulesets::text(t, "unit", 60);
  const Unit* unit = rs.unit(unitId);
  if (unit == nullptr) t.fail("unit", "names no unit of this ruleset: \"" + unitId + "\"");
  const std::string of = unit->name.fr + "'s ";
  const std::string type = choiceOf(t, "type", unit->type, {"infanterie", "vehicule"},
                                    of + "type (\"infanterie\" or \"vehicule\")");
  const bool vehicle = type == "vehicule";
  json target = {{"arm", valueOf(t, "arm", unit->arm, 0, 40, of + "ARM")}};
  if (vehicle) {
    if (t.has("count") && t.integer("count", 1, 200) != 1)
      t.fail("count", "must be 1: a shot or blow at vehicles is resolved against one vehicle");
    target["vehicle"] = vehicleOf(t, *unit);
    if (t.has("left")) target["vehicle"] = leftOf(t, target["vehicle"]);
    if (t.has("under"))
      t.fail("under", "is for infantry: a vehicle target is the one vehicle under the template");
  } else {
    for (const char* key : {"chassis", "propulsion", "weapons", "left"})
      if (t.has(key)) t.fail(key, "is for a vehicle target: " + unit->name.fr + " are infantry");
    target["models"] = t.integer("count", 1, 200);
    if (shot.templ) {
      if (!t.has("under"))
        t.fail("under", "is required: how many of the unit's models are under the template");
      target["under"] = t.integer("under", 0, target["models"].get<int>());
    }
    // Tir verrouillé: "Ne peut toucher que les véhicules ou les décors dotés de PS".
    if (shot.locked)
      t.fail("unit",
             unit->name.fr +
                 " are infantry: Tir verrouillé can only hit vehicles (or scenery with PS)");
  }
  if (!shot.templ && t.has("under"))
    t.fail("under", "is for templates (tir-indirect and projection weapons)");
  if (shot.shoot) {
    if (t.has("def")) t.fail("def", "is for melee: a shot is tested against the range");
  } else if (raw["attack"].is_object() && raw["attack"].contains("def")) {
    if (t.has("def")) t.fail("def", "is given twice: attack.def is given too");
  } else {
    raw["attack"]["def"] = valueOf(t, "def", unit->def, 0, 30, of + "DEF");
  }

  // Couverts and the attitudes (À couvert, Genou à terre): against shots at
  // range 1 or more only ("contre les tirs directs dont la portée est
  // supérieure à 0").
  const bool cover = t.boolean("cover", false);
  const auto attitudes = attitudesOf(t, rs);
  if (!shot.shoot && cover) t.fail("cover", "is against shots: there is no cover save in melee");
  if (shot.templ && cover)
    t.fail("cover",
           "is not for templates: models under a template get no cover (\"ne peuvent pas "
           "bénéficier de couverts\")");
  if (!shot.shoot && !attitudes.empty())
    t.fail("attitudes", "are cancelled when the unit is engaged: none applies in melee");
  const bool aCouvert = has(attitudes, "a-couvert"), genou = has(attitudes, "genou-a-terre");
  if (vehicle && aCouvert)
    t.fail("attitudes",
           "a vehicle cannot take À couvert (\"Les véhicules ne peuvent pas "
           "recevoir cette attitude de combat\")");
  int save = 0;
  if (shot.shoot && shot.range > 0) {
    if (aCouvert && cover)
      save = rs.saves.aCouvert;
    else if (aCouvert && genou)
      save = rs.saves.genouACouvert;
    else if (cover)
      save = rs.saves.cover;
  }
  if (!shot.templ) target["coverSave"] = save;  // a template ignores cover

  // Camouflage: not a target at range 2 or more; Détection sees it up to
  // 40 cm ("jusqu'à 40cm"), range 3.
  if (shot.shoot) {
    const bool camo =
        flagOf(t, "camouflage", hasSkill(unit->skills, "camouflage"), of + "skills (Camouflage)");
    const int reach = shot.detection ? 3 : 1;
    if (camo && shot.range > reach)
      t.fail("camouflage",
             {"at44.camouflage",
              unit->name.fr + " cannot be shot at range " + std::to_string(shot.range) +
                  ": Camouflage hides it at range 2 or more (4 or more against Détection)",
              unit->name.fr + " ne peut pas être pris pour cible à la portée " +
                  std::to_string(shot.range) +
                  " : Camouflage le cache à partir de la portée 2 (4 contre Détection)"});
  } else if (t.has("camouflage")) {
    t.fail("camouflage",
           {"at44.camouflage-melee", "is for shooting: Camouflage does not stop a melee attack",
            "vaut contre les tirs : Camouflage n'arrête pas une attaque de mêlée"});
  }
  raw["target"] = target;
}

}  // namespace auspex::at44::units
