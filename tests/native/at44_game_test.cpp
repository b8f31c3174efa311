// AT-44's whole game (core/at44/game.cpp) through the one entry point of
// every game (systems::gameText): both companies' units and the turn, every
// move named by its player, the rules that span them (activating a unit is
// its player's card and its sheet at once, 1 CP without an officer; a turn
// action naming a player is that player's; a new turn is every unit's; a
// shot's result falls on the other side), forbidden moves refused with their
// reasons, and the state its setup plus its moves, replayed byte for byte.
#include <random>

#include "game_support.hpp"

using game_test::game;
using game_test::json;
using game_test::Loaded;
using game_test::refused;

namespace {

constexpr game_test::Moves play{"at44"};

// Alpha: Steel troopers led by a sergeant, and some without; Bravo: one unit led.
json started() {
  // The fields the ruleset lacks, as the setup prefills them (web/js/games/at44/game.mjs).
  const json unit = {{"ruleset", "at44"},
                     {"unit", "steel-troopers"},
                     {"count", 5},
                     {"type", "infanterie"},
                     {"mor", 5},
                     {"arm", 5},
                     {"skills", json::array()}};
  json led = unit;
  led["name"] = "Sergent";
  led["officer"] = 1;
  json alone = unit;
  alone["name"] = "Seuls";
  json theirs = unit;
  theirs["name"] = "Bravo 1";
  theirs["officer"] = 1;
  return game({{"op", "new"},
               {"game", "at44"},
               {"setup",
                {{"stars", 40},
                 {"players",
                  {{{"name", "Alpha"}, {"commanderPc", 4}, {"commanderAut", 3}, {"unitCards", 2}},
                   {{"name", "Bravo"}, {"commanderPc", 3}, {"commanderAut", 2}, {"unitCards", 1}}}},
                 {"units", {{led, alone}, {theirs}}}}}});
}

// Turn 1 started, Alpha wins the authority test (bids 0/0, dice 6/1) and plays first.
json toActivations() {
  json s = game(play.turn(started().at("state"), 0, {{"type", "startTurn"}})).at("state");
  return game(play.turn(s, 1, {{"type", "authority"}, {"bids", {0, 0}}}, {6, 1})).at("state");
}

}  // namespace

TEST_CASE("at44 game: set up from the two companies, a new turn every unit's", "[game]") {
  Loaded loaded;
  const json r = started();
  const json& s = r.at("state");
  CHECK(s.at("names") == json{"Alpha", "Bravo"});
  CHECK(s.at("sheets").size() == 3);
  CHECK(s.at("sheets").at(2).at("player") == 1);
  CHECK(s.at("turn").at("phase") == "setup");
  const json a = toActivations();
  CHECK(a.at("turn").at("phase") == "activations");
  CHECK(a.at("turn").at("hand") == 0);
  CHECK(a.at("sheets").at(0).at("sheet").at("turn") ==
        s.at("sheets").at(0).at("sheet").at("turn").get<int>() + 1);
  // A sheet's own new turn is the game's, as its activation and its shot.
  CHECK(refused(play.move(a, 0, "sheet", {{"sheet", 0}, {"action", {{"type", "newTurn"}}}}))
            .at("code") == "at44.new-turn-all");
  CHECK(refused(play.move(a, 0, "sheet", {{"sheet", 0}, {"action", {{"type", "activate"}}}}))
            .at("code") == "at44.activate-move");
  CHECK(refused(play.move(a, 0, "sheet", {{"sheet", 0}, {"action", {{"type", "fire"}}}}))
            .at("code") == "at44.fire-attack");
}

TEST_CASE("at44 game: a tied authority test rolled again within the move", "[game]") {
  Loaded loaded;
  const json s = game(play.turn(started().at("state"), 0, {{"type", "startTurn"}})).at("state");
  const json auth = {{"type", "authority"}, {"bids", {0, 0}}};
  // Alpha AUT 3, Bravo AUT 2: 3 + 3 = 2 + 4, a tie; the model asks for 4 dice in all.
  const json tied = game(play.turn(s, 0, auth, {3, 4}));
  CHECK(tied.at("needs").at("dice") == 4);
  CHECK(tied.at("needs").at("given") == 2);
  CHECK(tied.at("state") == s);
  const json done = game(play.turn(s, 0, auth, {3, 4, 6, 1}));
  CHECK(done.at("state").at("turn").at("phase") == "activations");
  CHECK(done.at("state").at("turn").at("hand") == 0);
  CHECK(done.at("state").at("moves").at(1).at("dice") == json{3, 4, 6, 1});
}

TEST_CASE("at44 game: activating is the player's card and the sheet at once", "[game]") {
  Loaded loaded;
  json s = toActivations();
  // Bravo may not activate: Alpha's card to play.
  json e = refused(play.move(s, 1, "activate", {{"sheet", 2}}));
  CHECK(e.at("path") == "move.name");
  // Alpha may not activate Bravo's unit.
  e = refused(play.move(s, 0, "activate", {{"sheet", 2}}));
  CHECK(e.at("code") == "game.not-yours");
  CHECK(e.at("fr") == "Bravo 1 est une unité de Bravo");
  // The unit without an officer: 1 CP.
  const int cp = s.at("turn").at("players").at(0).at("cp").get<int>();
  const json r = game(play.move(s, 0, "activate", {{"sheet", 1}}));
  s = r.at("state");
  CHECK(s.at("turn").at("players").at(0).at("cp") == cp - 1);
  CHECK(s.at("sheets").at(1).at("sheet").at("activated") == true);
  // Activated once a turn.
  CHECK(refused(play.move(s, 0, "activate", {{"sheet", 1}}))
            .at("path")
            .get<std::string>()
            .rfind("move", 0) == 0);
}

