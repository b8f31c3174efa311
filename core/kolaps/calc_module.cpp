// KOLAPS's first-load calculator module (calc-kolaps.wasm, core/calc/module.hpp):
// its attacks' answer and its ruleset reader, without the whole core's extras.
#include "calc/module.hpp"
#include "kolaps/calc.hpp"
#include "kolaps/ruleset.hpp"

const auspex::calc::FirstLoad auspex::calc::firstLoad{"kolaps", &answerKolaps,
                                                      &auspex::kolaps::data::read};
