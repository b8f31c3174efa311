// The AT-44 turn (core/at44/turn.cpp, docs/sheets/at44-turn.md): command
// points over a whole turn (Brouillage, Contre mesures, card actions and
// attitudes), the authority test with ties, stars, sudden death and
// reinforcements, and the errors naming their field.
#include <catch2/catch.hpp>

#include "at44/turn.hpp"
#include "load_rulesets.hpp"
#include "test_support.hpp"

using auspex::at44::turnAnswer;
using auspex::requests::json;

namespace {

json game(int stars = 40) {
  loadAllRulesets();
  return turnAnswer(json{{"op", "new"},
                         {"stars", stars},
                         {"players",
                          {{{"name", "UNA"},
                            {"commanderPc", 4},
                            {"commanderAut", 3},
                            {"unitCards", 5},
                            {"brouillage", 2}},
                           {{"name", "Therians"},
                            {"commanderPc", 3},
                            {"commanderAut", 2},
                            {"unitCards", 6},
                            {"contreMesures", 1}}}}})
      .at("turn");
}

const test_support::TurnModel turns{&turnAnswer, "at44Turn"};
json reply(const json& turn, const json& action) {
  return turns.reply(turn, action);
}
json act(const json& turn, const json& action) {
  return turns.act(turn, action);
}
std::string error(const json& turn, const json& action) {
  return turns.error(turn, action);
}

json card(int player, const char* id) {
  return {{"type", "cardAction"}, {"player", player}, {"id", id}};
}

// A unit activated by `player` (led by an officer or not), named in the log.
json unit(int player, bool officer, const char* name = nullptr) {
  json a = {{"type", "unit"}, {"player", player}, {"officer", officer}};
  if (name) a["name"] = name;
  return a;
}

int cp(const json& turn, int player) {
  return turn["players"][player]["cp"].get<int>();
}

}  // namespace

