// Epic Escarmouches's whole game (core/epic/game.cpp) through the one entry
// point of every game (systems::gameText): set up from two lists, every move
// named by its player, the rules that span the formations and the turn (a
// shot is the side's go and the formation's one shot; only a formation on a
// Charge order assaults, seed 002 « Seules les unités des formations en ordre
// de charge peuvent engager des corps à corps »), forbidden moves refused
// with their reasons, and the state its setup plus its moves, replayed.
#include <random>

#include "calc/calc.hpp"
#include "game_support.hpp"

using game_test::game;
using game_test::json;
using game_test::Loaded;
using game_test::refused;

namespace {

constexpr game_test::Moves play{"epic"};

const json marines = json::parse(R"({"format":"auspex-list","version":1,"ruleset":"epic-v1",
  "name":"Ultramarines","units":[
    {"unit":"marine-tactique","count":5,"options":{"formation":1,"strategic":3,"morale":4}},
    {"unit":"marine-tactique","count":2,"options":{"formation":2}}]})");
const json orks = json::parse(R"({"format":"auspex-list","version":1,"ruleset":"epic-v1",
  "name":"Goffs","units":[
    {"unit":"boy-ork","count":6,"options":{"strategic":2,"morale":5}}]})");

json sheetMove(const json& state, int by, int k, const json& action) {
  return play.move(state, by, "sheet", {{"sheet", k}, {"action", action}});
}

json started(const std::string& deployment = "tirage-au-sort") {
  return game({{"op", "new"},
               {"game", "epic"},
               {"setup", {{"lists", {marines, orks}}, {"deployment", deployment}}}});
}

// Deployed (Goffs win the roll-off 2-6 and deploy first), orders given, up to
// the shooting phase with the Ultramarines holding the initiative.
json toShooting(json s, const std::string& order0 = "charge") {
  s = game(play.turn(s, 0, {{"type", "rollOff"}}, {2, 6})).at("state");
  s = game(play.turn(s, 1, {{"type", "deployFirst"}, {"player", 1}})).at("state");
  s = game(play.turn(s, 1, {{"type", "deployed"}, {"player", 1}})).at("state");
  s = game(play.turn(s, 0, {{"type", "deployed"}, {"player", 0}})).at("state");
  s = game(sheetMove(s, 0, 0, {{"type", "order"}, {"order", order0}})).at("state");
  s = game(sheetMove(s, 1, 2, {{"type", "order"}, {"order", "charge"}})).at("state");
  // The movement phase: token 1 of 5 is the Ultramarines'; they choose to act first.
  s = game(play.turn(s, 0, {{"type", "next"}}, {1})).at("state");
  s = game(play.move(s, 1, "revealAll")).at("state");
  s = game(play.turn(s, 0, {{"type", "first"}, {"player", 0}})).at("state");
  return game(play.turn(s, 1, {{"type", "next"}}, {1})).at("state");
}

}  // namespace

TEST_CASE("An Epic game set up from two lists: formations, turn, players", "[epic][game]") {
  Loaded loaded;
  const json r = started();
  const json& s = r.at("state");
  REQUIRE(s.at("sheets").size() == 3);
  CHECK(s.at("sheets")[0].at("sheet").at("name") == "Marine Tactique (1)");
  CHECK(s.at("sheets")[1].at("sheet").at("units")[0].at("count") == 2);
  CHECK(s.at("sheets")[2].at("player") == 1);
  CHECK(s.at("sheets")[2].at("sheet").at("name") == "Boy Ork");
  CHECK(s.at("names") == json{"Ultramarines", "Goffs"});
  CHECK(s.at("turn").at("phase") == "deployment");
  CHECK(s.at("turn").at("players")[0].at("strategic") == 3);
  // The core's "(action rollOff)" said as what to do.
  CHECK(r.at("log").back().at("fr").get<std::string>().find("— tirez au sort le déploiement") !=
        std::string::npos);
  // Before the shooting phase no formation may attack; the reason is the turn's.
  const json assault = game_test::sheetAction(s.at("sheets")[0], "assault");
  CHECK(assault.at("allowed") == false);
  // An army without its morale value cannot start: said, naming the list.
  json bad = orks;
  bad["units"][0]["options"].erase("morale");
  const json e = refused({{"op", "new"}, {"game", "epic"}, {"setup", {{"lists", {marines, bad}}}}});
  CHECK(e.at("path") == "setup.lists.1");
  CHECK(e.at("code") == "epic.no-morale");
  CHECK(e.at("fr") ==
        "Goffs n'a pas de valeur de moral : donnez le moral de l'armée dans la liste");
}

