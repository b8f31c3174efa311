// AT-44 (seed 004) live unit sheets (docs/sheets/at44.md): one unit's state
// during a game — models left, Moral state, attitudes de combat, mise à
// terre, engaged/free, vehicles' PS per location — as a JSON value. Every
// action is a pure function from one state to the next, so the page keeps
// the history (undo) by keeping the states. The numbers come from
// rulesets/at44.json; what it lacks is given when the sheet is made.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "at44/ruleset.hpp"
#include "model/model.hpp"
#include "requests/fields.hpp"

namespace auspex::at44 {

// What the unit is made of: the ruleset's values, else the given ones.
struct SheetProfile {
  std::string type;      // "infanterie" or "vehicule"
  std::string category;  // vehicles: "marcheur" or "autre" ("" for infantry)
  int rank = 1, mor = 0, arm = 0;
  std::vector<std::string> skills;
  int chassisPs = 0;                 // vehicles
  std::vector<int> propulsionPs;     // vehicles
  std::vector<std::string> weapons;  // vehicles: one entry per weapon carried
  std::vector<int> weaponPs;         // vehicles: the PS of each
  bool vehicle() const { return type == "vehicule"; }
  bool hasSkill(const std::string& id) const;
};

struct SheetVehicle {
  int chassis = 0;
  std::vector<int> propulsion, weapons;
  bool autoRepairUsed = false;  // this turn
  bool destroyed() const { return chassis <= 0; }
};

// The last turn a saved sheet keeps (sheet_state.cpp reads no more), and
// as many Moral tests.
constexpr int kMaxTurn = 1000;

struct Sheet {
  std::string unit, name;
  requests::json given = requests::json::object();  // the values the player gave, as given
  SheetProfile profile;
  int count = 1, left = 1;
  std::optional<int> officer;  // grade of the officer still with the unit
  int turn = 1;
  bool activated = false, moved = false, ran = false, fired = false;
  // Activated without paying its CP (a unit without an officer, AT44RBF-R):
  // it does nothing this turn.
  bool idle = false;
  std::string morale = "vaillante";  // "vaillante", "desorganisee", "deroute"
  bool moraleTested = false;         // this turn
  int moraleTests = 0;               // in the whole game (each after the first: -1)
  std::vector<std::string> pending;  // triggers waiting for the unit's activation
  bool halfLost = false;             // the 50% trigger has been raised
  bool engaged = false, pinned = false;
  std::vector<std::string> attitudes;
  bool medicUsed = false;  // this turn
  std::vector<SheetVehicle> vehicles;
  int leader = 0;  // vehicles: index of the meneur's vehicle
};

// --- sheet_actions.cpp: the state model (model::Machine) -------------
// {"op": "new", ...} or {"op": "apply", "sheet", "action"} →
// {sheet, log, needs, cp}. Throws requests::RequestError naming the field.
requests::json sheetAnswer(const requests::json& request);

// The saved sheet as the model reads it back, written again with no action
// and an empty `log` (the last action's lines, which are not read): what an
// apply reads before its action. A sheet the model wrote comes back the same
// but for its log (tests/fuzz/state_contract.hpp). Throws requests::RequestError
// naming the field, as an apply does.
requests::json sheetReadBack(const requests::json& sheet);

// --- sheet_state.cpp -------------------------------------------------
// Both read the ruleset named in the request (or the sheet) into `rs`.
Sheet newSheet(const requests::json& request, Ruleset& rs);
// Its saved format and version, with the upgrades of older ones (core/model).
const model::Format& sheetFormat();
Sheet readSheet(const requests::json& sheet, const std::string& path, Ruleset& rs);
requests::json sheetJson(const Sheet& s, const Ruleset& rs, const std::vector<model::Line>& log);
bool destroyed(const Sheet& s);
// Moral test triggers of the unit's type: ids with the seed's text.
struct Trigger {
  std::string id;
  Names text;
};
const std::vector<Trigger>& triggers(bool vehicle);
// The triggers the unit must test for at its next activation (pending ones
// plus the standing ones: désorganisée, effectif critique).
std::vector<std::string> mustTest(const Sheet& s);

// --- sheet_actions.cpp -----------------------------------------------
struct Step {
  std::vector<model::Line> log;
  requests::json needs;  // null, or {"dice", "sides", "field", "for"}
  int cp = 0;            // points de commandement the action spends
};

}  // namespace auspex::at44
