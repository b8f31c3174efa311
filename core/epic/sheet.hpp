// Epic Escarmouches (seed 002) formation sheets (docs/sheets/epic.md): one
// formation's state during a game — units left per unit type, vehicles' hits,
// its break point, the hidden order token, retreat, dispersal — as a JSON
// value. Every action is a pure function from one state to the next, so the
// page keeps the history (undo) by keeping the states.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "epic/ruleset.hpp"
#include "model/model.hpp"
#include "requests/fields.hpp"

namespace auspex::epic {

struct SheetUnit {
  std::string unit;
  bool vehicle = false;
  int count = 1, left = 1;
  int transported = 0;         // of those left, carried by a transport (no action while aboard)
  std::optional<int> hits;     // vehicles: hits that destroy one (given: the ruleset has none)
  std::vector<int> hitsTaken;  // vehicles: one per vehicle left
};

// The last turn a saved sheet keeps (sheet_state.cpp reads no more).
constexpr int kMaxTurn = 1000;

struct Sheet {
  std::string ruleset, name;
  int morale = 4;  // the army's morale value: a test passes on 1D6 at or above it
  int turn = 1;
  std::vector<SheetUnit> units;
  std::string order = "avance";  // avance, charge, tir-appuye, retraite
  bool orderGiven = false;       // a token was placed this turn (none: avance)
  bool revealed = false;         // the token was turned face up (movement phase)
  bool fired = false;            // the formation fired this turn (shooting phase)
  bool retraite = false;
  std::optional<int> failedTurn;  // the turn a morale test was last failed
  bool dispersee = false;
  bool broken = false;  // the break point has been reached (its test was asked for)
  int total() const;
  int left() const;
};

// Units a formation of `total` loses to be démoralisée (rounded as the ruleset says).
int breakPoint(const Ruleset& rs, int total);
bool demoralisee(const Sheet& s, const Ruleset& rs);
// The order of a formation without a token ("default": avance).
std::string defaultOrder(const Ruleset& rs);

// --- sheet_actions.cpp (model::Machine): {"op": "new", ...} or {"op": "apply", "sheet", "action"}
// → {sheet, log, needs}. Throws requests::RequestError naming the field.
requests::json sheetAnswer(const requests::json& request);

// The saved sheet as the model reads it back, written again with no action:
// what an apply reads before its action. A sheet the model wrote comes back
// the same (tests/fuzz/state_contract.hpp). Throws requests::RequestError naming
// the field, as an apply does.
requests::json sheetReadBack(const requests::json& sheet);

// --- sheet_state.cpp
Sheet newSheet(const requests::json& request, Ruleset& rs);
// Its saved format and version, with the upgrades of older ones (core/model).
const model::Format& sheetFormat();
Sheet readSheet(const requests::json& sheet, const std::string& path, Ruleset& rs);
requests::json sheetJson(const Sheet& s, const Ruleset& rs);

// --- sheet_actions.cpp
struct Step {
  std::vector<model::Line> log;
  requests::json needs;  // null, or {"dice", "sides", "field", "for"}
};

}  // namespace auspex::epic
