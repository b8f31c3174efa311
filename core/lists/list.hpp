// An army list (docs/lists.md): the same JSON object for every game system,
// read field by field (unknown keys are errors), resolved against a loaded
// ruleset, totalled, and checked by the system's composition rules.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "lists/character.hpp"
#include "requests/fields.hpp"

namespace auspex::lists {

using requests::json;

struct Entry {
  std::string unit;  // a unit id of the ruleset or of custom.units
  std::string name;  // the player's name for it ("" for none)
  int count = 1;
  std::vector<std::string> weapons;                  // chosen, in slot order
  std::vector<std::pair<std::string, int>> options;  // in the system's option order
  std::optional<Character> character;  // a system whose entries are characters (System::characters)
};

struct List {
  std::string ruleset;
  std::string name;
  std::string faction;  // "" for none
  std::optional<int> limit;
  json customUnits = json::array(), customWeapons = json::array();
  // The table's readings the list is played with (requests/readings.hpp):
  // {"medic": "beforeCap"}, checked against its system's by resolve().
  json readings = json::object();
  std::vector<Entry> units;
};

// Limits of the list file (docs/lists.md).
inline constexpr std::size_t maxListName = 200, maxEntryName = 100, maxEntries = 200,
                             maxWeapons = 32, maxCustom = 50;
inline constexpr int maxCount = 1000, maxLimit = 100000, maxOption = 100000;

// Reads the list's fields and types; throws requests::RequestError naming the
// field. Nothing is looked up in the ruleset yet.
List read(const json& list);
json toJson(const List& list);

// The option names a system knows, in share-code order (only appended to).
const std::vector<std::string>& optionNames(const std::string& system);

// A list resolved against its ruleset, with its custom units and weapons
// appended to the ruleset's: what totals, rules and the share code use.
struct Resolved {
  List list;
  // The ruleset with the list's custom units and weapons appended: the loaded ruleset itself when
  // the list has none (not copied: a backup of 2 000 lists is checked one list at a time).
  std::shared_ptr<const json> rulesetData;
  const json& ruleset() const { return *rulesetData; }
  // One block of the ruleset ("weapons", "factions"…), null when it has none.
  const json& block(const char* key) const {
    static const json none;
    return ruleset().contains(key) ? ruleset()[key] : none;
  }
  std::string system;
  int rulesetVersion = 0;
  std::size_t baseUnits = 0, baseWeapons = 0;         // the ruleset's own, before custom ones
  std::vector<std::size_t> unitIndex;                 // per entry: index in ruleset["units"]
  std::vector<std::vector<std::size_t>> weaponIndex;  // per entry, per weapon
  int factionIndex = -1;

  const json& unitOf(std::size_t entry) const { return ruleset()["units"][unitIndex[entry]]; }
  std::optional<int> option(std::size_t entry, const std::string& name) const;
  // What to call an entry in a message: its name, else its unit's French/English name.
  std::string label(std::size_t entry, const std::string& lang) const;
};

// Resolves every id of the list; throws requests::RequestError naming the field.
Resolved resolve(const List& list);

// A composition rule broken: the list may still be saved and shared.
struct Problem {
  std::string path, code, fr, en;
};

struct Totals {
  int units = 0, models = 0, cost = 0, unpriced = 0;
  std::string costUnit;                   // "points", "stars", … (the system's cost unit)
  std::vector<std::optional<int>> lines;  // cost of each entry, nullopt when unknown
};

Totals totals(const Resolved& r);

// A system's composition rules (core/<system>/list_rules.cpp).
using Rules = std::function<void(const Resolved&, const Totals&, std::vector<Problem>&)>;
std::vector<Problem> problems(const Resolved& r, const Totals& t);

// A system's facts about a list (the size of a company, ...): checkList's `facts`.
using Facts = std::function<json(const Resolved&, const Totals&)>;

// checkList: { list, totals, lines, problems } (docs/lists.md).
json check(const json& list);

}  // namespace auspex::lists
