// KOLAPS: Ground Zero's whole game (core/kolaps/game.cpp) through the one
// entry point of every game (systems::gameText): both Unités' characters and
// the activation draw, every move named by its player, the rules that span
// the sheets and the draw (a new turn is everyone's combativité then the
// Réserve, once the last turn has ended, Loi 7-3, 7-18; only the active
// character acts, once, 7-12, 8-1; a charge costs its move's + 1, 9-20),
// forbidden moves refused with their reasons, and the state its setup plus
// its moves, replayed byte for byte.
#include <random>

#include "game_support.hpp"

using game_test::game;
using game_test::json;
using game_test::Loaded;
using game_test::refused;

namespace {

constexpr game_test::Moves play{"kolaps"};

// Steiner (rank 2, a rifle), Brand (rank 1, a knife) against a Vampire (rank 1, leather).
json started() {
  const json rifle = {{"name", "Fusil"},
                      {"traits", {"arme-d-epaule", {{"id", "penetrant"}, {"x", 1}}}},
                      {"cadence", 2}};
  json a = json::array({{{"ruleset", "kolaps-v2"},
                         {"name", "Steiner"},
                         {"rank", 2},
                         {"weapons", {rifle}},
                         {"entry", {{"at", 0}, {"copies", 1}}}},
                        {{"ruleset", "kolaps-v2"}, {"name", "Brand"}, {"rank", 1}}});
  json b =
      json::array({{{"ruleset", "kolaps-v2"},
                    {"name", "Vampire"},
                    {"rank", 1},
                    {"weapons", {{{"name", "Griffes"}, {"traits", json::array()}}}},
                    {"protection", {{"name", "Cuir"}, {"class", 4}, {"traits", {"solide"}}}}}});
  return game({{"op", "new"},
               {"game", "kolaps"},
               {"setup", {{"characters", {a, b}}, {"names", {"APC", "Vampires"}}}}});
}

json actionOf(const json& state, int k, const std::string& type) {
  for (const json& a : state.at("sheets").at(k).at("actions"))
    if (a.at("type") == type) return a;
  FAIL("no action " << type);
  return nullptr;
}

const json& character(const json& state, int k) {
  return state.at("turn").at("characters").at(k);
}

// Turn 1: Steiner's 6D6 at 2+ (6 5 2 1 1 1: 3), Brand and the Vampire rank 1 (no dice: 6).
json turnOne() {
  return game(play.move(started().at("state"), 0, "newTurn", json::object(), {6, 5, 2, 1, 1, 1}));
}

}  // namespace

TEST_CASE("kolaps game: a new turn is every character's combativité, then the Réserve", "[game]") {
  Loaded loaded;
  const json start = started();
  CHECK(start.at("state").at("turn").at("phase") == "setup");
  CHECK(start.at("state").at("sheets").at(0).at("entry") == json{{"at", 0}, {"copies", 1}});
  // Too few dice: asked for, whose they are, the state unchanged.
  const json asked = game(play.move(start.at("state"), 0, "newTurn", json::object(), {6, 5}));
  CHECK(asked.at("needs").at("dice") == 6);  // in all so far, as a model asks
  CHECK(asked.at("needs").at("given") == 2);
  CHECK(asked.at("needs").at("for").at("fr").get<std::string>().rfind("Steiner : 6D6", 0) == 0);
  CHECK(asked.at("state") == start.at("state"));
  const json one = turnOne();
  const json& s = one.at("state");
  CHECK(s.at("sheets").at(0).at("sheet").at("combativite").at("current") == 3);
  CHECK(s.at("sheets").at(1).at("sheet").at("combativite").at("current") == 6);
  CHECK(s.at("turn").at("phase") == "sequence");
  CHECK(s.at("turn").at("reserve") == json{"c0", "c1", "c2"});
  CHECK(character(s, 0).at("combativite") == 3);
  // The bug: the Réserve formed from combativité never rolled. There is no such move:
  // startTurn is the newTurn's, and the draw refuses it as an action of the turn.
  const json e = refused(play.move(s, 0, "newTurn"));
  CHECK(e.at("path") == "move.name");
  CHECK(e.at("code") == "kolaps.turn-goes-on");
  CHECK(e.at("fr") ==
        "le tour 1 continue : Steiner, Brand, Vampire peuvent encore agir (un nouveau tour quand "
        "plus aucun marqueur ne reste, Loi 7-18)");
  CHECK(game_test::playerMove(one, 1, "newTurn").at("allowed") == false);
  // A sheet's own new turn is the game's.
  CHECK(refused(play.move(s, 0, "sheet", {{"sheet", 0}, {"action", {{"type", "newTurn"}}}}))
            .at("code") == "kolaps.new-turn-all");
  CHECK(actionOf(s, 0, "newTurn").at("allowed") == false);
}

