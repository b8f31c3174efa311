// Rulesets as data (rulesets/*.json): the envelope every file shares, the
// per-system readers that check the rest, and the registry of loaded
// rulesets that calc requests naming units read from.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "requests/fields.hpp"

namespace auspex::rulesets {

using requests::Fields;
using requests::json;

struct Names {
  std::string fr, en;  // en is the French where the seed gives no English
};

struct UnitSummary {
  std::string id;
  Names name;
  std::string kind;  // per system: "infantry", "vehicle", "character", …
};

// What `rulesets check` and `rulesets list` show of a valid ruleset.
struct Summary {
  std::string id, system, edition;
  int version = 0;
  // The number a list's share code names a built-in ruleset by (docs/lists.md): declared by the
  // ruleset (`share`), only ever appended; 0 for none. A player's own ruleset keeps the one it
  // copied, unused: its code carries its id (shareOf).
  int share = 0;
  Names name;
  std::string source;
  std::vector<UnitSummary> units;
  std::map<std::string, int> counts;  // "weapons": 12, "skills": 30, ...
};
json toJson(const Summary& s);

// The keys every ruleset has (format, id, system, edition, version, name,
// source), read before the system's reader is called.
const std::vector<std::string>& envelopeKeys();

// A system's reader: checks every block of the ruleset beyond the envelope
// (build its Fields with `withEnvelope({...its keys...})` so unknown keys
// are errors), fills `summary.units` and `summary.counts`, and throws
// requests::RequestError naming the JSON path ("units.3.weapons.0").
using SystemReader = std::function<void(const json& ruleset, Summary& summary)>;
std::vector<std::string> withEnvelope(std::initializer_list<const char*> systemKeys);

// The readers by system name: the built-in ones (core/rulesets/systems.cpp)
// and any registered since (tests).
void registerReader(const std::string& system, SystemReader reader);

// Checks a whole ruleset file (parsed JSON); throws requests::RequestError.
Summary check(const json& ruleset);

// Registry of loaded rulesets, by id (calc requests name units by ruleset
// id). Both check first. `add` loads a ruleset for good (the built-in
// files): adding the very same one again changes nothing, another one of
// the same id is refused (code "ruleset.taken", path "id"). `replace` loads
// the player's own (custom units, a game's own ruleset): it may replace one
// loaded by `replace`, never one loaded by `add`.
Summary add(const json& ruleset);
Summary replace(const json& ruleset);
const json* find(const std::string& id);
// The most a ruleset's `share` may be.
inline constexpr int maxShare = 1000;
// The id of the loaded built-in ruleset a share code's number names, or "".
std::string shared(int share);
// The number a share code names loaded ruleset `id` by: its `share` when it is built in (a
// player's own keeps the number it copied, unused); 0 otherwise.
int shareOf(const std::string& id);
std::vector<Summary> loaded();
void clear();
// How many times the registry has changed (a ruleset loaded or replaced, all
// cleared): what is worked out from the loaded rulesets is kept while it stays.
std::uint64_t changes();

}  // namespace auspex::rulesets
