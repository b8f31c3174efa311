// The calculator's requests for the rolls a titan sheet makes besides its
// attacks (docs/calc/titanicus.md, "Rolls"), each against every throw of its
// dice enumerated (brute.hpp), and their errors.
#include <catch2/catch.hpp>
#include <functional>
#include <map>

#include "brute.hpp"
#include "calc/calc.hpp"
#include "load_rulesets.hpp"
#include "titanicus/calc.hpp"
#include "titanicus/sheet.hpp"

using nlohmann::json;

namespace {

json answer(const json& request) {
  loadAllRulesets();
  const auto reply = auspex::calc::calc(request.dump());
  INFO(reply.json);
  REQUIRE(reply.ok);
  return json::parse(reply.json);
}

std::string errorOf(const json& request) {
  loadAllRulesets();
  const auto reply = auspex::calc::calc(request.dump());
  REQUIRE_FALSE(reply.ok);
  const auto e = json::parse(reply.json).at("error");
  return e.at("path").get<std::string>() + ": " + e.at("message").get<std::string>();
}

// The chance of each outcome id of a reply's `outcomes`.
std::map<std::string, double> outcomes(const json& reply) {
  std::map<std::string, double> out;
  for (const auto& o : reply.at("outcomes")) out[o.at("id").get<std::string>()] = o.at("p");
  return out;
}

json roll(const char* kind, json fields) {
  fields["system"] = "titanicus";
  fields["edition"] = "v2";
  fields["kind"] = kind;
  return fields;
}

}  // namespace

TEST_CASE("titanicus rolls: shield repair, 1D6 per shield down at 4+ (or the faction's)",
          "[titanicus-rolls]") {
  for (const int on : {4, 5}) {
    const json r = answer(roll("shieldRepair", {{"shieldsDown", 3}, {"repairOn", on}}));
    const std::vector<double> want = brute::successCounts(3, 6, on);
    REQUIRE(r.at("repaired").size() == want.size());
    for (std::size_t k = 0; k < want.size(); ++k) {
      CHECK(r.at("repaired").at(k).get<double>() == Approx(want[k]).margin(1e-12));
      CHECK(outcomes(r).at(std::to_string(k)) == Approx(want[k]).margin(1e-12));
    }
  }
  const json r = answer(roll("shieldRepair", {{"shieldsDown", 2}}));
  CHECK(r.at("chancePerDie") == 0.5);  // the seed's 4+
  CHECK(r.at("outcomes").at(1).at("name") ==
        json{{"fr", "1 bouclier relevé"}, {"en", "1 shield back up"}});
  CHECK(errorOf(roll("shieldRepair", {})) == "shieldsDown: is required");
  CHECK(errorOf(roll("shieldRepair", {{"shieldsDown", 0}})) ==
        "shieldsDown: must be a whole number from 1 to 20, not 0");
}

TEST_CASE("titanicus rolls: the VSG overload burns out on a 1 (or less than the faction's)",
          "[titanicus-rolls]") {
  for (const int burnOut : {1, 2}) {
    double burns = 0;
    brute::forEachThrow(
        1, 6, [&](const std::vector<int>& d, double p) { burns += d[0] <= burnOut ? p : 0; });
    const json r = answer(roll("vsgOverload", {{"burnOutOn", burnOut}}));
    CHECK(r.at("burnsOut").get<double>() == Approx(burns).margin(1e-12));
    CHECK(outcomes(r).at("holds") == Approx(1 - burns).margin(1e-12));
  }
}

