#include "at44/sheet_text_api.hpp"

#include "at44/sheet.hpp"

namespace auspex::at44 {

calc::Reply sheetText(const std::string& requestJson) {
  return calc::replyOf("sheet request", [&] {
    const calc::json request = calc::json::parse(requestJson, nullptr, /*allow_exceptions=*/false);
    if (request.is_discarded()) throw calc::RequestError("", "the request is not valid JSON");
    return sheetAnswer(request);
  });
}

}  // namespace auspex::at44
