// AT-44's first-load calculator module (calc-at44.wasm, core/calc/module.hpp):
// its attacks' answer and its ruleset reader, without the whole core's extras.
#include "at44/calc.hpp"
#include "at44/ruleset.hpp"
#include "calc/module.hpp"

const auspex::calc::FirstLoad auspex::calc::firstLoad{"at44", &answerAt44,
                                                      &auspex::at44::readRuleset};
