// AT-44 company rules of army lists (core/at44/list_rules.cpp, issue 7):
// a valid company and one broken for every rule, and the facts of a
// company's size (seed 004: COMMANDER SA COMPAGNIE, HÉROS, RENFORTS,
// Remporter la bataille).
#include <catch2/catch.hpp>

#include "at44/company.hpp"
#include "lists/text_api.hpp"
#include "load_rulesets.hpp"

using auspex::requests::json;

namespace {

// A 40-star company: a grade-3 captain (commander, 4 PC), a grade-2
// lieutenant, a grade-1 hero and a grade-0 corporal in Section 1.
json company() {
  return json::parse(R"({"format":"auspex-list","version":1,"ruleset":"at44","units":[
    {"unit":"steel-troopers","name":"Capitaine","options":{"stars":6,"grade":3,"commander":1,"pc":4,"aut":3}},
    {"unit":"steel-troopers","name":"Lieutenant","options":{"stars":4,"grade":2}},
    {"unit":"steel-troopers","name":"Sergent","options":{"stars":3,"grade":1,"hero":1,"unitOf":5}},
    {"unit":"steel-troopers","name":"Caporal","options":{"stars":1,"grade":0,"unitOf":5}},
    {"unit":"steel-troopers","name":"Section 1","count":9,"options":{"stars":1}},
    {"unit":"cobra-m8","name":"Cobra","options":{"stars":8}},
    {"unit":"steel-tac-arms","name":"Section 2","options":{"stars":9}}]})");
}

json check(const json& list) {
  static const bool loaded = [] {
    loadAllRulesets();
    return true;
  }();
  (void)loaded;
  const auto reply = auspex::lists::checkText(list.dump());
  REQUIRE(reply.ok);
  return json::parse(reply.json);
}

std::vector<std::string> codes(const json& list) {
  std::vector<std::string> out;
  const json found = check(list)["problems"];
  for (const auto& p : found) out.push_back(p["code"].get<std::string>());
  return out;
}

json problem(const json& list, const std::string& code) {
  const json found = check(list)["problems"];
  for (const auto& p : found)
    if (p["code"] == code) return p;
  FAIL("no problem " + code);
  return nullptr;
}

void set(json& list, int entry, const char* option, int value) {
  list["units"][entry]["options"][option] = value;
}

}  // namespace

TEST_CASE("AT-44: a valid 40-star company has no problem and its size's facts", "[at44-company]") {
  const json out = check(company());
  CHECK(out["totals"]["cost"] == 40);
  CHECK(out["problems"] == json::array());
  CHECK(out["facts"] == json::parse(R"({"stars":40,"sizeStars":40,"reinforcementStars":8,
    "tableCm":[90,150],"objectives":[5,7],"starsPerObjective":4,"suddenDeath":30,
    "commanderMaxGrade":3,"unitCards":5,"commanderPc":4,"cpPerTurn":9})"));
}

TEST_CASE("AT-44: company size rows, beyond 80 stars by 20s, commander grades", "[at44-company]") {
  loadAllRulesets();
  const json& at44 = *auspex::rulesets::find("at44");
  using auspex::at44::companySize;
  CHECK(auspex::at44::toJson(companySize(at44, 10)) ==
        json::parse(R"({"stars":10,"sizeStars":20,"reinforcementStars":4,"tableCm":[90,120],
          "objectives":[4,6],"starsPerObjective":3,"suddenDeath":15,"commanderMaxGrade":1})"));
  CHECK(companySize(at44, 39).sizeStars == 20);
  CHECK(companySize(at44, 39).commanderMaxGrade == 2);
  CHECK(companySize(at44, 60).suddenDeath == 45);
  CHECK(companySize(at44, 60).commanderMaxGrade == 4);
  CHECK(companySize(at44, 99).sizeStars == 80);
  CHECK(auspex::at44::toJson(companySize(at44, 120)) ==
        json::parse(R"({"stars":120,"sizeStars":120,"reinforcementStars":24,"tableCm":[90,270],
          "objectives":[9,11],"starsPerObjective":8,"suddenDeath":90,"commanderMaxGrade":4})"));
}

TEST_CASE("AT-44: the commander's grade is capped by the company's size", "[at44-company]") {
  json l = company();
  set(l, 0, "grade", 4);
  CHECK(codes(l) == std::vector<std::string>{"commanderGrade"});
  CHECK(problem(l, "commanderGrade") ==
        json::parse(R"({"path":"units.0.options.grade","code":"commanderGrade","message":{
          "fr":"Capitaine : grade 4 pour une compagnie de 40 étoiles, dont le commandant est au plus de grade 3.",
          "en":"Capitaine: grade 4 for a company of 40 stars, whose commander is at most of grade 3."}})"));
  set(l, 6, "stars", 29);  // 60 stars: grade 4 allowed
  CHECK(codes(l).empty());
}

