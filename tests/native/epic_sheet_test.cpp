// Epic formation sheets (core/epic/sheet*.cpp, docs/sheets/epic.md): every
// transition and every refusal's text.
#include <fstream>

#include "epic/sheet.hpp"
#include "load_rulesets.hpp"
#include "systems/registry.hpp"
#include "test_support.hpp"

using auspex::epic::sheetAnswer;
using auspex::requests::json;

namespace {

// epic-v1 plus a vehicle, as "epic-test" (the seed gives no vehicle profile).
void load() {
  loadAllRulesets();
  std::ifstream in(std::string(AUSPEX_RULESETS_DIR) + "/epic-v1.json");
  nlohmann::json r = nlohmann::json::parse(in);
  r["id"] = "epic-test";
  r["units"].push_back({{"id", "rhino"},
                        {"name", {{"fr", "Rhino"}, {"en", "Rhino"}}},
                        {"kind", "vehicle"},
                        {"moveCm", 20},
                        {"save", 4},
                        {"fa", 0},
                        {"weapons", {"bolter"}}});
  auspex::rulesets::replace(json::parse(r.dump()));  // "epic-test": each test file its own
}

json answer(json request) {
  load();
  return sheetAnswer(request);
}

json make(json request) {
  request["op"] = "new";
  if (!request.contains("ruleset")) request["ruleset"] = "epic-v1";
  return answer(request).at("sheet");
}

json reply(const json& sheet, const json& action) {
  return answer(json{{"op", "apply"}, {"sheet", sheet}, {"action", action}});
}

json act(const json& sheet, const json& action) {
  const json r = reply(sheet, action);
  REQUIRE(r.at("needs").is_null());
  return r.at("sheet");
}

std::string error(const json& request) {
  load();
  return test_support::modelErrorText(auspex::systems::modelText("epicSheet", request.dump()));
}

std::string actError(const json& sheet, const json& action) {
  return error(json{{"op", "apply"}, {"sheet", sheet}, {"action", action}});
}

json marines() {
  return make(json::parse(
      R"j({"name":"Escouade Tactique","morale":4,"units":[{"unit":"marine-tactique","count":5}]})j"));
}

json lastLog(const json& r) {
  return r.at("log").back();
}

}  // namespace

TEST_CASE("Epic sheets: a new formation", "[epic-sheet]") {
  const json r = answer(json::parse(R"j({"op":"new","ruleset":"epic-v1","name":"Escouade Tactique",
      "morale":4,"units":[{"unit":"marine-tactique","count":5}]})j"));
  CHECK(r["log"] ==
        json::parse(
            R"j([{"fr":"Nouvelle formation : Escouade Tactique (5 unités, point de rupture 3)",
      "en":"New formation: Escouade Tactique (5 units, break point 3)"}])j"));
  CHECK(r["needs"].is_null());
  CHECK(r["sheet"] == json::parse(R"j({"format":"auspex-sheet","version":2,
      "ruleset":"epic-v1","name":"Escouade Tactique","morale":4,"turn":1,
      "units":[{"unit":"marine-tactique","kind":"infantry","count":5,"left":5,"transported":0}],
      "order":"avance","orderGiven":false,"revealed":false,"fired":false,"retraite":false,"failedTurn":null,
      "dispersee":false,"broken":false,"total":5,"left":5,"lost":0,"breakPoint":3,
      "demoralisee":false,"moveFactor":1,"moveMaxCm":null,"toHit":0,"faModifier":0,
      "mayReceiveOrder":true})j"));
  const json v = make(json::parse(
      R"j({"ruleset":"epic-test","morale":3,"units":[{"unit":"rhino","count":2,"hitsToDestroy":3},{"unit":"boy-ork"}]})j"));
  CHECK(
      v["units"][0] ==
      json::parse(
          R"j({"unit":"rhino","kind":"vehicle","count":2,"left":2,"transported":0,"hitsToDestroy":3,"hitsTaken":[0,0]})j"));
  CHECK(v["breakPoint"] == 2);
}

