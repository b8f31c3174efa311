#include "systems/registry.hpp"

#include "at44/list_rules.hpp"
#include "at44/ruleset.hpp"
#include "calc/calc.hpp"
#include "epic/list_rules.hpp"
#include "epic/ruleset.hpp"
#include "kolaps/list_rules.hpp"
#include "kolaps/ruleset.hpp"
#include "titanicus/list_rules.hpp"
#include "titanicus/ruleset.hpp"

namespace auspex::systems {

const std::vector<System>& all() {
  static const std::vector<System> systems = {
      {"titanicus",
       &calc::answerTitanicusWithRolls,
       &titanicus::readRulesetSummary,
       &titanicus::listRules,
       nullptr,
       {"points"},
       "points",
       false},
      {"at44",
       &calc::answerAt44WithScenery,
       &at44::readRuleset,
       &at44::listRules,
       &at44::listFacts,
       {"stars", "grade", "hero", "commander", "unitOf", "pc", "aut"},
       "stars",
       false},
      {"kolaps",
       &calc::answerKolapsWithPlans,
       &kolaps::data::read,
       &kolaps::listRules,
       &kolaps::listFacts,
       {"points", "rank", "xpPds", "xp"},
       "points",
       true},
      {"epic",
       &calc::answerEpicWithPlans,
       &epic::readRuleset,
       &epic::listRules,
       &epic::listFacts,
       {"points", "formation", "strategic", "morale"},
       "points",
       false},
  };
  return systems;
}

const System* find(const std::string& id) {
  for (const System& s : all())
    if (id == s.id) return &s;
  return nullptr;
}

std::string idsText() {
  std::string out;
  for (const System& s : all()) out += (out.empty() ? "\"" : ", \"") + std::string(s.id) + "\"";
  return out;
}

}  // namespace auspex::systems