TEST_CASE("AT-44 turn: command points over a whole turn", "[at44-turn]") {
  json t = game();
  CHECK(t["size"]["suddenDeath"] == 30);
  CHECK(t["phase"] == "setup");
  const json started = reply(t, {{"type", "startTurn"}});
  t = started["turn"];
  // UNA: 4 + 5 cards = 9. Therians: 3 + 6 = 9, minus UNA's 2 Brouillage
  // less their 1 Contre mesures = 8.
  CHECK(cp(t, 0) == 9);
  CHECK(cp(t, 1) == 8);
  CHECK(t["players"][1]["cpLost"] == 1);
  CHECK(started["log"][2]["en"] ==
        "Therians: 8 CP (commander 3 + 6 unit cards − 1 jammed (2 Brouillage, 1 Contre mesures))");
  CHECK(error(t, card(0, "activer")) ==
        "action.type: a card action comes in the activations phase, not authority");

  const json won = reply(t, {{"type", "authority"}, {"bids", {1, 2}}, {"dice", {4, 5}}});
  t = won["turn"];
  // UNA 4 + 3 + 1 = 8, Therians 5 + 2 + 2 = 9: the Therians play first.
  CHECK(t["first"] == 1);
  CHECK(cp(t, 0) == 8);
  CHECK(cp(t, 1) == 6);
  CHECK(won["log"][0]["fr"] ==
        "Autorité (D6 + AUT + PC misés) : UNA 4 + 3 + 1 = 8, Therians 5 + 2 + 2 = 9");

  // The Therians have the hand: UNA's card waits its turn.
  CHECK(t["hand"] == 1);
  CHECK(won["log"].back()["fr"] ==
        "Therians remporte le test d'autorité et joue en premier ; PC restants 8 / 6");
  CHECK(error(t, card(0, "activer")) ==
        "action.id: it is Therians's turn to play a card, not UNA's");
  CHECK(error(t, unit(0, false)) ==
        "action.player: it is Therians's turn to play a card, not UNA's");
  // A unit led by an officer turns the first card and acts for free; the hand passes.
  json step = reply(t, unit(1, true, "Grizzly"));
  t = step["turn"];
  CHECK(step["log"][0]["fr"] ==
        "Therians active Grizzly (menée par un officier) — reste 6 PC, 5 cartes");
  CHECK(t["hand"] == 0);
  CHECK(cp(t, 1) == 6);
  // Without an officer: 1 PC (the ruleset's "activer-sans-officier").
  step = reply(t, unit(0, false, "Alpha"));
  t = step["turn"];
  CHECK(step["log"][0]["en"] ==
        "UNA activates Alpha without an officer (1 CP) — 7 CP, 4 cards left");
  CHECK(cp(t, 0) == 7);
  CHECK(error(t, card(1, "activer-sans-officier")) ==
        "action.id: is paid when a unit without an officer is activated (its sheet's Activate)");
  // Activation supplémentaire: 4 PC, two cards, two units before the hand passes.
  t = act(t, card(1, "activation-supplementaire"));
  CHECK(cp(t, 1) == 2);
  CHECK(t["players"][1]["cardsLeft"] == 3);
  CHECK(t["players"][1]["toActivate"] == 2);
  CHECK(error(t, card(1, "activer")) ==
        "action.id: Therians first activates the 2 units of the cards turned");
  t = act(t, unit(1, true));
  CHECK(t["hand"] == 1);
  // Activated without paying: it does nothing this turn, no CP.
  step = reply(t, {{"type", "unit"}, {"player", 1}, {"officer", false}, {"pay", false}});
  t = step["turn"];
  CHECK(step["log"][0]["fr"] ==
        "Therians active une unité sans payer de PC : elle ne fait rien ce tour — reste 2 PC, "
        "3 cartes");
  CHECK(t["hand"] == 0);
  t = act(t, card(0, "sursis-d-activation"));  // 1 PC, no card: the hand passes
  CHECK(cp(t, 0) == 6);
  CHECK(t["hand"] == 1);
  t = act(t, {{"type", "attitude"}, {"player", 1}, {"id", "etat-d-alerte"}});
  CHECK(cp(t, 1) == 1);
  t = act(t, unit(1, false));
  CHECK(cp(t, 1) == 0);
  CHECK(error(t, card(0, "sursis-d-activation")) ==
        "action.id: cannot be used twice in a row (UNA played it last)");
  const json last = reply(t, card(0, "replacer-la-premiere-carte"));
  t = last["turn"];
  CHECK(cp(t, 0) == 5);
  CHECK(error(t, unit(1, true)) ==
        "action.player: it is UNA's turn to play a card, not Therians's");
  // The reply's choices: each player's card actions and attitudes, allowed now or why not.
  const auto choice = [&](int p, const std::string& id) {
    for (const auto& c : last["choices"])
      if (c["player"] == p && c["id"] == id) return c;
    return json();
  };
  CHECK(last["choices"].size() == 16);  // 2 players × (activer + 3 card actions + 4 attitudes)
  CHECK(choice(0, "a-couvert")["kind"] == "attitude");
  CHECK(choice(1, "a-couvert")["why"]["fr"] == "coûte 1 PC, Therians en a 0");
  CHECK(choice(0, "activer")["why"]["code"] == "at44.unit-to-activate");
  CHECK(choice(1, "activer")["why"]["fr"] == "c'est à UNA de jouer une carte, pas à Therians");
  CHECK(last["mayActivate"][0]["allowed"] == true);
  CHECK(last["mayActivate"][1]["why"]["code"] == "turn.not-your-hand");
  CHECK(error(t, {{"type", "attitude"}, {"player", 1}, {"id", "a-couvert"}}) ==
        "action.id: costs 1 CP, Therians has 0");
  t = act(t, unit(0, true));
  // The maintenance phase waits for every card, and says which are left.
  CHECK(error(t, {{"type", "maintenance"}, {"objectives", {2, 1}}}) ==
        "action.type: cards are still to play (UNA 3, Therians 2)");
  const json early = reply(t, {{"type", "endActivations"}});
  t = early["turn"];
  CHECK(early["log"][0]["fr"] ==
        "Fin des activations plus tôt : UNA laisse 3 cartes, Therians laisse 2 cartes");
  CHECK(t["hand"].is_null());
  t = act(t, {{"type", "spendCp"}, {"player", 0}, {"cp", 2}});
  CHECK(cp(t, 0) == 3);

  t = act(t, {{"type", "maintenance"}, {"objectives", {2, 1}}});
  CHECK(t["players"][0]["stars"] == 8);  // 2 objectives × 4 stars (40-star companies)
  CHECK(t["players"][1]["stars"] == 4);
  CHECK(t["phase"] == "maintenance");
  // The next turn: the pools are counted again, unused CP are gone.
  t = act(t, {{"type", "startTurn"}, {"unitCards", {4, 6}}, {"brouillage", {0, 0}}});
  CHECK(t["turn"] == 2);
  CHECK(cp(t, 0) == 8);
  CHECK(cp(t, 1) == 9);
}

