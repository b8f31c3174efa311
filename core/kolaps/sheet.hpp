// KOLAPS: Ground Zero (seed 003) character sheets (docs/sheets/kolaps.md):
// one character's state during an Affrontement — combativité, fatigue,
// wounds, protection wear, weapons, statuses and activation — as a JSON
// value. Every action is a pure function from one state to the next, so
// the page keeps the history (undo) by keeping the states. The numbers come
// from rulesets/kolaps-v2.json; the character itself (the ruleset holds no
// profiles) is given when the sheet is made.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "kolaps/ruleset.hpp"
#include "model/model.hpp"
#include "requests/fields.hpp"

namespace auspex::kolaps::sheet {

using requests::json;
using Names = rulesets::Names;

// What a saved sheet keeps at most (sheet_state.cpp reads no more): the
// combativité spent in a turn, the fatigue points.
constexpr int kMaxSpent = 100, kMaxFatigue = 1000;

// A trait of a weapon or a protection: a ruleset id, with X when the trait
// has one (Pénétrant X, Pompe X, Camouflage X).
struct TraitValue {
  std::string id;
  std::optional<int> x;
};

struct WeaponProfile {
  std::string name;
  std::vector<TraitValue> traits;
  std::optional<int> cadence;  // rate of fire (11-3): ranged weapons only
  bool has(const std::string& id) const;
  bool ranged() const { return cadence.has_value(); }
};

struct ProtectionProfile {
  std::string name;
  int defenceClass = 0;  // the class when the game starts (-6 .. 6)
  std::vector<TraitValue> traits;
  bool has(const std::string& id) const;
};

// What the character is made of: all given (the ruleset has no profiles).
struct Profile {
  int rank = 3;
  std::string affiliation, archetype;
  std::vector<std::string> attributes, specialisations;
  std::vector<WeaponProfile> weapons;
  std::optional<ProtectionProfile> protection;
};

struct WeaponState {
  std::string state = "ok";  // "ok", "enrayee", "vide", "detruite"
  bool dropped = false;      // désarmé / lâchée: on the ground
  int usesLeft = 0;          // shots left this turn (the cadence)
};

struct Sheet {
  std::string name;
  json given = json::object();  // the character as given
  Profile profile;
  int turn = 0;
  // Combativité: what is left, spent this turn, the last determination
  // (null before the first turn), points kept by "se préparer".
  int combativite = 0, spent = 0, prepared = 0;
  std::optional<int> determined;
  std::string activation = "epuise";  // "reserve", "en-attente", "epuise"
  int fatigue = 0;
  std::optional<int> unconsciousUntil;  // the turn the character is unconscious through (5-8)
  std::string health = "indemne";       // indemne .. hors-combat
  bool sonne = false;
  bool auSol = false, expose = false, cache = false, aCouvert = false;
  int protectionClass = 0, impacts = 0;
  std::vector<WeaponState> weapons;
  bool defected = false;  // joined the other Unité (7-7, -6)
  std::string out;        // "", "quitte-le-theatre" (-5), "perdu" (-6 twice)
  int xp = 0;
};

// {"op": "new", ...} or {"op": "apply", "sheet", "action"} → {sheet, log,
// needs}. Throws requests::RequestError naming the field.
json sheetAnswer(const json& request);

// The saved sheet as the model reads it back, written again with no action
// and an empty `log` (the last action's lines, which are not read): what an
// apply reads before its action. A sheet the model wrote comes back the same
// but for its log (tests/fuzz/state_contract.hpp). Throws requests::RequestError
// naming the field, as an apply does.
json sheetReadBack(const json& sheet);

// --- sheet_state.cpp -------------------------------------------------
Sheet newSheet(const json& request, data::Ruleset& rs);
// Its saved format and version, with the upgrades of older ones (core/model).
const model::Format& sheetFormat();
Sheet readSheet(const json& sheet, const std::string& path, data::Ruleset& rs);
json sheetJson(const Sheet& s, const data::Ruleset& rs, const std::vector<model::Line>& log);

// --- sheet_profile.cpp -----------------------------------------------
// The character's keys of a new request (kept in `given`), and reading them.
extern const std::vector<std::string> kGivenKeys;
Profile readProfile(const requests::Fields& f, const data::Ruleset& rs);
json traitsJson(const std::vector<TraitValue>& traits, const std::vector<data::Trait>& known);

// Derived values (sheet_state.cpp).
bool horsCombat(const Sheet& s);
int permanentFatigue(const Sheet& s, const data::Ruleset& rs);
int fatiguePenalty(const Sheet& s);
int healthPenalty(const Sheet& s, const data::Ruleset& rs);
const data::Rank& rankOf(const data::Ruleset& rs, int rank);

// --- sheet_actions.cpp -----------------------------------------------
struct Step {
  std::vector<model::Line> log;
  json needs;  // null, or {"dice", "sides", "field", "for"}
};

}  // namespace auspex::kolaps::sheet

namespace auspex::kolaps {
using sheet::sheetAnswer;
using sheet::sheetReadBack;
}  // namespace auspex::kolaps
