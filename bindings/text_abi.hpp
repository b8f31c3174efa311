// The modules' face to JavaScript (issue 33): plain C functions over UTF-8
// text, no embind. Each function takes its texts as (pointer, length) pairs
// in the module's memory (auspex_alloc), answers 1 (ok) or 0 (an error
// value), and leaves its reply's text, the response or {"error": {...}},
// where auspex_reply and auspex_reply_size say, until the next call.
// bindings/api.mjs makes them the functions of a module again. embind's glue
// and registrations cost the first load 6 KB gzip for the same six calls.
#pragma once

#include <emscripten/emscripten.h>

#include <string>
#include <string_view>

#include "requests/reply.hpp"

#define AUSPEX_EXPORT extern "C" EMSCRIPTEN_KEEPALIVE

namespace auspex::bindings {

// The last reply's text.
std::string& lastReply();

inline int answer(requests::Reply reply) {
  lastReply() = std::move(reply.json);
  return reply.ok ? 1 : 0;
}

inline int answer(std::string text) {
  lastReply() = std::move(text);
  return 1;
}

inline std::string text(const char* bytes, int size) {
  return std::string(bytes, static_cast<std::size_t>(size));
}

}  // namespace auspex::bindings
