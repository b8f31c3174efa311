#include "titanicus/sheet_text_api.hpp"

#include "titanicus/sheet.hpp"

namespace auspex::titanicus {

calc::Reply sheetText(const std::string& requestJson) {
  return calc::textReply("sheet request", requestJson, &sheetAnswer);
}

}  // namespace auspex::titanicus
