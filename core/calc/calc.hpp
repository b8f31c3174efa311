// The calculator's request/response contract (docs/calc-api.md):
// one JSON request in, one JSON response (or one error naming the field) out.
#pragma once

#include <string>

#include "dice/dist.hpp"
#include "requests/readings.hpp"
#include "requests/reply.hpp"

namespace auspex::calc {

// The calculator reads its requests with the requests' plumbing (core/requests/).
using requests::describe;
using requests::describeFr;
using requests::Fields;
using requests::json;
using requests::readingsJson;
using requests::readReadings;
using requests::Refusal;
using requests::Reply;
using requests::replyOf;
using requests::RequestError;

// Answers a parsed request; throws RequestError on a bad request.
json answer(const json& request);

// Answers a request given as JSON text. Never throws: a bad request gives
// {"error": {"path": "...", "message": "..."}}.
Reply calc(const std::string& requestText);

// The same for one system only, answered by `answerSystem` (its
// first-load answer, core/<system>/calc_module.cpp): a request naming
// another system is an error on "system". The page's first load takes the calculator of one system
// (bindings/calc_system.cpp, issue 10), so the others' code is not linked.
Reply calcOne(const std::string& requestText, const char* system,
              json (*answerSystem)(const json&));

// Each system's answers are declared in its own folder (core/<system>/calc.hpp)
// and listed in the systems' registry (core/systems/registry.cpp).

// What the first load's calculator modules (calc-<system>) leave to the
// whole core (auspex.wasm) and refuse, code "calc.module": what a system's
// registry row answers beyond its first-load module (docs/architecture.md).
Refusal wholeCoreOnly();
// The request's `kind` refused so (a kind the whole core's row answers).
[[noreturn]] void refuseKindWholeCoreOnly();

// A distribution of counts as a JSON array of probabilities from 0.
json countsJson(const dice::Dist& d);

}  // namespace auspex::calc