TEST_CASE("AT-44: exactly one commander, the highest-ranking officer", "[at44-company]") {
  json none = company();
  set(none, 0, "commander", 0);
  CHECK(codes(none) == std::vector<std::string>{"noCommander"});
  json two = company();
  set(two, 1, "commander", 1);
  CHECK(codes(two) == std::vector<std::string>{"commanderNotHighest", "manyCommanders"});
  json low = company();
  set(low, 0, "grade", 2);
  set(low, 1, "grade", 3);
  CHECK(codes(low) == std::vector<std::string>{"commanderNotHighest", "officerPyramid"});
  json notOfficer = company();
  notOfficer["units"][0]["options"].erase("grade");
  notOfficer["units"][1]["options"]["commander"] = 0;
  CHECK(codes(notOfficer) == std::vector<std::string>{"commanderNotOfficer"});
  json noOfficer = json::parse(R"({"format":"auspex-list","version":1,"ruleset":"at44","units":[
    {"unit":"steel-troopers","options":{"stars":10}}]})");
  CHECK(codes(noOfficer) == std::vector<std::string>{"noOfficer", "noCommander"});
}

TEST_CASE("AT-44: no more officers of a grade than of the grade below", "[at44-company]") {
  json l = company();
  l["units"][1]["count"] = 2;  // two lieutenants (grade 2) for one grade-1 officer
  CHECK(codes(l) == std::vector<std::string>{"officerPyramid"});
  CHECK(problem(l, "officerPyramid")["message"]["en"] ==
        "2 officers of grade 2 for 1 of grade 1 (commander aside): no more officers of a grade "
        "than of the grade below.");
  l["units"][2]["count"] = 2;  // and two grade-1 officers (heroes in one unit now)
  CHECK(codes(l) == std::vector<std::string>{"twoHeroes"});
  set(l, 2, "hero", 0);
  CHECK(codes(l).empty());
}

TEST_CASE("AT-44: grade-0 officers and heroes belong to units", "[at44-company]") {
  json alone = company();
  alone["units"][3]["options"].erase("unitOf");
  CHECK(codes(alone) == std::vector<std::string>{"gradeZeroAlone"});
  CHECK(check(alone)["facts"]["unitCards"] == 6);
  json hero0 = company();
  set(hero0, 2, "grade", 0);
  CHECK(codes(hero0) == std::vector<std::string>{"heroGrade", "officerPyramid"});
  json heroNoGrade = company();
  heroNoGrade["units"][2]["options"].erase("grade");
  CHECK(codes(heroNoGrade) ==
        std::vector<std::string>{"heroGrade", "unitOfNotOfficer", "officerPyramid"});
  json twoHeroes = company();
  set(twoHeroes, 1, "hero", 1);
  set(twoHeroes, 1, "unitOf", 5);
  CHECK(codes(twoHeroes) == std::vector<std::string>{"twoHeroes"});
  CHECK(problem(twoHeroes, "twoHeroes")["message"]["fr"] ==
        "Section 1 : 2 héros, une unité ne peut contenir qu'un seul héros.");
  json missing = company();
  set(missing, 3, "unitOf", 9);
  CHECK(codes(missing) == std::vector<std::string>{"unitOfMissing"});
  json intoOfficer = company();
  set(intoOfficer, 3, "unitOf", 2);
  CHECK(codes(intoOfficer) == std::vector<std::string>{"unitOfOfficer"});
}

TEST_CASE("AT-44: star values, grades and 0/1 options", "[at44-company]") {
  json l = company();
  l["units"][5]["options"].erase("stars");  // the ruleset gives no stars for the Cobra
  // 32 stars counted: a grade-3 commander is now too high as well.
  CHECK(codes(l) == std::vector<std::string>{"commanderGrade", "noStars"});
  CHECK(check(l)["facts"]["stars"] == 32);
  json grade5 = company();
  set(grade5, 1, "grade", 5);
  CHECK(codes(grade5) == std::vector<std::string>{"commanderNotHighest", "badGrade"});
  json hero2 = company();
  set(hero2, 2, "hero", 2);
  CHECK(codes(hero2) == std::vector<std::string>{"notZeroOrOne"});
  json noPc = company();
  noPc["units"][0]["options"].erase("pc");
  CHECK(check(noPc)["facts"]["cpPerTurn"].is_null());
}
