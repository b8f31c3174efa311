// The plumbing every state model shares (docs/sheets/; the models are listed
// in the systems' registry, run by model::Machine, machine.hpp): the log line
// in French and English, the dice asked for (`needs`), the reply, and the
// action table from which a model's dispatch and its "must be one of"
// message are both made.
#pragma once

#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "dice/dist.hpp"
#include "requests/fields.hpp"
#include "rulesets/ruleset.hpp"

namespace auspex::model {

using requests::Fields;
using requests::json;
using requests::RequestError;

// The odds of a result the dice gave ("how lucky was that", docs/sheets/README.md):
// `p` the chance of exactly this result, `atLeast` the chance of doing at
// least as well (1 for the worst result; the smaller, the luckier), `mean`
// the quantity expected and `value` the one rolled (hits, AP, a table's
// line…; a test: 1 passed, 0 failed, `mean` its chance). Good or bad for
// `player`: -1 the sheet's owner; a turn's player (0, 1) otherwise.
struct Odds {
  double p = 1, atLeast = 1, mean = 0;
  int value = 0;
  int player = -1;
};

// The odds of `value` drawn from `d`: better when higher (`highIsGood`) or lower.
Odds oddsOf(const dice::Dist& d, int value, bool highIsGood = true, int player = -1);
// The odds of a test passed or failed, of chance `chance` to pass.
Odds testOdds(double chance, bool passed, int player = -1);
// The odds of one die of `sides` showing `face`, higher better.
Odds dieOdds(int face, int player = -1, int sides = 6);

// One line of a log (or of a question, a reason), in French and English,
// with the odds of the dice it applies, if any.
struct Line : rulesets::Names {
  Line() = default;
  Line(std::string fr, std::string en) : rulesets::Names{std::move(fr), std::move(en)} {}
  Line(rulesets::Names n) : rulesets::Names(std::move(n)) {}  // NOLINT: a name is a line
  Line& with(const Odds& o) {
    odds.push_back(o);
    return *this;
  }
  std::vector<Odds> odds;
};

inline Line line(std::string fr, std::string en) {
  return Line{std::move(fr), std::move(en)};
}

// A whole number for a log line: "-3" (num) or with the typographic minus,
// "−3" (numMinus, the turns' logs).
std::string num(int n);
std::string numMinus(int n);

// A player's name in a line: theirs, or, when they gave none, "J1", "J2" in
// French and "P1", "P2" in English (`player` from 0).
std::string playerName(const std::string& name, int player, bool fr = true);

// Player p's name in a turn's log, J1 / P1 without one (`t.players[p]`: its name, or an
// object with a `name`); whoEn, in English.
template <class Turn>
std::string who(const Turn& t, int p, bool fr = true) {
  const auto& player = t.players[static_cast<std::size_t>(p)];
  if constexpr (std::is_convertible_v<decltype(player), const std::string&>)
    return playerName(player, p, fr);
  else
    return playerName(player.name, p, fr);
}
template <class Turn>
std::string whoEn(const Turn& t, int p) {
  return who(t, p, false);
}

// A sheet's `name` read at its request or state: a text of at most 100 characters, "" when
// absent; `required`: present, of 1 to 100 characters (a character's own).
std::string sheetName(const Fields& f, bool required = false);

// A counted word in the plural each language wants: French (0 and 1
// singular: "1 perte", "0 perte"), English (1 only: "1 loss", "0 losses").
// The word alone; the number is the caller's.
std::string pluralFr(int n, const std::string& one, const std::string& other);
std::string pluralEn(int n, const std::string& one, const std::string& other);

json lineJson(const Line& l);

// What an action asks for when its dice are missing: `count` dice of
// `sides` sides, to send back under `field` (the state stays as it was).
json needDice(int count, const Line& what, const char* field = "dice", int sides = 6);

// Which of `n` things a die of n sides (the field "dice") draws blind, 1 … n: with one thing and
// no die given, that one without a roll; nothing while the die is still to be given (asked for
// by needDice(1, what, "dice", n)).
std::optional<int> drawOne(const Fields& f, int n);

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
  // States saved before the model wrote a format and version exist (some
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

// Refuses, on `field` of the action, a count the next state would hold
// beyond what its reader takes back: `total` `what` (a plural, {fr, en})
// where a saved state keeps at most `max` (code "state.max"). So an
// accepted action never writes a state the model refuses to read.
void keeps(const Fields& f, const char* field, long long total, long long max, const Line& what);

// The two players of a request or a state: `key` must be an array of exactly
// 2 objects (refused on `key`, "must be an array of 2 players"), each read
// with the keys `keys` at its own path ("players.0", "turn.players.1").
std::vector<Fields> twoPlayers(const Fields& f, const char* key,
                               const std::vector<std::string>& keys);

// Why an action is not possible now: {code, en, fr}.
using Why = requests::Refusal;

// One action of a model's table: its `type`, the keys it takes besides
// "type", what runs it, and its preconditions: checks that read the state
// only (phase, activation, points left, game over…), each giving why the
// action is refused, or nothing. They run before the action (a refusal on
// action.type) and make the reply's `actions` (allowed, or why not), so the
// two cannot drift apart.
template <class Handler, class Check = std::nullptr_t>
struct Action {
  Action(std::string type, std::vector<std::string> keys, Handler run, std::vector<Check> pre = {})
      : type(std::move(type)), keys(std::move(keys)), run(run), pre(std::move(pre)) {}
  std::string type;
  std::vector<std::string> keys;
  Handler run;
  std::vector<Check> pre;
};

// The action table of a turn model whose actions all
// take (turn, fields, log) and return the dice they ask for, or null.
template <class Turn>
struct TurnActions {
  using Handler = json (*)(Turn&, const Fields&, std::vector<Line>&);
  using Check = std::optional<Why> (*)(const Turn&);
  using Table = std::vector<Action<Handler, Check>>;

