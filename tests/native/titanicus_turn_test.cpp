// The Titanicus turn (core/titanicus/turn.cpp, docs/sheets/titanicus-turn.md),
// from the seeds' "Le tour de jeu" (000 and 001): a turn is a sequence of
// activations; on their turn a player activates a unit not yet activated or
// passes the hand; the turn ends when no unit is left to activate or both
// players pass in a row; a player with more units finishes the turn alone.
#include <catch2/catch.hpp>

#include "test_support.hpp"
#include "titanicus/turn.hpp"

using auspex::requests::json;
using auspex::titanicus::turnAnswer;

namespace {

const test_support::TurnModel turns{&turnAnswer, "titanTurn"};

// Alice: Warlord, Reaver, Warhound (units 0-2); Bob: Gargant (unit 3).
json newGame(int first = 0) {
  const json r = turnAnswer({{"op", "new"},
                             {"players", {{{"name", "Alice"}}, {{"name", "Bob"}}}},
                             {"units",
                              {{{"player", 0}, {"name", "Warlord"}},
                               {{"player", 0}, {"name", "Reaver"}},
                               {{"player", 0}, {"name", "Warhound"}},
                               {{"player", 1}, {"name", "Gargant"}}}},
                             {"first", first}});
  REQUIRE(r.at("log").at(0).at("fr") == "Tour 1 : à Alice d'activer");
  return r.at("turn");
}

std::vector<std::string> states(const json& t) {
  std::vector<std::string> out;
  for (const json& u : t.at("units")) out.push_back(u.at("state"));
  return out;
}

json allowed(const json& reply, const std::string& type) {
  for (const json& a : reply.at("actions"))
    if (a.at("type") == type) return a;
  FAIL("no action " << type);
  return nullptr;
}

}  // namespace

TEST_CASE(
    "titanTurn: alternating activations, whose hand, the player with more titans finishes alone",
    "[titanicus][turn]") {
  json t = newGame();
  CHECK(t.at("hand") == 0);
  CHECK(states(t) == std::vector<std::string>{"ready", "ready", "ready", "ready"});

  // Alice activates her Warlord; Bob's Gargant may not be activated now, and says why.
  json r = turns.reply(t, {{"type", "activate"}, {"unit", 0}});
  CHECK(r.at("log").at(0).at("fr") == "Tour 1 : Alice active Warlord");
  t = r.at("turn");
  CHECK(states(t) == std::vector<std::string>{"active", "ready", "ready", "ready"});
  CHECK(r.at("mayActivate").at(3).at("why").at("fr") ==
        "Warlord est en cours d'activation : finissez d'abord son activation");
  CHECK(allowed(r, "pass").at("allowed") == false);
  CHECK(turns.error(t, {{"type", "activate"}, {"unit", 1}}) ==
        "action.type: Warlord is being activated: end its activation first");

  // Its activation ends: Bob's hand.
  r = turns.reply(t, {{"type", "endActivation"}});
  t = r.at("turn");
  CHECK(t.at("hand") == 1);
  CHECK(r.at("mayActivate").at(1).at("why").at("en") ==
        "it is Bob's turn to activate, not Alice's");
  CHECK(r.at("mayActivate").at(0).at("why").at("fr") == "Warlord a déjà été activé ce tour");
  CHECK(r.at("mayActivate").at(3).at("allowed") == true);
  CHECK(turns.error(t, {{"type", "activate"}, {"unit", 1}}) ==
        "action.unit: it is Bob's turn to activate, not Alice's");

  // Bob's only titan: once done, Alice finishes the turn alone.
  t = turns.act(t, {{"type", "activate"}, {"unit", 3}});
  t = turns.act(t, {{"type", "endActivation"}});
  CHECK(t.at("hand") == 0);
  t = turns.act(t, {{"type", "activate"}, {"unit", 1}});
  r = turns.reply(t, {{"type", "endActivation"}});
  t = r.at("turn");
  CHECK(t.at("hand") == 0);
  CHECK(r.at("log").at(1).at("fr") == "Bob n'a plus de titan à activer : Alice finit le tour");

  // A new turn with titans left is refused, naming them.
  const json newTurn = {{"type", "newTurn"}, {"first", 1}};
  CHECK(allowed(r, "newTurn").at("why").at("fr") == "1 titan encore à activer (Warhound)");
  CHECK(turns.error(t, newTurn) == "action.type: 1 titan still to activate (Warhound)");
  t = turns.act(t, {{"type", "activate"}, {"unit", 2}});
  CHECK(allowed(turnAnswer({{"op", "read"}, {"turn", t}}), "newTurn").at("why").at("fr") ==
        "Warhound est en cours d'activation et 0 titan encore à activer");
  r = turns.reply(t, {{"type", "endActivation"}});
  t = r.at("turn");
  CHECK(t.at("roundOver") == true);
  CHECK(r.at("log").at(1).at("fr") == "Tour 1 fini : tous les titans ont été activés");
  CHECK(turns.error(t, {{"type", "pass"}, {"player", 0}}) ==
        "action.type: the turn is over: start a new turn");

  // Turn 2, Bob first: every titan ready again.
  r = turns.reply(t, newTurn);
  t = r.at("turn");
  CHECK(t.at("round") == 2);
  CHECK(t.at("hand") == 1);
  CHECK(states(t) == std::vector<std::string>{"ready", "ready", "ready", "ready"});
  CHECK(r.at("log").at(0).at("en") == "Turn 2: Bob to activate");
}

