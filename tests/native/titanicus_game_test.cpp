// Titanicus's whole game (core/titanicus/game.cpp) through the one entry point
// of every game (systems::gameText): both players' titans and the turn, every
// move named by its player, the rules that span them (activating is the
// turn's and the sheet's at once; a titan acts in its own activation, a
// weapon on alert at any time; a shot falls on a titan of the other side
// still standing, the weapons its damage destroys picked by the player; a
// titan destroyed is out of the turn; a new turn is every titan's; the other
// side's titans join once), forbidden moves refused with their reasons, and
// the state its setup plus its moves, replayed byte for byte.
#include <random>

#include "calc/calc.hpp"
#include "game_support.hpp"

using game_test::game;
using game_test::json;
using game_test::Loaded;
using game_test::refused;

namespace {

constexpr game_test::Moves play{"titanicus"};

const json canis = {{"ruleset", "titanicus-v2"},
                    {"unit", "warhound"},
                    {"name", "Canis"},
                    {"weapons", {"plasma-cannon", "vulcan-mega-bolter"}}};
const json stompa = {{"ruleset", "titanicus-v2"}, {"unit", "stompa"}, {"name", "Da Stompa"}};

// Ignatum's Warhound against Mortis's Stompa, Ignatum first.
json started(bool both = true) {
  return game({{"op", "new"},
               {"game", "titanicus"},
               {"setup",
                {{"names", {"Ignatum", "Mortis"}},
                 {"sheets", {{canis}, both ? json{stompa} : json::array()}}}}});
}

}  // namespace

TEST_CASE("titanicus game: set up from the two lists, activating the turn's and the sheet's",
          "[game]") {
  Loaded loaded;
  const json r = started();
  const json& s = r.at("state");
  CHECK(s.at("names") == json{"Ignatum", "Mortis"});
  CHECK(s.at("sheets").size() == 2);
  CHECK(s.at("sheets").at(1).at("player") == 1);
  CHECK(s.at("turn").at("hand") == 0);
  CHECK(r.at("players").at(0).at("active") == true);
  CHECK(r.at("players").at(1).at("active") == false);
  // Mortis may not activate in Ignatum's hand: the turn's reason, before and at the tap.
  CHECK(game_test::playerMove(r, 1, "activate").at("why").at("code") == "turn.not-your-hand");
  CHECK(refused(play.move(s, 1, "activate", {{"sheet", 1}})).at("code") == "turn.not-your-hand");
  // Canis's "Activer": the turn's and the sheet's at once, its 4 AP dice asked with its name.
  const json asked = game(play.move(s, 0, "activate", {{"sheet", 0}}));
  CHECK(asked.at("needs").at("dice") == 4);
  CHECK(asked.at("needs").at("for").at("fr").get<std::string>().rfind("Canis — ", 0) == 0);
  const json a = game(play.move(s, 0, "activate", {{"sheet", 0}}, {3, 4, 1, 6}));
  CHECK(a.at("state").at("turn").at("units").at(0).at("state") == "active");
  CHECK(a.at("state").at("sheets").at(0).at("sheet").at("actionPoints").at("total") == 3);
  CHECK(a.at("log").back().at("fr").get<std::string>().rfind("Canis — PA", 0) == 0);
}

