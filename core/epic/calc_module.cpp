// Epic's first-load calculator module (calc-epic.wasm, core/calc/module.hpp):
// its attacks' answer and its ruleset reader, without the whole core's extras.
#include "calc/module.hpp"
#include "epic/calc.hpp"
#include "epic/ruleset.hpp"

const auspex::calc::FirstLoad auspex::calc::firstLoad{"epic", &answerEpic,
                                                      &auspex::epic::readRuleset};