TEST_CASE("Epic sheets: refusals of a new formation", "[epic-sheet]") {
  const json ok = json::parse(
      R"j({"op":"new","ruleset":"epic-v1","morale":4,"units":[{"unit":"marine-tactique","count":5}]})j");
  auto without = [&](const char* key) {
    json r = ok;
    r.erase(key);
    return error(r);
  };
  auto with = [&](const char* key, const json& value) {
    json r = ok;
    r[key] = value;
    return error(r);
  };
  CHECK(without("morale") ==
        "morale: is required: the army's morale value (1–6; the ruleset has none)");
  CHECK(with("morale", 7).rfind("morale: ", 0) == 0);
  CHECK(with("ruleset", "at44") ==
        "ruleset: \"at44\" is a ruleset of the system \"at44\", not epic");
  CHECK(with("ruleset", "nope") == "ruleset: names no loaded ruleset: \"nope\"");
  CHECK(with("units", json::parse(R"j([{"unit":"titan"}])j")) ==
        "units.0.unit: names no unit of the ruleset: \"titan\"");
  CHECK(with("units", json::parse(R"j([{"unit":"boy-ork"},{"unit":"boy-ork"}])j")) ==
        "units.1.unit: repeats boy-ork (item 0): give one count per unit type");
  CHECK(with("units", json::parse(R"j([{"unit":"boy-ork","hitsToDestroy":2}])j")) ==
        "units.0.hitsToDestroy: is only for vehicles (boy-ork is infantry)");
  json r = ok;
  r["ruleset"] = "epic-test";
  r["units"] = json::parse(R"j([{"unit":"rhino"}])j");
  CHECK(error(r) ==
        "units.0.hitsToDestroy: is required: the hits that destroy one rhino (the seed gives none "
        "for vehicles)");
  CHECK(with("extra", 1).rfind("extra: ", 0) == 0);
}

TEST_CASE("Epic sheets: a formation fires once a turn", "[epic-sheet]") {
  const json r = reply(marines(), {{"type", "fired"}});
  CHECK(lastLog(r) == json{{"fr", "La formation a tiré"}, {"en", "The formation fired"}});
  CHECK(r["sheet"]["fired"] == true);
  CHECK(actError(r["sheet"], {{"type", "fired"}}) ==
        "action.type: the formation has already fired this turn");
  const json next = act(r["sheet"], {{"type", "newTurn"}});
  CHECK(next["fired"] == false);
  // An Epic sheet saved before `fired` (version 1) opens, not having fired.
  json old = marines();
  old["version"] = 1;
  old.erase("fired");
  CHECK(act(old, {{"type", "fired"}})["fired"] == true);
}

TEST_CASE("Epic sheets: hidden orders and their reveal", "[epic-sheet]") {
  json s = marines();
  json r = reply(s, {{"type", "reveal"}});
  CHECK(lastLog(r) ==
        json{{"fr", "Aucun pion : ordre d'avance"}, {"en", "No token: advance order"}});
  CHECK(actError(r["sheet"], {{"type", "reveal"}}) ==
        "action.type: the order is already revealed this turn");
  CHECK(actError(r["sheet"], {{"type", "order"}, {"order", "charge"}}) ==
        "action.type: the order has been revealed this turn: give it at the next turn");
  r = reply(s, {{"type", "order"}, {"order", "charge"}});
  CHECK(lastLog(r) ==
        json{{"fr", "Pion d'ordre posé face cachée"}, {"en", "Order token placed face down"}});
  s = r["sheet"];
  CHECK(s["order"] == "charge");
  CHECK(s["orderGiven"] == true);
  CHECK(s["toHit"] == -2);
  r = reply(s, {{"type", "reveal"}});
  CHECK(lastLog(r) == json{{"fr", "Ordre révélé : Charge"}, {"en", "Order revealed: Charge"}});
  s = act(act(marines(), {{"type", "order"}, {"order", "tir-appuye"}}), {{"type", "reveal"}});
  CHECK(s["moveMaxCm"] == 2);
  CHECK(s["toHit"] == 1);
  s = act(s, {{"type", "newTurn"}});
  CHECK(s["turn"] == 2);
  CHECK(s["order"] == "avance");
  CHECK(s["orderGiven"] == false);
  CHECK(s["revealed"] == false);
  CHECK(actError(s, {{"type", "order"}, {"order", "retraite"}}) ==
        "action.order: must be one of \"avance\", \"charge\", \"tir-appuye\", not the string "
        "\"retraite\"");
  CHECK(actError(s, {{"type", "dance"}}) ==
        "action.type: must be one of newTurn, order, reveal, fired, casualties, vehicleHit, "
        "moraleTest, "
        "rally, embark, disembark, not the string \"dance\"");
}