TEST_CASE("AT-44 turn: authority ties are rolled again", "[at44-turn]") {
  json t = act(game(), {{"type", "startTurn"}});
  const json asked = reply(t, {{"type", "authority"}, {"bids", {0, 1}}});
  CHECK(asked["needs"]["dice"] == 2);
  CHECK(asked["turn"] == t);
  // 3 + 3 + 0 = 6 against 3 + 2 + 1 = 6: a tie, two more dice.
  const json tie = reply(t, {{"type", "authority"}, {"bids", {0, 1}}, {"dice", {3, 3}}});
  const json needs = {{"dice", 4},
                      {"sides", 6},
                      {"field", "dice"},
                      {"for",
                       {{"fr", "test d'autorité : un D6 par joueur (UNA puis Therians)"},
                        {"en", "authority test: one D6 per player (UNA then Therians)"}}}};
  CHECK(tie["needs"] == needs);
  CHECK(tie["turn"] == t);
  const json done = reply(
      t,
      {{"type", "authority"}, {"bids", {0, 1}}, {"dice", {3, 3, 2, 6}}, {"winnerPlays", "second"}});
  CHECK(done["log"].size() == 3);
  CHECK(done["log"][2]["en"] == "Therians wins the authority test and plays second; CP left 9 / 7");
  CHECK(done["turn"]["first"] == 0);
  CHECK(error(t, {{"type", "authority"}, {"bids", {7, 0}}, {"dice", {1, 2}}}) ==
        "action.bids.0: must be a whole number from 0 to 6, not 7");
  CHECK(error(t, {{"type", "authority"}, {"bids", {0, 0}}, {"dice", {6, 1, 3, 4}}}) ==
        "action.dice: has 2 dice more than the test used");
}

TEST_CASE("AT-44 turn: the hand alternates until every card is played", "[at44-turn]") {
  json t = act(game(), {{"type", "startTurn"}, {"unitCards", {1, 3}}});
  // UNA wins and chooses to play second: the Therians have the hand.
  t = act(t,
          {{"type", "authority"}, {"bids", {0, 0}}, {"dice", {6, 1}}, {"winnerPlays", "second"}});
  CHECK(t["first"] == 1);
  CHECK(t["hand"] == 1);
  t = act(t, unit(1, true));
  CHECK(t["hand"] == 0);
  // UNA's last card: the Therians play on alone.
  t = act(t, unit(0, true));
  CHECK(t["hand"] == 1);
  CHECK(error(t, unit(0, true)) ==
        "action.player: it is Therians's turn to play a card, not UNA's");
  // A Therian unit destroyed before its card came up: its card leaves the sequence.
  const json lost = reply(t, {{"type", "unitLost"}, {"player", 1}, {"activated", false}});
  t = lost["turn"];
  CHECK(lost["log"][0]["fr"] ==
        "Therians perd une unité : 2 cartes d'unité, sa carte sort de la séquence");
  CHECK(t["players"][1]["cardsLeft"] == 1);
  const json done = reply(t, unit(1, true));
  t = done["turn"];
  CHECK(done["log"][1]["fr"] == "Toutes les cartes sont jouées : place à l'entretien");
  CHECK(t["hand"].is_null());
  CHECK(error(t, card(1, "activer")) == "action.id: every card of the turn is played");
  t = act(t, {{"type", "maintenance"}, {"objectives", {0, 0}}});
  CHECK(t["phase"] == "maintenance");
  // The unit lost counts no more: 2 unit cards next turn.
  t = act(t, {{"type", "startTurn"}});
  CHECK(t["players"][1]["unitCards"] == 2);
  CHECK(t["players"][1]["cp"] == 3 + 2 - 1);  // less 1 jammed (Brouillage 2, Contre mesures 1)
}

