// Titanicus close combat (issue 6, part 5; seeds 000/001, "Combat" and
// "Infanterie et unités légères"): a CC weapon's attack, then, if the
// defender "est encore en vie après la résolution de l'attaque", its own CC
// weapon's attack on the attacker. Readings: docs/rules/titanicus.md.
#pragma once

#include <optional>

#include "titanicus/attack.hpp"

namespace auspex::titanicus {

inline constexpr int kCloseCombatRangeCm =
    3;                               // "Les attaques de close combat ont une portée de 3 cm"
inline constexpr int kChargeCm = 5;  // "Une unité légère … peut se déplacer de 5 cm juste avant"

struct CloseCombat {
  Attack attack;                  // the attacker's CC weapon
  Target target;                  // the defender's location attacked
  std::optional<Attack> counter;  // the defender's CC weapon, if it has one
  Target counterTarget;           // the attacker's location the counter strikes
  bool lightAttacker = false;     // neither titan, super-heavy nor gargant: may charge
};

struct CloseCombatOutcome {
  Outcome attack;  // as a normal attack
  double defenderSurvives = 0.0;
  std::optional<Outcome> counter;   // the counter-attack when it happens
  dice::Dist counterStructureLost;  // on the attacker: 0 when there is no counter-attack
  double attackerDestroyed = 0.0;
  int chargeCm = 0;                   // 5 for a light attacker
  int reachCm = kCloseCombatRangeCm;  // 3, or 3 + 5 = 8 for a light attacker
};

CloseCombatOutcome resolveCloseCombat(Edition edition, const CloseCombat& combat);

}  // namespace auspex::titanicus
