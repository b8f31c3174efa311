#include "at44/sheet_text_api.hpp"

#include "at44/sheet.hpp"

namespace auspex::at44 {

calc::Reply sheetText(const std::string& requestJson) {
  return calc::textReply("sheet request", requestJson, &sheetAnswer);
}

}  // namespace auspex::at44