TEST_CASE("Epic sheets: casualties, break point, morale, retreat, rally, dispersal",
          "[epic-sheet]") {
  json s = marines();
  CHECK(actError(s, {{"type", "moraleTest"}, {"situation", "rupture"}}) ==
        "action.situation: the formation is not démoralisée (0 lost, break point 3)");
  CHECK(actError(s, {{"type", "rally"}}) == "action.type: only a formation in retreat rallies");
  CHECK(actError(s, {{"type", "casualties"}, {"unit", "boy-ork"}}) ==
        "action.unit: names no unit of the formation (marine-tactique): \"boy-ork\"");
  CHECK(actError(s, {{"type", "casualties"}, {"unit", "marine-tactique"}, {"n", 6}})
            .rfind("action.n: ", 0) == 0);
  CHECK(actError(s, {{"type", "vehicleHit"}, {"unit", "marine-tactique"}}) ==
        "action.unit: marine-tactique is infantry: a hit not saved destroys it (use casualties)");
  json r = reply(s, {{"type", "casualties"}, {"unit", "marine-tactique"}, {"n", 2}});
  CHECK(r["log"].size() == 2);
  CHECK(r["sheet"]["demoralisee"] == false);
  r = reply(r["sheet"], {{"type", "casualties"}, {"unit", "marine-tactique"}});
  CHECK(r["log"] == json::parse(R"j([{"fr":"1 Marine Tactique perdu","en":"1 Tactical Marine lost"},
      {"fr":"2 unités restantes sur 5","en":"2 units left of 5"},
      {"fr":"Point de rupture atteint (3 pertes) : la formation est démoralisée ; test de moral",
       "en":"Break point reached (3 losses): the formation is demoralised; morale test"}])j"));
  s = r["sheet"];
  CHECK(s["demoralisee"] == true);
  CHECK(s["broken"] == true);
  r = reply(s, {{"type", "moraleTest"}, {"situation", "rupture"}});
  CHECK(r["needs"] == json::parse(R"j({"dice":1,"sides":6,"field":"dice","for":{
      "fr":"Test de moral : 1D6, 4+ (moral de l'armée)","en":"Morale test: 1D6, 4+ (army morale)"}})j"));
  CHECK(r["sheet"] == s);
  CHECK(r["log"] == json::array());
  r = reply(s, {{"type", "moraleTest"}, {"situation", "rupture"}, {"dice", {4}}});
  CHECK(lastLog(r)["fr"] == "Test de moral (point de rupture atteint) : réussi (dé 4, 4+)");
  CHECK(r["sheet"]["retraite"] == false);
  r = reply(s, {{"type", "moraleTest"}, {"situation", "rupture"}, {"dice", {3}}});
  CHECK(r["log"] == json::parse(R"j([
      {"fr":"Test de moral (point de rupture atteint) : raté (dé 3, 4+)",
       "en":"Morale test (break point reached): failed (die 3, 4+)",
       "odds":[{"p":0.5,"atLeast":1.0,"mean":0.5,"value":0}]},
      {"fr":"Retraite : aucun ordre, mouvement doublé, FA -2","en":"Retreat: no order, double move, FA -2"}])j"));
  s = r["sheet"];
  CHECK(s["retraite"] == true);
  CHECK(s["order"] == "retraite");
  CHECK(s["failedTurn"] == 1);
  CHECK(s["moveFactor"] == 2);
  CHECK(s["faModifier"] == -2);
  CHECK(s["mayReceiveOrder"] == false);
  CHECK(actError(s, {{"type", "order"}, {"order", "charge"}}) ==
        "action.type: a formation in retreat cannot receive an order");
  CHECK(actError(s, {{"type", "rally"}, {"dice", {6}}}) ==
        "action.type: no rally in the turn the morale test was failed (turn 1)");
  r = reply(s, {{"type", "reveal"}});
  CHECK(lastLog(r)["fr"] == "Pion Retraite : Retraite");
  s = act(s, {{"type", "newTurn"}});
  CHECK(s["order"] == "retraite");
  r = reply(s, {{"type", "rally"}});
  CHECK(r["needs"]["for"]["en"] == "Rally: 1D6, 4+ (army morale)");
  r = reply(s, {{"type", "rally"}, {"dice", {2}}});
  CHECK(lastLog(r)["en"] ==
        "Rally failed (die 2, 4+): the formation stays in retreat (it is not destroyed)");
  CHECK(r["sheet"]["retraite"] == true);
  CHECK(r["sheet"]["dispersee"] == false);
  r = reply(s, {{"type", "rally"}, {"dice", {5}}});
  CHECK(lastLog(r)["fr"] ==
        "Ralliement réussi (dé 5, 4+) : pion Retraite retiré, ordres reçus normalement");
  CHECK(r["sheet"]["retraite"] == false);
  CHECK(r["sheet"]["order"] == "avance");
  CHECK(r["sheet"]["mayReceiveOrder"] == true);
  // A second failure while in retreat: dispersal.
  r = reply(s, {{"type", "moraleTest"}, {"situation", "corps-a-corps"}, {"dice", {1}}});
  CHECK(lastLog(r)["fr"] == "Déjà en retraite : la formation se disperse, ses unités sont perdues");
  s = r["sheet"];
  CHECK(s["dispersee"] == true);
  CHECK(s["left"] == 0);
  CHECK(s["lost"] == 5);
  CHECK(s["mayReceiveOrder"] == false);
  CHECK(actError(s, {{"type", "reveal"}}) ==
        "action.type: the formation has dispersed: its units are lost");
  CHECK(actError(marines(), {{"type", "moraleTest"}, {"situation", "peur"}}) ==
        "action.situation: must be one of rupture, corps-a-corps, unites-speciales, not \"peur\"");
  r = reply(marines(), {{"type", "moraleTest"}, {"situation", "unites-speciales"}, {"dice", {6}}});
  CHECK(lastLog(r)["en"] ==
        "Morale test (facing certain kinds of special units): passed (die 6, 4+)");
}

