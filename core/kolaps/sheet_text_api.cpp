#include "kolaps/sheet_text_api.hpp"

#include "kolaps/sheet.hpp"

namespace auspex::kolaps {

calc::Reply sheetText(const std::string& requestJson) {
  return calc::replyOf("sheet request", [&] {
    const calc::json request = calc::json::parse(requestJson, nullptr, /*allow_exceptions=*/false);
    if (request.is_discarded()) throw calc::RequestError("", "the request is not valid JSON");
    return sheet::sheetAnswer(request);
  });
}

}  // namespace auspex::kolaps
