// The calculator of one game system, as its own small wasm module
// (calc-<system>.mjs/.wasm): what the page's first load needs (issue 10).
// The whole core (bindings.cpp: lists, sheets, turns, every system) is
// loaded when the page needs more. Built once per system, with
// AUSPEX_CALC_SYSTEM set to 1 (titanicus), 2 (at44), 3 (kolaps) or 4 (epic):
// see bindings/CMakeLists.txt.
#include <emscripten/bind.h>

#include "calc/calc.hpp"
#include "rulesets/systems.hpp"
#include "rulesets/text_api.hpp"

#if AUSPEX_CALC_SYSTEM == 1
#include "titanicus/ruleset.hpp"
#define AUSPEX_SYSTEM_NAME "titanicus"
#define AUSPEX_SYSTEM_ANSWER auspex::calc::answerTitanicus
#define AUSPEX_SYSTEM_READER auspex::titanicus::readRulesetSummary
#elif AUSPEX_CALC_SYSTEM == 2
#include "at44/ruleset.hpp"
#define AUSPEX_SYSTEM_NAME "at44"
#define AUSPEX_SYSTEM_ANSWER auspex::calc::answerAt44
#define AUSPEX_SYSTEM_READER auspex::at44::readRuleset
#elif AUSPEX_CALC_SYSTEM == 3
#include "kolaps/ruleset.hpp"
#define AUSPEX_SYSTEM_NAME "kolaps"
#define AUSPEX_SYSTEM_ANSWER auspex::calc::answerKolaps
#define AUSPEX_SYSTEM_READER auspex::kolaps::data::read
#elif AUSPEX_CALC_SYSTEM == 4
#include "epic/ruleset.hpp"
#define AUSPEX_SYSTEM_NAME "epic"
#define AUSPEX_SYSTEM_ANSWER auspex::calc::answerEpic
#define AUSPEX_SYSTEM_READER auspex::epic::readRuleset
#else
#error "AUSPEX_CALC_SYSTEM must be 1 (titanicus), 2 (at44), 3 (kolaps) or 4 (epic)"
#endif

// This module reads the rulesets of its own system only: this definition
// takes the place of core/rulesets/systems.cpp's (the linker then never
// takes that file from the core's library, nor the other systems' readers).
// A ruleset of another system is refused, naming "system".
std::map<std::string, auspex::rulesets::SystemReader> auspex::rulesets::builtinReaders() {
  return {{AUSPEX_SYSTEM_NAME, &AUSPEX_SYSTEM_READER}};
}

namespace {

auspex::calc::Reply calcSystem(const std::string& text) {
  return auspex::calc::calcOne(text, AUSPEX_SYSTEM_NAME, &AUSPEX_SYSTEM_ANSWER);
}

std::string systemName() {
  return AUSPEX_SYSTEM_NAME;
}

}  // namespace

EMSCRIPTEN_BINDINGS(auspex) {
  emscripten::value_object<auspex::calc::Reply>("Reply")
      .field("ok", &auspex::calc::Reply::ok)
      .field("json", &auspex::calc::Reply::json);
  emscripten::function("calc", &calcSystem);
  emscripten::function("rulesetCheck", &auspex::rulesets::checkText);
  emscripten::function("rulesetAdd", &auspex::rulesets::addText);
  emscripten::function("rulesetList", &auspex::rulesets::listText);
  emscripten::function("system", &systemName);
}
