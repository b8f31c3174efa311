// Duel's whole game through the one entry point of every game
// (systems::gameText, core/game/game.hpp): set up from two lists, every move
// named by its player and refused with its reason when that player may not
// make it, the dice a move needs asked for and taken in order, and the state
// its setup plus its moves: replayed, byte for byte, after long random walks.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <random>

#include "game_support.hpp"
#include "rulesets/ruleset.hpp"
#include "systems/registry.hpp"

namespace {

// As every game's whole-game tests (tests/native/game_support.hpp).
using game_test::game;
using game_test::json;
using game_test::refused;

void loadDuel() {
  std::ifstream in(std::filesystem::path(AUSPEX_GAME_RULESETS_DIR) / "duel-v1.json");
  REQUIRE(in.good());
  auspex::rulesets::add(json::parse(in));
}

json list(const std::string& name, const json& units) {
  return {{"format", "auspex-list"},
          {"version", 1},
          {"ruleset", "duel-v1"},
          {"name", name},
          {"units", units}};
}

const json blades = list("Lames", {{{"unit", "bretteur"}, {"count", 2}}});
const json giants = list("Géants", {{{"unit", "colosse"}}});

json started() {
  loadDuel();
  return game({{"op", "new"}, {"game", "duel"}, {"setup", {{"lists", {blades, giants}}}}});
}

constexpr game_test::Moves play{"duel"};

}  // namespace

TEST_CASE("A Duel game set up from two lists: its duellists, its turn, whose move it is",
          "[duel][game]") {
  const json r = started();
  const json& s = r.at("state");
  CHECK(s.at("format") == "auspex-game");
  CHECK(s.at("game") == "duel");
  CHECK(s.at("moves").empty());
  REQUIRE(s.at("sheets").size() == 3);
  CHECK(s.at("sheets")[0].at("player") == 0);
  CHECK(s.at("sheets")[1].at("sheet").at("name") == "Bretteur");
  CHECK(s.at("sheets")[2].at("player") == 1);
  CHECK(s.at("sheets")[2].at("sheet").at("health") == 4);
  CHECK(s.at("turn").at("active") == 0);
  CHECK(r.at("log").back().at("fr") == "Nouveau duel : Lames contre Géants, 3 manches");
  CHECK(r.at("over").is_null());
  // Player 0 may play; player 1 only concede, and is told why not the rest.
  CHECK(r.at("players")[0].at("active") == true);
  CHECK(r.at("players")[1].at("active") == false);  // the game waits on Lames
  CHECK(r.at("players")[0].at("name") == "Lames");
  CHECK(game_test::playerMove(r, 0, "wound").at("allowed") == true);
  const json no = game_test::playerMove(r, 1, "wound");
  CHECK(no.at("allowed") == false);
  CHECK(no.at("why").at("code") == "game.not-your-turn");
  CHECK(no.at("why").at("fr") == "c'est à Lames de jouer");
  CHECK(no.at("why").at("en") == "it is Lames's turn");
  CHECK(game_test::playerMove(r, 1, "concede").at("allowed") == true);
  // Each duellist's actions as the game allows them: a duellist of the side
  // to play is healed, not wounded; the other side's is wounded.
  const json& mine = s.at("sheets")[0].at("actions");
  CHECK(mine[0].at("type") == "wound");
  CHECK(mine[0].at("allowed") == false);
  CHECK(mine[0].at("why").at("fr") == "ne blesse que les duellistes adverses");
  CHECK(s.at("sheets")[2].at("actions")[0].at("allowed") == true);
}

TEST_CASE("A Duel move names its player: another player's move is refused with its reason",
          "[duel][game]") {
  const json s = started().at("state");
  json e = refused(play.move(s, 1, "endTurn"));
  CHECK(e.at("path") == "move.name");
  CHECK(e.at("code") == "game.not-your-turn");
  CHECK(e.at("fr") == "c'est à Lames de jouer");
  e = refused(play.move(s, 0, "wound", {{"sheet", 0}, {"n", 1}}));
  CHECK(e.at("path") == "move.args.sheet");
  CHECK(e.at("code") == "duel.yours");
  CHECK(e.at("fr") == "ne blesse que les duellistes adverses");
  e = refused(play.move(s, 0, "heal", {{"sheet", 2}}));
  CHECK(e.at("code") == "duel.not-yours");
  // Unknown moves, players and args name their field.
  CHECK(refused(play.move(s, 2, "endTurn")).at("path") == "move.by");
  e = refused(play.move(s, 0, "fly"));
  CHECK(e.at("path") == "move.name");
  CHECK(e.at("message") ==
        "must be one of \"wound\", \"heal\", \"endTurn\", \"concede\", not the string \"fly\"");
  CHECK(refused(play.move(s, 0, "wound", {{"sheet", 2}, {"n", 1}, {"x", 1}})).at("path") ==
        "move.args.x");
  CHECK(refused(play.move(s, 0, "wound", {{"sheet", 3}, {"n", 1}})).at("path") ==
        "move.args.sheet");
  // A sheet's own refusal is the move's: an unhurt duellist cannot heal.
  e = refused(play.move(s, 0, "heal", {{"sheet", 0}}));
  CHECK(e.at("path") == "move.args.type");
  CHECK(e.at("code") == "duel.unhurt");
}