TEST_CASE("Epic: every move names its player; another's is refused with its reason",
          "[epic][game]") {
  Loaded loaded;
  json s = started().at("state");
  // A formation's order is its own side's to give.
  json e = refused(sheetMove(s, 1, 0, {{"type", "order"}, {"order", "charge"}}));
  CHECK(e.at("path") == "move.args.sheet");
  CHECK(e.at("code") == "game.not-yours");
  CHECK(e.at("fr") == "Marine Tactique (1) est une formation de Ultramarines");
  // The roll-off: Goffs (6) choose who deploys first; the Ultramarines may not choose for them.
  s = game(play.turn(s, 0, {{"type", "rollOff"}}, {2, 6})).at("state");
  e = refused(play.turn(s, 0, {{"type", "deployFirst"}, {"player", 0}}));
  CHECK(e.at("path") == "move.by");
  CHECK(e.at("code") == "game.not-your-move");
  CHECK(e.at("fr") == "c'est à Goffs de le faire, pas à Ultramarines");
  // The game waits on the roll-off's winner, who chooses; who makes each turn action is beside it.
  const json players = game({{"op", "read"}, {"game", "epic"}, {"state", s}}).at("players");
  CHECK(players[0].at("active") == false);
  CHECK(players[1].at("active") == true);
  for (const json& a : s.at("turnActions"))
    if (a.at("type") == "deployFirst") CHECK(a.at("by") == 1);
  s = game(play.turn(s, 1, {{"type", "deployFirst"}, {"player", 1}})).at("state");
  // A side declares its own army deployed, not the other's.
  CHECK(refused(play.turn(s, 0, {{"type", "deployed"}, {"player", 1}})).at("path") == "move.by");
  // A shot is never a sheet's or the turn's own action: it is the attack move.
  e = refused(sheetMove(s, 0, 0, {{"type", "fired"}}));
  CHECK(e.at("code") == "epic.shot-is-attack");
  CHECK(refused(play.turn(s, 0, {{"type", "fired"}, {"player", 0}})).at("code") ==
        "epic.shot-is-attack");
}

TEST_CASE("Epic: only a formation on a Charge order assaults (the Avance order is refused)",
          "[epic][game]") {
  Loaded loaded;
  json s = toShooting(started().at("state"), "avance");
  REQUIRE(s.at("turn").at("phase") == "shooting");
  // To the assault phase: both sides' shots passed over, the Ultramarines choose to act first.
  s = game(play.turn(s, 0, {{"type", "next"}}, {1})).at("state");
  REQUIRE(s.at("turn").at("phase") == "assault");
  s = game(play.turn(s, 0, {{"type", "first"}, {"player", 0}})).at("state");
  // Formation 1 was given Avance: its assault is off, with the seed's reason, and refused.
  const json off = game_test::sheetAction(s.at("sheets")[0], "assault");
  CHECK(off.at("allowed") == false);
  CHECK(off.at("why").at("code") == "epic.assault-charge");
  CHECK(off.at("why").at("fr") ==
        "seule une formation en ordre de charge engage un corps à corps : Marine Tactique (1) ne "
        "charge pas");
  const json e = refused(play.move(
      s, 0, "attack",
      {{"sheet", 0},
       {"kind", "assault"},
       {"results", {{{"sheet", 2}, {"action", {{"type", "casualties"}, {"unit", "boy-ork"}}}}}}}));
  CHECK(e.at("path") == "move.args.sheet");
  CHECK(e.at("code") == "epic.assault-charge");
  // The Goffs charged: theirs assaults, and the loser's casualty is taken.
  CHECK(game_test::sheetAction(s.at("sheets")[2], "assault").at("allowed") == true);
  const json r = game(play.move(
      s, 1, "attack",
      {{"sheet", 2},
       {"kind", "assault"},
       {"results",
        {{{"sheet", 0}, {"action", {{"type", "casualties"}, {"unit", "marine-tactique"}}}}}}}));
  CHECK(r.at("state").at("sheets")[0].at("sheet").at("left") == 4);
}

