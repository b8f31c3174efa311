// The Epic Escarmouches turn (core/epic/turn.cpp, docs/sheets/epic-turn.md):
// the initiative cup and its draws without replacement, both deployment
// methods, who acts first, the shooting alternation, and every refusal
// naming its field. (epic_turn_test.cpp holds the calculator's morale,
// terrain and initiative odds.)
#include <map>

#include "calc/calc.hpp"
#include "epic/turn.hpp"
#include "load_rulesets.hpp"
#include "test_support.hpp"

using auspex::epic::turnAnswer;
using auspex::requests::json;

namespace {

json newReply(int strategicA, int strategicB, const char* method = "tirage-au-sort", int fa = 2,
              int fb = 2) {
  loadAllRulesets();
  return turnAnswer(json{{"op", "new"},
                         {"ruleset", "epic-v1"},
                         {"players",
                          {{{"name", "Marines"}, {"strategic", strategicA}, {"formations", fa}},
                           {{"name", "Orks"}, {"strategic", strategicB}, {"formations", fb}}}},
                         {"deployment", method}});
}

json game(int strategicA, int strategicB, const char* method = "tirage-au-sort", int fa = 2,
          int fb = 2) {
  return newReply(strategicA, strategicB, method, fa, fb).at("turn");
}

const test_support::TurnModel turns{&turnAnswer, "epicTurn"};
json reply(const json& turn, const json& action) {
  return turns.reply(turn, action);
}
json act(const json& turn, const json& action) {
  return turns.act(turn, action);
}
std::string error(const json& turn, const json& action) {
  return turns.error(turn, action);
}

std::string en(const json& r, std::size_t i) {
  return r.at("log").at(i).at("en").get<std::string>();
}

json with(const char* type, int player) {
  return {{"type", type}, {"player", player}};
}
json rollOff(int a, int b) {
  return {{"type", "rollOff"}, {"dice", {a, b}}};
}
json nextWith(int face) {
  return {{"type", "next"}, {"dice", {face}}};
}
const json next = {{"type", "next"}};

// A game deployed by tirage-au-sort, Marines first, in the orders phase.
json deployedGame(int strategicA, int strategicB) {
  json t = act(game(strategicA, strategicB), rollOff(5, 2));
  t = act(t, with("deployFirst", 0));
  t = act(t, with("deployed", 0));
  t = act(t, with("deployed", 1));
  REQUIRE(t["phase"] == "orders");
  return t;
}

}  // namespace

TEST_CASE("Epic turn: tokens 3/2, 3/3 and 2/3", "[epic-turn]") {
  const json r = newReply(3, 2);
  const json t = r["turn"];
  CHECK(t["players"][0]["tokens"] == 3);
  CHECK(t["players"][1]["tokens"] == 2);
  CHECK(t["cup"] == json({0, 0, 0, 1, 1}));
  CHECK(t["phase"] == "deployment");
  CHECK(t["turn"] == 1);
  CHECK(t["initiative"].is_null());
  CHECK(t["deployment"] == json::parse(R"j({"method": "tirage-au-sort", "rolls": null,
    "chooser": null, "first": null, "deployed": [0, 0], "next": null, "done": false})j"));
  CHECK(en(r, 0) ==
        "New game: Marines (strategic 3, 2 formations, 3 initiative tokens) against Orks "
        "(strategic 2, 2 formations, 2 initiative tokens); deployment: Random draw (action "
        "rollOff)");
  CHECK(game(4, 4)["cup"] == json({0, 0, 0, 1, 1, 1}));
  const json lower = game(1, 5);
  CHECK(lower["players"][0]["tokens"] == 2);
  CHECK(lower["players"][1]["tokens"] == 3);
  CHECK(lower["cup"] == json({0, 0, 1, 1, 1}));
  CHECK(game(0, 0, "alterne")["deployment"]["method"] == "alterne");
}