TEST_CASE("A Duel move's dice: asked for when missing, taken in order, none left over",
          "[duel][game]") {
  json s = started().at("state");
  s = game(play.move(s, 0, "endTurn")).at("state");
  json r = game(play.move(s, 1, "wound", {{"sheet", 0}, {"n", 1}}));
  CHECK(r.at("log")[0].at("en") == "Bretteur (Lames): 1 wound (1/2)");
  s = r.at("state");
  s = game(play.move(s, 1, "endTurn")).at("state");
  // Round 2: Lames heals its Bretteur; the die is asked for, the state unchanged.
  r = game(play.move(s, 0, "heal", {{"sheet", 0}}));
  CHECK(r.at("needs").at("dice") == 1);
  CHECK(r.at("needs").at("given") == 0);
  CHECK(r.at("needs").at("field") == "dice");
  CHECK(r.at("needs").at("for").at("fr") == "Jet de soin de Bretteur (5+)");
  CHECK(r.at("state") == s);
  CHECK(r.at("log").empty());
  r = game(play.move(s, 0, "heal", {{"sheet", 0}}, {5}));
  CHECK(r.at("needs").is_null());
  CHECK(r.at("state").at("sheets")[0].at("sheet").at("wounds") == 0);
  CHECK(r.at("log")[0].at("fr") == "Bretteur (Lames) : soin 5, une blessure de moins");
  // The odds are the healed duellist's side's.
  CHECK(r.at("log")[0].at("odds")[0].at("player") == 0);
  CHECK(r.at("state").at("moves").back() ==
        json{{"by", 0}, {"name", "heal"}, {"args", {{"sheet", 0}}}, {"dice", {5}}});
  const json e = refused(play.move(s, 0, "heal", {{"sheet", 0}}, {5, 6}));
  CHECK(e.at("path") == "move.dice");
  CHECK(e.at("fr") == "1 dé(s) en trop : le coup en demandait 1");
  CHECK(refused(play.move(s, 0, "heal", {{"sheet", 0}}, {7})).at("path") == "move.args.dice.0");
}

TEST_CASE("A Duel game ends: conceding, or after its rounds; then no move is allowed",
          "[duel][game]") {
  json s = started().at("state");
  json r = game(play.move(s, 1, "concede"));
  CHECK(r.at("over").at("winner") == 0);
  CHECK(r.at("over").at("fr") == "Lames gagne");
  CHECK(r.at("players")[0].at("active") == false);
  CHECK(r.at("players")[1].at("active") == false);
  const json e = refused(play.move(r.at("state"), 0, "endTurn"));
  CHECK(e.at("code") == "game.over");
  CHECK(e.at("fr") == "la partie est finie");
  for (int i = 0; i < 6; ++i) s = game(play.move(s, i % 2, "endTurn")).at("state");
  CHECK(game({{"op", "read"}, {"game", "duel"}, {"state", s}}).at("over").at("en") == "A draw");
}

TEST_CASE("A Duel game is its setup plus its moves: long random walks replayed byte for byte",
          "[duel][game]") {
  std::mt19937 rng(45);
  const auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
  for (int walk = 0; walk < 20; ++walk) {
    json s = started().at("state");
    int made = 0;
    for (int step = 0; step < 200; ++step) {
      const json r = game({{"op", "read"}, {"game", "duel"}, {"state", s}});
      if (!r.at("over").is_null()) break;
      const int by = pick(2);
      const std::vector<std::string> names = {"wound", "heal", "endTurn", "concede"};
      const std::string name = names[static_cast<std::size_t>(step % 17 == 16 ? 3 : pick(3))];
      const json args = name == "wound"  ? json{{"sheet", pick(3)}, {"n", 1 + pick(2)}}
                        : name == "heal" ? json{{"sheet", pick(3)}}
                                         : json::object();
      json m = play.move(s, by, name, args);
      json reply = json::parse(auspex::systems::gameText(m.dump()).json);
      if (reply.contains("error")) continue;  // refused: the walk goes on
      if (!reply.at("needs").is_null()) {
        m["move"]["dice"] = json::array();
        for (int d = 0; d < reply.at("needs").at("dice").get<int>(); ++d)
          m["move"]["dice"].push_back(1 + pick(6));
        reply = game(m);
      }
      s = reply.at("state");
      made += 1;
    }
    CHECK(made > 0);
    const json again = game({{"op", "replay"}, {"game", "duel"}, {"state", s}}).at("state");
    CHECK(again.dump() == s.dump());
  }
}

