// The one table of game systems: each system named once, with its part of
// the calculator (core/<system>/calc.cpp), its ruleset reader
// (core/<system>/ruleset.cpp), its list rules, facts and options
// (core/<system>/list_rules.cpp). The calc dispatch, the built-in ruleset
// readers and the lists read from it; the "must be one of" messages are
// made from it. A fifth system is one row in registry.cpp.
//
// The per-system calculator modules (bindings/calc_system.cpp) do not use
// this table: they name their one system's functions, so the linker keeps
// the other systems' code out of them.
#pragma once

#include <string>
#include <vector>

#include "calc/calc.hpp"
#include "calc/fields.hpp"
#include "lists/list.hpp"
#include "rulesets/ruleset.hpp"

namespace auspex::systems {

// One state model of a system (docs/sheets/), run by model::Machine: its
// name is the entry point's (`model(name, request)` in bindings/api.mjs,
// "titanSheet"), `key` its state's key in a request and a reply.
struct StateModel {
  const char* name;
  const char* key;  // "sheet" or "turn"
  calc::json (*answer)(const calc::json& request);
  // A saved state read and written again with no action (the contract tests).
  calc::json (*readBack)(const calc::json& state);
};

struct System {
  const char* id;
  // The system's calculator: reads its request's fields and answers.
  calc::json (*answer)(const calc::json& request);
  // Its ruleset reader (the system's blocks of a rulesets/*.json file).
  void (*readRuleset)(const calc::json& ruleset, rulesets::Summary& summary);
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
};

// Every system, in the order of the "must be one of" messages.
const std::vector<System>& all();

// The system named `id`, or nullptr.
const System* find(const std::string& id);

// The systems' ids for a message: "\"titanicus\", \"at44\", …".
std::string idsText();

// Every state model of every system, in the table's order.
std::vector<const StateModel*> models();

// The state model named `name`, or nullptr.
const StateModel* findModel(const std::string& name);

// The entry point of every state model, text in, text out (bindings.cpp):
// the request answered by the model named `name` ("titanSheet"); an unknown
// name is an error on "model", a request that is not JSON one on the whole
// request.
calc::Reply modelText(const std::string& name, const std::string& requestJson);

// The models' names as a JSON array: ["titanSheet", "at44Sheet", …].
std::string modelNamesText();

}  // namespace auspex::systems
