// Duel (tests/fifth-game/README.md): its ruleset (rulesets/duel-v1.json) as
// structs, and the reader the registry calls for a ruleset of system "duel".
#pragma once

#include <string>
#include <vector>

#include "requests/fields.hpp"
#include "rulesets/ruleset.hpp"

namespace auspex::duel {

using requests::json;

struct Unit {
  std::string id;
  rulesets::Names name;
  int points = 0, dice = 1, health = 1;
};

struct Ruleset {
  std::string id;
  int hitOn = 4, healOn = 5, maxUnits = 3;
  std::vector<Unit> units;
  const Unit* unit(const std::string& id) const;
};

// The most of each a request or a ruleset may give.
inline constexpr int maxDice = 30, maxHealth = 20;

// Reads a whole ruleset file of system "duel"; throws requests::RequestError
// naming the JSON path.
Ruleset parseRuleset(const json& ruleset);

// The registry's reader (systems::System::readRuleset).
void readRuleset(const json& ruleset, rulesets::Summary& summary);

}  // namespace auspex::duel
