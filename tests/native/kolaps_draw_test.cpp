// The KOLAPS activation draw (core/kolaps/turn.cpp, docs/sheets/kolaps-draw.md):
// a whole fight of two turns, the sequences, oppositions out of turn, hors
// combat, and every refusal naming its field.
#include <catch2/catch.hpp>

#include "kolaps/turn.hpp"
#include "test_support.hpp"

using auspex::kolaps::turnAnswer;
using auspex::requests::json;

namespace {

json character(const char* id, const char* name, int player, int rank) {
  return {{"id", id}, {"name", name}, {"player", player}, {"rank", rank}};
}

json fight(json characters, int turns = 2) {
  return turnAnswer(json{{"op", "new"},
                         {"players", {{{"name", "Brigade"}}, {{"name", "Horde"}}}},
                         {"characters", std::move(characters)},
                         {"turns", turns}})
      .at("turn");
}

json two() {
  return fight({character("s", "Solmeyer", 0, 3), character("v", "Vampire", 1, 2)});
}

json four() {
  return fight({character("s", "Solmeyer", 0, 3), character("k", "Kurtz", 0, 4),
                character("v", "Vampire", 1, 2), character("g", "Goule", 1, 5)});
}

const test_support::TurnModel turns{&turnAnswer, "kolapsTurn"};
json reply(const json& turn, const json& action) {
  return turns.reply(turn, action);
}
json act(const json& turn, const json& action) {
  return turns.act(turn, action);
}
std::string error(const json& turn, const json& action) {
  return turns.error(turn, action);
}

std::string newError(const std::string& request) {
  return test_support::modelErrorText(auspex::systems::modelText("kolapsTurn", request));
}

json draw(int k) {
  return {{"type", "draw"}, {"dice", {k}}};
}
const json drawOne = {{"type", "draw"}};
const json endAct = {{"type", "endActivation"}};

json spend(int cost) {
  return {{"type", "spend"}, {"cost", cost}};
}
json oppose(const char* id, int cost) {
  return {{"type", "opposition"}, {"id", id}, {"cost", cost}};
}
json out(const char* id) {
  return {{"type", "horsCombat"}, {"id", id}};
}

// A character's field in the state.
json of(const json& turn, const char* id, const char* key) {
  for (const auto& c : turn["characters"])
    if (c["id"] == id) return c[key];
  return nullptr;
}

}  // namespace

