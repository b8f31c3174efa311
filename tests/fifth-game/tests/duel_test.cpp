// Duel, the test-only fifth game (tests/fifth-game/README.md): its rules
// against every throw of the dice, and its calculator, ruleset, list rule,
// sheet and turn through the shared layers only (calc::calc, lists::check,
// systems::modelText), as the page and the CLI reach them. Built in its own
// executable (tests/native/CMakeLists.txt), so no other test sees it.
#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <vector>

#include "calc/calc.hpp"
#include "lists/list.hpp"
#include "rulesets/ruleset.hpp"
#include "rulesets/text_api.hpp"
#include "state_contract.hpp"
#include "systems/registry.hpp"

namespace {

using json = nlohmann::ordered_json;

json readFile(const std::filesystem::path& p) {
  std::ifstream in(p);
  REQUIRE(in.good());
  return json::parse(in);
}

void loadDuel() {
  auspex::rulesets::add(readFile(std::filesystem::path(AUSPEX_GAME_RULESETS_DIR) / "duel-v1.json"));
}

json calc(const json& request) {
  const auto reply = auspex::calc::calc(request.dump());
  const json out = json::parse(reply.json);
  INFO(reply.json);
  REQUIRE(reply.ok);
  return out;
}

json error(const auspex::requests::Reply& reply) {
  REQUIRE_FALSE(reply.ok);
  return json::parse(reply.json).at("error");
}

json model(const char* name, const json& request) {
  const auto reply = auspex::systems::modelText(name, request.dump());
  INFO(reply.json);
  REQUIRE(reply.ok);
  const json out = json::parse(reply.json);
  // Every accepted reply keeps the state models' contract (tests/fuzz/state_contract.hpp).
  const std::string fuzzName = auspex::fuzz::splitName(name);
  CHECK(auspex::fuzz::acceptedViolation(auspex::fuzz::stateModel(fuzzName), out) == "");
  return out;
}

json allowed(const json& reply, const std::string& type) {
  for (const auto& a : reply.at("actions"))
    if (a.at("type") == type) return a;
  FAIL("no action " << type);
  return nullptr;
}

}  // namespace

TEST_CASE("Duel registers itself after the built-in systems, with its two state models", "[duel]") {
  const auto& all = auspex::systems::all();
  REQUIRE(all.size() == 5);
  CHECK(std::string(all.back().id) == "duel");
  CHECK(
      auspex::systems::modelNamesText() ==
      R"(["titanSheet","titanTurn","at44Sheet","at44Turn","kolapsSheet","kolapsTurn","epicSheet","epicTurn","duelSheet","duelTurn"])");
  CHECK(error(auspex::calc::calc(R"({"system":"chess"})")).at("message") ==
        R"(must be one of "titanicus", "at44", "kolaps", "epic", "duel", not the string "chess")");
  // No reading to switch: the dispatch answers an empty list (its row gives none).
  const auto readings = auspex::calc::calc(R"({"system":"duel","kind":"readings"})");
  REQUIRE(readings.ok);
  CHECK(readings.json == R"({"readings":[]})");
}

TEST_CASE("Duel's attack: hits and the chance of a down against every throw of the dice",
          "[duel]") {
  for (int dice = 1; dice <= 5; ++dice)
    for (int hitOn = 2; hitOn <= 6; ++hitOn)
      for (int health = 1; health <= 4; ++health) {
        std::vector<double> hits(static_cast<std::size_t>(dice) + 1, 0.0);
        std::vector<int> faces(static_cast<std::size_t>(dice), 1);
        const double each = std::pow(6.0, -dice);
        for (;;) {
          int n = 0;
          for (int f : faces) n += f >= hitOn ? 1 : 0;
          hits[static_cast<std::size_t>(n)] += each;
          std::size_t i = 0;
          while (i < faces.size() && faces[i] == 6) faces[i++] = 1;
          if (i == faces.size()) break;
          ++faces[i];
        }
        double down = 0, mean = 0;
        for (std::size_t n = 0; n < hits.size(); ++n) {
          if (static_cast<int>(n) >= health) down += hits[n];
          mean += static_cast<double>(n) * hits[n];
        }
        const json r =
            calc({{"system", "duel"}, {"dice", dice}, {"hitOn", hitOn}, {"health", health}});
        INFO(dice << " dice at " << hitOn << "+ against health " << health);
        REQUIRE(r.at("hits").size() <= hits.size());
        for (std::size_t n = 0; n < hits.size(); ++n) {
          const double got = n < r.at("hits").size() ? r.at("hits")[n].get<double>() : 0.0;
          CHECK(got == Approx(hits[n]).margin(1e-12));
        }
        CHECK(r.at("down").get<double>() == Approx(down).margin(1e-12));
        CHECK(r.at("meanHits").get<double>() == Approx(mean).margin(1e-12));
      }
  // The README's example: 3 dice at 4+ against health 2: 1/2 (3/8 + 1/8).
  CHECK(calc({{"system", "duel"}, {"dice", 3}, {"health", 2}}).at("down").get<double>() == 0.5);
}

TEST_CASE("Duel's calculator refuses a bad request naming the field", "[duel]") {
  const json e = error(auspex::calc::calc(R"({"system":"duel","dice":0,"health":1})"));
  CHECK(e.at("path") == "dice");
  CHECK(e.at("code") == "field.range");
  CHECK(
      error(auspex::calc::calc(R"({"system":"duel","dice":2,"health":1,"armour":3})")).at("path") ==
      "armour");
}