TEST_CASE("Epic turn: a die face takes that token of the cup", "[epic-turn]") {
  const json t = deployedGame(3, 2);
  const json asked = reply(t, next);
  CHECK(asked["turn"] == t);
  CHECK(asked["log"].empty());
  CHECK(asked["needs"] == json::parse(R"j({"dice": 1, "sides": 5, "field": "dice", "for":
    {"fr": "le pion Initiative tiré dans la tasse (1 … 5, dans l'ordre de la tasse)",
     "en": "the initiative token drawn from the cup (1 … 5, in the cup's order)"}})j"));
  for (int face = 1; face <= 5; ++face) {
    const json r = reply(t, nextWith(face));
    const int holder = face <= 3 ? 0 : 1;
    CHECK(r["turn"]["phase"] == "movement");
    CHECK(r["turn"]["initiative"] == holder);
    CHECK(r["turn"]["drawn"] == json({{{"phase", "movement"}, {"player", holder}}}));
    CHECK(r["turn"]["cup"].size() == 4);
  }
  const json r = reply(t, nextWith(4));
  CHECK(en(r, 0) ==
        "The movement phase: token 4 of 5, Orks has the initiative and chooses who acts first "
        "(action first) — left: 3 tokens of Marines and 1 of Orks");
  CHECK(error(t, nextWith(6)) == "action.dice.0: must be a whole number from 1 to 5, not 6");
}

TEST_CASE("Epic turn: a whole turn's draws without replacement, then a new turn refills",
          "[epic-turn]") {
  json t = deployedGame(3, 2);
  t = act(t, nextWith(5));  // movement: Orks
  CHECK(t["cup"] == json({0, 0, 0, 1}));
  CHECK(error(t, next) ==
        "action.type: Orks has the initiative and chooses who acts first: action first before "
        "the next phase");
  t = act(t, with("first", 0));
  CHECK(t["first"] == 0);
  CHECK(error(t, with("first", 1)) == "action.type: Orks has chosen: Marines acts first");
  const json shooting = reply(t, nextWith(4));  // shooting: the last Orks token
  CHECK(reply(t, next)["needs"]["sides"] == 4);
  t = shooting["turn"];
  CHECK(t["cup"] == json({0, 0, 0}));
  CHECK(t["initiative"] == 1);
  CHECK(t["first"] == 1);
  CHECK(t["acting"] == 1);
  CHECK(en(shooting, 1) == "Orks fires a formation first, then the opponent, and so on");
  CHECK(error(t, with("first", 0)) ==
        "action.type: who acts first is chosen in the movement and assault phases, not in the "
        "shooting phase");
  CHECK(reply(t, next)["needs"]["sides"] == 3);
  t = act(t, nextWith(2));
  CHECK(t["phase"] == "assault");
  t = act(t, with("first", 1));
  CHECK(t["cup"] == json({0, 0}));
  CHECK(t["drawn"] == json::parse(R"j([{"phase": "movement", "player": 1},
    {"phase": "shooting", "player": 1}, {"phase": "assault", "player": 0}])j"));
  CHECK(error(t, nextWith(1)) == "action.dice: no token is drawn entering the rally phase");
  t = act(t, next);
  CHECK(t["phase"] == "rally");
  CHECK(error(t, nextWith(1)) == "action.dice: no token is drawn at the start of a turn");
  const json r = reply(t, next);
  t = r["turn"];
  CHECK(en(r, 0) == "Turn 2: the orders; the cup holds 3 tokens of Marines and 2 of Orks");
  CHECK(t["turn"] == 2);
  CHECK(t["phase"] == "orders");
  CHECK(t["cup"] == json({0, 0, 0, 1, 1}));
  CHECK(t["drawn"].empty());
  CHECK(t["initiative"] == 0);  // kept until another token is drawn
  CHECK(t["first"].is_null());
}