TEST_CASE("titanTurn: passing the hand, both passing in a row ends the turn", "[titanicus][turn]") {
  json t = newGame();
  CHECK(turns.error(t, {{"type", "pass"}, {"player", 1}}) ==
        "action.player: it is Alice's hand, not Bob's");
  json r = turns.reply(t, {{"type", "pass"}, {"player", 0}});
  CHECK(r.at("log").at(0).at("fr") == "Alice passe la main : à Bob d'activer");
  t = r.at("turn");
  CHECK(t.at("hand") == 1);
  // Bob activates: the passes start again; Alice passes again, then Bob: the turn is over.
  t = turns.act(turns.act(t, {{"type", "activate"}, {"unit", 3}}), {{"type", "endActivation"}});
  CHECK(t.at("hand") == 0);
  r = turns.reply(t, {{"type", "pass"}, {"player", 0}});
  // Bob has nothing left to activate: Alice's pass ends the turn.
  CHECK(r.at("turn").at("roundOver") == true);
  CHECK(r.at("log").at(0).at("fr") == "Alice passe : tour 1 fini");

  // Both pass in a row while both still have titans.
  t = newGame();
  t = turns.act(t, {{"type", "pass"}, {"player", 0}});
  r = turns.reply(t, {{"type", "pass"}, {"player", 1}});
  CHECK(r.at("turn").at("roundOver") == true);
  CHECK(r.at("log").at(0).at("en") == "Bob passes: turn 1 over");
}

TEST_CASE("titanTurn: a titan out of the game, the other side joining, a turn ended early",
          "[titanicus][turn]") {
  // Bob's list comes later: Alice alone, then Bob's two titans join.
  json r = turnAnswer({{"op", "new"},
                       {"players", {{{"name", "Alice"}}, {{"name", ""}}}},
                       {"units", {{{"player", 0}, {"name", "Warlord"}}}}});
  json t = r.at("turn");
  r = turns.reply(
      t, {{"type", "join"},
          {"player", 1},
          {"name", "Bob"},
          {"units", {{{"player", 1}, {"name", "Gargant"}}, {{"player", 1}, {"name", ""}}}}});
  CHECK(r.at("log").at(0).at("fr") == "2 titans de Bob entrent en jeu");
  t = r.at("turn");
  CHECK(t.at("units").at(2).at("name") == "#2");
  CHECK(t.at("players").at(1).at("name") == "Bob");

  // The Warlord activating is destroyed: out, and the hand goes on.
  t = turns.act(t, {{"type", "activate"}, {"unit", 0}});
  r = turns.reply(t, {{"type", "out"}, {"unit", 0}});
  t = r.at("turn");
  CHECK(states(t) == std::vector<std::string>{"out", "ready", "ready"});
  CHECK(t.at("hand") == 1);
  CHECK(r.at("mayActivate").at(0).at("why").at("fr") == "Warlord est hors de combat");
  CHECK(turns.error(t, {{"type", "out"}, {"unit", 0}}) ==
        "action.unit: is already out of the game");

  // Ended early (the page asks first): said in the log, with what was left.
  t = turns.act(t, {{"type", "activate"}, {"unit", 1}});
  r = turns.reply(t, {{"type", "endTurn"}});
  CHECK(r.at("log").at(0).at("fr") == "Tour 1 fini plus tôt, 1 titan non activé (#2)");
  t = r.at("turn");
  CHECK(states(t) == std::vector<std::string>{"out", "done", "ready"});
  t = turns.act(t, {{"type", "newTurn"}, {"first", 0}});
  // Alice has no titan left: the hand goes to Bob at once.
  CHECK(t.at("hand") == 1);
  CHECK(states(t) == std::vector<std::string>{"out", "ready", "ready"});
}

TEST_CASE("titanTurn: a saved turn that cannot be is refused, naming the field",
          "[titanicus][turn]") {
  json t = newGame();
  t = turns.act(t, {{"type", "activate"}, {"unit", 0}});
  json two = t;
  two["units"][1]["state"] = "active";
  CHECK(test_support::errorText(
            auspex::systems::modelText("titanTurn", json{{"op", "read"}, {"turn", two}}.dump())) ==
        "turn.units: has more than one titan being activated");
  json hand = t;
  hand["hand"] = 1;
  CHECK(test_support::errorText(
            auspex::systems::modelText("titanTurn", json{{"op", "read"}, {"turn", hand}}.dump())) ==
        "turn.hand: is not the player of the titan being activated");
  json state = t;
  state["units"][2]["state"] = "asleep";
  CHECK(test_support::errorText(
            auspex::systems::modelText("titanTurn", json{{"op", "read"}, {"turn", state}}.dump()))
            .rfind("turn.units.2.state: must be one of", 0) == 0);
}