  // An action that never asks for dice, as a handler of the table.
  template <void (*run)(Turn&, const Fields&, std::vector<Line>&)>
  static json noDice(Turn& t, const Fields& f, std::vector<Line>& log) {
    run(t, f, log);
    return nullptr;
  }
};

// What a turn model declares alike when its state is all its actions read (no ruleset beside
// it: an empty Context), read and written by the game's `readTurn` and `turnJson`, its actions
// a TurnActions table: its key "turn", State, Context, read, write and actions
// (core/model/machine.hpp). A game's model derives from it and adds its `begin` (and `more`).
template <class Turn, Turn (*readTurn)(const json&), json (*turnJson)(const Turn&),
          const typename TurnActions<Turn>::Table& (*table)()>
struct PlainTurnModel {
  static constexpr const char* key = "turn";
  using State = Turn;
  struct Context {};
  static Turn read(const json& saved, Context&) { return readTurn(saved); }
  static json write(const Turn& t, const Context&, const std::vector<Line>&) { return turnJson(t); }
  static const typename TurnActions<Turn>::Table& actions() { return table(); }
};

// What a sheet model declares alike when its Context is its ruleset (`Rules`), a saved sheet
// read by the game's `readSheet` (its refusals named under "sheet"): its key "sheet", State,
// Context and read. A game's model derives from it and adds the rest.
template <class Sheet, class Rules, Sheet (*readSheet)(const json&, const std::string&, Rules&)>
struct RuledSheetModel {
  static constexpr const char* key = "sheet";
  using State = Sheet;
  using Context = Rules;
  static Sheet read(const json& saved, Rules& rules) { return readSheet(saved, "sheet", rules); }
};

// The first precondition of `a` that refuses, on the state (and what else
// the model's checks read).
template <class Handler, class Check, class... State>
std::optional<Why> refusalOf(const Action<Handler, Check>& a, const State&... state) {
  for (const Check& check : a.pre)
    if (auto why = check(state...)) return why;
  return std::nullopt;
}

// A reason as JSON: {"code", "fr", "en"} (an action's `why`, and the replies'
// per-unit answers such as the KOLAPS draw's mayAct or the Titanicus turn's mayActivate).
inline json whyJson(const Why& why) {
  return {{"code", why.code}, {"fr", why.fr}, {"en", why.en}};
}

// Whether something is allowed now, after what names it (`head`, an object):
// head + {"allowed": true}, or head + {"allowed": false, "why": {"code", "fr",
// "en"}} — every reply's per-action and per-choice answers (`actions`,
// `mayAct`, `mayActivate`, `mayAttack`, `mayEnd`, AT-44's `choices`).
inline json allowedJson(json head, const std::optional<Why>& why) {
  head["allowed"] = !why;
  if (why) head["why"] = whyJson(*why);
  return head;
}

// The reply's `actions`: per action of the table, {"type", "allowed": true}
// or {"type", "allowed": false, "why": {"code", "fr", "en"}}.
template <class Handler, class Check, class... State>
json actionsJson(const std::vector<Action<Handler, Check>>& table, const State&... state) {
  json out = json::array();
  for (const auto& a : table)
    out.push_back(allowedJson({{"type", a.type}}, refusalOf(a, state...)));
  return out;
}

// How a model's "must be one of" message for action.type is written:
// plain (must be one of a, b, not …) or quoted like Fields::choice (must be
// one of "a", "b", not …; a missing type "is required").
enum class TypeList { plain, quoted };

// "a, b, c" or "\"a\", \"b\", \"c\"".
std::string listText(const std::vector<std::string>& names, TypeList style);

// The types of a table, in its order.
template <class Handler, class Check>
std::vector<std::string> typesOf(const std::vector<Action<Handler, Check>>& table) {
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
template <class Handler, class Check>
const Action<Handler, Check>& pick(const std::vector<Action<Handler, Check>>& table,
                                   const json& action, TypeList style = TypeList::plain) {
  return table[typeIndex(action, typesOf(table), style)];
}

}  // namespace auspex::model
