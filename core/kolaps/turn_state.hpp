// KOLAPS activation draw: the state (players, characters, Réserve, phase) and
// its JSON form, shared by turn.cpp (the actions) and turn_state.cpp.
// Internal to core/kolaps.
#pragma once

#include <string>
#include <vector>

#include "model/model.hpp"
#include "requests/reply.hpp"

namespace auspex::kolaps::turn_detail {

using requests::Fields;
using requests::json;

constexpr int maxCharacters = 500, maxTurns = 1000, maxCombativite = 100, maxSequences = 100000;

struct Character {
  std::string id, name;
  int player = 0, rank = 3;
  int combativite = 0;           // left this turn (≤ 0 when none was determined)
  std::string state = "epuise";  // reserve, actif, attente, epuise, horsCombat
};

struct Turn {
  std::vector<std::string> players;   // the two players' names ("" for none)
  std::vector<Character> characters;  // the Réserve's stable order
  int number = 0, turns = 0;          // turns: the scenario's limit, 0 for none
  int sequence = 0;
  // The active character has made its action (Loi 8-1: one action when its
  // marker is drawn); false while none is active.
  bool acted = false;
  std::string phase = "setup";  // setup, sequence, turnEnd, over
  std::string overReason;       // "", "turns", "noCharacters"
  int overPlayer = -1;          // the player left without characters
};

const std::vector<std::string> phases = {"setup", "sequence", "turnEnd", "over"};
const std::vector<std::string> states = {"reserve", "actif", "attente", "epuise", "horsCombat"};

using model::Line;
using model::numMinus;  // the turn logs write "−3"

// The Réserve's markers, in the stable order (the characters' order).
std::vector<std::string> reserveOf(const Turn& t);
// The active character, or nullptr.
Character* activeOf(Turn& t);
json turnJson(const Turn& t);
// A character of `new` (combativité 0, épuisé: none is determined yet).
Character newCharacter(const Fields& c);
// The two players {name?} of `players`.
std::vector<std::string> readPlayers(const Fields& f);
// The `characters` array of a request or a turn: 2 to maxCharacters items (refused on it).
const json& characterArray(const Fields& f);
// Refuses a repeated character id (`f` holds "characters").
void checkIds(const Turn& t, const Fields& f);
// Reads a turn state sent back by the page, checking every field.
// Its saved format and version, with the upgrades of older ones (core/model).
const model::Format& turnFormat();
Turn readTurn(const json& j);

// The character an action names by `id`.
Character& characterOf(Turn& t, const Fields& f);
// A player's name for the log (French, English): model::who, model::whoEn.
using model::who;
using model::whoEn;

}  // namespace auspex::kolaps::turn_detail
