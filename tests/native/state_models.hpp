// The seven state models as the tests that walk all of them see them: the
// prefix of their files in tests/golden/states, the key of their state in a
// reply ("sheet" or "turn") and their entry point.
#pragma once

#include "at44/sheet.hpp"
#include "at44/turn.hpp"
#include "epic/sheet.hpp"
#include "epic/turn.hpp"
#include "kolaps/sheet.hpp"
#include "kolaps/turn.hpp"
#include "titanicus/sheet.hpp"

namespace test_support {

struct Model {
  const char* prefix;  // of the files in tests/golden/states
  const char* key;     // "sheet" or "turn"
  auspex::calc::json (*answer)(const auspex::calc::json&);
};

inline const Model models[] = {
    {"titan-sheet", "sheet", &auspex::titanicus::sheetAnswer},
    {"at44-sheet", "sheet", &auspex::at44::sheetAnswer},
    {"at44-turn", "turn", &auspex::at44::turnAnswer},
    {"kolaps-sheet", "sheet", &auspex::kolaps::sheetAnswer},
    {"kolaps-turn", "turn", &auspex::kolaps::turnAnswer},
    {"epic-sheet", "sheet", &auspex::epic::sheetAnswer},
    {"epic-turn", "turn", &auspex::epic::turnAnswer},
};

}  // namespace test_support