TEST_CASE("kolaps game: a new turn's dice asked for in all, character after character", "[game]") {
  Loaded loaded;
  const json two = {{"ruleset", "kolaps-v2"}, {"name", "A"}, {"rank", 2}};
  json b = two;
  b["name"] = "B";
  const json s =
      game({{"op", "new"}, {"game", "kolaps"}, {"setup", {{"characters", {{two, b}, {two}}}}}})
          .at("state");
  // A's 6 given: B's asked for, 12 in all, 6 given, named.
  const json asked = game(play.move(s, 0, "newTurn", json::object(), {6, 6, 6, 6, 6, 6}));
  CHECK(asked.at("needs").at("dice") == 12);
  CHECK(asked.at("needs").at("given") == 6);
  CHECK(asked.at("needs").at("for").at("fr").get<std::string>().rfind("B : 6D6", 0) == 0);
  json all = json::array();
  for (int k = 0; k < 18; ++k) all.push_back(k < 12 ? 6 : 1);
  const json done = game(play.move(s, 0, "newTurn", json::object(), all));
  CHECK(done.at("state").at("turn").at("reserve") == json{"c0", "c1"});  // c2: no success
  CHECK(done.at("state").at("sheets").at(2).at("sheet").at("activation") == "epuise");
}

TEST_CASE("kolaps game: only the active character acts, once, and its player ends it", "[game]") {
  Loaded loaded;
  json s = turnOne().at("state");
  // Nobody drawn yet: Steiner waits in the Réserve.
  json e = refused(
      play.move(s, 0, "sheet", {{"sheet", 0}, {"action", {{"type", "spend"}, {"points", 1}}}}));
  CHECK(e.at("code") == "kolaps-turn.in-reserve");
  CHECK(e.at("path") == "move.args.sheet");
  CHECK(actionOf(s, 0, "act").at("allowed") == false);
  // A character of the other side is not the mover's.
  e = refused(
      play.move(s, 1, "sheet", {{"sheet", 0}, {"action", {{"type", "lose"}, {"points", 1}}}}));
  CHECK(e.at("code") == "game.not-yours");
  CHECK(e.at("fr") == "Steiner est un personnage de APC");
  // The draw: marker 1 of 3, Steiner.
  const json drawn = game(play.move(s, 1, "draw", json::object(), {1}));
  s = drawn.at("state");
  CHECK(s.at("turn").at("active") == "c0");
  CHECK(drawn.at("players").at(0).at("active") == true);
  CHECK(drawn.at("players").at(1).at("active") == false);
  // Brand waits; the Vampire's player may not end Steiner's activation.
  CHECK(refused(play.move(s, 0, "sheet", {{"sheet", 1}, {"action", {{"type", "prepare"}}}}))
            .at("code") == "kolaps-turn.in-reserve");
  e = refused(play.move(s, 1, "endActivation", {{"exhausted", true}}));
  CHECK(e.at("path") == "move.name");
  CHECK(e.at("code") == "game.not-your-move");
  // Loi 8-1: not without its action, unless épuisé by choice.
  CHECK(refused(play.move(s, 0, "endActivation")).at("code") == "kolaps-turn.no-action");
  // Walk (1): the draw follows the sheet; a second action is refused (Loi 8-1).
  s = game(play.move(s, 0, "sheet", {{"sheet", 0}, {"action", {{"type", "spend"}, {"points", 1}}}}))
          .at("state");
  CHECK(character(s, 0).at("combativite") == 2);
  CHECK(s.at("turn").at("acted") == true);
  e = refused(
      play.move(s, 0, "sheet", {{"sheet", 0}, {"action", {{"type", "spend"}, {"points", 1}}}}));
  CHECK(e.at("code") == "kolaps-turn.acted");
  CHECK(actionOf(s, 0, "act").at("allowed") == false);
  CHECK(actionOf(s, 0, "act").at("why").at("code") == "kolaps-turn.acted");
  CHECK(s.at("sheets").at(0).at("sheet").at("combativite").at("current") == 2);
  // Its activation ends en attente; the sheets' activation is the draw's to set.
  s = game(play.move(s, 0, "endActivation")).at("state");
  CHECK(character(s, 0).at("state") == "attente");
  CHECK(
      refused(play.move(s, 0, "sheet",
                        {{"sheet", 0}, {"action", {{"type", "activation"}, {"state", "reserve"}}}}))
          .at("code") == "kolaps.activation-drawn");
}

