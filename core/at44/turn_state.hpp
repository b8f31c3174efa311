// AT-44 turn: the state (players, phase, stars) and its JSON form, shared by
// turn.cpp (the actions) and turn_state.cpp. Internal to core/at44.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "model/model.hpp"
#include "requests/reply.hpp"

namespace auspex::at44::turn_detail {

using requests::Fields;
using requests::json;

constexpr int maxStars = 100000, maxCards = 200, maxPc = 100, maxSkill = 100, maxTurns = 100000;

struct Player {
  std::string name;
  int commanderPc = 0, commanderAut = 0, unitCards = 0, brouillage = 0, contreMesures = 0;
  int cp = 0, cpLost = 0, cardsLeft = 0;
  // Units the cards turned still to activate (1 after "activer" or "replacer",
  // 2 after "activation supplémentaire"); the hand passes once it is 0.
  int toActivate = 0;
  std::string lastCard;  // the card action played last this turn ("" for none)
  int stars = 0, starsSpent = 0, reinforcementStars = 0;
};

struct Turn {
  std::string ruleset = "at44";
  int stars = 0;  // the companies' size
  int number = 0;
  std::string phase = "setup";  // setup, authority, activations, maintenance, over
  int first = -1;
  // Whose turn it is in the activations phase ("le joueur ayant la main"),
  // -1 once every card is played (or outside the phase).
  int hand = -1;
  std::array<Player, 2> players;
  std::string winner;  // "", "0", "1", "draw"
  // Why the game ended: "" (not over), "suddenDeath", "noUnits" (a player with
  // no unit in play nor reinforcements: the stars decide).
  std::string end;
};

const std::vector<std::string> phases = {"setup", "authority", "activations", "maintenance",
                                         "over"};

using model::Line;
using model::num;

// The loaded AT-44 ruleset the turn names (`field` names the path in errors).
const json& rulesetOf(const Turn& t, const std::string& field);
json playerJson(const Player& p);
json turnJson(const Turn& t);
// The player fields `new` takes (the rest start at 0).
Player newPlayer(const Fields& p);
// Reads a turn state sent back by the page, checking every field.
// Its saved format and version, with the upgrades of older ones (core/model).
const model::Format& turnFormat();
Turn readTurn(const json& j);

// What an action asks when it needs dice.
using model::needDice;
// Refuses the action outside `phase`.
// Why `what` (the action in both languages) cannot be done outside `phase`,
// or nothing: a precondition of the turn's actions (model::Action).
std::optional<model::Why> phaseRefusal(const Turn& t, const std::string& phase, const Line& what);
int playerOf(const Fields& f);
// The hand after player p's card: to the other if they have cards, else back
// to p if p has, else to nobody (activations over, said in the log).
void handOn(Turn& t, int p, std::vector<Line>& log);
// Why player p cannot turn a card or activate a unit now (not their hand,
// every card played), or nothing.
std::optional<model::Why> handRefusal(const Turn& t, int p);
// A player's name for the log (French, English): model::who, model::whoEn.
using model::who;
using model::whoEn;

}  // namespace auspex::at44::turn_detail