TEST_CASE("Epic sheets: vehicles' hits and a formation wiped out", "[epic-sheet]") {
  json s = make(json::parse(
      R"j({"ruleset":"epic-test","morale":3,"units":[{"unit":"rhino","count":2,"hitsToDestroy":3}]})j"));
  json r = reply(s, {{"type", "vehicleHit"}, {"unit", "rhino"}, {"vehicle", 1}, {"n", 2}});
  CHECK(lastLog(r) ==
        json{{"fr", "Rhino n° 2 : 2 touches sur 3"}, {"en", "Rhino no. 2: 2 hits of 3"}});
  s = r["sheet"];
  CHECK(s["units"][0]["hitsTaken"] == json{0, 2});
  CHECK(actError(s, {{"type", "vehicleHit"}, {"unit", "rhino"}, {"vehicle", 2}})
            .rfind("action.vehicle: ", 0) == 0);
  r = reply(s, {{"type", "vehicleHit"}, {"unit", "rhino"}, {"vehicle", 1}});
  CHECK(r["log"][0]["fr"] == "Rhino n° 2 détruit (3 touches)");
  CHECK(r["log"].back()["fr"] ==
        "Point de rupture atteint (1 pertes) : la formation est démoralisée ; test de moral");
  s = r["sheet"];
  CHECK(s["units"][0]["left"] == 1);
  CHECK(s["units"][0]["hitsTaken"] == json{0});
  r = reply(s, {{"type", "casualties"}, {"unit", "rhino"}});
  CHECK(lastLog(r)["fr"] == "La formation est détruite");
  s = r["sheet"];
  CHECK(s["units"][0]["hitsTaken"] == json::array());
  CHECK(actError(s, {{"type", "order"}, {"order", "avance"}}) ==
        "action.type: the formation has no unit left");
}