TEST_CASE("Epic: a shot is the side's go and the formation's one shot of the turn",
          "[epic][game]") {
  Loaded loaded;
  json s = toShooting(started().at("state"));
  REQUIRE(s.at("turn").at("acting") == 0);
  // The turn's lines in the player's words: never an action's type ("(action first)").
  const json choose = game(play.turn(started().at("state"), 0, {{"type", "rollOff"}}, {2, 6}));
  for (const json& l : choose.at("log")) {
    CHECK(l.at("fr").get<std::string>().find("(action") == std::string::npos);
    CHECK(l.at("en").get<std::string>().find("(action") == std::string::npos);
  }
  // Goffs may not fire on the Ultramarines' go: the reason is the turn's.
  CHECK(game_test::sheetAction(s.at("sheets")[2], "fired").at("allowed") == false);
  json e = refused(play.move(s, 1, "attack", {{"sheet", 2}, {"kind", "shoot"}}));
  CHECK(e.at("path") == "move.name");
  CHECK(e.at("code") == "epic-turn.not-your-turn");
  // A shot's result falls on the other side only.
  e = refused(play.move(
      s, 0, "attack",
      {{"sheet", 0},
       {"kind", "shoot"},
       {"results",
        {{{"sheet", 1}, {"action", {{"type", "casualties"}, {"unit", "marine-tactique"}}}}}}}));
  CHECK(e.at("path") == "move.args.results.0.sheet");
  CHECK(e.at("code") == "epic.own-target");
  const json r = game(play.move(
      s, 0, "attack",
      {{"sheet", 0},
       {"kind", "shoot"},
       {"results",
        {{{"sheet", 2}, {"action", {{"type", "casualties"}, {"unit", "boy-ork"}, {"n", 2}}}}}}}));
  s = r.at("state");
  CHECK(s.at("sheets")[2].at("sheet").at("left") == 4);
  CHECK(s.at("sheets")[0].at("sheet").at("fired") == true);
  CHECK(s.at("turn").at("acting") == 1);
  // Formation 1 has fired: no second shot this turn, off with its reason.
  CHECK(game_test::sheetAction(s.at("sheets")[0], "fired").at("allowed") == false);
  // Goffs fire; then the Ultramarines' formation 2 fires, and Goffs, with nothing left to fire,
  // pass at once (said in the log).
  s = game(play.move(s, 1, "attack", {{"sheet", 2}, {"kind", "shoot"}})).at("state");
  const json last = game(play.move(s, 0, "attack", {{"sheet", 1}, {"kind", "shoot"}}));
  CHECK(last.at("state").at("turn").at("acting").is_null());
  CHECK(last.at("state").at("turn").at("passed").size() == 2);
  e = refused(play.move(last.at("state"), 0, "attack", {{"sheet", 0}, {"kind", "shoot"}}));
  CHECK(e.at("path") == "move.name");
}

TEST_CASE("Epic: a shot's odds from both sheets, its real result one the dice could give",
          "[epic][game]") {
  Loaded loaded;
  const json s = toShooting(started().at("state"));
  // Formation 1's five Marines (Charge: −2 to hit) at the Goffs' six Boyz, in the open.
  const json shot = {{"sheet", 0},         {"kind", "shoot"}, {"unit", "marine-tactique"},
                     {"weapon", "bolter"}, {"target", 2},     {"targetUnit", "boy-ork"}};
  const json odds = game({{"op", "odds"},
                          {"game", "epic"},
                          {"state", s},
                          {"move", {{"by", 0}, {"name", "attack"}, {"args", shot}}}});
  const json request = {{"system", "epic"},
                        {"attacker",
                         {{"ruleset", "epic-v1"},
                          {"unit", "marine-tactique"},
                          {"weapon", "bolter"},
                          {"count", 5},
                          {"order", "charge"}}},
                        {"target", {{"ruleset", "epic-v1"}, {"unit", "boy-ork"}, {"count", 6}}}};
  CHECK(odds.at("request") == request);
  CHECK(odds.at("odds") == auspex::calc::answer(request));
  // Five shots, one die each: from 0 to 5 casualties, never 6.
  CHECK(odds.at("odds").at("casualties").size() == 6);
  const auto real = [&](const json& args, int n) {
    json a = args;
    a["real"] = n;
    return play.move(s, 0, "attack", a);
  };
  const json e = refused(real(shot, 6));
  CHECK(e.at("path") == "move.args.real");
  CHECK(e.at("fr") == "impossible avec ces dés : 6 unités détruites. Possible : de 0 à 5.");
  CHECK(e.at("message") == "impossible with these dice: 6 units destroyed. Possible: from 0 to 5.");
  const json r = game(real(shot, 2));
  CHECK(r.at("state").at("sheets")[2].at("sheet").at("left") == 4);
  CHECK(r.at("state").at("sheets")[0].at("sheet").at("fired") == true);
  CHECK(r.at("state").at("turn").at("acting") == 1);
  // A shot at one's own formation: refused.
  json own = shot;
  own["target"] = 1;
  own["targetUnit"] = "marine-tactique";
  CHECK(refused(real(own, 1)).at("code") == "epic.own-target");
  // A unit type the formation does not have.
  json none = shot;
  none["unit"] = "boy-ork";
  CHECK(refused(real(none, 1)).at("code") == "epic.none-left");
}

