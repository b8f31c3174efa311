// Readings (requests/readings.hpp, issue 32): each reading a table may take
// where a seed leaves room, chosen by a request's `readings`. AT-44's Medic
// (one casualty fewer after the cap, one passed test fewer before it, one
// damage point fewer) and Titanicus's last point of a location, each checked
// against every die of the procedure enumerated with the reading written out
// again here; the kind "readings" and the refusals with their exact text.
#include <algorithm>
#include <cmath>
#include <functional>
#include <map>

#include "at44/calc.hpp"
#include "at44/sheet.hpp"
#include "brute.hpp"
#include "calc/calc.hpp"
#include "kolaps_sheet_support.hpp"
#include "lists/text_api.hpp"
#include "load_rulesets.hpp"
#include "readings_support.hpp"
#include "systems/registry.hpp"
#include "test_support.hpp"
#include "titanicus/sheet.hpp"

using auspex::requests::json;
using test_support::calcError;
using namespace readings_support;

namespace {

using Roll = std::function<int()>;

json answer(const json& request) {
  const auspex::requests::Reply r = auspex::calc::calc(request.dump());
  REQUIRE(r.ok);
  return json::parse(r.json);
}

}  // namespace

TEST_CASE("readings: the kind \"readings\" says each system's, its default first", "[readings]") {
  const json at44 = answer({{"system", "at44"}, {"kind", "readings"}});
  REQUIRE(at44.at("readings").size() == 2);
  CHECK(at44.at("readings").at(1).at("id") == "autoRepair");
  CHECK(at44.at("readings").at(1).at("default") == "first");
  CHECK(at44.at("readings").at(1).at("values").at(1).at("id") == "chosen");
  const json& medic = at44.at("readings").at(0);
  CHECK(medic.at("id") == "medic");
  CHECK(medic.at("default") == "afterCap");
  CHECK(medic.at("values").size() == 3);
  CHECK(medic.at("values").at(1).at("id") == "beforeCap");
  CHECK(medic.at("values").at(1).at("name").at("fr") ==
        "un test de dégâts réussi de moins, avant le plafond des figurines");
  const json titan = answer({{"system", "titanicus"}, {"kind", "readings"}});
  CHECK(titan.at("readings").at(0).at("id") == "lastPoint");
  CHECK(titan.at("readings").at(0).at("default") == "noRoll");
  CHECK(answer({{"system", "epic"}, {"kind", "readings"}}).at("readings").at(0).at("id") ==
        "targeting");
  CHECK(answer({{"system", "kolaps"}, {"kind", "readings"}}).at("readings").at(0).at("id") ==
        "rankAbove");
  CHECK(calcError(R"({"system":"at44","kind":"readings","target":{}})") ==
        "target: unknown field (expected one of: system, kind)");
}

TEST_CASE("readings: a reading or a value not the system's is refused, naming it", "[readings]") {
  const std::string attack =
      R"({"system":"at44","attack":{"kind":"shoot","pre":5,"range":1,"attackers":2,"cadence":1,"pen":6,"damage":1},"target":{"arm":3,"models":2,"medic":true},)";
  CHECK(
      calcError(attack + R"("readings":{"medic":"literal"}})") ==
      R"(readings.medic: must be one of "afterCap", "beforeCap", "point", not the string "literal")");
  CHECK(calcError(attack + R"("readings":{"lastPoint":"roll"}})") ==
        "readings.lastPoint: unknown field (expected one of: medic, autoRepair)");
  CHECK(calcError(attack + R"("readings":[]})") == "readings: must be an object, not an array");
}

