// embind registrations: the only place that knows about Emscripten. Errors
// cross the boundary as values; bindings/api.mjs turns them into exceptions.
#include <emscripten/bind.h>

#include "calc/calc.hpp"

namespace {

auspex::calc::Reply calc(const std::string& request) {
  return auspex::calc::calc(request);
}

}  // namespace

EMSCRIPTEN_BINDINGS(auspex) {
  emscripten::value_object<auspex::calc::Reply>("Reply")
      .field("ok", &auspex::calc::Reply::ok)
      .field("json", &auspex::calc::Reply::json);
  emscripten::function("calc", &calc);
}
