// The plumbing every state model shares (titanSheet, at44Sheet, at44Turn,
// kolapsSheet, kolapsTurn, epicSheet, epicTurn; docs/sheets/): the log line
// in French and English, the dice asked for (`needs`), the reply, and the
// action table from which a model's dispatch and its "must be one of"
// message are both made.
#pragma once

#include <string>
#include <vector>

#include "calc/fields.hpp"
#include "rulesets/ruleset.hpp"

namespace auspex::model {

using calc::Fields;
using calc::json;
using calc::RequestError;

// One line of a log (or of a question, a reason), in French and English.
using Line = rulesets::Names;

inline Line line(std::string fr, std::string en) {
  return Line{std::move(fr), std::move(en)};
}

// A whole number for a log line: "-3" (num) or with the typographic minus,
// "−3" (numMinus, the turns' logs).
std::string num(int n);
std::string numMinus(int n);

json lineJson(const Line& l);

// What an action asks for when its dice are missing: `count` dice of
// `sides` sides, to send back under `field` (the state stays as it was).
json needDice(int count, const Line& what, const char* field = "dice", int sides = 6);

// The reply of every state model: {<key>: state, "log": [{fr, en}…], "needs"}.
json reply(const char* key, const json& state, const std::vector<Line>& log, const json& needs);

// A saved state's format and version (docs/sheets/README.md). Every state
// a model writes starts with {"format", "version"}; one read back is brought
// to today's version by the model's upgrade steps, each from version n to
// n + 1, so a state saved on a player's device by any earlier Auspex opens.
struct Upgrade {
  int from;                  // the version it reads
  void (*run)(json& state);  // makes it version from + 1
};
struct Format {
  const char* format;  // "auspex-sheet", "auspex-turn"
  int version;         // today's
  // States saved before the model wrote a format and version exist (Epic
  // sheets, the turns): one without both is version 1.
  bool unversionedIsV1;
  std::vector<Upgrade> upgrades;
};

// A copy of the saved `state` (its path in errors: "sheet", "turn") at
// f.version: refuses another format and a version newer than the code's
// ("was saved by a newer Auspex").
json upgraded(const json& state, const std::string& path, const Format& f);

// {"format", "version"} of today, to begin a written state with.
json stamp(const Format& f);

// One action of a model's table: its `type`, the keys it takes besides
// "type", and what runs it.
template <class Handler>
struct Action {
  std::string type;
  std::vector<std::string> keys;
  Handler run;
};

// How a model's "must be one of" message for action.type is written:
// plain (must be one of a, b, not …) or quoted like Fields::choice (must be
// one of "a", "b", not …; a missing type "is required").
enum class TypeList { plain, quoted };

// "a, b, c" or "\"a\", \"b\", \"c\"".
std::string listText(const std::vector<std::string>& names, TypeList style);

// The types of a table, in its order.
template <class Handler>
std::vector<std::string> typesOf(const std::vector<Action<Handler>>& table) {
  std::vector<std::string> out;
  for (const auto& a : table) out.push_back(a.type);
  return out;
}

// Checks that `action` is an object whose "type" is one of `types`; returns
// the index of its type, or throws naming action (or action.type).
std::size_t typeIndex(const json& action, const std::vector<std::string>& types, TypeList style);

// The action's Fields: "type" and the keys its entry takes, nothing else.
Fields fieldsOf(const json& action, const std::vector<std::string>& keys);

// Finds the action's entry in `table` (errors as typeIndex).
template <class Handler>
const Action<Handler>& pick(const std::vector<Action<Handler>>& table, const json& action,
                            TypeList style = TypeList::plain) {
  return table[typeIndex(action, typesOf(table), style)];
}

}  // namespace auspex::model
