// Every state reply carries `actions` (docs/sheets/README.md): each action of
// the model's table, allowed now or why not. The reason is the refusal's own:
// trying an action listed as not allowed is refused on action.type with the
// same code and French.
#include <filesystem>
#include <fstream>

#include "at44/sheet.hpp"
#include "at44/turn.hpp"
#include "epic/sheet.hpp"
#include "kolaps/turn.hpp"
#include "load_rulesets.hpp"
#include "state_models.hpp"
#include "test_support.hpp"
#include "titanicus/sheet.hpp"

namespace {

using auspex::requests::json;

using test_support::Model;
using test_support::models;

json readJson(const std::string& name) {
  std::ifstream in(std::filesystem::path(AUSPEX_GOLDEN_DIR) / "states" / (name + ".json"));
  REQUIRE(in.good());
  return json::parse(in);
}

// The reply's actions of `state`, as given by an action on it that succeeds
// or asks for dice (the saved one, else newTurn/next).
json allowedOf(const json& reply, const std::string& type) {
  for (const auto& a : reply.at("actions"))
    if (a.at("type") == type) return a;
  FAIL("no action " + type);
  return nullptr;
}

}  // namespace

TEST_CASE("each reply lists its actions; a refused one is refused with its reason", "[actions]") {
  loadAllRulesets();
  int refused = 0;
  for (const Model& m : models()) {
    for (int n = 1; n <= 2; ++n) {
      const std::string name = std::string(m.prefix) + "-" + std::to_string(n);
      INFO(name);
      const json saved = readJson(name + ".after");
      if (saved.contains("error")) continue;
      const json reply =
          m.answer({{"op", "apply"}, {m.key, readJson(name)}, {"action", saved.at("action")}});
      REQUIRE(reply.contains("actions"));
      const json& state = reply.at(m.key);
      for (const auto& a : reply.at("actions")) {
        INFO(a.dump());
        REQUIRE(a.at("allowed").is_boolean());
        if (a.at("allowed")) {
          CHECK_FALSE(a.contains("why"));
          continue;
        }
        ++refused;
        try {
          m.answer({{"op", "apply"}, {m.key, state}, {"action", {{"type", a.at("type")}}}});
          FAIL("accepted an action listed as not allowed");
        } catch (const auspex::requests::RequestError& e) {
          CHECK(e.path == "action.type");
          CHECK(e.code == a.at("why").at("code").get<std::string>());
          CHECK(e.fr == a.at("why").at("fr").get<std::string>());
          CHECK(std::string(e.what()) == a.at("why").at("en").get<std::string>());
        }
      }
    }
  }
  CHECK(refused >= 10);
}

TEST_CASE("actions of a few states: a titan, an AT-44 unit and turn, KOLAPS, Epic", "[actions]") {
  loadAllRulesets();
  using namespace auspex;
  // A new titan is not activated: fire is refused with the refusal's code.
  const json titan = titanicus::sheetAnswer({{"op", "new"},
                                             {"ruleset", "titanicus-v2"},
                                             {"unit", "warlord"},
                                             {"weapons", {"vulcan-mega-bolter", "plasma-cannon"}}});
  CHECK(allowedOf(titan, "activate") == json{{"type", "activate"}, {"allowed", true}});
  CHECK(allowedOf(titan, "fire") ==
        json{{"type", "fire"},
             {"allowed", false},
             {"why",
              {{"code", "unit.not-activated"},
               {"fr", "l'unité n'est pas activée ce tour-ci (activez-la d'abord)"},
               {"en", "needs the unit activated this turn (activate first)"}}}});
  // Activated with 4 AP: fire and move allowed, activate not.
  const json on =
      titanicus::sheetAnswer({{"op", "apply"},
                              {"sheet", titan.at("sheet")},
                              {"action", {{"type", "activate"}, {"dice", {1, 2, 3, 4, 5, 6}}}}});
  CHECK(allowedOf(on, "fire").at("allowed") == true);
  CHECK(allowedOf(on, "move").at("allowed") == true);
  CHECK(allowedOf(on, "activate").at("why").at("code") == "unit.already-activated");
  // The AT-44 turn of a new game: only startTurn.
  const json at44 = at44::turnAnswer(
      {{"op", "new"},
       {"stars", 40},
       {"players",
        {{{"commanderPc", 4}, {"unitCards", 5}}, {{"commanderPc", 3}, {"unitCards", 6}}}}});
  std::vector<std::string> allowed;
  for (const auto& a : at44.at("actions"))
    if (a.at("allowed")) allowed.push_back(a.at("type").get<std::string>());
  CHECK(allowed == std::vector<std::string>{"startTurn"});
  CHECK(allowedOf(at44, "spendCp").at("why").at("fr") ==
        "la dépense de PC vient dans la phase d'activations, pas dans la mise en place");
  // A new AT-44 unit: activate, not fire.
  const json unit = at44::sheetAnswer({{"op", "new"},
                                       {"ruleset", "at44"},
                                       {"unit", "steel-troopers"},
                                       {"count", 9},
                                       {"officer", 1},
                                       {"type", "infanterie"},
                                       {"mor", 5},
                                       {"arm", 5},
                                       {"skills", {"medic"}}});
  CHECK(allowedOf(unit, "activate").at("allowed") == true);
  CHECK(allowedOf(unit, "fire").at("why").at("code") == "unit.not-activated");
  CHECK(allowedOf(unit, "vehicleDamage").at("why").at("code") == "at44.infantry-damage");
  // KOLAPS: the draw of a new fight waits for startTurn.
  const json draw =
      kolaps::turnAnswer({{"op", "new"},
                          {"players", {{{"name", "Brigade"}}, {{"name", "Horde"}}}},
                          {"characters",
                           {{{"id", "s"}, {"name", "Solmeyer"}, {"player", 0}, {"rank", 3}},
                            {{"id", "v"}, {"name", "Vampire"}, {"player", 1}, {"rank", 2}}}}});
  CHECK(allowedOf(draw, "startTurn").at("allowed") == true);
  CHECK(allowedOf(draw, "draw").at("why").at("code") == "turn.phase");
  // Epic: a new formation may receive an order, not rally.
  const json epic = epic::sheetAnswer({{"op", "new"},
                                       {"ruleset", "epic-v1"},
                                       {"morale", 4},
                                       {"units", {{{"unit", "marine-tactique"}, {"count", 5}}}}});
  CHECK(allowedOf(epic, "order").at("allowed") == true);
  CHECK(allowedOf(epic, "rally").at("why").at("code") == "epic.not-retreating");
}
