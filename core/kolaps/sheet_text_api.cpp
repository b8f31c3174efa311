#include "kolaps/sheet_text_api.hpp"

#include "kolaps/sheet.hpp"

namespace auspex::kolaps {

calc::Reply sheetText(const std::string& requestJson) {
  return calc::textReply("sheet request", requestJson, &sheet::sheetAnswer);
}

}  // namespace auspex::kolaps