TEST_CASE("titanicus game: forbidden moves refused with their reasons", "[game]") {
  Loaded loaded;
  const json s = started().at("state");
  // 1. Another player's titan: not theirs to move.
  const json notYours =
      refused(play.move(s, 1, "sheet", {{"sheet", 0}, {"action", {{"type", "move"}}}}));
  CHECK(notYours.at("code") == "game.not-yours");
  CHECK(notYours.at("fr") == "Canis est un titan de Ignatum");
  // 2. A sheet's own "Activer" without the turn's: the game's move.
  CHECK(refused(play.move(s, 0, "sheet", {{"sheet", 0}, {"action", {{"type", "activate"}}}}))
            .at("code") == "titanicus.activate-move");
  json a = game(play.move(s, 0, "activate", {{"sheet", 0}}, {3, 4, 5, 6})).at("state");
  // 3. Ending the activation of the other player's titan.
  CHECK(refused(play.turn(a, 1, {{"type", "endActivation"}})).at("code") == "game.not-your-move");
  // 4. Shooting at one's own titan, and Mortis's Stompa firing out of its activation.
  CHECK(refused(play.move(a, 0, "attack",
                          {{"sheet", 0}, {"weapon", 0}, {"target", 0}, {"location", "haut"}}))
            .at("code") == "titanicus.target-own");
  const json out = refused(play.move(
      a, 1, "attack", {{"sheet", 1}, {"weapon", 0}, {"target", 0}, {"location", "haut"}}));
  CHECK(out.at("code") == "titanicus.not-active");
  CHECK(out.at("fr") == "Da Stompa agit pendant sa propre activation : Canis est en activation");
  // 5. After its activation, Canis may not move again this turn: its sheet still has AP.
  a = game(play.move(a, 0, "sheet", {{"sheet", 0}, {"action", {{"type", "move"}}}})).at("state");
  const json done = game(play.turn(a, 0, {{"type", "endActivation"}}));
  const json d = done.at("state");
  CHECK(d.at("sheets").at(0).at("sheet").at("actionPoints").at("left") > 0);
  CHECK(game_test::sheetAction(d.at("sheets").at(0), "move").at("why").at("code") ==
        "titanicus.activation-over");
  CHECK(refused(play.move(d, 0, "sheet", {{"sheet", 0}, {"action", {{"type", "move"}}}}))
            .at("code") == "titanicus.activation-over");
  // 6. Passing for the other player.
  CHECK(refused(play.turn(d, 0, {{"type", "pass"}, {"player", 1}})).at("code") ==
        "game.not-your-move");
  // 7. A new turn with the Stompa still to activate: the turn names it; early, it is taken.
  const json left = refused(play.move(d, 0, "newTurn", {{"first", 0}}));
  CHECK(left.at("code") == "turn.units-left");
  const json next = game(play.move(d, 1, "newTurn", {{"first", 1}, {"early", true}}));
  CHECK(next.at("state").at("turn").at("round") == 2);
  CHECK(next.at("state").at("sheets").at(0).at("sheet").at("turn") == 2);
  // 8. Mortis's titans joining a second time.
  CHECK(game_test::playerMove(done, 1, "join").at("why").at("code") == "titanicus.joined");
  CHECK(refused(play.move(d, 1, "join", {{"sheets", {stompa}}})).at("code") == "titanicus.joined");
  // 9. The turn's own actions that are the game's.
  CHECK(refused(play.turn(d, 0, {{"type", "out"}, {"unit", 1}})).at("code") ==
        "titanicus.turn-move");
}

TEST_CASE("titanicus game: a shot on the other side, its weapons destroyed picked", "[game]") {
  Loaded loaded;
  json s = started().at("state");
  s = game(play.move(s, 0, "activate", {{"sheet", 0}}, {3, 4, 5, 6})).at("state");
  s = game(play.turn(s, 0, {{"type", "endActivation"}})).at("state");
  s = game(play.move(s, 1, "activate", {{"sheet", 1}})).at("state");
  // The Stompa's kannon: both shields down, 2 structure at « haut » (the table's die on the
  // second point: 1, a weapon), then which one, the player's pick.
  const json args = {{"sheet", 1},         {"weapon", 0},      {"target", 0},
                     {"location", "haut"}, {"shieldsDown", 2}, {"structureLost", 2}};
  const json asked = game(play.move(s, 1, "attack", args, json{1}));
  CHECK(asked.at("needs").at("field") == "picks");
  CHECK(asked.at("needs").at("asks") == "weapon");
  CHECK(asked.at("needs").at("from") == json{0, 1});
  CHECK(asked.at("state") == s);
  json m = play.move(s, 1, "attack", args, json{1});
  m["move"]["picks"] = {1};
  const json r = game(m);
  const json& canisAfter = r.at("state").at("sheets").at(0).at("sheet");
  CHECK(canisAfter.at("shields").at("up") == 0);
  CHECK(canisAfter.at("weapons").at(1).at("destroyed") == true);
  CHECK(canisAfter.at("weapons").at(0).at("destroyed") == false);
  CHECK(r.at("state").at("moves").back().at("picks") == json{1});
  // A choice too many, and one out of the weapons.
  m["move"]["picks"] = {1, 0};
  CHECK(refused(m).at("code") == "move.picks");
  m["move"]["picks"] = {7};
  CHECK(refused(m).at("path") == "move.args.weapon");
  // Replayed from its setup and moves, byte for byte.
  const json again =
      game({{"op", "replay"}, {"game", "titanicus"}, {"state", r.at("state")}}).at("state");
  CHECK(again.dump() == r.at("state").dump());
}

