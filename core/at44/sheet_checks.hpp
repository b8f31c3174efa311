// AT-44 unit sheets' preconditions (core/at44/sheet_checks.cpp): what the
// sheet's state alone forbids, each with why; nothing when it is allowed.
#pragma once

#include <optional>

#include "at44/sheet.hpp"
#include "model/model.hpp"

namespace auspex::at44::sheet_detail {

std::optional<model::Why> alive(const Sheet& s);
std::optional<model::Why> notYetActivated(const Sheet& s);
std::optional<model::Why> moraleTestable(const Sheet& s);
std::optional<model::Why> infantryCasualties(const Sheet& s);
std::optional<model::Why> vehicleOnly(const Sheet& s);
std::optional<model::Why> movable(const Sheet& s);
std::optional<model::Why> canFire(const Sheet& s);
std::optional<model::Why> onAlert(const Sheet& s);
std::optional<model::Why> infantryEngaged(const Sheet& s);
std::optional<model::Why> pinnable(const Sheet& s);

}  // namespace auspex::at44::sheet_detail
