// Epic Escarmouches turn: the state (players, the initiative cup, the phase,
// deployment) and its JSON form, shared by turn.cpp (the actions) and
// turn_state.cpp. Internal to core/epic.
#pragma once

#include <string>
#include <vector>

#include "epic/ruleset.hpp"
#include "model/model.hpp"
#include "requests/reply.hpp"

namespace auspex::epic::turn_detail {

using requests::Fields;
using requests::json;

constexpr int maxTurns = 1000, maxStrategic = 100, maxFormations = 100;

struct Player {
  std::string name;
  int strategic = 0, formations = 1;
  int tokens = 0;  // derived: the player's initiative tokens in the cup
};

struct Draw {
  std::string phase;
  int player = 0;
};

// "Déploiement des armées".
struct DeployState {
  std::string method;     // the ruleset's deployment option id
  bool hasRolls = false;  // a decisive roll-off was made
  int rolls[2] = {0, 0};
  int chooser = -1;  // highestChooses: the higher roller, who picks who deploys first
  int first = -1;    // who deploys first
  int deployed[2] = {0, 0};
  int next = -1;  // whose turn it is to deploy
  bool done = false;
};

struct Turn {
  std::string ruleset;
  Ruleset rules;
  int number = 1;
  std::string phase = "deployment";
  std::vector<Player> players;
  std::vector<int> cup;  // the tokens left, as player indexes, player 0's first
  std::vector<Draw> drawn;
  int initiative = -1, first = -1, acting = -1;
  bool passed[2] = {false, false};
  DeployState deployment;
};

const std::vector<std::string> phases = {"deployment", "orders",  "movement",
                                         "shooting",   "assault", "rally"};

using model::Line;
using model::numMinus;  // the turn logs write "−3"

int phaseIndex(const std::string& phase);
// The phase's name in the log ("la phase de mouvement", "the movement phase").
Line phaseName(const std::string& phase);
// Whether a token is drawn on entering `phase` (the ruleset's drawnAt).
bool drawnAt(const Turn& t, const std::string& phase);
// The ruleset's deployment option of `t`.
const DeploymentOption& methodOf(const Turn& t);

// The ruleset named by `key` ("epic" system only).
Ruleset loadRuleset(const Fields& f, const char* key, std::string& id);
// Each player's tokens per the rule: higher / lower, or equal.
void setTokens(Turn& t);
// The full cup of a turn: player 0's tokens, then player 1's.
std::vector<int> fullCup(const Turn& t);
// Who deploys next from who deploys first and what each has deployed; -1
// when both armies are deployed or before it is known who starts.
int nextToDeploy(const Turn& t, const DeployState& d, bool alternate);
// A player {name?, strategic, formations} of `new` (state: + tokens).
Player readPlayer(const Fields& p);

// A player index, or null for -1 (written); read back (-1 for null).
json orNull(int v);
int optPlayer(const Fields& f, const char* key);
// The deployment's state written out, and read back for turn `t`
// (core/epic/turn_deployment.cpp).
json deploymentJson(const DeployState& d);
DeployState readDeployment(const Turn& t, const json& j);

json turnJson(const Turn& t);
// Reads a turn state sent back by the page, checking every field.
// Its saved format and version, with the upgrades of older ones (core/model).
const model::Format& turnFormat();
Turn readTurn(const json& j);

// A player's name for the log (French, English): model::who, model::whoEn.
using model::who;
using model::whoEn;

}  // namespace auspex::epic::turn_detail
