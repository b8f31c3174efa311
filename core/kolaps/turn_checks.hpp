// The activation draw's preconditions (core/kolaps/turn_checks.cpp): what the
// turn's state alone forbids, each with why; nothing when it is allowed.
#pragma once

#include <optional>
#include <string>

#include "kolaps/turn_state.hpp"

namespace auspex::kolaps::turn_detail {

std::optional<model::Why> over(const Turn& t);
std::string phaseFr(const std::string& phase);
std::optional<model::Why> sequenceOnly(const Turn& t, const Line& what);
const Character* activeIn(const Turn& t);
std::optional<model::Why> turnStarts(const Turn& t);
std::optional<model::Why> drawable(const Turn& t);
std::optional<model::Why> noneActive(const Turn& t, const Line& what);
std::optional<model::Why> spendable(const Turn& t);
std::optional<model::Why> endable(const Turn& t);
std::optional<model::Why> opposable(const Turn& t);

}  // namespace auspex::kolaps::turn_detail