TEST_CASE("titanicus rolls: a damage table's dice, from its fromLost on, the last box rolling none",
          "[titanicus-rolls]") {
  // The v2 titan sheet table: [1-4] weapons, [5] VSG, [6] reactor, from the 2nd point lost.
  const auto effect = [](int d) { return d <= 4 ? "weapon" : d == 5 ? "vsg" : "reactor"; };
  struct Case {
    int before, points, rolls;
  };
  // 1 lost, 2 more: points 2 and 3 roll; 3 lost, 3 more (to 5 of 5): point 4 rolls, 5 destroys.
  for (const Case c : {Case{1, 2, 2}, Case{3, 3, 1}, Case{0, 1, 0}}) {
    const json r = answer(roll("damageTable", {{"ruleset", "titanicus-v2"},
                                               {"table", "titan-sheet"},
                                               {"structure", 5},
                                               {"lostBefore", c.before},
                                               {"points", c.points}}));
    CHECK(r.at("rolls") == c.rolls);
    std::map<std::string, std::vector<double>> count;
    for (const char* e : {"weapon", "vsg", "reactor"}) count[e].assign(c.rolls + 1, 0.0);
    brute::forEachThrow(c.rolls, 6, [&](const std::vector<int>& d, double p) {
      for (const char* e : {"weapon", "vsg", "reactor"}) {
        int k = 0;
        for (int x : d) k += std::string(effect(x)) == e ? 1 : 0;
        count[e][static_cast<std::size_t>(k)] += p;
      }
    });
    for (const auto& line : r.at("results")) {
      const auto& want = count.at(line.at("id").get<std::string>());
      REQUIRE(line.at("count").size() <= want.size());
      for (std::size_t k = 0; k < line.at("count").size(); ++k)
        CHECK(line.at("count").at(k).get<double>() == Approx(want[k]).margin(1e-12));
      CHECK(line.at("atLeastOne").get<double>() == Approx(1 - want[0]).margin(1e-12));
    }
  }
  CHECK(errorOf(roll("damageTable", {{"ruleset", "titanicus-v2"},
                                     {"table", "imperial-bas"},
                                     {"structure", 5},
                                     {"points", 1}})) ==
        "table: names no table of titanicus-v2 rolled on a D6: \"imperial-bas\"");
  CHECK(errorOf(roll("damageTable", {{"ruleset", "titanicus-v2"},
                                     {"table", "gargant-fire"},
                                     {"structure", 5},
                                     {"points", 1}})) ==
        "table: \"gargant-fire\" is rolled per fire, not per damage (kind \"fires\")");
  CHECK(errorOf(roll("damageTable",
                     {{"ruleset", "at44"}, {"table", "x"}, {"structure", 5}, {"points", 1}})) ==
        "ruleset: is a ruleset of system \"at44\", not titanicus");
  CHECK(errorOf(roll("damageTable", {{"ruleset", "titanicus-v2"},
                                     {"table", "titan-sheet"},
                                     {"structure", 5},
                                     {"lostBefore", 5},
                                     {"points", 1}})) ==
        "lostBefore: must be a whole number from 0 to 4, not 5");
}

TEST_CASE("titanicus rolls: a gargant's fires, a die each: 1 explodes, 2-3 one more, 6 one fewer",
          "[titanicus-rolls]") {
  for (const int n : {1, 3}) {
    double explodes = 0;
    std::vector<double> after(static_cast<std::size_t>(2 * n + 1), 0.0);
    brute::forEachThrow(n, 6, [&](const std::vector<int>& d, double p) {
      int fires = n;
      bool boom = false;
      for (int x : d) {
        boom = boom || x == 1;
        fires += x == 2 || x == 3 ? 1 : x == 6 ? -1 : 0;
      }
      if (boom)
        explodes += p;
      else
        after[static_cast<std::size_t>(std::max(0, fires))] += p;
    });
    const json r = answer(roll("fires", {{"ruleset", "titanicus-v2"}, {"fires", n}}));
    CHECK(r.at("explodes").get<double>() == Approx(explodes).margin(1e-12));
    double mean = 0;
    for (std::size_t k = 0; k < after.size(); ++k) {
      const double got =
          k < r.at("firesAfter").size() ? r.at("firesAfter").at(k).get<double>() : 0.0;
      CHECK(got == Approx(after[k]).margin(1e-12));
      mean += static_cast<double>(k) * after[k];
    }
    CHECK(r.at("meanFiresAfter").get<double>() == Approx(mean / (1 - explodes)).margin(1e-12));
  }
  json v1Fires = roll("fires", {{"ruleset", "titanicus-v1"}, {"fires", 1}});
  v1Fires["edition"] = "v1";
  CHECK(errorOf(v1Fires) == "ruleset: has no table for fires: titanicus-v1");
  // The edition given is the ruleset's: a v1 request is never answered from a v2 ruleset (issue
  // 32).
  json mixed = roll(
      "damageTable",
      {{"ruleset", "titanicus-v2"}, {"table", "titan-sheet"}, {"structure", 5}, {"points", 1}});
  mixed["edition"] = "v1";
  CHECK(errorOf(mixed) == "edition: is \"v1\" but ruleset \"titanicus-v2\" is of edition \"v2\"");
}

TEST_CASE("titanicus rolls: the Trident's pull, A's die + AP against B's", "[titanicus-rolls]") {
  for (const int ap : {1, 3}) {
    std::map<std::string, double> want;
    brute::forEachThrow(2, 6, [&](const std::vector<int>& d, double p) {
      const int a = d[0], b = d[1];
      // The seed: "Sur un 1 naturel A ou B tombe. Sur une égalité la chaîne casse. Si A obtient
      // plus que B, B tombe".
      std::string what = a == 1 && b == 1 ? "bothFall"
                         : a == 1         ? "holderFalls"
                         : b == 1         ? "targetFalls"
                         : a + ap == b    ? "chainBreaks"
                         : a + ap > b     ? "targetFalls"
                                          : "nothing";
      want[what] += p;
    });
    const json r = answer(roll("pull", {{"ap", ap}}));
    for (const auto& [id, p] : outcomes(r)) CHECK(p == Approx(want[id]).margin(1e-12));
    CHECK(r.at("targetFalls").get<double>() == Approx(want["targetFalls"]).margin(1e-12));
  }
  CHECK(errorOf(roll("pull", {{"ap", 1}, {"die", 3}})).rfind("die: unknown field", 0) == 0);
}

