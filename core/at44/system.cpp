// AT-44's row of the systems' registry (core/systems/registry.hpp): the
// game's manifest, what the shared layers know of it. Linked into the whole
// core (auspex_systems), never into its first-load calculator module.
#include "at44/calc.hpp"
#include "at44/game.hpp"
#include "at44/list_rules.hpp"
#include "at44/plan_calc.hpp"
#include "at44/ruleset.hpp"
#include "at44/sheet.hpp"
#include "at44/turn.hpp"
#include "systems/registry.hpp"

namespace auspex {
namespace {

const systems::Registration registered{{
    .id = "at44",
    .order = 2,
    .answer = &calc::answerAt44WithScenery,
    .kinds = {{"activationPlan", &at44::answerActivationPlan}},
    .readRuleset = &at44::readRuleset,
    .listRules = &at44::listRules,
    .listFacts = &at44::listFacts,
    .listOptions = {"stars", "grade", "hero", "commander", "unitOf", "pc", "aut"},
    .costKey = "stars",
    .characters = false,
    .models = {{"at44Sheet", "sheet", &at44::sheetAnswer, &at44::sheetReadBack},
               {"at44Turn", "turn", &at44::turnAnswer, &at44::turnReadBack}},
    .listTextProfile = &at44::listTextProfile,
    .readings = &calc::at44Readings,
    .game = &at44::gameDefinition,
}};

}  // namespace
}  // namespace auspex
