// The whole core's embind registrations (auspex.wasm; the reply's type and
// the ruleset functions are rulesets_bind.cpp's, in every module). Errors
// cross the boundary as values (requests::Reply); bindings/api.mjs turns
// them into exceptions. Every state model goes through one entry point,
// `model(name, request)`, and every game through `game(request)`, over the
// systems' registry (core/systems/registry.cpp): this file names no game.
#include <emscripten/bind.h>

#include "calc/calc.hpp"
#include "lists/text_api.hpp"
#include "systems/registry.hpp"

EMSCRIPTEN_BINDINGS(auspex) {
  emscripten::function("calc", &auspex::calc::calc);
  emscripten::function("listCheck", &auspex::lists::checkText);
  emscripten::function("listEncode", &auspex::lists::encodeText);
  emscripten::function("listDecode", &auspex::lists::decodeText);
  emscripten::function("listText", &auspex::lists::textOf);
  emscripten::function("model", &auspex::systems::modelText);
  emscripten::function("models", &auspex::systems::modelNamesText);
  emscripten::function("game", &auspex::systems::gameText);
}
