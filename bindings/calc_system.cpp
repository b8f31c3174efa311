// The calculator of one game system, as its own small wasm module
// (calc-<system>.mjs/.wasm): what the page's first load needs (issue 10).
// The whole core (bindings.cpp: lists, sheets, turns, every system) is
// loaded when the page needs more. Built once per system that has a
// core/<system>/calc_module.cpp, linked with it (bindings/CMakeLists.txt):
// that file names the system, its answer and its ruleset reader
// (calc::firstLoad); this one names no game. Its embind registration is
// `calc`; the reply's type and the ruleset functions are rulesets_bind.cpp's.
#include <emscripten/bind.h>

#include "calc/calc.hpp"
#include "calc/module.hpp"
#include "rulesets/systems.hpp"

// This module reads the rulesets of its own system only: this definition
// takes the place of core/rulesets/systems.cpp's (the linker then never
// takes that file from the core's library, nor the other systems' readers).
// A ruleset of another system is refused, naming "system".
std::map<std::string, auspex::rulesets::SystemReader> auspex::rulesets::builtinReaders() {
  return {{auspex::calc::firstLoad.system, auspex::calc::firstLoad.readRuleset}};
}

namespace {

auspex::requests::Reply calcSystem(const std::string& text) {
  return auspex::calc::calcOne(text, auspex::calc::firstLoad.system,
                               auspex::calc::firstLoad.answer);
}

}  // namespace

EMSCRIPTEN_BINDINGS(auspex_calc) {
  emscripten::function("calc", &calcSystem);
}