TEST_CASE("AT-44 turn: a turn saved before whose hand it was opens", "[at44-turn]") {
  json t = act(game(), {{"type", "startTurn"}});
  t = act(t, {{"type", "authority"}, {"bids", {0, 0}}, {"dice", {6, 1}}});
  json old = t;
  old["version"] = 1;
  old.erase("hand");
  for (auto& p : old["players"]) p.erase("toActivate");
  old["players"][0]["cardsLeft"] = 0;  // UNA played first and has no card left
  const json opened = reply(old, unit(1, true));
  CHECK(opened["turn"]["version"] == 2);
  CHECK(opened["turn"]["players"][1]["cardsLeft"] == 5);
  json bad = t;
  bad["phase"] = "maintenance";
  CHECK(error(bad, {{"type", "startTurn"}}) ==
        "turn.hand: must be null outside the activations phase");
}

TEST_CASE(
    "AT-44 turn: a player with no unit in play nor reinforcements ends the game, the stars decide",
    "[at44-turn]") {
  json t = act(game(), {{"type", "startTurn"}});
  t = act(t, {{"type", "authority"}, {"bids", {0, 0}}, {"dice", {6, 1}}});
  for (int k = 0; k < 6; ++k)
    t = act(t, {{"type", "unitLost"}, {"player", 1}, {"activated", false}});
  CHECK(t["players"][1]["unitCards"] == 0);
  CHECK(t["phase"] == "activations");  // checked after the next maintenance only
  t = act(t, {{"type", "endActivations"}});
  t = act(t, {{"type", "maintenance"}, {"objectives", {1, 0}}});
  CHECK(t["phase"] == "maintenance");  // reinforcements could still come now
  const json end = reply(t, {{"type", "startTurn"}});
  t = end["turn"];
  CHECK(t["phase"] == "over");
  CHECK(t["end"] == "noUnits");
  CHECK(t["winner"] == 0);
  CHECK(end["log"][0]["fr"] ==
        "Fin de la partie : Therians n'a plus d'unité en jeu ni de renfort ; les étoiles décident "
        "(4 / 0) : UNA gagne");
  CHECK(end["log"][0]["en"] ==
        "Game over: Therians has no unit in play nor reinforcements; the stars decide (4 / 0): UNA "
        "wins");
  CHECK(error(t, {{"type", "startTurn"}}) == "action.type: the game is over");
}

TEST_CASE("AT-44 turn: sudden death at the maintenance phase", "[at44-turn]") {
  json t = game(20);  // 20-star companies: 3 stars an objective, sudden death at 15
  t = act(t, {{"type", "startTurn"}});
  t = act(t, {{"type", "authority"}, {"bids", {0, 0}}, {"dice", {6, 1}}});
  t = act(t, {{"type", "destroyed"}, {"player", 0}, {"officerStars", 3}, {"vehicles", 1}});
  CHECK(t["players"][0]["stars"] == 4);
  CHECK(t["phase"] == "activations");  // checked at the maintenance phase only
  t = act(t, {{"type", "endActivations"}});
  const json end = reply(t, {{"type", "maintenance"}, {"objectives", {4, 1}}});
  t = end["turn"];
  CHECK(t["players"][0]["stars"] == 16);
  CHECK(t["phase"] == "over");
  CHECK(t["winner"] == 0);
  CHECK(t["end"] == "suddenDeath");
  CHECK(end["log"][2]["fr"] ==
        "Mort subite : UNA atteint 16 étoiles (15 pour une compagnie de 20) et gagne la partie");
  CHECK(error(t, {{"type", "startTurn"}}) == "action.type: the game is over");
}