TEST_CASE("Epic turn: every die sequence of a turn gives the calculator's initiative odds",
          "[epic-turn][brute]") {
  const int a = GENERATE(3, 2, 4);
  const int b = 2;
  const json start = deployedGame(a, b);
  // Orders → movement → shooting → assault: every face of every draw, each
  // sequence with probability 1 / (n (n−1) (n−2)); who acts first and the
  // shots do not change the cup.
  std::map<std::string, double> patterns;
  const int n = static_cast<int>(start["cup"].size());
  for (int f1 = 1; f1 <= n; ++f1)
    for (int f2 = 1; f2 <= n - 1; ++f2)
      for (int f3 = 1; f3 <= n - 2; ++f3) {
        json t = act(start, nextWith(f1));
        t = act(act(t, with("first", 0)), nextWith(f2));
        t = act(act(t, with("fired", t["acting"].get<int>())), nextWith(f3));
        std::string pattern;
        for (const auto& d : t["drawn"]) pattern += d["player"] == 0 ? 'A' : 'B';
        patterns[pattern] += 1.0 / (n * (n - 1) * (n - 2));
      }
  const json calc = json::parse(
      auspex::calc::calc(
          json{{"system", "epic"}, {"kind", "initiative"}, {"strategicA", a}, {"strategicB", b}}
              .dump())
          .json);
  for (const auto& item : calc["patterns"].items())
    CHECK(patterns[item.key()] == Approx(item.value().get<double>()).margin(1e-12));
}

TEST_CASE("Epic turn: tirage-au-sort, a tie, the higher roll chooses", "[epic-turn]") {
  json t = game(3, 2, "tirage-au-sort", 3, 2);
  CHECK(reply(t, {{"type", "rollOff"}})["needs"] == json::parse(R"j({"dice": 2, "sides": 6,
    "field": "dice", "for": {"fr": "le jet de déploiement de chaque joueur (Marines, puis Orks)",
    "en": "each player's deployment roll (Marines, then Orks)"}})j"));
  CHECK(error(t, with("deployFirst", 1)) ==
        "action.type: roll off first: the higher roll chooses who deploys first");
  CHECK(error(t, with("deployed", 0)) ==
        "action.type: roll off first: the roll-off decides who deploys first");
  CHECK(error(t, next) ==
        "action.type: the armies are not all deployed: Marines 0 of 3, Orks 0 of 2 formations");
  const json tie = reply(t, rollOff(4, 4));
  CHECK(tie["turn"] == t);
  CHECK(en(tie, 0) == "Deployment roll-off: Marines 4, Orks 4. A tie: roll again");
  const json r = reply(t, rollOff(2, 6));
  t = r["turn"];
  CHECK(en(r, 0) == "Deployment roll-off: Marines 2, Orks 6. Orks chooses who deploys first");
  CHECK(t["deployment"]["chooser"] == 1);
  CHECK(t["deployment"]["first"].is_null());
  CHECK(error(t, rollOff(1, 2)) == "action.type: the roll-off is made: 2 against 6");
  CHECK(error(t, with("deployed", 1)) == "action.type: Orks has not chosen who deploys first");
  t = act(t, with("deployFirst", 0));
  CHECK(error(t, with("deployFirst", 1)) == "action.type: Orks has chosen: Marines deploys first");
  CHECK(error(t, with("deployed", 1)) ==
        "action.player: it is Marines's turn to deploy, not Orks's");
  t = act(t, with("deployed", 0));
  CHECK(t["deployment"]["deployed"] == json({3, 0}));
  CHECK(t["deployment"]["next"] == 1);
  const json done = reply(t, with("deployed", 1));
  CHECK(done["turn"]["phase"] == "orders");
  CHECK(done["turn"]["deployment"]["done"] == true);
  CHECK(done["turn"]["deployment"]["next"].is_null());
  CHECK(en(done, 1) ==
        "Both armies are deployed: the orders of turn 1 (3 tokens of Marines and 2 of Orks in "
        "the cup)");
  CHECK(error(done["turn"], with("deployed", 1)) ==
        "action.type: deploying comes in the deployment phase, not in the orders phase");
}