TEST_CASE("KOLAPS draw: a whole fight, two turns, two sequences", "[kolaps-draw]") {
  json t = two();
  CHECK(t["phase"] == "setup");
  CHECK(t["turns"] == 2);
  CHECK(of(t, "s", "state") == "epuise");
  CHECK(error(t, drawOne) ==
        "action.type: a draw comes in an activation sequence, not in the setup phase");

  const json started = reply(t, {{"type", "startTurn"}, {"combativite", {{"s", 4}, {"v", 3}}}});
  t = started["turn"];
  CHECK(t["turn"] == 1);
  CHECK(t["phase"] == "sequence");
  CHECK(t["sequence"] == 1);
  CHECK(t["reserve"] == json{"s", "v"});
  CHECK(started["log"][1]["fr"] ==
        "Séquence 1 : 2 marqueurs dans la Réserve (Solmeyer 4, Vampire 3) (Loi 7-10)");

  // 7-12: the marker is drawn blind, one die with a side per marker.
  const json asked = reply(t, drawOne);
  CHECK(asked["turn"] == t);
  CHECK(asked["log"].empty());
  CHECK(
      asked["needs"] ==
      json{{"dice", 1},
           {"sides", 2},
           {"field", "dice"},
           {"for",
            {{"fr",
              "le marqueur tiré en aveugle dans la Réserve (1 … 2, dans l'ordre de la "
              "Réserve)"},
             {"en", "the marker drawn blind from the Réserve (1 … 2, in the Réserve's order)"}}}});
  CHECK(error(t, draw(3)) == "action.dice.0: must be a whole number from 1 to 2, not 3");
  const json drawn = reply(t, draw(2));
  t = drawn["turn"];
  CHECK(drawn["log"][0]["fr"] ==
        "Marqueur 2 sur 2 : Vampire (Horde) s'active avec 3 combativité (Loi 7-12)");
  CHECK(t["active"] == "v");
  CHECK(t["reserve"] == json{"s"});
  // Who may act now (Loi 8): the active Vampire; Solmeyer waits for his marker (7-12).
  CHECK(drawn["mayAct"][1] == json{{"id", "v"}, {"allowed", true}});
  CHECK(drawn["mayAct"][0]["allowed"] == false);
  CHECK(drawn["mayAct"][0]["why"]["fr"] ==
        "Solmeyer attend dans la Réserve : il agit quand son marqueur est pioché (Loi 7-12)");
  CHECK(error(t, drawOne) ==
        "action.type: Vampire is active: \"End of activation\" before the next draw");

  // 7-13, 8-4: the action's cost, never beyond what is left.
  CHECK(error(t, spend(4)) == "action.cost: costs 4 combativité, Vampire has 3 (Loi 8-4)");
  const json spent = reply(t, {{"type", "spend"}, {"cost", 2}, {"label", "tir"}});
  t = spent["turn"];
  CHECK(spent["log"][0]["en"] == "Vampire spends 2 combativité (tir) — 1 left");
  // 8-6: Solmeyer, still in the Réserve, takes cover: not an activation.
  const json covered =
      reply(t, {{"type", "opposition"}, {"id", "s"}, {"cost", 1}, {"label", "à couvert"}});
  t = covered["turn"];
  CHECK(covered["log"][0]["fr"] ==
        "Solmeyer (Brigade) s'oppose (à couvert) pour 1 combativité — reste 3 (Loi 8-6, pas une "
        "activation)");
  CHECK(of(t, "s", "state") == "reserve");
  CHECK(t["reserve"] == json{"s"});

  // 7-15: combativité left, en attente.
  const json waits = reply(t, endAct);
  t = waits["turn"];
  CHECK(waits["log"][0]["fr"] == "Vampire est en attente avec 1 combativité (Loi 7-15)");
  CHECK(of(t, "v", "state") == "attente");
  CHECK(t["active"].is_null());
  // One marker left: drawn without a die.
  const json last = reply(t, drawOne);
  CHECK(last["needs"].is_null());
  t = last["turn"];
  CHECK(t["active"] == "s");
  t = act(t, spend(2));
  // 7-17, 7-19: the Réserve is empty, the characters en attente start sequence 2.
  const json second = reply(t, endAct);
  t = second["turn"];
  CHECK(second["log"][1]["fr"] ==
        "Séquence 2 : Solmeyer, Vampire retournent dans la Réserve (Loi 7-19)");
  CHECK(t["sequence"] == 2);
  CHECK(t["reserve"] == json{"s", "v"});
  CHECK(of(t, "s", "combativite") == 1);

  t = act(t, draw(1));
  t = act(t, spend(1));
  const json spentOut = reply(t, endAct);
  t = spentOut["turn"];
  CHECK(spentOut["log"][0]["en"] == "Solmeyer has no combativité left: épuisé (Loi 7-14)");
  t = act(t, drawOne);
  // 7-14: the player lets the Vampire rest; 7-18: no one waits, the turn ends.
  const json ends = reply(t, {{"type", "endActivation"}, {"exhausted", true}});
  t = ends["turn"];
  CHECK(ends["log"][0]["fr"] ==
        "Vampire est épuisé au choix du joueur, 1 combativité non dépensée (Loi 7-14)");
  CHECK(ends["log"][1]["en"] == "End of turn 1: no character en attente (Loi 7-18)");
  CHECK(t["phase"] == "turnEnd");
  CHECK(error(t, drawOne) ==
        "action.type: a draw comes in an activation sequence, not in the turnEnd phase");

  // Turn 2: 0 successes, épuisé for the turn (7-4).
  const json turn2 = reply(t, {{"type", "startTurn"}, {"combativite", {{"s", 0}, {"v", 2}}}});
  t = turn2["turn"];
  CHECK(turn2["log"][1]["fr"] ==
        "Solmeyer (Brigade) : combativité 0, épuisé pour le tour — aucune réussite (Loi 7-4)");
  CHECK(t["reserve"] == json{"v"});
  CHECK(error(t, {{"type", "startTurn"}, {"combativite", {{"s", 1}, {"v", 1}}}}) ==
        "action.type: a turn starts once the last one has ended, not during sequence 1");
  t = act(act(act(t, drawOne), spend(1)), endAct);
  CHECK(t["sequence"] == 2);
  const json over = reply(act(t, drawOne), {{"type", "endActivation"}, {"exhausted", true}});
  t = over["turn"];
  // 7-20: the scenario's two turns are played.
  CHECK(t["phase"] == "over");
  CHECK(t["over"] == json{{"reason", "turns"}, {"player", nullptr}});
  CHECK(over["log"][2]["fr"] == "Fin de l'affrontement : les 2 tours du scénario sont joués");
  CHECK(error(t, {{"type", "startTurn"}, {"combativite", {{"s", 1}, {"v", 1}}}}) ==
        "action.type: the fight is over");
}

