// Epic formation sheets as text in, text out, for the wasm module (embind
// "epicSheet"): errors come back as values, {"error": {"path", "message"}}.
#pragma once

#include <string>

#include "calc/calc.hpp"

namespace auspex::epic {

// {"sheet", "log", "needs"} of a sheet request's text (docs/sheets/epic.md).
calc::Reply sheetText(const std::string& requestJson);

}  // namespace auspex::epic
