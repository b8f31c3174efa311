// The Epic turn's preconditions (core/epic/turn_checks.cpp): what the turn's
// state alone forbids, each with why; nothing when it is allowed.
#pragma once

#include <optional>
#include <string>

#include "epic/turn_state.hpp"

namespace auspex::epic::turn_detail {

std::optional<model::Why> phaseRefusal(const Turn& t, const std::string& phase, const Line& what);
std::optional<model::Why> rollOffPre(const Turn& t);
std::optional<model::Why> deployFirstPre(const Turn& t);
std::optional<model::Why> deployedPre(const Turn& t);
std::optional<model::Why> nextPre(const Turn& t);
std::optional<model::Why> firstPre(const Turn& t);
std::optional<model::Why> shootingPre(const Turn& t, const Line& what);
std::optional<model::Why> firePre(const Turn& t);
std::optional<model::Why> passPre(const Turn& t);
// Why player p cannot fire a formation now (the phase, whose go it is), or nothing.
std::optional<model::Why> fireRefusal(const Turn& t, int p);
// Assaults come in the assault phase, once who acts first is chosen.
std::optional<model::Why> assaultPre(const Turn& t);

}  // namespace auspex::epic::turn_detail
