// embind registrations: the only place that knows about Emscripten. Errors
// cross the boundary as values; bindings/api.mjs turns them into exceptions.
#include <emscripten/bind.h>

#include "at44/sheet_text_api.hpp"
#include "at44/turn.hpp"
#include "calc/calc.hpp"
#include "epic/sheet_text_api.hpp"
#include "epic/turn.hpp"
#include "kolaps/sheet_text_api.hpp"
#include "kolaps/turn.hpp"
#include "lists/text_api.hpp"
#include "rulesets/text_api.hpp"
#include "titanicus/sheet_text_api.hpp"

EMSCRIPTEN_BINDINGS(auspex) {
  emscripten::value_object<auspex::calc::Reply>("Reply")
      .field("ok", &auspex::calc::Reply::ok)
      .field("json", &auspex::calc::Reply::json);
  emscripten::function("calc", &auspex::calc::calc);
  emscripten::function("rulesetCheck", &auspex::rulesets::checkText);
  emscripten::function("rulesetAdd", &auspex::rulesets::addText);
  emscripten::function("rulesetList", &auspex::rulesets::listText);
  emscripten::function("listCheck", &auspex::lists::checkText);
  emscripten::function("listEncode", &auspex::lists::encodeText);
  emscripten::function("listDecode", &auspex::lists::decodeText);
  emscripten::function("listText", &auspex::lists::textOf);
  emscripten::function("titanSheet", &auspex::titanicus::sheetText);
  emscripten::function("at44Turn", &auspex::at44::turnText);
  emscripten::function("at44Sheet", &auspex::at44::sheetText);
  emscripten::function("kolapsSheet", &auspex::kolaps::sheetText);
  emscripten::function("kolapsTurn", &auspex::kolaps::turnText);
  emscripten::function("epicSheet", &auspex::epic::sheetText);
  emscripten::function("epicTurn", &auspex::epic::turnText);
}