TEST_CASE("KOLAPS draw: one action per activation (Loi 8-1), épuisé by choice (7-14)",
          "[kolaps-draw]") {
  json t = act(two(), {{"type", "startTurn"}, {"combativite", {{"s", 4}, {"v", 3}}}});
  const json drawn = reply(t, draw(1));
  t = drawn["turn"];
  CHECK(t["acted"] == false);
  // No action yet: the activation cannot end en attente, and the reply says why before the tap.
  CHECK(drawn["mayEnd"]["why"]["fr"] ==
        "Loi 8-1 : Solmeyer fait une action quand son marqueur est pioché ; le joueur qui ne "
        "veut pas l'activer le déclare épuisé (Loi 7-14)");
  CHECK(error(t, endAct) ==
        "action.exhausted: Loi 8-1: Solmeyer makes one action when its marker is drawn; a player "
        "who does not want to act with it marks it épuisé (Loi 7-14)");
  // The way out: épuisé by the player's choice, with no action.
  CHECK(act(t, {{"type", "endActivation"}, {"exhausted", true}})["characters"][0]["state"] ==
        "epuise");
  // One action, then no second one in the same activation.
  const json acted = reply(t, spend(2));
  t = acted["turn"];
  CHECK(t["acted"] == true);
  CHECK(acted["mayEnd"]["allowed"] == true);
  CHECK(error(t, spend(1)) ==
        "action.type: Loi 8-1: Solmeyer has made its action: one action per activation (end the "
        "activation)");
  t = act(t, endAct);
  CHECK(t["acted"] == false);
  CHECK(of(t, "s", "state") == "attente");
  // A turn saved before `acted` (version 1) with a character active opens as having acted.
  json old = act(t, drawOne);
  old["version"] = 1;
  old.erase("acted");
  CHECK(act(old, endAct)["sequence"] == 2);
}

