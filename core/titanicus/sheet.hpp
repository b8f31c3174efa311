// Live titan sheets (docs/sheets/titanicus.md): one unit's state during a
// game — shields, structure, action points, weapon uses, fires, grapples —
// as a JSON value. Every action is a pure function from one state to the
// next, so the page keeps the history (undo) by keeping the states. The
// rules' numbers come from the unit's ruleset (core/titanicus/ruleset.hpp).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/model.hpp"
#include "requests/fields.hpp"
#include "titanicus/ruleset.hpp"

namespace auspex::titanicus {

// Values the ruleset marks unknown (v1 titans' shields and action points,
// the Ork shield rules) given by the player when the sheet is made.
struct SheetGiven {
  std::optional<int> voidShields;
  std::optional<ActionPointsRule> actionPoints;
  std::optional<int> shieldArmour, shieldArmourOverloaded, shieldRepairOn, vsgCost, vsgBurnOutOn;
};

struct SheetWeapon {
  std::string id;
  int uses = 0;  // this turn
  bool destroyed = false, alert = false, aimed = false;
};

struct SheetLocation {
  std::string id;
  int lost = 0;  // structure boxes lost
};

struct SheetGrapple {
  int weapon = 0;      // index of the grappling weapon
  std::string target;  // the player's name for the unit held
};

// What a saved sheet keeps at most (sheet_state.cpp reads no more): its
// turn, a count (weapon uses, moves, fires, AP, damage), the cm a holo moved.
constexpr int kMaxTurn = 10000, kMaxCount = 100, kMaxHoloCm = 1000;

struct Sheet {
  std::string ruleset, edition, unit, name;
  SheetGiven given;
  int turn = 1;
  bool activated = false;  // this turn
  int shieldsUp = 0;
  bool overloaded = false, generatorDestroyed = false;
  std::vector<SheetLocation> locations;
  int apTotal = 0, apSpent = 0, reactorDamage = 0, boilerDamage = 0;
  std::vector<SheetWeapon> weapons;
  int moves = 0;           // move actions this activation
  double holoMovedCm = 0;  // cm moved in the current (last) activation
  bool holoDestroyed = false;
  int fires = 0;
  std::optional<SheetGrapple> grapple;
  bool exploded = false;
};

// The ruleset, unit and faction a sheet reads its numbers from.
struct SheetRules {
  std::shared_ptr<const Ruleset> ruleset;
  const Unit* unit = nullptr;
  const Faction* faction = nullptr;
  const Weapon& weapon(const Sheet& s, std::size_t i) const;
  const DamageTable* table(const std::string& id) const;
};

// One line of the log, in French and English.
using model::Line;

// What an action answers: the new sheet's log and, when dice or a choice are
// missing, what to ask for (the sheet then stays as it was).
struct Step {
  std::vector<Line> log;
  requests::json needs;  // null, or {"dice", "sides", "field", "for"} / {"weapons", "from", "for"}
};

// --- sheet_actions.cpp: the state model (model::Machine) -------------
// {"op": "new", ...} or {"op": "apply", "sheet", "action"} → {sheet, log, needs}.
// Throws requests::RequestError naming the field.
requests::json sheetAnswer(const requests::json& request);

// The saved sheet as the model reads it back, written again with no action
// and an empty `log` (the last action's lines, which are not read): what an
// apply reads before its action. A sheet the model wrote comes back the same
// but for its log (tests/fuzz/state_contract.hpp). Throws requests::RequestError
// naming the field, as an apply does.
requests::json sheetReadBack(const requests::json& sheet);

// Its saved format and version, with the upgrades of older ones (core/model).
const model::Format& sheetFormat();

// --- sheet_state.cpp: reading, writing, derived values ---------------
SheetRules sheetRules(const requests::Fields& f, const char* rulesetKey, const std::string& unitId,
                      const char* unitKey);
SheetGiven readGiven(const requests::Fields& f, const SheetRules& r);
requests::json givenJson(const SheetGiven& g);
Sheet newSheet(const requests::json& request, SheetRules& rules);
Sheet readSheet(const requests::json& sheet, SheetRules& rules);
requests::json sheetJson(const Sheet& s, const SheetRules& r, const std::vector<Line>& log);

// Why a special action (`what`: "repairShields", "vsgOverload") is not
// possible now, before its AP: no shields, the generator destroyed, no
// shield down, already overloaded, or the faction's rules give none of it.
std::optional<model::Why> specialRefused(const Sheet& s, const SheetRules& r,
                                         const std::string& what);
// The reply's `specials`: each special action allowed now or why not
// ({"what", "allowed", "why"}), from specialRefused.
requests::json specialsJson(const Sheet& s, const SheetRules& r);
// Why weapon i cannot be used now, whatever the action: destroyed, or once per turn and used.
std::optional<model::Why> weaponRefused(const Sheet& s, const SheetRules& r, std::size_t i);
// The reply's `fires`: each weapon's `fire` allowed now or why not ({"weapon", "allowed",
// "why"}): the unit destroyed, weaponRefused, then, unless on alert, not activated or its AP
// cost short — the fire action's own checks on that weapon, before the tap.
requests::json firesJson(const Sheet& s, const SheetRules& r);

int shieldMax(const Sheet& s, const SheetRules& r);
std::optional<int> shieldArmour(const Sheet& s, const SheetRules& r);
// The action points form: the ruleset's, else the given one; nullopt if neither.
std::optional<ActionPointsRule> apForm(const Sheet& s, const SheetRules& r);
int structureLost(const Sheet& s);
int apDice(const Sheet& s, const SheetRules& r);   // dice to roll after damage
int apFixed(const Sheet& s, const SheetRules& r);  // fixed AP after damage
bool isDestroyed(const Sheet& s, const SheetRules& r);
struct Movement {
  double cm = 0;
  int turns = 0;
};
Movement movement(const Sheet& s, const SheetRules& r);
int weaponModifier(const Sheet& s, const SheetRules& r, std::size_t i);

// --- sheet_actions.cpp / sheet_damage.cpp: the actions ----------------
Step applyDamage(Sheet& s, const SheetRules& r, const requests::Fields& action);
// The sheet's action table (model::Action, sheet_actions.cpp), run by the
// sheet's model (sheet.cpp).
using SheetHandler = Step (*)(Sheet&, const SheetRules&, const requests::Fields&);
using SheetCheck = std::optional<model::Why> (*)(const Sheet&, const SheetRules&);
const std::vector<model::Action<SheetHandler, SheetCheck>>& sheetActions();
// The line of table `t` a die reads (nullptr: nothing), and the odds of that
// line for the sheet's owner: a damage table's lines are read as worse as the
// die rises, the fire table's as better (docs/rules/titanicus.md, "Odds").
const DamageResult* resultOf(const DamageTable& t, int die);
model::Odds tableOdds(const DamageTable& t, int die, bool highIsGood);

// The weapons that hold on to their target (the ruleset format has no key
// for it): the Trident (v1) and the Kroko d'bide (v2), which also stops
// both units moving.
// The weapon's ruleset `grapple`: it hooks on ("tether", "hold"); "hold" also stops movement.
bool grapples(const Ruleset& rules, const std::string& weaponId);
bool grappleBlocksMove(const Ruleset& rules, const std::string& weaponId);

// Helpers the action files share (sheet.cpp).
Line line(std::string fr, std::string en);
// `needs` with the calculator's request giving the odds of its roll
// (docs/calc/titanicus.md, "Rolls"): the page shows them before the dice.
requests::json withCalc(requests::json needs, const Sheet& s, requests::json request);
// The dice of `field`: nullopt when absent (then ask); exactly `count` dice 1–6.
std::optional<std::vector<int>> diceOf(const requests::Fields& f, const char* field, int count);
void spendAp(Sheet& s, int ap, const requests::Fields& f);
// Why the sheet cannot act now: not activated; fewer than `ap` AP left.
std::optional<model::Why> notActivated(const Sheet& s);
std::optional<model::Why> apShort(const Sheet& s, int ap);
// Centimetres as JSON and text: whole numbers without ".0" (7.5, 8).
requests::json cmJson(double cm);
std::string cmText(double cm);
std::string weaponName(const SheetRules& r, const Sheet& s, std::size_t i, bool fr);

}  // namespace auspex::titanicus
