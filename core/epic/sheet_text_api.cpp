#include "epic/sheet_text_api.hpp"

#include "epic/sheet.hpp"

namespace auspex::epic {

calc::Reply sheetText(const std::string& requestJson) {
  return calc::textReply("sheet request", requestJson, &sheetAnswer);
}

}  // namespace auspex::epic
