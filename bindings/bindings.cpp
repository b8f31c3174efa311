// The whole core's functions (bindings/text_abi.hpp: C over UTF-8 text; the
// ruleset functions are rulesets_abi.cpp's, in every module). Errors
// cross the boundary as values; bindings/api.mjs turns them into exceptions.
// Every state model goes through one entry point, `model(name, request)`,
// over the systems' registry (core/systems/registry.cpp): this file names no
// game.
#include "calc/calc.hpp"
#include "lists/text_api.hpp"
#include "systems/registry.hpp"
#include "text_abi.hpp"

using auspex::bindings::answer;
using auspex::bindings::text;

AUSPEX_EXPORT int auspex_calc(const char* request, int size) {
  return answer(auspex::calc::calc(text(request, size)));
}
AUSPEX_EXPORT int auspex_listCheck(const char* list, int size) {
  return answer(auspex::lists::checkText(text(list, size)));
}
AUSPEX_EXPORT int auspex_listEncode(const char* list, int size) {
  return answer(auspex::lists::encodeText(text(list, size)));
}
AUSPEX_EXPORT int auspex_listDecode(const char* code, int size) {
  return answer(auspex::lists::decodeText(text(code, size)));
}
AUSPEX_EXPORT int auspex_listText(const char* list, int listSize, const char* lang, int langSize) {
  return answer(auspex::lists::textOf(text(list, listSize), text(lang, langSize)));
}
AUSPEX_EXPORT int auspex_model(const char* name, int nameSize, const char* request, int size) {
  return answer(auspex::systems::modelText(text(name, nameSize), text(request, size)));
}
AUSPEX_EXPORT int auspex_models() {
  return answer(auspex::systems::modelNamesText());
}
