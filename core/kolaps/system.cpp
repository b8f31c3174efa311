// KOLAPS's row of the systems' registry (core/systems/registry.hpp): the
// game's manifest, what the shared layers know of it. Linked into the whole
// core (auspex_systems), never into its first-load calculator module.
#include "kolaps/calc.hpp"
#include "kolaps/game.hpp"
#include "kolaps/list_rules.hpp"
#include "kolaps/ruleset.hpp"
#include "kolaps/sheet.hpp"
#include "kolaps/turn.hpp"
#include "systems/registry.hpp"

namespace auspex {
namespace {

const systems::Registration registered{{
    .id = "kolaps",
    .order = 3,
    .answer = &calc::answerKolaps,
    .kinds = {{"activationPlan", &calc::answerKolapsActivationPlan}},
    .readRuleset = &kolaps::data::read,
    .listRules = &kolaps::listRules,
    .listFacts = &kolaps::listFacts,
    .listOptions = {"points", "rank", "xpPds", "xp"},
    .costKey = "points",
    .characters = true,
    .models = {{"kolapsSheet", "sheet", &kolaps::sheetAnswer, &kolaps::sheetReadBack},
               {"kolapsTurn", "turn", &kolaps::turnAnswer, &kolaps::turnReadBack}},
    .listTextEntry = &kolaps::listTextEntry,
    .readings = &calc::kolapsReadings,
    .game = &kolaps::gameDefinition,
}};

}  // namespace
}  // namespace auspex
