// The list functions as text in, text out, for the wasm module and the
// CLI: errors come back as values, {"error": {"path", "message"}}.
#pragma once

#include <string>

#include "requests/reply.hpp"

namespace auspex::lists {

// { list, totals, lines, problems } of a list file's text.
requests::Reply checkText(const std::string& listJson);
// {"code": "..."}: the list's share code.
requests::Reply encodeText(const std::string& listJson);
// The list a share code (or a whole link with "#l=") holds.
requests::Reply decodeText(const std::string& code);
// {"text": "..."}: the list as forum-ready text in "fr" or "en".
requests::Reply textOf(const std::string& listJson, const std::string& lang);

}  // namespace auspex::lists
