// Epic Escarmouches's row of the systems' registry (core/systems/registry.hpp): the
// game's manifest, what the shared layers know of it. Linked into the whole
// core (auspex_systems), never into its first-load calculator module.
#include "epic/calc.hpp"
#include "epic/game.hpp"
#include "epic/list_rules.hpp"
#include "epic/ruleset.hpp"
#include "epic/sheet.hpp"
#include "epic/turn.hpp"
#include "systems/registry.hpp"

namespace auspex {
namespace {

const systems::Registration registered{{
    .id = "epic",
    .order = 4,
    .answer = &calc::answerEpic,
    .kinds = {{"activationPlan", &calc::answerEpicActivationPlan}},
    .readRuleset = &epic::readRuleset,
    .listRules = &epic::listRules,
    .listFacts = &epic::listFacts,
    .listOptions = {"points", "formation", "strategic", "morale"},
    .costKey = "points",
    .characters = false,
    .models = {{"epicSheet", "sheet", &epic::sheetAnswer, &epic::sheetReadBack},
               {"epicTurn", "turn", &epic::turnAnswer, &epic::turnReadBack}},
    .listTextHead = &epic::listTextHead,
    .listTextEntry = &epic::listTextEntry,
    .listTextProfile = &epic::listTextProfile,
    .readings = &calc::epicReadings,
    .game = &epic::gameDefinition,
}};

}  // namespace
}  // namespace auspex
