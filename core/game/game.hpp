// A whole game in the core (docs/games.md): its players, its setup from the
// two lists, the moves each player may make now, the end and its result.
// A game is declared once, in its system's folder (core/<system>/game.cpp:
// a game::Definition, listed in its row of the registry), the shape
// boardgame.io gives a game (setup, moves, who may move, end); this layer
// names no game and owns the rest: one request family for every game,
//
//   {"op": "new",    "game": "<id>", "setup": {…}}
//   {"op": "move",   "game": "<id>", "state": {…}, "move": {"by": 0, "name": "…",
//                    "args": {…}, "dice": […], "picks": […]}}
//   {"op": "read",   "game": "<id>", "state": {…}}
//   {"op": "replay", "game": "<id>", "state": {…}}
//   {"op": "odds",   "game": "<id>", "state": {…}, "move": {"by", "name", "args"}}
//
// every move named by its player and refused, with its {fr, en} reason, when
// that player may not make it now; the dice a move needs taken in order from
// the move's own `dice` (missing: `needs`, the state unchanged); the state a
// record of its setup and its moves, so that replaying them gives it again,
// byte for byte. The sheets and turns of a game stay state models
// (model::Machine): a move applies their actions through the registry, so
// what one sheet or one turn allows is still theirs to say, and the game adds
// what spans them.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/model.hpp"
#include "requests/fields.hpp"

namespace auspex::game {

using model::Why;
using requests::Fields;
using requests::json;
using requests::RequestError;

// The players of a game: two (every game Auspex plays sets two lists against each other).
constexpr int playerCount = 2;

// The dice a move brings, handed in order to the steps that ask for them.
class Dice {
 public:
  explicit Dice(std::vector<int> given, json picks = json::array())
      : given_(std::move(given)), picks_(std::move(picks)) {}
  // The dice a state model's `needs` asks for ({"dice": n, "sides", "for"}),
  // the next n of the move's; when the move has fewer left, nothing (and
  // every later step of the move applies nothing): the move's reply asks for
  // them as a model does (`needs`: `dice`, how many the move needs in all so
  // far, `given`, how many it gave; the state unchanged).
  std::optional<std::vector<int>> take(const json& needs);
  std::size_t left() const { return given_.size() - next_; }
  // A choice a state model's `needs` leaves to the player (no `dice` in it: a field such as
  // "weapon", with what to pick from): the move's next `picks` value; when it has none left,
  // nothing, as take (`needs`: `picks`, how many the move needs in all so far, `given`, how
  // many it gave, `asks` the model's field).
  std::optional<json> choose(const json& needs);
  std::size_t picksLeft() const { return picks_.size() - nextPick_; }
  const std::vector<int>& given() const { return given_; }
  // What the move asks for once its dice ran out (take threw), else null.
  const json& asked() const { return asked_; }

 private:
  std::vector<int> given_;
  std::size_t next_ = 0;
  json picks_;
  std::size_t nextPick_ = 0;
  json asked_;
};

// What a move does while it runs: the game's state (changed in place), the
// player who makes it, its dice, its log (lines {fr, en, odds?}, oldest first).
struct Play {
  json& state;
  int by;
  Dice& dice;
  json& log;