TEST_CASE("Epic turn: alterne, the lower roll starts, one formation at a time", "[epic-turn]") {
  json t = game(3, 2, "alterne", 3, 1);
  CHECK(error(t, with("deployFirst", 0)) ==
        "action.type: the method alterne has no choice: the lower roll deploys first");
  t = act(t, rollOff(3, 3));
  CHECK(t["deployment"]["rolls"].is_null());
  const json r = reply(t, rollOff(5, 1));
  t = r["turn"];
  CHECK(en(r, 0) ==
        "Deployment roll-off: Marines 5, Orks 1. Orks (the lower) deploys a formation first");
  CHECK(t["deployment"]["first"] == 1);
  CHECK(t["deployment"]["next"] == 1);
  CHECK(error(t, with("deployed", 0)) ==
        "action.player: it is Orks's turn to deploy, not Marines's");
  const json one = reply(t, with("deployed", 1));
  t = one["turn"];
  CHECK(en(one, 0) == "Orks deploys a formation (1 of 1)");
  CHECK(en(one, 1) == "Orks has deployed all its formations: Marines deploys the rest");
  CHECK(t["deployment"]["next"] == 0);
  t = act(t, with("deployed", 0));
  CHECK(error(t, with("deployed", 1)) ==
        "action.player: it is Marines's turn to deploy, not Orks's");
  t = act(t, with("deployed", 0));
  CHECK(t["phase"] == "deployment");
  t = act(t, with("deployed", 0));
  CHECK(t["phase"] == "orders");
  CHECK(t["deployment"]["deployed"] == json({3, 1}));

  // Two formations each: Orks, Marines, Orks, Marines.
  json u = act(game(3, 2, "alterne"), rollOff(6, 2));
  CHECK(u["deployment"]["first"] == 1);
  for (int p : {1, 0, 1}) {
    u = act(u, with("deployed", p));
    CHECK(u["deployment"]["next"] == 1 - p);
  }
  u = act(u, with("deployed", 0));
  CHECK(u["phase"] == "orders");
}

TEST_CASE("Epic turn: the shooting alternation with a pass", "[epic-turn]") {
  json t = deployedGame(3, 2);
  t = act(act(t, nextWith(1)), with("first", 1));  // Marines have the initiative, Orks move first
  t = act(t, nextWith(1));                         // shooting: Marines
  CHECK(t["acting"] == 0);
  CHECK(error(t, with("fired", 1)) == "action.player: it is Marines's go to fire, not Orks's");
  // mayAttack: who may fire now, and no assault in the shooting phase.
  CHECK(error(t, {{"type", "assault"}, {"player", 0}}) ==
        "action.type: an assault comes in the assault phase, not in the shooting phase");
  const json may = reply(act(t, with("fired", 0)), with("pass", 1))["mayAttack"];
  CHECK(may[0]["fire"]["allowed"] == true);
  CHECK(may[1]["fire"]["why"]["fr"] == "c'est à Marines de faire tirer, pas à Orks");
  CHECK(may[1]["assault"]["why"]["code"] == "turn.phase");
  t = act(t, with("fired", 0));
  CHECK(t["acting"] == 1);
  const json r = reply(t, with("pass", 1));
  t = r["turn"];
  CHECK(en(r, 0) == "Orks has no formation left to fire; Marines's go");
  CHECK(t["passed"] == json({1}));
  CHECK(t["acting"] == 0);
  const json again = reply(t, with("fired", 0));
  CHECK(en(again, 0) == "Marines fires a formation; Orks has passed, Marines's go again");
  t = act(again["turn"], with("pass", 0));
  CHECK(t["acting"].is_null());
  CHECK(t["passed"] == json({0, 1}));
  CHECK(error(t, with("fired", 0)) ==
        "action.type: both players have passed: no formation is left to fire");
  t = act(t, nextWith(1));
  CHECK(t["phase"] == "assault");
  CHECK(t["passed"].empty());
  CHECK(t["acting"].is_null());
  CHECK(error(t, with("fired", 0)) ==
        "action.type: firing a formation comes in the shooting phase, not in the assault phase");
  // The assault phase: who acts first is chosen, then assaults are logged.
  CHECK(error(t, {{"type", "assault"}, {"player", 1}}) ==
        "action.type: Marines has the initiative and first chooses who acts first");
  t = act(t, with("first", 0));
  const json charged = reply(t, {{"type", "assault"}, {"player", 1}});
  CHECK(charged["log"][0]["fr"] == "Corps à corps : Orks attaque");
  CHECK(charged["mayAttack"][0]["assault"]["allowed"] == true);
}