TEST_CASE("readings: AT-44 Medic read three ways, against every die", "[readings][brute]") {
  const std::string reading = GENERATE("afterCap", "beforeCap", "point");
  const int models = GENERATE(1, 2, 3);
  const int damage = GENERATE(1, 2);
  // PRE 5 at range 1: 2+ to hit (the table at 4); PEN 6 against ARM 3: 3+ to damage.
  const json request = {{"system", "at44"},
                        {"attack",
                         {{"kind", "shoot"},
                          {"pre", 5},
                          {"range", 1},
                          {"attackers", 3},
                          {"cadence", 1},
                          {"pen", 6},
                          {"damage", damage}}},
                        {"target", {{"arm", 3}, {"models", models}, {"medic", true}}},
                        {"readings", {{"medic", reading}}}};
  brute::Table casualties;
  brute::forEachPath(
      6,
      [&](const Roll& roll) {
        return medicCasualties(passedOf(roll, 3, 2, 3), models, reading, damage);
      },
      [&](int c, double p) { casualties.add(c, p); });
  INFO(reading << ", " << models << " models, DAMAGE " << damage);
  requireCounts(answer(request).at("casualties"), casualties);
  // The first load's module reads the same field the same way.
  requireCounts(auspex::calc::answerAt44(request).at("casualties"), casualties);
}

TEST_CASE("readings: the issue's two models, literal Medic against the project's", "[readings]") {
  // Many passed tests against 2 models: after the cap Medic always saves one
  // (a mean just under 1), before it the unit falls (a mean near 2).
  auto mean = [](const char* reading) {
    return answer({{"system", "at44"},
                   {"attack",
                    {{"kind", "shoot"},
                     {"pre", 5},
                     {"range", 1},
                     {"attackers", 6},
                     {"cadence", 1},
                     {"pen", 7},
                     {"damage", 1}}},
                   {"target", {{"arm", 3}, {"models", 2}, {"medic", true}}},
                   {"readings", {{"medic", reading}}}})
        .at("meanCasualties")
        .get<double>();
  };
  // 6 dice at 2+ then 2+: each passes 25/36; P(no pass) = (11/36)^6, P(one) = 6 (25/36)(11/36)^5.
  const double q = 11.0 / 36, p = 25.0 / 36;
  const double none = std::pow(q, 6), one = 6 * p * std::pow(q, 5),
               two = 15 * p * p * std::pow(q, 4);
  CHECK(mean("afterCap") == Approx(1.0 - none - one).margin(1e-12));  // 2+ passed: 1 lost
  CHECK(mean("beforeCap") ==
        Approx(two + 2 * (1.0 - none - one - two)).margin(1e-12));  // 2: 1 lost, 3+: 2
}

TEST_CASE("readings: the AT-44 sheet takes the passed tests back before the cap", "[readings]") {
  loadAllRulesets();
  auto make = [] {
    return auspex::at44::sheetAnswer({{"op", "new"},
                                      {"ruleset", "at44"},
                                      {"unit", "steel-troopers"},
                                      {"count", 2},
                                      {"type", "infanterie"},
                                      {"mor", 5},
                                      {"arm", 5},
                                      {"skills", {"medic"}}})
        .at("sheet");
  };
  const json action = {{"type", "casualties"}, {"n", 3}, {"medic", true}};
  CHECK(test_support::modelErrorText(auspex::systems::modelText(
            "at44Sheet", json{{"op", "apply"}, {"sheet", make()}, {"action", action}}.dump())) ==
        "action.n: must be a whole number from 0 to 2, not 3");
  json literal = action;
  literal["readings"] = {{"medic", "beforeCap"}};
  const json r =
      auspex::at44::sheetAnswer({{"op", "apply"}, {"sheet", make()}, {"action", literal}});
  CHECK(r.at("sheet").at("left") == 0);
  CHECK(r.at("sheet").at("medic").at("usedThisTurn") == true);
  CHECK(r.at("log").at(0).at("fr") ==
        "Medic : 1 dégât de moins (lecture « Medic : un test de dégâts réussi de moins, avant le "
        "plafond des figurines »)");
}

