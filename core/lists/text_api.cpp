#include "lists/text_api.hpp"

#include "lists/list.hpp"
#include "lists/share.hpp"
#include "lists/text.hpp"

namespace auspex::lists {

namespace {

// Parses the list file's text, then answers with `what`.
template <class F>
requests::Reply onList(const std::string& listText, F what) {
  return requests::replyOf("list", [&] {
    const json list = json::parse(listText, nullptr, /*allow_exceptions=*/false);
    if (list.is_discarded()) throw requests::RequestError("", "the list is not valid JSON");
    return what(list);
  });
}

}  // namespace

requests::Reply checkText(const std::string& listJson) {
  return onList(listJson, [](const json& list) { return check(list); });
}

requests::Reply encodeText(const std::string& listJson) {
  return onList(listJson, [](const json& list) { return json{{"code", encode(list)}}; });
}

requests::Reply decodeText(const std::string& code) {
  return requests::replyOf("code", [&] { return decode(code); });
}

requests::Reply textOf(const std::string& listJson, const std::string& lang) {
  return onList(listJson, [&](const json& list) { return json{{"text", text(list, lang)}}; });
}

}  // namespace auspex::lists
