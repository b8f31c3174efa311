// Fuzz target: share codes (core/lists/share.hpp) through decode; a code it
// accepts must encode back to a code that decodes to the same list.
#include "contract.hpp"
#include "lists/text_api.hpp"

namespace {

std::string checkCode(const std::string& input) {
  auspex::fuzz::loadBuiltInRulesets();
  auspex::requests::Reply decoded;
  std::string violation =
      auspex::fuzz::checked([&] { return decoded = auspex::lists::decodeText(input); });
  if (!violation.empty() || !decoded.ok) return violation;
  auspex::requests::Reply encoded;
  violation =
      auspex::fuzz::checked([&] { return encoded = auspex::lists::encodeText(decoded.json); });
  if (!violation.empty()) return violation;
  if (!encoded.ok) return "a decoded list is refused by encode: " + encoded.json.substr(0, 300);
  const std::string code = nlohmann::json::parse(encoded.json).at("code").get<std::string>();
  auspex::requests::Reply again;
  violation = auspex::fuzz::checked([&] { return again = auspex::lists::decodeText(code); });
  if (!violation.empty()) return violation;
  if (!again.ok || again.json != decoded.json) return "decode(encode(decode(code))) differs";
  return "";
}

}  // namespace

AUSPEX_FUZZ_TARGET(list_code, checkCode)
