// Titan sheets as text in, text out, for the wasm module (embind name
// `titanSheet`): errors come back as values, {"error": {"path", "message"}}.
#pragma once

#include <string>

#include "calc/calc.hpp"

namespace auspex::titanicus {

// {"sheet", "log", "needs"} of a sheet request's text (docs/sheets/titanicus.md).
calc::Reply sheetText(const std::string& requestJson);

}  // namespace auspex::titanicus