TEST_CASE("Duel's ruleset: the file loads, a bad one names its JSON path", "[duel]") {
  json r = readFile(std::filesystem::path(AUSPEX_GAME_RULESETS_DIR) / "duel-v1.json");
  const json summary = json::parse(auspex::rulesets::checkText(r.dump()).json);
  CHECK(summary.at("units").size() == 2);
  CHECK(summary.at("units")[0].at("kind") == "duellist");
  r["units"][1]["health"] = 0;
  const json e = error(auspex::rulesets::checkText(r.dump()));
  CHECK(e.at("path") == "units.1.health");
}

TEST_CASE("Duel's list rule: at most the ruleset's maxUnits duellists", "[duel]") {
  loadDuel();
  const json list = {{"format", "auspex-list"},
                     {"version", 1},
                     {"ruleset", "duel-v1"},
                     {"name", "Les lames"},
                     {"units", {{{"unit", "bretteur"}, {"count", 2}}, {{"unit", "colosse"}}}}};
  json checked = auspex::lists::check(list);
  CHECK(checked.at("totals").at("cost") == 11);
  CHECK(checked.at("problems").empty());
  json four = list;
  four["units"][1]["count"] = 2;
  checked = auspex::lists::check(four);
  REQUIRE(checked.at("problems").size() == 1);
  CHECK(checked.at("problems")[0].at("code") == "tooManyUnits");
  CHECK(checked.at("problems")[0].at("message").at("fr") == "4 duellistes pour 3 au plus.");
  CHECK(checked.at("problems")[0].at("message").at("en") == "4 duellists for at most 3.");
}

TEST_CASE("Duel's sheet: wound and heal (its die asked for) until down; refusals with reasons",
          "[duel]") {
  loadDuel();
  json r = model("duelSheet", {{"op", "new"}, {"ruleset", "duel-v1"}, {"unit", "bretteur"}});
  CHECK(r.at("log")[0].at("fr") == "Nouvelle fiche : Bretteur (santé 2)");
  CHECK(allowed(r, "heal").at("why").at("fr") == "Bretteur n'a aucune blessure");
  r = model("duelSheet",
            {{"op", "apply"}, {"sheet", r.at("sheet")}, {"action", {{"type", "wound"}, {"n", 1}}}});
  CHECK(r.at("sheet").at("wounds") == 1);
  CHECK(r.at("log")[0].at("en") == "Bretteur: 1 wound (1/2)");
  const json asked = model(
      "duelSheet", {{"op", "apply"}, {"sheet", r.at("sheet")}, {"action", {{"type", "heal"}}}});
  CHECK(asked.at("needs").at("dice") == 1);
  CHECK(asked.at("needs").at("for").at("fr") == "Jet de soin de Bretteur (5+)");
  CHECK(asked.at("sheet") == r.at("sheet"));
  const json failed = model(
      "duelSheet",
      {{"op", "apply"}, {"sheet", r.at("sheet")}, {"action", {{"type", "heal"}, {"dice", {4}}}}});
  CHECK(failed.at("sheet").at("wounds") == 1);
  CHECK(failed.at("log")[0].at("odds")[0].at("mean").get<double>() == Approx(1.0 / 3));
  r = model(
      "duelSheet",
      {{"op", "apply"}, {"sheet", r.at("sheet")}, {"action", {{"type", "heal"}, {"dice", {5}}}}});
  CHECK(r.at("sheet").at("wounds") == 0);
  CHECK(r.at("log")[0].at("fr") == "Bretteur : soin 5, une blessure de moins");
  r = model("duelSheet",
            {{"op", "apply"}, {"sheet", r.at("sheet")}, {"action", {{"type", "wound"}, {"n", 3}}}});
  CHECK(r.at("sheet").at("down") == true);
  CHECK(r.at("log")[0].at("fr") == "Bretteur : 3 blessures (2/2), hors de combat");
  CHECK(allowed(r, "wound").at("why").at("code") == "duel.down");
  const json e = error(auspex::systems::modelText(
      "duelSheet",
      json{{"op", "apply"}, {"sheet", r.at("sheet")}, {"action", {{"type", "wound"}, {"n", 1}}}}
          .dump()));
  CHECK(e.at("path") == "action.type");
  CHECK(e.at("fr") == "Bretteur est hors de combat");
}

TEST_CASE("Duel's turn: whose turn it is, rounds, the end, a concession", "[duel]") {
  json r =
      model("duelTurn",
            {{"op", "new"}, {"players", {{{"name", "Ana"}}, {{"name", "Bo"}}}}, {"rounds", 2}});
  CHECK(r.at("turn").at("active") == 0);
  const auto step = [&](const json& turn, const json& action) {
    return model("duelTurn", {{"op", "apply"}, {"turn", turn}, {"action", action}});
  };
  r = step(r.at("turn"), {{"type", "endTurn"}});
  CHECK(r.at("turn").at("active") == 1);
  CHECK(r.at("log")[0].at("fr") == "Fin du tour de Ana : à Bo de jouer");
  r = step(r.at("turn"), {{"type", "endTurn"}});
  CHECK(r.at("turn").at("round") == 2);
  CHECK(r.at("log")[0].at("en") == "Round 2: Ana to play");
  r = step(step(r.at("turn"), {{"type", "endTurn"}}).at("turn"), {{"type", "endTurn"}});
  CHECK(r.at("turn").at("over") == true);
  CHECK(r.at("turn").at("winner").is_null());
  CHECK(r.at("log")[0].at("fr") == "Fin de la partie après 2 manches : match nul");
  CHECK(allowed(r, "endTurn").at("why").at("fr") == "la partie est finie");
  json fresh =
      model("duelTurn", {{"op", "new"}, {"players", {{{"name", "Ana"}}, {{"name", "Bo"}}}}});
  fresh = step(fresh.at("turn"), {{"type", "concede"}, {"player", 0}});
  CHECK(fresh.at("turn").at("winner") == 1);
  CHECK(fresh.at("log")[0].at("fr") == "Ana abandonne : Bo gagne");
}