TEST_CASE("KOLAPS draw: oppositions out of turn (Loi 8-6, 7-16)", "[kolaps-draw]") {
  json t = act(four(),
               {{"type", "startTurn"}, {"combativite", {{"s", 3}, {"k", 2}, {"v", 3}, {"g", -1}}}});
  CHECK(t["reserve"] == json{"s", "k", "v"});
  CHECK(of(t, "g", "state") == "epuise");
  CHECK(error(t, oppose("v", 1)) ==
        "action.type: an opposition answers the active character's action: no character is "
        "active");
  t = act(t, draw(3));  // the Vampire
  t = act(t, spend(1));
  t = act(t, endAct);   // en attente with 2
  t = act(t, draw(1));  // Solmeyer
  CHECK(error(t, oppose("s", 1)) ==
        "action.id: Solmeyer is the active character: its spending is a spend action");
  CHECK(error(t, oppose("g", 1)) == "action.id: Goule is épuisé: no opposition this turn");
  CHECK(error(t, oppose("v", 3)) == "action.cost: costs 3 combativité, Vampire has 2");
  CHECK(error(t, oppose("x", 1)) == "action.id: names no character: \"x\"");
  // An opposition is no activation: the Vampire stays en attente with 1 left.
  t = act(t, oppose("v", 1));
  CHECK(of(t, "v", "state") == "attente");
  CHECK(of(t, "v", "combativite") == 1);
  // 7-16: en attente, it spends the last point: épuisé.
  const json spentOut = reply(t, oppose("v", 1));
  t = spentOut["turn"];
  CHECK(spentOut["log"][1]["fr"] == "Vampire n'a plus de combativité : épuisé (Loi 7-16)");
  CHECK(of(t, "v", "state") == "epuise");
  // Kurtz, in the Réserve, spends all: its marker leaves the Réserve.
  const json kurtz = reply(t, oppose("k", 2));
  t = kurtz["turn"];
  CHECK(kurtz["log"][1]["en"] ==
        "Kurtz has no combativité left: épuisé, its marker leaves the Réserve (Loi 7-10)");
  CHECK(t["reserve"].empty());
  CHECK(t["phase"] == "sequence");  // Solmeyer is still active
  t = act(t, out("k"));
  CHECK(error(t, oppose("k", 1)) == "action.id: Kurtz is hors combat");
  // Solmeyer rests: no marker, no one en attente: the turn ends.
  const json ends = reply(t, {{"type", "endActivation"}, {"exhausted", true}});
  CHECK(ends["turn"]["phase"] == "turnEnd");
  CHECK(ends["turn"]["sequence"] == 1);
}

TEST_CASE("KOLAPS draw: combativité lost without choosing it is no opposition", "[kolaps-draw]") {
  json t = act(four(),
               {{"type", "startTurn"}, {"combativite", {{"s", 3}, {"k", 2}, {"v", 2}, {"g", -1}}}});
  t = act(t, draw(1));  // Solmeyer active
  const json lose = {{"type", "lose"}, {"id", "v"}, {"cost", 1}};
  json r = reply(t, lose);
  CHECK(r["log"][0]["fr"] == "Vampire (Horde) perd 1 combativité — reste 1");
  CHECK(r["log"][0]["en"].get<std::string>().find("opposes") == std::string::npos);
  t = r["turn"];
  CHECK(of(t, "v", "state") == "reserve");
  // The last point: épuisé, its marker leaves the Réserve; nothing more to lose.
  r = reply(t, {{"type", "lose"}, {"id", "v"}, {"cost", 3}});
  CHECK(r["log"][0]["fr"] == "Vampire (Horde) perd 1 combativité — reste 0");
  CHECK(r["log"][1]["en"] ==
        "Vampire has no combativité left: épuisé, its marker leaves the Réserve (Loi 7-10)");
  t = r["turn"];
  CHECK(error(t, lose) == "action.cost: Vampire has no combativité left to lose");
  CHECK(error(t, {{"type", "lose"}, {"id", "s"}, {"cost", 1}}) ==
        "action.id: Solmeyer is the active character: its spending is a spend action");
}

