#include "duel/calc.hpp"

#include "duel/rules.hpp"
#include "duel/ruleset.hpp"

namespace auspex::calc {

json answerDuel(const json& request) {
  const Fields f(request, "", {"system", "dice", "hitOn", "health"});
  const duel::Attack a =
      duel::attack(f.integer("dice", 1, duel::maxDice), f.integer("hitOn", 2, 6, 4),
                   f.integer("health", 1, duel::maxHealth));
  return {{"hits", countsJson(a.hits)},
          {"meanHits", a.hits.mean()},
          {"hitChance", a.hitChance},
          {"down", a.down}};
}

}  // namespace auspex::calc
