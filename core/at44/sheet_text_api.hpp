// AT-44 unit sheets as text in, text out, for the wasm module (embind name
// `at44Sheet`): errors come back as values, {"error": {"path", "message"}}.
#pragma once

#include <string>

#include "calc/calc.hpp"

namespace auspex::at44 {

// {"sheet", "log", "needs", "cp"} of a sheet request's text (docs/sheets/at44.md).
calc::Reply sheetText(const std::string& requestJson);

}  // namespace auspex::at44
