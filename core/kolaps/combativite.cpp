#include "kolaps/combativite.hpp"

#include <algorithm>

namespace auspex::kolaps {

using dice::Dist;

const std::array<const char*, 6> negativeEffects = {
    "epuise_au_sol",          // -1: épuisé, se jette au sol (9-7)
    "epuise_expose",          // -2: épuisé, exposé (9-2)
    "recule_d_une_zone",      // -3: zone behind its rear face, exposé
    "recule_de_deux_zones",   // -4: second zone behind its rear face, exposé
    "quitte_le_theatre",      // -5: leaves, counted hors combat
    "rejoint_l_adversaire"};  // -6: joins the other Unité with 1 combativité

int rankThreshold(int rank) {
  return rank <= 1 ? 1 : rank;
}

double conscienceFailChance(int rank) {
  return 1.0 - dice::chanceAtLeast(rankThreshold(rank));
}

int fatiguePenalty(int fatigue) {
  return std::clamp(fatigue - 4, 0, 2);
}

int healthPenalty(Health h) {
  switch (h) {
    case Health::indemne: return 0;
    case Health::legerement_blesse: return 1;
    case Health::blesse: return 2;
    case Health::etat_critique: return 3;
  }
  return 0;
}

Dist combativite(const Determination& d) {
  // 7-8: a rank 1 always has its 6 points before the adjustments.
  const Dist dice = d.rank <= 1 ? Dist::constant(6)
                                : Dist::binomial(6, dice::chanceAtLeast(rankThreshold(d.rank)));
  Dist penalty = Dist::constant(fatiguePenalty(d.fatigue) + healthPenalty(d.health));
  if (d.sonne == Stunned::yes) penalty = penalty + Dist::constant(1);
  if (d.sonne == Stunned::conscience)
    penalty = penalty + Dist::bernoulli(conscienceFailChance(d.rank));
  // 9-30: the kept points are added to the dice; after the penalties the
  // total cannot exceed 6.
  return (dice + Dist::constant(d.prepared) - penalty).capped(6);
}

}  // namespace auspex::kolaps