TEST_CASE("titanicus game: a weapon on alert fires out of its titan's activation", "[game]") {
  Loaded loaded;
  json s = started().at("state");
  s = game(play.move(s, 0, "activate", {{"sheet", 0}}, {3, 4, 5, 6})).at("state");
  s = game(play.move(s, 0, "sheet", {{"sheet", 0}, {"action", {{"type", "alert"}, {"weapon", 1}}}}))
          .at("state");
  s = game(play.turn(s, 0, {{"type", "endActivation"}})).at("state");
  s = game(play.move(s, 1, "activate", {{"sheet", 1}})).at("state");
  // In the Stompa's activation: Canis's weapon on alert fires, its other one does not.
  const json shot = {{"sheet", 0}, {"target", 1}, {"location", "corps"}, {"shieldsDown", 1}};
  // Before the tap: each weapon's fire as the game allows it (`fires`), with the same reason.
  const json& fires = s.at("sheets").at(0).at("fires");
  CHECK(fires.at(0).at("allowed") == false);
  CHECK(fires.at(0).at("why").at("code") == "titanicus.not-active");
  CHECK(fires.at(1).at("allowed") == true);
  json other = shot;
  other["weapon"] = 0;
  CHECK(refused(play.move(s, 0, "attack", other)).at("code") == "titanicus.not-active");
  json alert = shot;
  alert["weapon"] = 1;
  const json r = game(play.move(s, 0, "attack", alert));
  CHECK(r.at("state").at("sheets").at(0).at("sheet").at("weapons").at(1).at("alert") == false);
  CHECK(r.at("state").at("sheets").at(1).at("sheet").at("shields").at("up") == 0);
  CHECK(r.at("log").at(0).at("fr").get<std::string>().rfind("Canis — Tir en alerte", 0) == 0);
}

TEST_CASE("titanicus game: an attack's odds from both sheets, its result one the dice could give",
          "[game]") {
  Loaded loaded;
  json s = started().at("state");
  s = game(play.move(s, 0, "activate", {{"sheet", 0}}, {3, 4, 5, 6})).at("state");
  // Canis's plasma cannon (1 die, 4+, F7) at the Stompa's corps (1 shield up), not moved yet.
  const json shot = {
      {"sheet", 0}, {"weapon", 0}, {"target", 1}, {"location", "corps"}, {"facing", "front"}};
  const json odds = game({{"op", "odds"},
                          {"game", "titanicus"},
                          {"state", s},
                          {"move", {{"by", 0}, {"name", "attack"}, {"args", shot}}}});
  // The request the sheets make: the situation they say (not moved), the target as it stands.
  const json request = {
      {"system", "titanicus"},
      {"attacker",
       {{"ruleset", "titanicus-v2"}, {"unit", "warhound"}, {"weapon", "plasma-cannon"}}},
      {"target",
       {{"ruleset", "titanicus-v2"},
        {"unit", "stompa"},
        {"location", "corps"},
        {"facing", "front"},
        {"structureLost", 0},
        {"shields", 1}}},
      {"situation", {{"notMoved", true}}}};
  CHECK(odds.at("request") == request);
  CHECK(odds.at("odds") == auspex::calc::answer(request));
  // One die, one shield up: at most that shield falls, and no hit reaches the structure.
  CHECK(odds.at("odds").at("shieldsDown").size() == 2);
  // The shot with the result the table's dice gave.
  const auto result = [&](int down, int lost) {
    json args = shot;
    args["shieldsDown"] = down;
    args["structureLost"] = lost;
    return play.move(s, 0, "attack", args);
  };
  const json no = refused(result(2, 0));
  CHECK(no.at("path") == "move.args.shieldsDown");
  CHECK(no.at("fr") == "impossible avec ces dés : 2 boucliers tombés. Possible : 0 ou 1.");
  const json through = result(1, 1);
  const json no2 = refused(through);
  CHECK(no2.at("path") == "move.args.structureLost");
  CHECK(no2.at("message") == "impossible with these dice: 1 structure point lost. Possible: 0.");
  CHECK(game(result(1, 0)).at("state").at("sheets").at(1).at("sheet").at("shields").at("up") == 0);
  // A move recorded before the core held the odds (no `facing`) is taken as it was.
  json before = through;
  before["move"]["args"].erase("facing");
  CHECK(game(before).at("needs").is_null());
  // The odds of a move that rolls nothing: none.
  CHECK(refused({{"op", "odds"},
                 {"game", "titanicus"},
                 {"state", s},
                 {"move", {{"by", 0}, {"name", "newTurn"}}}})
            .at("code") == "game.no-odds");
}

TEST_CASE("titanicus game: titans of one name on both sides told apart by their side", "[game]") {
  Loaded loaded;
  json reaver = canis;
  reaver.erase("name");
  reaver["unit"] = "reaver";
  json s = game({{"op", "new"},
                 {"game", "titanicus"},
                 {"setup", {{"names", {"Ignatum", "Mortis"}}, {"sheets", {{reaver}, {reaver}}}}}})
               .at("state");
  s = game(play.move(s, 0, "activate", {{"sheet", 0}}, {5, 5, 5, 5, 5})).at("state");
  const json no = refused(play.move(s, 1, "sheet", {{"sheet", 1}, {"action", {{"type", "move"}}}}));
  CHECK(no.at("fr") ==
        "Reaver (Mortis) agit pendant sa propre activation : Reaver (Ignatum) est en "
        "activation");
}

