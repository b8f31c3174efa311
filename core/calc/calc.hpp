// The calculator's request/response contract (docs/calc-api.md):
// one JSON request in, one JSON response (or one error naming the field) out.
#pragma once

#include <functional>
#include <string>

#include "calc/fields.hpp"
#include "dice/dist.hpp"

namespace auspex::calc {

// Answers a parsed request; throws RequestError on a bad request.
json answer(const json& request);

// Answers a request given as JSON text. Never throws: a bad request gives
// {"error": {"path": "...", "message": "..."}}.
struct Reply {
  bool ok = false;
  std::string json;  // the response, or the error object
};
Reply calc(const std::string& requestText);

// The same for one system only, answered by `answerSystem` (its
// first-load answer, core/<system>/calc_module.cpp): a request naming
// another system is an error on "system". The page's first load takes the calculator of one system
// (bindings/calc_system.cpp, issue 10), so the others' code is not linked.
Reply calcOne(const std::string& requestText, const char* system,
              json (*answerSystem)(const json&));

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

// Each system's answers are declared in its own folder (core/<system>/calc.hpp)
// and listed in the systems' registry (core/systems/registry.cpp).

// A distribution of counts as a JSON array of probabilities from 0.
json countsJson(const dice::Dist& d);

}  // namespace auspex::calc
