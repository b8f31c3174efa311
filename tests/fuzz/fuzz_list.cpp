// Fuzz target: army list files (core/lists/, docs/lists.md) through
// checkList, and every list it accepts through the share code and back:
// encode must accept it and decode must give the same list.
#include "contract.hpp"
#include "lists/text_api.hpp"

namespace {

std::string checkList(const std::string& input) {
  auspex::fuzz::loadBuiltInRulesets();
  auspex::requests::Reply checkedList;
  std::string violation =
      auspex::fuzz::checked([&] { return checkedList = auspex::lists::checkText(input); });
  if (!violation.empty() || !checkedList.ok) return violation;
  const auto list = nlohmann::ordered_json::parse(checkedList.json).at("list");
  auspex::requests::Reply encoded;
  violation = auspex::fuzz::checked([&] { return encoded = auspex::lists::encodeText(input); });
  if (!violation.empty()) return violation;
  if (!encoded.ok)
    return "a list checkList accepts is refused by encode: " + encoded.json.substr(0, 300);
  const std::string code = nlohmann::json::parse(encoded.json).at("code").get<std::string>();
  auspex::requests::Reply decoded;
  violation = auspex::fuzz::checked([&] { return decoded = auspex::lists::decodeText(code); });
  if (!violation.empty()) return violation;
  if (!decoded.ok) return "decode refuses what encode made: " + decoded.json.substr(0, 300);
  if (nlohmann::ordered_json::parse(decoded.json) != list)
    return "decode(encode(list)) differs from the list";
  return "";
}

}  // namespace

AUSPEX_FUZZ_TARGET(list, checkList)