TEST_CASE("Epic: a new turn is every formation's; the game replays from its moves",
          "[epic][game]") {
  Loaded loaded;
  json s = toShooting(started().at("state"));
  s = game(play.move(s, 0, "attack", {{"sheet", 0}, {"kind", "shoot"}})).at("state");
  // Shooting → assault → rally → turn 2: every formation's orders and shot are new.
  s = game(play.turn(s, 1, {{"type", "next"}}, {1})).at("state");
  s = game(play.turn(s, 0, {{"type", "first"}, {"player", 1}})).at("state");
  s = game(play.turn(s, 0, {{"type", "next"}})).at("state");
  REQUIRE(s.at("turn").at("phase") == "rally");
  s = game(play.turn(s, 1, {{"type", "next"}})).at("state");
  CHECK(s.at("turn").at("turn") == 2);
  for (const json& e : s.at("sheets")) {
    CHECK(e.at("sheet").at("fired") == false);
    CHECK(e.at("sheet").at("turn") == 2);
  }
  const json again = game({{"op", "replay"}, {"game", "epic"}, {"state", s}}).at("state");
  CHECK(again.dump() == s.dump());
  CHECK(s.at("moves").size() == 15);
}

TEST_CASE("Epic: random walks of legal and forbidden moves replay byte for byte", "[epic][game]") {
  Loaded loaded;
  std::mt19937 rng(46);
  const auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
  const std::vector<json> turnActions = {{{"type", "rollOff"}},
                                         {{"type", "deployFirst"}, {"player", 0}},
                                         {{"type", "deployFirst"}, {"player", 1}},
                                         {{"type", "deployed"}, {"player", 0}},
                                         {{"type", "deployed"}, {"player", 1}},
                                         {{"type", "next"}},
                                         {{"type", "first"}, {"player", 0}},
                                         {{"type", "first"}, {"player", 1}},
                                         {{"type", "pass"}, {"player", 0}},
                                         {{"type", "pass"}, {"player", 1}}};
  const std::vector<json> sheetActions = {{{"type", "order"}, {"order", "charge"}},
                                          {{"type", "order"}, {"order", "tir-appuye"}},
                                          {{"type", "reveal"}},
                                          {{"type", "rally"}},
                                          {{"type", "moraleTest"}, {"situation", "rupture"}}};
  for (int walk = 0; walk < 4; ++walk) {
    json s = started(walk % 2 ? "alterne" : "tirage-au-sort").at("state");
    int made = 0;
    for (int step = 0; step < 1000; ++step) {
      const int by = pick(2);
      json m;
      switch (pick(5)) {
        case 0:
        case 1: m = play.turn(s, by, turnActions[static_cast<std::size_t>(pick(10))]); break;
        case 2:
          m = sheetMove(s, by, pick(3), sheetActions[static_cast<std::size_t>(pick(5))]);
          break;
        case 3: {
          const int k = pick(3);
          const int target = k == 2 ? pick(2) : 2;
          const std::string unit = target == 2 ? "boy-ork" : "marine-tactique";
          m = play.move(
              s, by, "attack",
              {{"sheet", k},
               {"kind", pick(2) ? "shoot" : "assault"},
               {"results",
                {{{"sheet", target}, {"action", {{"type", "casualties"}, {"unit", unit}}}}}}});
          break;
        }
        default: m = play.move(s, by, "revealAll");
      }
      json reply = json::parse(auspex::systems::gameText(m.dump()).json);
      if (reply.contains("error")) continue;
      if (!reply.at("needs").is_null()) {
        m["move"]["dice"] = json::array();
        const int sides = reply.at("needs").at("sides").get<int>();
        for (int d = 0; d < reply.at("needs").at("dice").get<int>(); ++d)
          m["move"]["dice"].push_back(1 + pick(sides));
        reply = json::parse(auspex::systems::gameText(m.dump()).json);
        if (reply.contains("error")) continue;  // a tie, a die the turn refuses: tried again later
        if (!reply.at("needs").is_null()) continue;
      }
      s = reply.at("state");
      made += 1;
      if (!reply.at("over").is_null()) break;
    }
    CHECK(made > 20);
    const json again = game({{"op", "replay"}, {"game", "epic"}, {"state", s}}).at("state");
    CHECK(again.dump() == s.dump());
  }
}