TEST_CASE("a titan sheet asking for dice names the calculator's request of their odds",
          "[titanicus-rolls]") {
  loadAllRulesets();
  using auspex::titanicus::sheetAnswer;
  const auto apply = [](const json& sheet, const json& action) {
    return sheetAnswer(json{{"op", "apply"}, {"sheet", sheet}, {"action", action}});
  };
  json s = sheetAnswer({{"op", "new"},
                        {"ruleset", "titanicus-v2"},
                        {"unit", "warlord"},
                        {"weapons", {"vulcan-mega-bolter", "plasma-cannon", "plasma-cannon"}}})
               .at("sheet");
  s = apply(s, {{"type", "activate"}, {"dice", {6, 6, 6, 6, 1, 1}}}).at("sheet");
  s = apply(s, {{"type", "shieldsDown"}, {"n", 3}}).at("sheet");
  const json repair = apply(s, {{"type", "special"}, {"what", "repairShields"}}).at("needs");
  CHECK(repair.at("calc") == json{{"kind", "shieldRepair"},
                                  {"shieldsDown", 3},
                                  {"repairOn", 4},
                                  {"system", "titanicus"},
                                  {"edition", "v2"}});
  // The 2nd and 3rd boxes of the upper location roll the titan sheet table.
  const json damage =
      apply(s, {{"type", "damage"}, {"location", "haut"}, {"points", 3}}).at("needs");
  CHECK(damage.at("dice") == 2);
  const json odds = answer(damage.at("calc"));
  CHECK(odds.at("rolls") == 2);
  double sum = 0;
  const json chances = answer(repair.at("calc"));
  for (const auto& o : chances.at("outcomes")) sum += o.at("p").get<double>();
  CHECK(sum == Approx(1.0).margin(1e-12));
}

TEST_CASE("the first load's calculator module leaves the rolls to the whole core",
          "[titanicus-rolls]") {
  const json request = roll("pull", {{"ap", 1}});
  try {
    auspex::calc::answerTitanicus(request);
    FAIL("the calculator module answered a roll");
  } catch (const auspex::requests::RequestError& e) {
    CHECK(e.path == "kind");
    CHECK(std::string(e.what()) ==
          "is answered by the whole core (auspex.wasm), not by the calculator module of the first "
          "load");
  }
  CHECK(auspex::calc::answer(request).contains("targetFalls"));
}

TEST_CASE("titanicus: the Trident hooked, a to-hit die of 4+ or damage done, every die",
          "[titanicus-rolls][brute]") {
  const int modifier = GENERATE(0, 2);
  const int dice = GENERATE(1, 2);
  // Every path: each to-hit die, then a damage die for each hit (v1: 1D6 + F vs armour).
  double hooked = 0.0;
  brute::forEachPath(
      6,
      [&](const std::function<int()>& roll) {
        bool hook = false;
        int damage = 0;
        for (int i = 0; i < dice; ++i) {
          const int face = roll();
          hook = hook || face >= 4;
          if (face == 6 || (face != 1 && face + modifier >= 4)) {
            const int total = roll() + 7;
            damage += total >= 10 ? std::max(1, total - 10) : 0;
          }
        }
        return hook || damage > 0;
      },
      [&](bool h, double p) { hooked += h ? p : 0.0; });
  const json r = answer({{"system", "titanicus"},
                         {"edition", "v1"},
                         {"attack",
                          {{"dice", dice},
                           {"toHit", 4},
                           {"modifier", modifier},
                           {"strength", 7},
                           {"ignoresShields", true},
                           {"hooks", true}}},
                         {"target", {{"armour", 10}, {"structure", 3}, {"shields", 2}}}});
  INFO(dice << " dice, modifier " << modifier);
  CHECK(r.at("hooked").get<double>() == Approx(hooked).margin(1e-12));
  // Named: the Trident's chain says so itself; other weapons answer no "hooked".
  loadAllRulesets();
  const json named = answer(
      {{"system", "titanicus"},
       {"edition", "v1"},
       {"attacker", {{"ruleset", "titanicus-v1"}, {"unit", "warlord-12"}, {"weapon", "trident"}}},
       {"target", {{"ruleset", "titanicus-v1"}, {"unit", "warlord-12"}, {"location", "haut"}}}});
  CHECK(named.at("hooked").get<double>() ==
        Approx(0.5).margin(1e-12));  // 4+ to hit: only a 4+ hits
  CHECK_FALSE(
      answer(
          {{"system", "titanicus"},
           {"edition", "v1"},
           {"attacker",
            {{"ruleset", "titanicus-v1"}, {"unit", "warlord-12"}, {"weapon", "powerfist"}}},
           {"target", {{"ruleset", "titanicus-v1"}, {"unit", "warlord-12"}, {"location", "haut"}}}})
          .contains("hooked"));
}
