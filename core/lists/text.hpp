// A list as forum-ready text (docs/lists.md), in French or English.
#pragma once

#include <string>

#include "lists/list.hpp"

namespace auspex::lists {

// Throws requests::RequestError like check(); `lang` is "fr" or "en".
std::string text(const json& list, const std::string& lang);

}  // namespace auspex::lists
