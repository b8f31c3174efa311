// A request's reply, for the calculator and the state models alike: one
// JSON value in, one JSON response (or one error naming the field) out,
// never an exception across the module's boundary.
#pragma once

#include <functional>
#include <string>

#include "requests/fields.hpp"

namespace auspex::requests {

// A reply as text: the response, or {"error": {"path", "message", "code", "fr"}}.
struct Reply {
  bool ok = false;
  std::string json;  // the response, or the error object
};

// Runs `answer` and turns what it throws into an error value: a
// RequestError names its field; anything else is a bug, reported as an
// "internal error (please report this <what>)" instead of a crash.
Reply replyOf(const char* what, const std::function<json()>& answer);

// The text form of a state model for the wasm module: parses `requestJson`
// (invalid JSON is an error on the whole request) and answers with `answer`,
// through replyOf.
Reply textReply(const char* what, const std::string& requestJson,
                const std::function<json(const json&)>& answer);

// A state model's request: {"op": "new", …} goes to `onNew`, {"op":
// "apply", …} to `onApply`, {"op": "read", …} to `onRead` (a saved state
// read and answered as an apply with no action would: the state as the
// model writes it, its `actions`, no log); anything else is an error naming
// "op".
json answerOp(const json& request, const std::function<json(const json&)>& onNew,
              const std::function<json(const json&)>& onApply,
              const std::function<json(const json&)>& onRead);

}  // namespace auspex::requests