TEST_CASE("KOLAPS draw: hors combat, and a side without characters", "[kolaps-draw]") {
  json t = four();
  // Before the first turn (a scenario's casualty) as well as during one.
  const json kurtz = reply(t, out("k"));
  CHECK(kurtz["log"][0]["fr"] == "Kurtz (Brigade) est hors combat");
  t = kurtz["turn"];
  CHECK(error(t, out("k")) == "action.id: Kurtz is already hors combat");
  CHECK(error(t,
              {{"type", "startTurn"}, {"combativite", {{"s", 3}, {"k", 2}, {"v", 2}, {"g", 1}}}}) ==
        "action.combativite.k: Kurtz is hors combat");
  CHECK(error(t, {{"type", "startTurn"}, {"combativite", {{"s", 3}, {"v", 2}, {"x", 1}}}}) ==
        "action.combativite.x: names no character");
  CHECK(error(t, {{"type", "startTurn"}, {"combativite", {{"s", 3}, {"v", 2}}}}) ==
        "action.combativite.g: is required");
  // 7-7: −5, the Goule leaves the Théâtre (the page sends horsCombat).
  const json started =
      reply(t, {{"type", "startTurn"}, {"combativite", {{"s", 3}, {"v", 2}, {"g", -5}}}});
  CHECK(started["log"][1]["en"] ==
        "Goule (Horde): combativité −5, épuisé for the turn — leaves the Théâtre: out of action");
  t = act(started["turn"], out("g"));
  t = act(t, draw(2));  // the Vampire
  // Hit while active: its activation stops and the draw goes on.
  const json hit = reply(t, out("v"));
  CHECK(hit["log"][0]["en"] == "Vampire (Horde) is hors combat, its activation stops");
  // 7-20: the Horde has no character left.
  CHECK(hit["log"][1]["fr"] == "Fin de l'affrontement : Horde n'a plus de personnage (Loi 7-20)");
  t = hit["turn"];
  CHECK(t["phase"] == "over");
  CHECK(t["over"] == json{{"reason", "noCharacters"}, {"player", 1}});
  CHECK(error(t, drawOne) == "action.type: the fight is over");
}

TEST_CASE("KOLAPS draw: a marker out of the Réserve ends the sequence", "[kolaps-draw]") {
  json t = act(two(), {{"type", "startTurn"}, {"combativite", {{"s", 3}, {"v", 2}}}});
  t = act(t, draw(1));
  t = act(t, spend(1));
  t = act(t, endAct);  // Solmeyer en attente
  const json gone = reply(t, out("v"));
  CHECK(gone["log"][0]["fr"] == "Vampire (Horde) est hors combat, son marqueur quitte la Réserve");
  CHECK(gone["turn"]["phase"] == "over");
  json three = fight({character("s", "Solmeyer", 0, 3), character("v", "Vampire", 1, 2),
                      character("g", "Goule", 1, 5)},
                     3);
  t = act(three, {{"type", "startTurn"}, {"combativite", {{"s", 3}, {"v", 3}, {"g", 1}}}});
  t = act(t, draw(1));
  t = act(act(t, spend(1)), endAct);
  t = act(t, draw(1));  // the Vampire
  t = act(act(t, spend(1)), endAct);
  const json next = reply(t, out("g"));  // the last marker: sequence 2
  CHECK(next["turn"]["sequence"] == 2);
  CHECK(next["turn"]["reserve"] == json{"s", "v"});
}

