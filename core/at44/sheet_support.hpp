// AT-44 unit sheets: what the actions share (sheet_actions.cpp,
// sheet_vehicle.cpp). Internal to core/at44.
#pragma once

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>

#include "at44/sheet.hpp"

namespace auspex::at44::sheet_detail {

using requests::Fields;
using requests::json;

using model::line;
using model::needDice;
using model::num;

inline bool on(const Sheet& s, const std::string& id) {
  return std::find(s.attitudes.begin(), s.attitudes.end(), id) != s.attitudes.end();
}

inline const CpAction& attitudeOf(const Ruleset& rs, const std::string& id) {
  for (const auto& a : rs.attitudes)
    if (a.id == id) return a;
  throw std::logic_error("attitude " + id);
}

inline void addPending(Sheet& s, const std::string& id) {
  if (std::find(s.pending.begin(), s.pending.end(), id) == s.pending.end()) s.pending.push_back(id);
}

// Ends attitudes (all, or one), logging which and why.
inline void endAttitudes(Sheet& s, const Ruleset& rs, Step& st, const std::string& whyFr,
                         const std::string& whyEn, const std::string& only = "") {
  std::vector<std::string> kept;
  for (const auto& id : s.attitudes) {
    if (!only.empty() && id != only) {
      kept.push_back(id);
      continue;
    }
    const CpAction& a = attitudeOf(rs, id);
    st.log.push_back(
        line("Fin de l'attitude " + a.name.fr + " (" + whyFr + ")",
             "Attitude " + (a.name.en.empty() ? a.name.fr : a.name.en) + " ends (" + whyEn + ")"));
  }
  s.attitudes = kept;
}

// Why the unit cannot act now, or nothing: the preconditions of the
// actions (model::Action, sheet_actions.cpp), each written once.
inline std::optional<model::Why> destroyedWhy(const Sheet& s) {
  if (!destroyed(s)) return std::nullopt;
  return model::Why{"unit.destroyed", "the unit is destroyed (or routed): no more actions",
                    "l'unité est détruite (ou en déroute) : plus d'action"};
}

// `what` names the action in both languages ("moving", "le mouvement").
inline std::optional<model::Why> notActivatedWhy(const Sheet& s, const Names& what) {
  if (s.activated) return std::nullopt;
  return model::Why{"unit.not-activated",
                    what.en + " needs the unit activated this turn (activate first)",
                    what.fr + " demande l'unité activée ce tour-ci (activez-la d'abord)"};
}

// A unit activated without paying its CP can do nothing this turn (AT44RBF-R).
inline std::optional<model::Why> idleWhy(const Sheet& s) {
  if (!s.idle) return std::nullopt;
  return model::Why{"at44.idle",
                    "the unit was activated without paying its CP: it does nothing this turn",
                    "l'unité a été activée sans payer de PC : elle ne fait rien ce tour"};
}

inline std::optional<model::Why> vehicleWhy(const Sheet& s, const model::Why& why) {
  if (!s.profile.vehicle()) return std::nullopt;
  return why;
}

inline std::optional<model::Why> disorganisedWhy(const Sheet& s) {
  if (s.morale != "desorganisee") return std::nullopt;
  return model::Why{"at44.disorganised", "a désorganisée unit is activated but can do nothing",
                    "une unité désorganisée est activée mais ne peut rien faire"};
}

// Whether every vehicle left is `what`.
inline bool allVehicles(const Sheet& s, bool (*what)(const SheetVehicle&)) {
  bool any = false;
  for (const auto& v : s.vehicles) {
    if (v.destroyed()) continue;
    any = true;
    if (!what(v)) return false;
  }
  return any;
}

inline bool immobilised(const SheetVehicle& v) {
  return std::none_of(v.propulsion.begin(), v.propulsion.end(), [](int x) { return x > 0; });
}
inline bool disarmed(const SheetVehicle& v) {
  return std::none_of(v.weapons.begin(), v.weapons.end(), [](int x) { return x > 0; });
}

// The vehicleDamage action (sheet_vehicle.cpp).
Step vehicleDamage(Sheet& s, const Fields& f);

}  // namespace auspex::at44::sheet_detail
