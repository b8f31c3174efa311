// A first-load calculator module (bindings/calc_system.cpp, calc-<system>.wasm):
// one system's calculator and ruleset reader, what the page's first load
// needs (issue 10). Each system that has one defines `firstLoad` in its own
// folder (core/<system>/calc_module.cpp, linked into its module only, not
// into the core's library); bindings/CMakeLists.txt builds one module per
// such file.
#pragma once

#include "calc/calc.hpp"
#include "rulesets/ruleset.hpp"

namespace auspex::calc {

struct FirstLoad {
  const char* system;
  json (*answer)(const json& request);  // its answer without the whole core's extras
  void (*readRuleset)(const json& ruleset, rulesets::Summary& summary);
};

extern const FirstLoad firstLoad;

}  // namespace auspex::calc