TEST_CASE("A saved Duel game that is not one is refused naming the field", "[duel][game]") {
  const json s = started().at("state");
  json bad = s;
  bad["format"] = "auspex-sheet";
  CHECK(refused({{"op", "read"}, {"game", "duel"}, {"state", bad}}).at("path") == "state.format");
  bad = s;
  bad["version"] = 2;
  CHECK(refused({{"op", "read"}, {"game", "duel"}, {"state", bad}}).at("code") == "state.newer");
  bad = s;
  bad["moves"] = {{{"by", 0}, {"name", "dance"}}};
  CHECK(refused({{"op", "read"}, {"game", "duel"}, {"state", bad}}).at("path") ==
        "state.moves.0.name");
  bad = s;
  bad["extra"] = 1;
  CHECK(refused({{"op", "read"}, {"game", "duel"}, {"state", bad}}).at("path") == "state.extra");
  bad = s;
  bad.erase("turn");
  CHECK(refused({{"op", "read"}, {"game", "duel"}, {"state", bad}}).at("path") == "state.turn");
  // Its states are read back by their models, each refusal named; what the game works out from
  // them (each duellist's actions) is worked out again, never taken as it came.
  bad = s;
  bad["sheets"][1]["sheet"]["wounds"] = 9;
  CHECK(refused({{"op", "read"}, {"game", "duel"}, {"state", bad}}).at("path") ==
        "state.sheets.1.sheet.wounds");
  bad = s;
  bad["turn"]["active"] = "x";
  CHECK(refused(play.move(bad, 0, "endTurn")).at("path") == "state.turn.active");
  bad = s;
  bad["sheets"][0]["actions"] = json::array();
  CHECK(game({{"op", "read"}, {"game", "duel"}, {"state", bad}}).at("state") == s);
  // Its setup and moves alone replay whole (a game's code carries no more).
  json played = game(play.move(s, 0, "wound", {{"sheet", 2}, {"n", 2}})).at("state");
  json bare = {{"format", "auspex-game"},
               {"version", 1},
               {"game", "duel"},
               {"setup", played.at("setup")},
               {"moves", played.at("moves")}};
  CHECK(game({{"op", "replay"}, {"game", "duel"}, {"state", bare}}).at("state").dump() ==
        played.dump());
  // A move log that does not replay: named with the move that fails.
  bad = s;
  bad["moves"] = {{{"by", 1}, {"name", "endTurn"}, {"args", json::object()}}};
  const json e = refused({{"op", "replay"}, {"game", "duel"}, {"state", bad}});
  CHECK(e.at("path") == "state.moves.0");
  CHECK(e.at("fr") == "ne peut être rejoué : c'est à Lames de jouer");
  CHECK(refused({{"op", "new"}, {"game", "chess"}, {"setup", json::object()}}).at("path") ==
        "game");
  CHECK(refused({{"op", "new"}, {"game", "duel"}, {"setup", {{"lists", {blades}}}}}).at("path") ==
        "setup.lists");
  json other = giants;
  other["units"][0]["unit"] = "dragon";
  CHECK(refused({{"op", "new"}, {"game", "duel"}, {"setup", {{"lists", {blades, other}}}}})
            .at("path") == "setup.lists.1.units.0.unit");
  CHECK(refused({{"op", "jump"}, {"game", "duel"}}).at("path") == "op");
}

TEST_CASE("A Duel game saved before its moves were kept goes on from its states", "[duel][game]") {
  loadDuel();
  // As the page kept it then: the sheets and turn (their actions beside them), the names.
  const json sheet =
      json::parse(auspex::systems::modelText(
                      "duelSheet", R"({"op": "new", "ruleset": "duel-v1", "unit": "colosse"})")
                      .json)["sheet"];
  json wounded = sheet;
  wounded["wounds"] = 3;
  const json turn =
      json::parse(auspex::systems::modelText(
                      "duelTurn", R"({"op": "new", "players": [{"name": "A"}, {"name": "B"}]})")
                      .json)["turn"];
  json later = turn;
  later["active"] = 1;
  const json from = {
      {"names", {"A", "B"}},
      {"sheets", {{{"player", 0}, {"sheet", wounded}}, {{"player", 1}, {"sheet", sheet}}}},
      {"turn", later}};
  const json r = game({{"op", "new"}, {"game", "duel"}, {"setup", {{"from", from}}}});
  CHECK(r.at("state").at("sheets")[0].at("sheet").at("wounds") == 3);
  CHECK(r.at("players")[1].at("active") == true);
  CHECK(r.at("log").empty());
  // B plays on: it wounds A's Colosse, down at its fourth wound.
  const json next = game(play.move(r.at("state"), 1, "wound", {{"sheet", 0}, {"n", 1}}));
  CHECK(next.at("state").at("sheets")[0].at("sheet").at("down") == true);
  CHECK(
      game({{"op", "replay"}, {"game", "duel"}, {"state", next.at("state")}}).at("state").dump() ==
      next.at("state").dump());
  // A bad state saved then is refused naming it.
  json bad = from;
  bad["sheets"][1]["sheet"]["wounds"] = 9;
  CHECK(refused({{"op", "new"}, {"game", "duel"}, {"setup", {{"from", bad}}}}).at("path") ==
        "setup.from.sheets.1.sheet.wounds");
  bad = from;
  bad["turn"]["active"] = 2;
  CHECK(refused({{"op", "new"}, {"game", "duel"}, {"setup", {{"from", bad}}}}).at("path") ==
        "setup.from.turn.active");
}
