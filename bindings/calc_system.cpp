// The calculator of one game system, as its own small wasm module
// (calc-<system>.mjs/.wasm): what the page's first load needs (issue 10).
// The whole core (bindings.cpp: lists, sheets, turns, every system) is
// loaded when the page needs more. Built once per system that has a
// core/<system>/calc_module.cpp, linked with it (bindings/CMakeLists.txt):
// that file names the system, its answer and its ruleset reader
// (calc::firstLoad); this one names no game.
#include "calc/calc.hpp"
#include "calc/module.hpp"
#include "rulesets/systems.hpp"
#include "text_abi.hpp"

// This module reads the rulesets of its own system only: this definition
// takes the place of core/rulesets/systems.cpp's (the linker then never
// takes that file from the core's library, nor the other systems' readers).
// A ruleset of another system is refused, naming "system".
std::map<std::string, auspex::rulesets::SystemReader> auspex::rulesets::builtinReaders() {
  return {{auspex::calc::firstLoad.system, auspex::calc::firstLoad.readRuleset}};
}

using auspex::bindings::answer;
using auspex::bindings::text;

AUSPEX_EXPORT int auspex_calc(const char* request, int size) {
  return answer(auspex::calc::calcOne(text(request, size), auspex::calc::firstLoad.system,
                                      auspex::calc::firstLoad.answer));
}
