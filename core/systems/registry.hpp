// The table of game systems: each system is one row, written in its own
// folder (core/<system>/system.cpp: its id, its part of the calculator, its
// ruleset reader, its list rules, facts and options, its state models) and
// registered at static initialization; this file and registry.cpp name no
// game. The calc dispatch, the built-in ruleset readers, the lists and the
// state models' entry point read it; the "must be one of" messages are made
// from it. A fifth system is one more system.cpp (docs/architecture.md,
// "Adding a game"; tests/fifth-game/ is one).
//
// The rows are linked into the whole core (the OBJECT library
// auspex_systems: bindings' auspex.wasm, the tools, the tests), never into
// the per-system calculator modules (bindings/calc_system.cpp), which name
// their one system's functions so the linker keeps the others' code out.
#pragma once

#include <string>
#include <vector>

#include "lists/list.hpp"
#include "requests/fields.hpp"
#include "requests/readings.hpp"
#include "requests/reply.hpp"
#include "rulesets/ruleset.hpp"

namespace auspex::game {
struct Definition;
}

namespace auspex::systems {

// One state model of a system (docs/sheets/), run by model::Machine: its
// name is the entry point's (`model(name, request)` in bindings/api.mjs,
// "fooSheet"), `key` its state's key in a request and a reply.
struct StateModel {
  const char* name;
  const char* key;  // "sheet" or "turn"
  requests::json (*answer)(const requests::json& request);
  // A saved state read and written again with no action (the contract tests).
  requests::json (*readBack)(const requests::json& state);
};

// A calculator kind the whole core answers beyond a system's first-load calculator (its
// planners, its sheets' other rolls): a request of that `kind` goes to its own answer.
struct Kind {
  const char* name;
  requests::json (*answer)(const requests::json& request);
};

struct System {
  const char* id;
  // Where it stands in the lists of systems (the "must be one of" messages).
  int order;
  // The system's calculator: reads its request's fields and answers (the whole core's: a
  // request naming units may bring more than the first load's module reads).
  requests::json (*answer)(const requests::json& request);
  // The kinds the whole core answers besides (`kinds`, before `answer`), which the first load's
  // calculator module leaves to it.
  std::vector<Kind> kinds;
  // Its ruleset reader (the system's blocks of a rulesets/*.json file).
  void (*readRuleset)(const requests::json& ruleset, rulesets::Summary& summary);
  // Its list composition rules and facts (nullptr when it has none).
  void (*listRules)(const lists::Resolved&, const lists::Totals&, std::vector<lists::Problem>&);
  lists::json (*listFacts)(const lists::Resolved&, const lists::Totals&);
  // The options a list entry may carry, in the order they are written.
  std::vector<std::string> listOptions;
  // The option and unit key a list's cost is counted in ("points", "stars").
  const char* costKey;
  // Whether its list entries are characters (lists' `character` object).
  bool characters;
  // Its state models: its sheets and its turn.
  std::vector<StateModel> models;
  // What its list's forum text adds (lists/text.cpp), in French or English
  // (`fr`), or nullptr: lines after the totals, and after an entry.
  std::string (*listTextHead)(const lists::Resolved&, bool fr) = nullptr;
  std::string (*listTextEntry)(const lists::Resolved&, std::size_t entry, bool fr) = nullptr;
  // The entry's whole profile under its line ("\n  …" lines: lists/profile_text.hpp).
  std::string (*listTextProfile)(const lists::Resolved&, std::size_t entry, bool fr) = nullptr;
  // Its readings (requests/readings.hpp), which the calculator's kind
  // "readings" answers for every system (none: an empty list), or nullptr.
  const std::vector<requests::Reading>& (*readings)() = nullptr;
  // Its whole game (core/<system>/game.cpp: its players, setup from the two
  // lists, moves, end; core/game/game.hpp), or nullptr.
  const game::Definition& (*game)() = nullptr;
};

// Every system registered, by `order` (the order of the "must be one of" messages).
const std::vector<System>& all();

// Registers a system: one per game, a namespace-scope constant of its
// system.cpp. Refuses (aborts at start-up) an id or a state model's name
// that is already registered.
struct Registration {
  explicit Registration(System system);
};

// The system named `id`, or nullptr.
const System* find(const std::string& id);

// The systems' ids for a message: "\"a\", \"b\", …".
std::string idsText();

// Every state model of every system, in the table's order.
std::vector<const StateModel*> models();

// The state model named `name`, or nullptr.
const StateModel* findModel(const std::string& name);

// The entry point of every state model, text in, text out (bindings.cpp):
// the request answered by the model named `name` ("fooSheet"); an unknown
// name is an error on "model", a request that is not JSON one on the whole
// request.
requests::Reply modelText(const std::string& name, const std::string& requestJson);

// The models' names as a JSON array: ["fooSheet", "fooTurn", …].
std::string modelNamesText();

// The systems that declare a whole game, in the table's order.
std::vector<const System*> games();

// The entry point of every game (core/game/game.hpp, docs/games.md), JSON
// in, JSON out: {"op", "game": "<id>", …} answered by the game of that
// system; a system without one is an error on "game".
requests::json gameAnswer(const requests::json& request);

// The same, text in, text out (bindings.cpp): a request that is not JSON is
// an error on the whole request.
requests::Reply gameText(const std::string& requestJson);

}  // namespace auspex::systems
