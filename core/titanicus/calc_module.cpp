// Titanicus's first-load calculator module (calc-titanicus.wasm, core/calc/module.hpp):
// its attacks' answer and its ruleset reader, without the whole core's extras.
#include "calc/module.hpp"
#include "titanicus/calc.hpp"
#include "titanicus/ruleset.hpp"

const auspex::calc::FirstLoad auspex::calc::firstLoad{"titanicus", &answerTitanicus,
                                                      &auspex::titanicus::readRulesetSummary};