TEST_CASE("AT-44 turn: reinforcements within the company's reinforcement stars", "[at44-turn]") {
  json t = act(game(), {{"type", "startTurn"}});
  t = act(t, {{"type", "authority"}, {"bids", {0, 0}}, {"dice", {6, 1}}});
  CHECK(error(t, {{"type", "reinforcements"}, {"player", 0}, {"unitStars", {3}}}) ==
        "action.type: bringing reinforcements comes in the maintenance phase, not activations");
  t = act(t, {{"type", "destroyed"}, {"player", 0}, {"officerStars", 6}});
  t = act(t, {{"type", "endActivations"}});
  t = act(t, {{"type", "maintenance"}, {"objectives", {2, 0}}});
  CHECK(t["players"][0]["stars"] == 14);
  // The seed's example: 8 reinforcement stars bring the 7-star unit, or the 4 and the 3.
  CHECK(error(t, {{"type", "reinforcements"}, {"player", 0}, {"unitStars", {7, 4}}}) ==
        "action.unitStars: cost 11 stars, 8 of the 8 reinforcement stars left");
  t = act(t, {{"type", "reinforcements"}, {"player", 0}, {"unitStars", {4, 3}}});
  CHECK(t["players"][0]["stars"] == 7);
  CHECK(t["players"][0]["reinforcementStars"] == 7);
  CHECK(t["players"][0]["unitCards"] == 7);
  CHECK(error(t, {{"type", "reinforcements"}, {"player", 0}, {"unitStars", {2}}}) ==
        "action.unitStars: cost 2 stars, 1 of the 8 reinforcement stars left");
  CHECK(error(t, {{"type", "reinforcements"}, {"player", 1}, {"unitStars", {1}}}) ==
        "action.unitStars: cost 1 stars, Therians has 0");
}

TEST_CASE("AT-44 turn: errors name the field", "[at44-turn]") {
  const json t = game();
  CHECK(error(t, {{"type", "startTurn"}, {"unitcards", {1, 2}}}).rfind("action.unitcards: ", 0) ==
        0);
  CHECK(error(t, {{"type", "fire"}}).rfind("action.type: must be one of startTurn, ", 0) == 0);
  json bad = t;
  bad["players"][1]["cp"] = -1;
  CHECK(error(bad, {{"type", "startTurn"}}).rfind("turn.players.1.cp: ", 0) == 0);
  CHECK(
      test_support::modelErrorText(auspex::systems::modelText(
          "at44Turn", R"({"op":"new","stars":40,"players":[{"commanderPc":4,"unitCards":5}]})")) ==
      "players: must be an array of 2 players");
  CHECK(
      test_support::modelErrorText(
          auspex::systems::modelText(
              "at44Turn",
              R"({"op":"new","stars":40,"players":[{"commanderPc":4},{"commanderPc":4,"unitCards":5}]})"))
          .rfind("players.0.unitCards: ", 0) == 0);
  const json running = act(t, {{"type", "startTurn"}});
  CHECK(error(act(running, {{"type", "authority"}, {"bids", {0, 0}}, {"dice", {6, 1}}}),
              card(0, "passer")) ==
        "action.id: names no card action (expected one of: activer, activer-sans-officier, "
        "replacer-la-premiere-carte, sursis-d-activation, activation-supplementaire)");
}

TEST_CASE("AT-44 turn: the odds of each player's authority die", "[at44-turn][odds]") {
  const json t = act(game(), {{"type", "startTurn"}});
  // UNA rolls 5, the Therians 2: UNA's die or better, 2 faces in 6; the Therians', 5 in 6.
  const json done = reply(t, {{"type", "authority"}, {"bids", {0, 0}}, {"dice", {5, 2}}});
  const json& odds = done["log"][0]["odds"];
  REQUIRE(odds.size() == 2);
  CHECK(odds[0]["player"] == 0);
  CHECK(odds[0]["value"] == 5);
  CHECK(odds[0]["p"].get<double>() == Approx(1.0 / 6).margin(1e-6));
  CHECK(odds[0]["atLeast"].get<double>() == Approx(2.0 / 6).margin(1e-6));
  CHECK(odds[1]["player"] == 1);
  CHECK(odds[1]["atLeast"].get<double>() == Approx(5.0 / 6).margin(1e-6));
  CHECK(odds[1]["mean"].get<double>() == Approx(3.5));
  CHECK_FALSE(done["log"][1].contains("odds"));
}