TEST_CASE("KOLAPS draw: requests and states read back field by field", "[kolaps-draw]") {
  CHECK(newError(R"({"op":"new","players":[{"name":"A"}],"characters":[]})") ==
        "players: must be an array of 2 players");
  CHECK(newError(R"({"op":"new","players":[{},{}],"characters":[{"id":"a","player":0,"rank":3},)"
                 R"({"id":"a","player":1,"rank":3}]})") == "characters.1.id: repeats the id \"a\"");
  CHECK(newError(R"({"op":"new","players":[{},{}],"characters":[{"id":"a","player":0,"rank":3},)"
                 R"({"id":"b","player":0,"rank":3}]})") == "characters: gives J2 no character");
  CHECK(newError(R"({"op":"new","players":[{},{}],"characters":[{"id":"a","player":0,"rank":6},)"
                 R"({"id":"b","player":1,"rank":3}]})") ==
        "characters.0.rank: must be a whole number from 1 to 5, not 6");
  CHECK(newError(R"({"op":"new","players":[{},{}],"characters":[{"id":"","player":0,"rank":1},)"
                 R"({"id":"b","player":1,"rank":3}]})") == "characters.0.id: must not be empty");
  CHECK(newError(R"({"op":"new","players":[{},{}],"turns":0,"characters":[)"
                 R"({"id":"a","player":0,"rank":1},{"id":"b","player":1,"rank":3}]})") ==
        "turns: must be a whole number from 1 to 1000, not 0");
  const std::string longId(101, 'x');
  CHECK(newError(
            json{{"op", "new"},
                 {"players", {json::object(), json::object()}},
                 {"characters", {character(longId.c_str(), "X", 0, 1), character("b", "B", 1, 1)}}}
                .dump()) == "characters.0.id: is longer than 100 bytes");

  const json t = two();
  CHECK(error(t, {{"type", "shoot"}}).rfind("action.type: must be one of startTurn, draw, ", 0) ==
        0);
  CHECK(error(t, {{"type", "draw"}, {"die", 1}}).rfind("action.die: unknown field", 0) == 0);
  const json running = act(t, {{"type", "startTurn"}, {"combativite", {{"s", 2}, {"v", 2}}}});
  CHECK(error(running, spend(1)) == "action.type: no character is active: draw first");
  CHECK(error(running, endAct) == "action.type: no character is active: draw first");
  const auto bad = [&](const char* path, const json& value) {
    json b = running;
    b[json::json_pointer(path)] = value;
    return error(b, endAct);
  };
  CHECK(bad("/extra", 1).rfind("turn.extra: unknown field", 0) == 0);
  CHECK(bad("/characters/0/state", "dort") ==
        "turn.characters.0.state: must be one of \"reserve\", \"actif\", \"attente\", "
        "\"epuise\", \"horsCombat\", not the string \"dort\"");
  CHECK(bad("/characters/1/id", "s") == "turn.characters.1.id: repeats the id \"s\"");
  CHECK(bad("/characters/0/combativite", 0) ==
        "turn.characters.0.combativite: a marker in the Réserve has combativité left, not 0");
  CHECK(bad("/reserve", json{"v", "s"}) ==
        "turn.reserve: must list the characters in the Réserve in order: [\"s\", \"v\"]");
  CHECK(bad("/active", "s") == "turn.active: must be null: no character's state is actif");
  CHECK(bad("/phase", "turnEnd") ==
        "turn.characters.0.state: no character is reserve in the turnEnd phase");
  CHECK(bad("/over", json{{"reason", "turns"}, {"player", nullptr}}) ==
        "turn.over: must be null before the over phase");
  CHECK(bad("/turn", 3) == "turn.turn: must be a whole number from 0 to 2, not 3");
  json endless = t;
  endless["turns"] = nullptr;
  endless["turn"] = 1000;
  CHECK(error(endless, {{"type", "startTurn"}, {"combativite", {{"s", 1}, {"v", 1}}}}) ==
        "action.type: a fight has at most 1000 turns");
  CHECK(bad("/players/1/side", 1).rfind("turn.players.1.side: unknown field", 0) == 0);
  json twoActive = running;
  twoActive["characters"][0]["state"] = "actif";
  twoActive["characters"][1]["state"] = "actif";
  twoActive["reserve"] = json::array();
  twoActive["active"] = "s";
  CHECK(error(twoActive, endAct) ==
        "turn.characters.1.state: only one character is active at a time");
  json empty = running;
  for (auto& c : empty["characters"]) c["state"] = "epuise";
  empty["reserve"] = json::array();
  CHECK(error(empty, endAct) ==
        "turn.phase: a sequence has a marker in the Réserve or an active character");
}
