// AT-44 unit sheets' preconditions (model::Action): what the sheet's state
// alone forbids, each with why. They refuse an action before it runs and
// make the reply's `actions` (core/at44/sheet_actions.cpp's table).
#include "at44/sheet_checks.hpp"

#include "at44/sheet_support.hpp"

namespace auspex::at44::sheet_detail {

std::optional<model::Why> alive(const Sheet& s) {
  return destroyedWhy(s);
}

std::optional<model::Why> notYetActivated(const Sheet& s) {
  if (!s.activated) return std::nullopt;
  return model::Why{"unit.already-activated", "the unit has already been activated this turn",
                    "l'unité a déjà été activée ce tour-ci"};
}

std::optional<model::Why> moraleTestable(const Sheet& s) {
  if (auto why = notActivatedWhy(s, {"un test de Moral (passé à l'activation de l'unité)",
                                     "a Moral test (taken at the unit's activation)"}))
    return why;
  if (!s.moraleTested) return std::nullopt;
  return model::Why{"at44.morale-tested", "the unit has already taken its Moral test this turn",
                    "l'unité a déjà passé son test de Moral ce tour-ci"};
}

std::optional<model::Why> infantryCasualties(const Sheet& s) {
  return vehicleWhy(
      s, {"at44.vehicle-casualties", "casualties are for infantry; a vehicle takes damage",
          "les pertes sont pour l'infanterie ; un véhicule subit des dégâts"});
}

std::optional<model::Why> vehicleOnly(const Sheet& s) {
  if (s.profile.vehicle()) return std::nullopt;
  return model::Why{
      "at44.infantry-damage", "vehicle damage is for vehicles; infantry takes casualties",
      "les dégâts de véhicule sont pour les véhicules ; l'infanterie subit des pertes"};
}

std::optional<model::Why> movable(const Sheet& s) {
  if (auto why = notActivatedWhy(s, {"le mouvement", "moving"})) return why;
  if (auto why = idleWhy(s)) return why;
  if (auto why = disorganisedWhy(s)) return why;
  if (s.moved)
    return model::Why{"at44.moved", "the unit has already moved this activation",
                      "l'unité a déjà bougé pendant cette activation"};
  // État d'alerte is taken to wait for the enemy (docs/rules/at44.md, "Attitudes").
  if (on(s, "etat-d-alerte"))
    return model::Why{
        "at44.alert-waits",
        "the unit is en état d'alerte: it waits for the enemy and no longer moves this activation",
        "l'unité est en état d'alerte : elle attend l'ennemi et ne se déplace plus pendant cette "
        "activation"};
  if (s.profile.vehicle() && allVehicles(s, immobilised))
    return model::Why{"at44.immobilised", "every vehicle of the unit is immobilised",
                      "tous les véhicules de l'unité sont immobilisés"};
  return std::nullopt;
}

std::optional<model::Why> canFire(const Sheet& s) {
  if (auto why = notActivatedWhy(s, {"le tir", "firing"})) return why;
  if (auto why = idleWhy(s)) return why;
  if (auto why = disorganisedWhy(s)) return why;
  if (s.engaged)
    return model::Why{"at44.engaged", "an engaged unit can only fight in melee or disengage",
                      "une unité engagée ne peut que combattre au corps à corps ou se désengager"};
  if (s.ran)
    return model::Why{"at44.ran", "a unit that ran cannot fire",
                      "une unité qui a couru ne peut pas tirer"};
  return std::nullopt;
}

std::optional<model::Why> onAlert(const Sheet& s) {
  if (on(s, "etat-d-alerte")) return std::nullopt;
  return model::Why{"at44.not-alert", "the unit is not in État d'alerte",
                    "l'unité n'est pas en État d'alerte"};
}

std::optional<model::Why> infantryEngaged(const Sheet& s) {
  return vehicleWhy(
      s, {"at44.vehicle-engaged", "vehicles can neither engage nor be engaged: always free",
          "un véhicule ne peut ni engager ni être engagé : il est toujours libre"});
}

std::optional<model::Why> pinnable(const Sheet& s) {
  if (auto why = vehicleWhy(s, {"at44.vehicle-pinned", "vehicles can never be mis à terre",
                                "un véhicule ne peut jamais être mis à terre"}))
    return why;
  if (!s.pinned) return std::nullopt;
  return model::Why{"at44.pinned", "the unit is already mise à terre",
                    "l'unité est déjà mise à terre"};
}

}  // namespace auspex::at44::sheet_detail