TEST_CASE("Epic sheets: a sheet read back is checked field by field", "[epic-sheet]") {
  const json s = marines();
  auto bad = [&](const char* key, const json& value) {
    json t = s;
    if (value.is_discarded())
      t.erase(key);
    else
      t[key] = value;
    return actError(t, {{"type", "newTurn"}});
  };
  CHECK(bad("turn", 0).rfind("sheet.turn: ", 0) == 0);
  CHECK(bad("order", "retraite") ==
        "sheet.order: is \"retraite\", given only by a failed morale test");
  CHECK(bad("order", "charge") ==
        "sheet.order: is \"charge\" but no order token was placed: \"avance\"");
  CHECK(bad("retraite", true) == "sheet.order: must be \"retraite\" while retraite is true");
  CHECK(bad("failedTurn", 2).rfind("sheet.failedTurn: ", 0) == 0);
  CHECK(bad("failedTurn", json::value_t::discarded) ==
        "sheet.failedTurn: is required (null when no test was failed)");
  CHECK(bad("broken", true) ==
        "sheet.broken: must be false: it says whether the break point is reached");
  CHECK(bad("colour", "red").rfind("sheet.colour: ", 0) == 0);
  json t = s;
  t["units"][0]["left"] = 6;
  CHECK(actError(t, {{"type", "newTurn"}}).rfind("sheet.units.0.left: ", 0) == 0);
  t = s;
  t["units"][0]["kind"] = "vehicle";
  CHECK(actError(t, {{"type", "newTurn"}}) ==
        "sheet.units.0.kind: is \"infantry\" for marine-tactique, not \"vehicle\"");
  json v = make(json::parse(
      R"j({"ruleset":"epic-test","morale":3,"units":[{"unit":"rhino","count":2,"hitsToDestroy":3}]})j"));
  v["units"][0]["hitsTaken"] = {0, 3};
  CHECK(actError(v, {{"type", "newTurn"}}).rfind("sheet.units.0.hitsTaken.1: ", 0) == 0);
  v["units"][0]["hitsTaken"] = {0};
  CHECK(actError(v, {{"type", "newTurn"}}).rfind("sheet.units.0.hitsTaken: ", 0) == 0);
  // A sheet written out reads back to itself.
  CHECK(act(s, {{"type", "order"}, {"order", "charge"}})["order"] == "charge");
}

TEST_CASE("Epic sheets: units transported", "[epic-sheet]") {
  json s = make(json::parse(
      R"j({"ruleset":"epic-test","morale":4,"units":[{"unit":"rhino","hitsToDestroy":3},
          {"unit":"marine-tactique","count":5}]})j"));
  CHECK(actError(s, {{"type", "disembark"}, {"unit", "marine-tactique"}}) ==
        "action.unit: no marine-tactique is transported");
  json r = reply(s, {{"type", "embark"}, {"unit", "marine-tactique"}, {"n", 5}});
  CHECK(
      r["log"] ==
      json::parse(
          R"j([{"fr":"5 Marine Tactique embarqués (2,5 cm de Mvt, et autant pour le transport) : aucune action à bord",
      "en":"5 Tactical Marine embarked (2.5 cm of Mvt, and as much for the transport): no action aboard"}])j"));
  s = r["sheet"];
  CHECK(s["units"][1]["transported"] == 5);
  CHECK(actError(s, {{"type", "embark"}, {"unit", "marine-tactique"}}) ==
        "action.unit: every marine-tactique left is already transported");
  CHECK(actError(s, {{"type", "casualties"}, {"unit", "marine-tactique"}}) ==
        "action.aboard: every marine-tactique left is transported (aboard: true)");
  r = reply(s, {{"type", "casualties"}, {"unit", "marine-tactique"}, {"n", 2}, {"aboard", true}});
  CHECK(r["log"][0]["fr"] == "2 Marine Tactique perdus (transportés)");
  s = r["sheet"];
  CHECK(s["units"][1]["left"] == 3);
  CHECK(s["units"][1]["transported"] == 3);
  r = reply(s, {{"type", "disembark"}, {"unit", "marine-tactique"}, {"n", 2}});
  CHECK(lastLog(r)["en"] ==
        "2 Tactical Marine disembarked (2.5 cm of Mvt, and as much for the transport)");
  CHECK(r["sheet"]["units"][1]["transported"] == 1);
  CHECK(actError(r["sheet"], {{"type", "disembark"}, {"unit", "marine-tactique"}, {"n", 2}})
            .rfind("action.n: ", 0) == 0);
  s["units"][1]["transported"] = 4;
  CHECK(actError(s, {{"type", "newTurn"}}).rfind("sheet.units.1.transported: ", 0) == 0);
}

