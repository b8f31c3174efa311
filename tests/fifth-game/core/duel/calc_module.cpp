// Duel's first-load calculator module (calc-duel.wasm, core/calc/module.hpp).
#include "calc/module.hpp"
#include "duel/calc.hpp"
#include "duel/ruleset.hpp"

const auspex::calc::FirstLoad auspex::calc::firstLoad{"duel", &answerDuel,
                                                      &auspex::duel::readRuleset};