TEST_CASE("kolaps game: an attack puts its result on both sheets and the draw", "[game]") {
  Loaded loaded;
  json s = game(play.move(turnOne().at("state"), 0, "draw", json::object(), {1})).at("state");
  const json shot = {
      {"sheet", 0}, {"target", 2}, {"action", "tir"}, {"weapon", 0}, {"outcome", "blesse"}};
  const json r = game(play.move(s, 0, "attack", shot));
  s = r.at("state");
  const json& me = s.at("sheets").at(0).at("sheet");
  const json& them = s.at("sheets").at(2).at("sheet");
  CHECK(me.at("combativite").at("current") == 1);  // tir: 2 of 3
  CHECK(me.at("weapons").at(0).at("usesLeft") == 1);
  CHECK(me.at("xp") == 5);
  CHECK(them.at("health").at("state") == "blesse");
  CHECK(character(s, 0).at("combativite") == 1);
  CHECK(s.at("turn").at("acted") == true);
  // Sequence 2 would find Steiner with 1 left: a shot costs 2, refused with his name (Loi 8-4).
  json poor = game(play.move(turnOne().at("state"), 0, "draw", json::object(), {1})).at("state");
  poor = game(play.move(poor, 0, "sheet",
                        {{"sheet", 0}, {"action", {{"type", "lose"}, {"points", 2}}}}))
             .at("state");
  json e0 = refused(play.move(poor, 0, "attack", shot));
  CHECK(e0.at("code") == "points.short");
  CHECK(e0.at("fr") == "Steiner : demande 2 de combativité ; le personnage en a 1 (Loi 8-4)");
  // Forbidden: the Vampire is not the active one, nor is Brand; an own target; a shot from a
  // knife-less Brand.
  json t = game(play.move(turnOne().at("state"), 0, "draw", json::object(), {1})).at("state");
  json e = refused(play.move(
      t, 1, "attack",
      {{"sheet", 2}, {"target", 0}, {"action", "frapper"}, {"weapon", 0}, {"outcome", "sonne"}}));
  CHECK(e.at("code") == "kolaps-turn.in-reserve");
  e = refused(play.move(
      t, 0, "attack",
      {{"sheet", 0}, {"target", 1}, {"action", "tir"}, {"weapon", 0}, {"outcome", "sonne"}}));
  CHECK(e.at("code") == "kolaps.target-own");
  CHECK(e.at("path") == "move.args.target");
  e = refused(play.move(t, 0, "attack",
                        {{"sheet", 0},
                         {"target", 2},
                         {"action", "mitraillage"},
                         {"weapon", 0},
                         {"outcome", "sonne"}}));
  CHECK(e.at("code") == "kolaps.weapon-automatic");
  // A dodge does not answer a charge (Loi 9-20); cover does not answer a blow.
  e = refused(play.move(t, 0, "attack",
                        {{"sheet", 0},
                         {"target", 2},
                         {"action", "tir"},
                         {"weapon", 0},
                         {"oppose", {{"esquive", true}}},
                         {"outcome", "sonne"}}));
  CHECK(e.at("code") == "kolaps.opposition-not-here");
  CHECK(e.at("path") == "move.args.oppose.esquive");
}

