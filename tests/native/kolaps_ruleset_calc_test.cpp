// A kolaps action request naming a loaded ruleset ("ruleset": "kolaps-v2"):
// the same numbers as without it (the file's bands are the calculator's), the
// table read shown beside them, and a house-ruled copy's bands followed.
#include <catch2/catch.hpp>

#include <fstream>
#include "test_support.hpp"

#include "calc/calc.hpp"
#include "rulesets/ruleset.hpp"

using namespace auspex;
using nlohmann::json;

namespace {

json file() {
  return test_support::rulesetFile("kolaps-v2.json");
}

std::string errorOf(const json& request) {
  try {
    calc::answer(request);
  } catch (const requests::RequestError& e) {
    return e.path + ": " + e.what();
  }
  FAIL("no error");
  return "";
}

}  // namespace

TEST_CASE("a kolaps request naming the ruleset answers as without it", "[kolaps][rulesets]") {
  rulesets::clear();
  rulesets::add(file());
  for (const char* action : {"tir_au_juge", "tir", "mitraillage", "bout_portant", "frapper"}) {
    json request = {{"system", "kolaps"},
                    {"action", action},
                    {"opposition", 1},
                    {"protection", {{"class", 4}}}};
    const json plain = calc::answer(request);
    request["ruleset"] = "kolaps-v2";
    json named = calc::answer(request);
    REQUIRE(named.contains("ruleset"));
    const json table = named["ruleset"];
    named.erase("ruleset");
    CHECK(named == plain);
    CHECK(table.at("mishapEntries").size() == 6);
  }
  const json tir = calc::answer(
      {{"system", "kolaps"}, {"action", "tir"}, {"opposition", 0}, {"ruleset", "kolaps-v2"}});
  const json t = tir.at("ruleset");
  CHECK(t.at("action") == "tir");
  CHECK(t.at("cost") == 2);
  CHECK(t.at("exposes") == true);
  CHECK(t.at("bands").at(1) == json({{"r", 1}, {"wound", "legerement_blesse"}}));
  CHECK(t.at("mishapEntries").at(5) == "l'arme s'enraye.");  // Loi 9-10, "6: l'arme s'enraye."
  const json charge = calc::answer(
      {{"system", "kolaps"}, {"action", "charger"}, {"opposition", 0}, {"ruleset", "kolaps-v2"}});
  CHECK(charge.at("ruleset").at("addsMove") == true);
  CHECK(charge.at("ruleset").at("mishaps") == "maladresse");
  rulesets::clear();
}

TEST_CASE("a house-ruled kolaps ruleset sets the bands", "[kolaps][rulesets]") {
  rulesets::clear();
  json house = file();
  house["id"] = "kolaps-maison";
  // Tir (actions.6): hors combat from R+5 instead of R+7.
  house["actions"][6]["bands"][3]["r"] = 4;
  house["actions"][6]["bands"][4]["r"] = 5;
  rulesets::add(house);
  const json request = {{"system", "kolaps"}, {"action", "tir"}, {"opposition", 0}};
  json named = request;
  named["ruleset"] = "kolaps-maison";
  const json a = calc::answer(request), b = calc::answer(named);
  CHECK(b.at("success") == a.at("success"));
  CHECK(b.at("outcomes").at("hors_combat").get<double>() >
        a.at("outcomes").at("hors_combat").get<double>());
  CHECK(b.at("ruleset").at("bands").at(4).at("r") == 5);
  rulesets::clear();
}

TEST_CASE("a kolaps request naming a ruleset that is not there", "[kolaps][rulesets][errors]") {
  rulesets::clear();
  const json request = {
      {"system", "kolaps"}, {"action", "tir"}, {"opposition", 0}, {"ruleset", "kolaps-v2"}};
  CHECK(errorOf(request) == "ruleset: names no loaded ruleset: \"kolaps-v2\"");
  json bad = request;
  bad["ruleset"] = 2;
  CHECK(errorOf(bad) == "ruleset: must be a non-empty string, not 2");
}
