// The embind registrations every module has, the whole core's and each
// calculator module's alike: the reply's type (requests::Reply, {ok, json} in
// JavaScript), registered here once, and the ruleset functions. Which
// systems' rulesets they read is the module's link (a calculator module
// defines its own rulesets::builtinReaders, calc_system.cpp).
#include <emscripten/bind.h>

#include "requests/reply.hpp"
#include "rulesets/text_api.hpp"

EMSCRIPTEN_BINDINGS(auspex_rulesets) {
  emscripten::value_object<auspex::requests::Reply>("Reply")
      .field("ok", &auspex::requests::Reply::ok)
      .field("json", &auspex::requests::Reply::json);
  emscripten::function("rulesetCheck", &auspex::rulesets::checkText);
  emscripten::function("rulesetAdd", &auspex::rulesets::addText);
  emscripten::function("rulesetReplace", &auspex::rulesets::replaceText);
  emscripten::function("rulesetList", &auspex::rulesets::listText);
}