TEST_CASE("Epic sheets: a vehicle transported destroyed by its hits", "[epic-sheet]") {
  // Found by tests/native/model_walk_test.cpp: the last rhino, aboard, was
  // destroyed and the sheet kept it transported (1 of 0 left), a sheet the
  // model then refused to read back.
  json s = make(json::parse(
      R"j({"ruleset":"epic-test","morale":4,"units":[{"unit":"rhino","count":2,"hitsToDestroy":2},
          {"unit":"marine-tactique","count":5}]})j"));
  s = act(s, {{"type", "embark"}, {"unit", "rhino"}});
  // One not transported is lost first.
  s = act(s, {{"type", "vehicleHit"}, {"unit", "rhino"}, {"vehicle", 1}, {"n", 2}});
  CHECK(s["units"][0]["left"] == 1);
  CHECK(s["units"][0]["transported"] == 1);
  s = act(s, {{"type", "vehicleHit"}, {"unit", "rhino"}, {"n", 2}});
  CHECK(s["units"][0]["left"] == 0);
  CHECK(s["units"][0]["transported"] == 0);
  CHECK(act(s, {{"type", "newTurn"}})["turn"] == 2);
}

TEST_CASE("Epic sheets: a unit type wiped out in a formation that fights on", "[epic-sheet]") {
  json s = make(json::parse(
      R"j({"ruleset":"epic-test","morale":5,"units":[{"unit":"rhino","hitsToDestroy":1},
          {"unit":"boy-ork","count":9}]})j"));
  CHECK(s["breakPoint"] == 5);
  s = act(s, {{"type", "vehicleHit"}, {"unit", "rhino"}});
  CHECK(s["left"] == 9);
  CHECK(s["demoralisee"] == false);
  CHECK(actError(s, {{"type", "vehicleHit"}, {"unit", "rhino"}}) ==
        "action.unit: rhino has no vehicle left");
  CHECK(actError(s, {{"type", "casualties"}, {"unit", "rhino"}}) ==
        "action.unit: rhino has no unit left");
  CHECK(actError(s, {{"type", "casualties"}, {"unit", "boy-ork"}, {"aboard", true}}) ==
        "action.aboard: no boy-ork is transported");
  const json r = reply(s, {{"type", "casualties"}, {"unit", "boy-ork"}, {"n", 4}});
  CHECK(lastLog(r)["en"] ==
        "Break point reached (5 losses): the formation is demoralised; morale test");
  // Engaged in close combat while démoralisée: a test, failed on a 4 (morale 5).
  const json t =
      act(r["sheet"], {{"type", "moraleTest"}, {"situation", "corps-a-corps"}, {"dice", {4}}});
  CHECK(t["retraite"] == true);
  CHECK(t["faModifier"] == -2);
}

TEST_CASE("Epic sheets: the odds of a morale test", "[epic-sheet][odds]") {
  json s = marines();
  for (int k = 0; k < 3; ++k)
    s = reply(s, {{"type", "casualties"}, {"unit", "marine-tactique"}})["sheet"];
  // 4+ on 1D6: passed, half the throws; failed, the other half, and nothing is worse.
  for (int die = 1; die <= 6; ++die) {
    const json r = reply(s, {{"type", "moraleTest"}, {"situation", "rupture"}, {"dice", {die}}});
    const json& o = r["log"][0]["odds"][0];
    CHECK(o["value"] == (die >= 4 ? 1 : 0));
    CHECK(o["p"].get<double>() == Approx(0.5));
    CHECK(o["atLeast"].get<double>() == Approx(die >= 4 ? 0.5 : 1.0));
    CHECK(o["mean"].get<double>() == Approx(0.5));
  }
}
