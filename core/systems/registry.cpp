#include "systems/registry.hpp"

#include "at44/calc.hpp"
#include "at44/list_rules.hpp"
#include "at44/ruleset.hpp"
#include "at44/sheet.hpp"
#include "at44/turn.hpp"
#include "epic/calc.hpp"
#include "epic/list_rules.hpp"
#include "epic/ruleset.hpp"
#include "epic/sheet.hpp"
#include "epic/turn.hpp"
#include "kolaps/calc.hpp"
#include "kolaps/list_rules.hpp"
#include "kolaps/ruleset.hpp"
#include "kolaps/sheet.hpp"
#include "kolaps/turn.hpp"
#include "titanicus/calc.hpp"
#include "titanicus/list_rules.hpp"
#include "titanicus/ruleset.hpp"
#include "titanicus/sheet.hpp"

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
       false,
       {{"titanSheet", "sheet", &titanicus::sheetAnswer, &titanicus::sheetReadBack}}},
      {"at44",
       &calc::answerAt44WithScenery,
       &at44::readRuleset,
       &at44::listRules,
       &at44::listFacts,
       {"stars", "grade", "hero", "commander", "unitOf", "pc", "aut"},
       "stars",
       false,
       {{"at44Sheet", "sheet", &at44::sheetAnswer, &at44::sheetReadBack},
        {"at44Turn", "turn", &at44::turnAnswer, &at44::turnReadBack}}},
      {"kolaps",
       &calc::answerKolapsWithPlans,
       &kolaps::data::read,
       &kolaps::listRules,
       &kolaps::listFacts,
       {"points", "rank", "xpPds", "xp"},
       "points",
       true,
       {{"kolapsSheet", "sheet", &kolaps::sheetAnswer, &kolaps::sheetReadBack},
        {"kolapsTurn", "turn", &kolaps::turnAnswer, &kolaps::turnReadBack}}},
      {"epic",
       &calc::answerEpicWithPlans,
       &epic::readRuleset,
       &epic::listRules,
       &epic::listFacts,
       {"points", "formation", "strategic", "morale"},
       "points",
       false,
       {{"epicSheet", "sheet", &epic::sheetAnswer, &epic::sheetReadBack},
        {"epicTurn", "turn", &epic::turnAnswer, &epic::turnReadBack}}},
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

std::vector<const StateModel*> models() {
  std::vector<const StateModel*> out;
  for (const System& s : all())
    for (const StateModel& m : s.models) out.push_back(&m);
  return out;
}

const StateModel* findModel(const std::string& name) {
  for (const StateModel* m : models())
    if (name == m->name) return m;
  return nullptr;
}

calc::Reply modelText(const std::string& name, const std::string& requestJson) {
  const StateModel* m = findModel(name);
  if (!m)
    return calc::replyOf("state model request", [&]() -> calc::json {
      std::string names;
      for (const StateModel* one : models())
        names += (names.empty() ? "" : ", ") + std::string(one->name);
      throw calc::RequestError("model", "field.choice",
                               "must be one of " + names + ", not \"" + name + "\"",
                               "doit être l'un de " + names + ", pas \"" + name + "\"");
    });
  return calc::textReply((std::string(m->name) + " request").c_str(), requestJson, m->answer);
}

std::string modelNamesText() {
  calc::json names = calc::json::array();
  for (const StateModel* m : models()) names.push_back(m->name);
  return names.dump();
}

}  // namespace auspex::systems
