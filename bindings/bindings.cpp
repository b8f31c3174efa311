// embind registrations: the only place that knows about Emscripten. Errors
// cross the boundary as values; bindings/api.mjs turns them into exceptions.
// Every state model goes through one entry point, `model(name, request)`,
// over the systems' registry (core/systems/registry.cpp): this file names no
// game.
#include <emscripten/bind.h>

#include "calc/calc.hpp"
#include "lists/text_api.hpp"
#include "rulesets/text_api.hpp"
#include "systems/registry.hpp"

EMSCRIPTEN_BINDINGS(auspex) {
  emscripten::value_object<auspex::requests::Reply>("Reply")
      .field("ok", &auspex::requests::Reply::ok)
      .field("json", &auspex::requests::Reply::json);
  emscripten::function("calc", &auspex::calc::calc);
  emscripten::function("rulesetCheck", &auspex::rulesets::checkText);
  emscripten::function("rulesetAdd", &auspex::rulesets::addText);
  emscripten::function("rulesetReplace", &auspex::rulesets::replaceText);
  emscripten::function("rulesetList", &auspex::rulesets::listText);
  emscripten::function("listCheck", &auspex::lists::checkText);
  emscripten::function("listEncode", &auspex::lists::encodeText);
  emscripten::function("listDecode", &auspex::lists::decodeText);
  emscripten::function("listText", &auspex::lists::textOf);
  emscripten::function("model", &auspex::systems::modelText);
  emscripten::function("models", &auspex::systems::modelNamesText);
}
