// Titanicus's row of the systems' registry (core/systems/registry.hpp): the
// game's manifest, what the shared layers know of it. Linked into the whole
// core (auspex_systems), never into its first-load calculator module.
#include "systems/registry.hpp"
#include "titanicus/calc.hpp"
#include "titanicus/calc_rolls.hpp"
#include "titanicus/game.hpp"
#include "titanicus/list_rules.hpp"
#include "titanicus/ruleset.hpp"
#include "titanicus/sheet.hpp"
#include "titanicus/turn.hpp"

namespace auspex {
namespace {

const systems::Registration registered{{
    .id = "titanicus",
    .order = 1,
    .answer = &calc::answerTitanicus,
    .kinds = {{"shieldRepair", &titanicus::answerRoll},
              {"vsgOverload", &titanicus::answerRoll},
              {"damageTable", &titanicus::answerRoll},
              {"fires", &titanicus::answerRoll},
              {"pull", &titanicus::answerRoll}},
    .readRuleset = &titanicus::readRulesetSummary,
    .listRules = &titanicus::listRules,
    .listFacts = nullptr,
    .listOptions = {"points"},
    .costKey = "points",
    .characters = false,
    .models = {{"titanSheet", "sheet", &titanicus::sheetAnswer, &titanicus::sheetReadBack},
               {"titanTurn", "turn", &titanicus::turnAnswer, &titanicus::turnReadBack}},
    .listTextProfile = &titanicus::listTextProfile,
    .readings = &calc::titanicusReadings,
    .game = &titanicus::gameDefinition,
}};

}  // namespace
}  // namespace auspex
