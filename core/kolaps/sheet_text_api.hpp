// KOLAPS character sheets as text in, text out, for the wasm module (embind
// name `kolapsSheet`): errors come back as values, {"error": {"path", "message"}}.
#pragma once

#include <string>

#include "calc/calc.hpp"

namespace auspex::kolaps {

// {"sheet", "log", "needs"} of a sheet request's text (docs/sheets/kolaps.md).
calc::Reply sheetText(const std::string& requestJson);

}  // namespace auspex::kolaps