TEST_CASE("kolaps game: a charge costs its move's combativité and fatigue + 1 (Loi 9-20)",
          "[game]") {
  Loaded loaded;
  // Brand (rank 1: 6) charges the Vampire after a run (2, fatigue 1): 3 combativité, 2 fatigue.
  json s = game(play.move(turnOne().at("state"), 1, "draw", json::object(), {2})).at("state");
  REQUIRE(s.at("turn").at("active") == "c1");
  // Brand has no weapon: a charge needs a close combat one.
  json e = refused(play.move(s, 0, "attack",
                             {{"sheet", 1},
                              {"target", 2},
                              {"action", "charger"},
                              {"weapon", 0},
                              {"move", "course"},
                              {"outcome", "sonne"}}));
  CHECK(e.at("code") == "kolaps.no-weapon");
  // The Vampire's turn: drawn, it charges Steiner after a sprint (2, fatigue 2): 3 and 3.
  s = game(play.move(turnOne().at("state"), 1, "draw", json::object(), {3})).at("state");
  REQUIRE(s.at("turn").at("active") == "c2");
  const json charge = {
      {"sheet", 2}, {"target", 0}, {"action", "charger"}, {"weapon", 0}, {"outcome", "sonne"}};
  e = refused(play.move(s, 1, "attack", charge));
  CHECK(e.at("code") == "kolaps.charge-move");
  CHECK(e.at("path") == "move.args.move");
  json withMove = charge;
  withMove["move"] = "sprint";
  s = game(play.move(s, 1, "attack", withMove)).at("state");
  const json& v = s.at("sheets").at(2).at("sheet");
  CHECK(v.at("combativite").at("current") == 3);
  CHECK(v.at("fatigue").at("points") == 3);
  CHECK(character(s, 2).at("combativite") == 3);
  // A walk with a shot is no charge: `move` is a charge's alone.
  json t = game(play.move(turnOne().at("state"), 0, "draw", json::object(), {1})).at("state");
  e = refused(play.move(t, 0, "attack",
                        {{"sheet", 0},
                         {"target", 2},
                         {"action", "tir"},
                         {"weapon", 0},
                         {"move", "marche"},
                         {"outcome", "sonne"}}));
  CHECK(e.at("code") == "kolaps.move-charge-only");
}

TEST_CASE("kolaps game: the end of the turn, a new one, and the state replayed byte for byte",
          "[game]") {
  Loaded loaded;
  json s = turnOne().at("state");
  // Each drawn and made épuisé by choice: the turn ends (Loi 7-18), then a new one may start.
  for (int n = 0; n < 3; ++n) {
    // The last marker left needs no die.
    const json die = s.at("turn").at("reserve").size() > 1 ? json{1} : json();
    s = game(play.move(s, 0, "draw", json::object(), die)).at("state");
    const std::string active = s.at("turn").at("active").get<std::string>();
    const int owner = active == "c2" ? 1 : 0;
    s = game(play.move(s, owner, "endActivation", {{"exhausted", true}})).at("state");
  }
  CHECK(s.at("turn").at("phase") == "turnEnd");
  for (int k = 0; k < 3; ++k) CHECK(s.at("sheets").at(k).at("sheet").at("activation") == "epuise");
  const json two = game(play.move(s, 1, "newTurn", json::object(), {6, 6, 6, 6, 6, 6}));
  CHECK(two.at("state").at("turn").at("turn") == 2);
  CHECK(two.at("state").at("sheets").at(0).at("sheet").at("combativite").at("current") == 6);
  const json replay =
      game({{"op", "replay"}, {"game", "kolaps"}, {"state", two.at("state")}}).at("state");
  CHECK(replay.dump() == two.at("state").dump());
  // From its setup and moves alone.
  json bare = {{"format", "auspex-game"},
               {"version", 1},
               {"game", "kolaps"},
               {"setup", two.at("state").at("setup")},
               {"moves", two.at("state").at("moves")}};
  CHECK(game({{"op", "replay"}, {"game", "kolaps"}, {"state", bare}}).at("state").dump() ==
        two.at("state").dump());
}

