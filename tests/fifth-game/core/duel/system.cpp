// Duel's row of the systems' registry (core/systems/registry.hpp): the game's
// manifest. Linked into what builds the fifth game in (its tests, the wasm
// module auspex-duel), never into a calc-<system> module.
#include "duel/calc.hpp"
#include "duel/game.hpp"
#include "duel/list_rules.hpp"
#include "duel/ruleset.hpp"
#include "duel/sheet.hpp"
#include "duel/turn.hpp"
#include "systems/registry.hpp"

namespace auspex {
namespace {

const systems::Registration registered{{
    .id = "duel",
    .order = 5,
    .answer = &calc::answerDuel,
    .readRuleset = &duel::readRuleset,
    .listRules = &duel::listRules,
    .listFacts = nullptr,
    .listOptions = {"points"},
    .costKey = "points",
    .characters = false,
    .models = {{"duelSheet", "sheet", &duel::sheetAnswer, &duel::sheetReadBack},
               {"duelTurn", "turn", &duel::turnAnswer, &duel::turnReadBack}},
    .game = &duel::gameDefinition,
}};

}  // namespace
}  // namespace auspex
