// The share code of a list (docs/lists.md): a compact binary form (indices
// into the ruleset, varints, a checksum) in base64url, for the page's
// `#l=` links, the CLI and QR codes.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "lists/list.hpp"

namespace auspex::lists {

// The list (checked like checkList) as a share code; throws requests::RequestError.
std::string encode(const json& list);
// The list a share code holds, checked; throws requests::RequestError with the
// path "code" saying what is wrong with it.
json decode(const std::string& code);

// The pieces, exposed for the tests.
std::string base64url(const std::vector<std::uint8_t>& bytes);
std::vector<std::uint8_t> fromBase64url(const std::string& text);  // throws RequestError
std::uint32_t crc32(const std::uint8_t* data, std::size_t size);

}  // namespace auspex::lists
