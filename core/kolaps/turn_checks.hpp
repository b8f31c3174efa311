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
// Why the active character's activation cannot end now without being épuisé
// by choice (Loi 8-1: one action first; none left, it ends épuisé), or nothing.
std::optional<model::Why> endRefusal(const Turn& t);
std::optional<model::Why> opposable(const Turn& t);
// Whether character c may act (Loi 8) in the draw now: the active one, or
// one en attente answering an attack (Loi 7-16); not one in the Réserve,
// épuisé or hors combat. Outside a sequence the draw forbids nothing.
std::optional<model::Why> mayAct(const Turn& t, const Character& c);
// Every character's mayAct: [{id, allowed, why?}] (the reply's `mayAct`).
requests::json mayActJson(const Turn& t);

}  // namespace auspex::kolaps::turn_detail