TEST_CASE("readings: Titanicus's last point of a location rolls its table when read so",
          "[readings]") {
  loadAllRulesets();
  // titan-sheet, 5 structure: points 2 to 5 roll from the 2nd lost; the 5th empties it.
  auto rolls = [](const char* lastPoint) {
    return answer({{"system", "titanicus"},
                   {"edition", "v2"},
                   {"kind", "damageTable"},
                   {"ruleset", "titanicus-v2"},
                   {"table", "titan-sheet"},
                   {"structure", 5},
                   {"lostBefore", 2},
                   {"points", 3},
                   {"readings", {{"lastPoint", lastPoint}}}})
        .at("rolls");
  };
  CHECK(rolls("noRoll") == 2);
  CHECK(rolls("roll") == 3);
  const json v1 =
      auspex::titanicus::sheetAnswer(
          {{"op", "new"},
           {"ruleset", "titanicus-v1"},
           {"unit", "warlord-12"},
           {"weapons", {"volcano-cannon", "powerfist", "plasma-annihilator", "trident"}},
           {"voidShields", 6},
           {"actionPoints", 4}})
          .at("sheet");
  const int structure = v1.at("locations").at(0).at("structure").get<int>();
  auto needs = [&](const char* lastPoint) {
    return auspex::titanicus::sheetAnswer({{"op", "apply"},
                                           {"sheet", v1},
                                           {"action",
                                            {{"type", "damage"},
                                             {"location", "haut"},
                                             {"points", structure},
                                             {"readings", {{"lastPoint", lastPoint}}}}}})
        .at("needs");
  };
  // From the 2nd point lost: the location's last one rolls only when read so.
  CHECK(needs("noRoll").at("dice") == structure - 2);
  CHECK(needs("roll").at("dice") == structure - 1);
  CHECK(needs("roll").at("calc").at("readings") == json{{"lastPoint", "roll"}});
}

TEST_CASE("readings: Epic's shooters each designate a target model, against every die",
          "[readings][brute]") {
  // At most 4 dice in all: every die is enumerated, its save die too.
  const auto [shooters, dice] = GENERATE(std::pair{3, 1}, std::pair{4, 1}, std::pair{2, 2});
  const int models = GENERATE(1, 2, 3);
  const int h = GENERATE(1, 2);  // hits to destroy (a vehicle when 2)
  // To hit 4+ (toHit 4), saved on 5+ (save 5): a hit and a failed save remove.
  json target = {{"save", 5}, {"models", models}};
  if (h == 2) target["vehicle"] = {{"hitsToDestroy", 2}};
  const json request = {
      {"system", "epic"},
      {"attack",
       {{"kind", "shoot"}, {"shots", shooters * dice}, {"toHit", 4}, {"dicePerModel", dice}}},
      {"target", target},
      {"readings", {{"targeting", "perModel"}}}};
  const json r = answer(request);
  const std::vector<int> split = r.at("split").get<std::vector<int>>();
  REQUIRE(split.size() == static_cast<std::size_t>(models));
  // Every split of the shooters among the models, each enumerated die by die:
  // the core's is one with the most removed on average, and its distribution.
  auto enumerate = [&](const std::vector<int>& s) {
    brute::Table removed;
    brute::forEachPath(
        6,
        [&](const Roll& roll) {
          int out = 0;
          for (int k : s) {
            int unsaved = 0;
            for (int d = 0; d < k * dice; ++d)
              if (roll() >= 4 && roll() < 5) ++unsaved;
            out += unsaved >= h ? 1 : 0;
          }
          return out;
        },
        [&](int c, double p) { removed.add(c, p); });
    return removed;
  };
  auto mean = [](const brute::Table& t) {
    double m = 0;
    for (const auto& [k, p] : t.p) m += k * p;
    return m;
  };
  double most = 0;
  std::vector<int> s(static_cast<std::size_t>(models), 0);
  std::function<void(int, int)> each = [&](int j, int left) {
    if (j == models - 1) {
      s[j] = left;
      most = std::max(most, mean(enumerate(s)));
      return;
    }
    for (int k = 0; k <= left; ++k) {
      s[j] = k;
      each(j + 1, left - k);
    }
  };
  each(0, shooters);
  INFO(shooters << " shooters of " << dice << " dice at " << models << " models, " << h
                << " to destroy");
  CHECK(r.at("meanCasualties").get<double>() == Approx(most).margin(1e-12));
  requireCounts(r.at("casualties"), enumerate(split));
  // Pooled (the default), the same hits remove at least as many on average.
  json pooled = request;
  pooled.erase("readings");
  CHECK(answer(pooled).at("meanCasualties").get<double>() >= most - 1e-12);
  CHECK_FALSE(answer(pooled).contains("split"));
}