TEST_CASE("titanicus game: the other side's titans join in play, once", "[game]") {
  Loaded loaded;
  const json alone = started(false);
  CHECK(alone.at("over").is_null());
  CHECK(game_test::playerMove(alone, 1, "join").at("allowed") == true);
  const json j =
      game(play.move(alone.at("state"), 1, "join", {{"name", "Mortis"}, {"sheets", {stompa}}}));
  CHECK(j.at("state").at("sheets").size() == 2);
  CHECK(j.at("state").at("turn").at("units").at(1).at("name") == "Da Stompa");
  CHECK(j.at("state").at("names").at(1) == "Mortis");
  const json bad =
      refused(play.move(alone.at("state"), 1, "join",
                        {{"sheets", {{{"ruleset", "titanicus-v2"}, {"unit", "warlord"}}}}}));
  CHECK(bad.at("path") == "move.args.sheets.0.weapons");
}

TEST_CASE("titanicus game: a game saved by the page before (sides, no turn) goes on", "[game]") {
  Loaded loaded;
  const json s = started().at("state");
  json sheets = json::array();
  for (const json& e : s.at("sheets"))
    sheets.push_back({{"side", e.at("player") == 0 ? "mine" : "theirs"}, {"sheet", e.at("sheet")}});
  const json r = game({{"op", "new"},
                       {"game", "titanicus"},
                       {"setup", {{"from", {{"sheets", sheets}, {"turn", nullptr}}}}}});
  CHECK(r.at("state").at("turn").at("units").size() == 2);
  CHECK(r.at("state").at("sheets").at(1).at("player") == 1);
  CHECK(r.at("players").at(0).at("active") == true);
  json wrong = s;
  wrong["turn"]["units"][1]["player"] = 0;
  CHECK(refused({{"op", "read"}, {"game", "titanicus"}, {"state", wrong}}).at("path") ==
        "state.turn.units");
}

TEST_CASE("titanicus game: random walks of legal and forbidden moves replay byte for byte",
          "[game]") {
  Loaded loaded;
  std::mt19937 rng(45);
  const auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
  const char* locations[] = {"haut", "bas", "corps"};
  int fired = 0;
  for (int walk = 0; walk < 3; ++walk) {
    json s = started().at("state");
    int made = 0;
    for (int step = 0; step < 400; ++step) {
      const int by = pick(2);
      const int k = pick(2);
      json m;
      switch (pick(7)) {
        case 0: m = play.move(s, by, "activate", {{"sheet", k}}); break;
        case 1: m = play.turn(s, by, {{"type", "endActivation"}}); break;
        case 2: m = play.turn(s, by, {{"type", "pass"}}); break;
        case 3:
          m = play.move(s, by, "attack",
                        {{"sheet", k},
                         {"weapon", pick(2)},
                         {"target", 1 - k},
                         {"location", locations[pick(3)]},
                         {"shieldsDown", pick(3)},
                         {"structureLost", pick(3)}});
          break;
        case 4:
          m = play.move(s, by, "sheet", {{"sheet", k}, {"action", {{"type", "move"}}}});
          break;
        case 5:
          m = play.move(s, by, "sheet",
                        {{"sheet", k}, {"action", {{"type", "aim"}, {"weapon", pick(2)}}}});
          break;
        default: m = play.move(s, by, "newTurn", {{"first", pick(2)}, {"early", pick(2) == 1}});
      }
      const json reply = game_test::withDice(m, rng);
      if (reply.is_null()) continue;
      s = reply.at("state");
      made += 1;
      if (!reply.at("over").is_null()) break;
      // While the game goes on, each weapon's `fires`, shown before the tap, is the word of its
      // player's fire at the tap.
      for (std::size_t t = 0; t < s.at("sheets").size(); ++t) {
        const json& entry = s.at("sheets").at(t);
        for (const json& f : entry.at("fires")) {
          const json tap =
              play.move(s, entry.at("player"), "sheet",
                        {{"sheet", t}, {"action", {{"type", "fire"}, {"weapon", f.at("weapon")}}}});
          const auto said = auspex::systems::gameText(tap.dump());
          INFO(entry.at("sheet").at("name")
               << " weapon " << f.dump() << " " << said.json.substr(0, 300));
          CHECK(said.ok == f.at("allowed").get<bool>());
          fired += said.ok ? 1 : 0;
        }
      }
    }
    CHECK(made > 20);
    const json again = game({{"op", "replay"}, {"game", "titanicus"}, {"state", s}}).at("state");
    CHECK(again.dump() == s.dump());
  }
  CHECK(fired > 10);
}