  // Applies `action` through the registry's state model `model` to the model
  // state `at` holds (replaced by the next one), with the dice it asks for:
  // the model's reply. A refusal of the action is the move's, its path under
  // `path` ("move.args.action.type"); `label` writes each of its log lines
  // in the game's words (a sheet's name before them), or nullptr.
  json apply(const char* model, json& at, json action, const std::string& path,
             json (*label)(const json& line, const json& at) = nullptr);
};

// Why a check refuses, or nothing.
using Check = std::optional<Why> (*)(const json& state, int by);

// One move of a game: its name, the keys its `args` take, who may make it and
// when (checks on the state and the player, the first that refuses says
// why: they make both the refusal and the reply's `players[p].moves`), and
// what it does (refusing its args by throwing, as Fields does); `odds`, or
// nullptr: what its dice could give before it is made (the op "odds": the
// calculator's request the game makes of the move's args on the state, and
// its answer, {"request", "odds"}), the same a move checks the result it is
// given against.
struct Move {
  std::string name;
  std::vector<std::string> keys;
  std::vector<Check> pre;
  void (*run)(Play& play, const Fields& args);
  json (*odds)(const json& state, int by, const Fields& args) = nullptr;
};

// The state models a game's sheets and its turn are read back by (readStates): a saved game's
// own part before it is read or a move made on it, a game saved before its moves were kept.
struct States {
  const char* sheetModel = nullptr;  // nullptr: the game's states are not read back
  const char* turnModel = nullptr;
  std::size_t most = 0;                // the most sheets a game has
  std::vector<std::string> kept = {};  // a sheet's own keys the game keeps beside it
};

// Player p's name in a game whose state keeps `names` (theirs, else J1/J2).
std::string sideName(const json& state, int p);

// A game, declared once in its system's folder.
struct Definition {
  const char* id;  // the system's id ("foo")
  // The state of a new game from its `setup` (read at the path "setup", its
  // own keys only): the game's own keys (sheets, turn, names…); the log of
  // its start added to `log`.
  json (*setup)(const json& setup, json& log);
  // The keys of the game's own part of a saved state (checked: no other).
  std::vector<std::string> keys;
  std::vector<Move> moves;
  // The players' names for the reply (from the state): by default, sideName.
  std::string (*name)(const json& state, int player) = &sideName;
  // The end: null while the game goes on, else {"winner": p or null, "fr", "en"}.
  json (*over)(const json& state);
  // After the start and each move: what the game writes beside its states
  // from them (each sheet's `actions` as the game allows them), or nullptr.
  void (*derive)(json& state) = nullptr;
  // Whose move it is: the players the game waits on now (its turn order),
  // or nullptr: every player who has a move allowed.
  std::vector<int> (*waiting)(const json& state) = nullptr;
  // Its sheets' and turn's models. With them, a saved game's own part is
  // checked (each state read back by its model, a refusal named under
  // "state") before it is read or a move made on it; and a game saved before
  // its moves were kept (its sheets and turn alone, as a page kept them) goes
  // on from there — the setup {"from": {…}}, read back at "setup.from".
  States states = {};
  // Such a save brought to {names, sheets: [{player, sheet, …kept}], turn}
  // before it is read back (`saved`, at the path "setup.from"), or nullptr:
  // it is that already.
  json (*resume)(const json& saved) = nullptr;
  // What the game checks further in its states once read back ({names,
  // sheets, turn}, at the path `at`: "state" or "setup.from"), or nullptr.
  void (*check)(const json& states, const std::string& at) = nullptr;
};

// The one entry point of every game: {"op", "game", …} → {"game", "state",
// "log", "needs", "players", "over"} (docs/games.md).
json answer(const Definition& game, const json& request);

// Whether `by` may make move `name` now: the first check that refuses.
std::optional<Why> refusal(const Definition& game, const json& state, const std::string& name,
                           int by);

// The reply's `players`: per player, every move allowed now or why not, and
// `active`, whether the game waits on that player now (Definition::waiting;
// none while it is over).
json players(const Definition& game, const json& state);

// The reply of state model `model` to {"op": "read", key: state}: the state as the model writes
// it, its `actions` and what else it says (a turn's `mayAttack`). A model is a pure function of
// the state and its loaded ruleset, and a move reads the same states many times (each sheet's
// actions after every move): the last replies are kept, keyed by the state's text. A refusal
// is the model's RequestError.
json readModel(const char* model, const char* key, const json& state);

// A game's states read back by their models: its two players' `names` (an
// array of two strings), its sheets [{player, sheet}] each read by the state
// model `sheetModel` (at most `most`), and its turn read by `turnModel`; each
// refusal named under `at` ("setup.from" for a game saved before its moves
// were kept, Definition::resume; "state" for a saved game's own part,
// Definition::check). {names, sheets: [{player, sheet}], turn}. A sheet's
// keys `kept` (the game's own, beside it: checked by the game) come through
// as they are.
json readStates(const json& saved, const std::string& at, const char* sheetModel,
                const char* turnModel, std::size_t most, const std::vector<std::string>& kept = {});

// A game state's {names, sheets: [{player, sheet, …kept}], turn}, for readStates.
json statesOf(const json& state, const std::vector<std::string>& kept = {});

// A game's own part read back as its Definition::states says, then its check: its states
// {names, sheets, turn} (`saved`: such states, at the path `at`).
json readStates(const Definition& game, const json& saved, const std::string& at);

// A save whose `names` are missing given its turn's players' (their `name`s, else ""), as a page
// kept a game before it kept the names (a Definition::resume).
json namesFromTurn(const json& saved);

// The two sides a setup gives at `key` (an array of two, else refused: game.sides, "must be
// {en}" / "doit donner {fr}").
const json& setupSides(const Fields& setup, const char* key, const std::string& en,
                       const std::string& fr);

// The two players' names a setup gives (`names`, each cut to 100 characters), else two "".
json setupNames(const Fields& setup);

// The turn a game's state keeps (its key "turn").
inline const json& turnOf(const json& state) {
  return state["turn"];
}

// The odds of the lines `log` holds from `from` on, without a player, are `player`'s (a sheet's
// dice counted for its side).
void oddsFor(json& log, std::size_t from, const json& player);

// ---- what the games' moves share ----

// A sheet's log line in the game's words: its name before it ("Steiner : …").
json sheetLine(const json& line, const json& sheet);

// The reason of an {allowed, why} a model answers, or nothing when allowed.
std::optional<Why> whyOf(const json& allowed);

// A move's check that lets every player make it (its own run checks the rest).
std::optional<Why> anyone(const json& state, int by);

// What a game calls its sheets, for its words: "formation" / "une formation".
struct SheetWord {
  const char* en;
  const char* fr;  // with its article
};

// A move's `results` (none: empty; at most 40 steps [{sheet, action}]), in order: each step
// (its fields, at the path "move.args.results.<i>"), its sheet (of either player: `word` says
// what the game calls one) and its action, handed to `step`.
void eachResult(const Play& p, const Fields& args, const SheetWord& word,
                const std::function<void(const Fields& step, std::size_t sheet, const json& action,
                                         const std::string& at)>& step);

// Sheet `key` of a move's args (its index in the state's `sheets`); when `own`, refused unless
// it is the mover's (game.not-yours: "Steiner est un personnage de APC").
std::size_t sheetOf(const Play& p, const Fields& args, const char* key, bool own,
                    const SheetWord& word);

// The counts a calculator's distribution `dist` ([p0, p1, …]) gives with a probability above 0,
// ascending (none when it is not an array).
std::vector<int> supportOf(const json& dist);

// Why count `value` cannot come from the dice of distribution `dist` (« impossible avec ces
// dés : 2 boucliers tombés. Possible : 0 ou 1. », `en` and `fr` the count in words), or nothing
// when it can (or `dist` is none).
std::optional<Why> impossible(std::string code, const json& dist, int value, const std::string& en,
                              const std::string& fr);

// A reason the game gives, as the model's: {code, en, fr}.
inline Why why(std::string code, std::string en, std::string fr) {
  return Why{std::move(code), std::move(en), std::move(fr)};
}

}  // namespace auspex::game