TEST_CASE("readings: Epic per model, from the units named, and its refusals", "[readings]") {
  const json named = {
      {"system", "epic"},
      {"attacker", {{"ruleset", "epic-v1"}, {"unit", "marine-tactique"}, {"count", 5}}},
      {"target", {{"ruleset", "epic-v1"}, {"unit", "boy-ork"}, {"count", 2}}},
      {"readings", {{"targeting", "perModel"}}}};
  loadAllRulesets();
  CHECK(answer(named).at("split") == json{3, 2});
  CHECK(
      calcError(
          R"({"system":"epic","attack":{"kind":"shoot","shots":5,"toHit":4,"dicePerModel":2},"target":{"save":5,"models":2}})") ==
      "attack.dicePerModel: must divide attack.shots (5): each model fires the same dice");
  CHECK(
      calcError(
          R"({"system":"epic","attack":{"kind":"assault","fa":1},"target":{"fa":0},"readings":{"targeting":"each"}})") ==
      R"(readings.targeting: must be one of "pooled", "perModel", not the string "each")");
}

TEST_CASE("readings: KOLAPS's adversary \"de rang supérieur\", read both ways", "[readings]") {
  loadAllRulesets();
  // A rank 3 character takes out a rank 2 (more elite) and a rank 4 (less).
  const json sheet = kolaps_sheet_test::solmeyer(3);
  auto xp = [&](int versus, const char* reading) {
    json action = {{"type", "xp"}, {"versus", versus}};
    if (reading) action["readings"] = {{"rankAbove", reading}};
    const json r = auspex::systems::findModel("kolapsSheet")
                       ->answer({{"op", "apply"}, {"sheet", sheet}, {"action", action}});
    return std::pair{r.at("sheet").at("xp").get<int>(),
                     r.at("log").at(0).at("fr").get<std::string>()};
  };
  CHECK(xp(2, nullptr).first == 5);  // elite (default): the more elite is "supérieur"
  CHECK(xp(4, nullptr).first == 25);
  CHECK(xp(3, nullptr).first == 25);  // equal: "inférieur ou égal"
  CHECK(xp(2, "number").first == 25);
  CHECK(xp(4, "number").first == 5);
  CHECK(xp(3, "number").first == 25);
  CHECK(xp(4, "number")
            .second.find("(lecture « Un adversaire « de rang supérieur » (XP, 12-3) : un "
                         "numéro de rang plus grand") != std::string::npos);
  CHECK(test_support::modelErrorText(auspex::systems::modelText(
            "kolapsSheet", json{{"op", "apply"},
                                {"sheet", sheet},
                                {"action", {{"type", "xp"}, {"versus", 2}, {"event", "blessure"}}}}
                               .dump())) ==
        "action.event: is not given with versus: the rank names the event");
}

TEST_CASE("readings: a list carries its table's readings, in its file and its share code",
          "[readings][lists]") {
  loadAllRulesets();
  json list = {{"format", "auspex-list"},
               {"version", 1},
               {"ruleset", "at44"},
               {"name", "Alpha"},
               {"faction", "una"},
               {"readings", {{"medic", "point"}}},
               {"units", {{{"unit", "steel-troopers"}}}}};
  const auto encoded = auspex::lists::encodeText(list.dump());
  REQUIRE(encoded.ok);
  const std::string code = json::parse(encoded.json).at("code");
  const auto decoded = auspex::lists::decodeText(code);
  REQUIRE(decoded.ok);
  CHECK(json::parse(decoded.json).at("readings") == json{{"medic", "point"}});
  // Without readings, the code is the same as before readings were carried.
  json plain = list;
  plain.erase("readings");
  const std::string plainCode =
      json::parse(auspex::lists::encodeText(plain.dump()).json).at("code");
  CHECK(plainCode.size() < code.size());
  CHECK_FALSE(json::parse(auspex::lists::decodeText(plainCode).json).contains("readings"));
  // A reading not its system's, or a value not the reading's: refused, naming it.
  list["readings"] = {{"targeting", "perModel"}};
  CHECK(test_support::errorText(auspex::lists::checkText(list.dump())) ==
        "readings.targeting: unknown field (expected one of: medic, autoRepair)");
  list["readings"] = {{"medic", "twice"}};
  CHECK(
      test_support::errorText(auspex::lists::checkText(list.dump())) ==
      R"(readings.medic: must be one of "afterCap", "beforeCap", "point", not the string "twice")");
}