TEST_CASE("kolaps game: a game saved by the page before (its sheets and draw) goes on", "[game]") {
  Loaded loaded;
  const json s = turnOne().at("state");
  json from = {{"names", s.at("names")}, {"sheets", json::array()}, {"turn", s.at("turn")}};
  for (const json& e : s.at("sheets")) {
    json kept = {{"player", e.at("player")}, {"sheet", e.at("sheet")}};
    if (e.contains("entry")) kept["entry"] = e.at("entry");
    from["sheets"].push_back(kept);
  }
  const json r = game({{"op", "new"}, {"game", "kolaps"}, {"setup", {{"from", from}}}});
  CHECK(r.at("state").at("turn") == s.at("turn"));
  CHECK(r.at("state").at("sheets").at(0).at("entry") == json{{"at", 0}, {"copies", 1}});
  const json go = game(play.move(r.at("state"), 0, "draw", json::object(), {1}));
  CHECK(go.at("state").at("turn").at("active") == "c0");
  // A bad entry is named.
  from["sheets"][0]["entry"] = {{"at", -1}, {"copies", 1}};
  const json e = refused({{"op", "new"}, {"game", "kolaps"}, {"setup", {{"from", from}}}});
  CHECK(e.at("path") == "setup.from.sheets.0.entry.at");
}

TEST_CASE("kolaps game: random walks of legal and forbidden moves replay byte for byte", "[game]") {
  Loaded loaded;
  std::mt19937 rng(45);
  const auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
  const std::vector<std::string> outcomes = {
      "failure", "mishap", "sonne", "legerement-blesse", "blesse", "etat-critique", "hors-combat"};
  for (int walk = 0; walk < 3; ++walk) {
    json s = started().at("state");
    int made = 0;
    for (int step = 0; step < 600; ++step) {
      const int by = pick(2);
      const int k = pick(3);
      json m;
      switch (pick(7)) {
        case 0: m = play.move(s, by, "newTurn"); break;
        case 1:
        case 2: m = play.move(s, by, "draw"); break;
        case 3: m = play.move(s, by, "endActivation", {{"exhausted", pick(2) == 1}}); break;
        case 4:
          m = play.move(
              s, by, "sheet",
              {{"sheet", k},
               {"action",
                {{"type", "spend"}, {"points", 1 + pick(2)}, {"opposition", pick(2) == 1}}}});
          break;
        default: {
          json args = {{"sheet", k},
                       {"target", pick(3)},
                       {"action", pick(2) ? "tir" : "charger"},
                       {"weapon", 0},
                       {"outcome", outcomes[static_cast<std::size_t>(pick(7))]}};
          if (args["action"] == "charger") args["move"] = "course";
          if (args["outcome"] == "mishap") args["mishapDie"] = 1 + pick(6);
          m = play.move(s, by, "attack", args);
        }
      }
      const json reply = game_test::withDice(m, rng);
      if (reply.is_null()) continue;
      s = reply.at("state");
      made += 1;
      if (!reply.at("over").is_null()) break;
    }
    CHECK(made > 20);
    const json again = game({{"op", "replay"}, {"game", "kolaps"}, {"state", s}}).at("state");
    CHECK(again.dump() == s.dump());
  }
}