TEST_CASE("at44 game: a turn action naming a player is theirs; a shot's result the other side's",
          "[game]") {
  Loaded loaded;
  json s = toActivations();
  json e = refused(play.turn(s, 1, {{"type", "spendCp"}, {"player", 0}, {"cp", 1}}));
  CHECK(e.at("path") == "move.by");
  CHECK(e.at("code") == "game.not-your-move");
  CHECK(e.at("fr") == "c'est à Alpha de le faire, pas à Bravo");
  // A unit's activation and its loss are no turn actions of the game's moves.
  CHECK(refused(play.turn(s, 0, {{"type", "unit"}, {"player", 0}, {"officer", true}})).at("code") ==
        "at44.unit-move");
  CHECK(refused(play.turn(s, 0, {{"type", "destroyed"}, {"player", 0}, {"vehicles", 1}}))
            .at("code") == "at44.vehicles-sheet");
  // The sergeant's unit activated, it fires on Bravo 1: 2 casualties.
  s = game(play.move(s, 0, "activate", {{"sheet", 0}})).at("state");
  e = refused(
      play.move(s, 0, "attack",
                {{"sheet", 0},
                 {"results", {{{"sheet", 1}, {"action", {{"type", "casualties"}, {"n", 1}}}}}}}));
  CHECK(e.at("code") == "at44.result");
  CHECK(e.at("path") == "move.args.results.0.action");
  const json shot =
      game(play.move(s, 0, "attack",
                     {{"sheet", 0},
                      {"results",
                       {{{"sheet", 0}, {"action", {{"type", "fire"}}}},
                        {{"sheet", 2}, {"action", {{"type", "casualties"}, {"n", 2}}}}}}}));
  CHECK(shot.at("state").at("sheets").at(2).at("sheet").at("left") == 3);
  // Replayed from its setup and moves, byte for byte.
  const json replay =
      game({{"op", "replay"}, {"game", "at44"}, {"state", shot.at("state")}}).at("state");
  CHECK(replay.dump() == shot.at("state").dump());
  // Bravo's card to play now: Alpha waits.
  CHECK(shot.at("state").at("turn").at("hand") == 1);
  CHECK(game_test::playerMove(shot, 0, "activate").at("allowed") == false);
  CHECK(shot.at("players").at(1).at("active") == true);
}

TEST_CASE("at44 game: a game saved by the page before (its sheets and turn) goes on", "[game]") {
  Loaded loaded;
  const json s = toActivations();
  json from = {{"sheets", json::array()}, {"turn", s.at("turn")}};
  for (const json& e : s.at("sheets"))
    from["sheets"].push_back({{"player", e.at("player")}, {"sheet", e.at("sheet")}});
  const json r = game({{"op", "new"}, {"game", "at44"}, {"setup", {{"from", from}}}});
  CHECK(r.at("state").at("names") == json{"Alpha", "Bravo"});
  CHECK(game(play.move(r.at("state"), 0, "activate", {{"sheet", 0}}))
            .at("state")
            .at("sheets")
            .at(0)
            .at("sheet")
            .at("activated") == true);
}

TEST_CASE("at44 game: random walks of legal and forbidden moves replay byte for byte", "[game]") {
  Loaded loaded;
  std::mt19937 rng(44);
  const auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
  for (int walk = 0; walk < 3; ++walk) {
    json s = started().at("state");
    int made = 0;
    for (int step = 0; step < 600; ++step) {
      const int by = pick(2);
      const int k = pick(3);
      json m;
      switch (pick(8)) {
        case 0: m = play.turn(s, by, {{"type", "startTurn"}}); break;
        case 1: m = play.turn(s, by, {{"type", "authority"}, {"bids", {pick(2), pick(2)}}}); break;
        case 2: m = play.move(s, by, "activate", {{"sheet", k}, {"pay", pick(3) > 0}}); break;
        case 3:
          m = play.move(
              s, by, "attack",
              {{"sheet", k},
               {"results",
                {{{"sheet", k}, {"action", {{"type", "fire"}}}},
                 {{"sheet", pick(3)}, {"action", {{"type", "casualties"}, {"n", 1 + pick(2)}}}}}}});
          break;
        case 4:
          m = play.move(s, by, "sheet",
                        {{"sheet", k}, {"action", {{"type", "move"}, {"run", pick(2) == 1}}}});
          break;
        case 5: m = play.turn(s, by, {{"type", "spendCp"}, {"player", by}, {"cp", 1}}); break;
        case 6:
          m = play.move(s, by, "maintenance",
                        {{"objectives", {pick(2), pick(2)}}, {"early", pick(2) == 1}});
          break;
        default:
          m = play.turn(s, by, {{"type", "reinforcements"}, {"player", by}, {"unitStars", {1}}});
      }
      const json reply = game_test::withDice(m, rng);
      if (reply.is_null()) continue;
      s = reply.at("state");
      made += 1;
      if (!reply.at("over").is_null()) break;
    }
    CHECK(made > 20);
    const json again = game({{"op", "replay"}, {"game", "at44"}, {"state", s}}).at("state");
    CHECK(again.dump() == s.dump());
  }
}