TEST_CASE("Epic turn: a state read back is checked field by field", "[epic-turn]") {
  const json t = deployedGame(3, 2);
  json bad = t;
  bad["extra"] = 1;
  CHECK(error(bad, next).rfind("turn.extra: ", 0) == 0);
  bad = t;
  bad["cup"] = {1, 0, 0, 0, 1};
  CHECK(error(bad, next) ==
        "turn.cup: must be [0, 0, 0, 1, 1]: the turn's tokens (player 0's first) less those "
        "drawn this turn");
  bad["cup"] = {0, 0, 0, 1, 1, 1};
  CHECK(error(bad, next).rfind("turn.cup: must be [0, 0, 0, 1, 1]", 0) == 0);
  bad["cup"] = {0, 0, 0, 1, 2};
  CHECK(error(bad, next) == "turn.cup.4: must be a whole number from 0 to 1, not 2");
  bad = t;
  bad["players"][1]["tokens"] = 3;
  CHECK(error(bad, next) ==
        "turn.players.1.tokens: must be 2 (the ruleset's initiative tokens for the strategic "
        "values 3 and 2)");
  bad = t;
  bad["phase"] = "movement";
  CHECK(error(bad, next) ==
        "turn.drawn: must list the draws of this turn up to the movement "
        "phase: [movement]");
  bad = t;
  bad["deployment"]["next"] = 0;
  CHECK(error(bad, next) == "turn.deployment.next: must be null: no one is to deploy");
  bad = t;
  bad["initiative"] = 1;
  CHECK(error(bad, next) == "turn.initiative: must be null before the first token is drawn");
  bad = t;
  bad["acting"] = 0;
  CHECK(error(bad, next) == "turn.acting: must be null outside the shooting phase");
  bad = act(t, nextWith(4));
  bad["initiative"] = 0;
  CHECK(error(bad, next) == "turn.initiative: must be 1, the player of the last token drawn");
  CHECK(error(t, {{"type", "shoot"}}) ==
        "action.type: must be one of rollOff, deployFirst, deployed, next, first, fired, pass, "
        "assault, not the string \"shoot\"");
  CHECK(error(t, {{"type", "next"}, {"player", 0}}).rfind("action.player: ", 0) == 0);
  CHECK(test_support::modelErrorText(auspex::systems::modelText(
            "epicTurn",
            R"j({"op": "new", "ruleset": "epic-v1", "players": [{"strategic": 1, "formations": 0},
                {"strategic": 1, "formations": 1}]})j")) ==
        "players.0.formations: must be a whole number from 1 to 100, not 0");
  CHECK(
      test_support::modelErrorText(
          auspex::systems::modelText(
              "epicTurn",
              R"j({"op": "new", "ruleset": "epic-v1", "deployment": "x", "players": [{"strategic": 1,
                "formations": 1}, {"strategic": 1, "formations": 1}]})j"))
          .rfind("deployment: ", 0) == 0);
}
