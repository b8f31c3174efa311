// KOLAPS (seed 003): the rolls beside the attacks, each request's answer
// against every throw enumerated: a move through dangerous and mortal terrain
// (Loi 10-12 .. 10-14), conscience (4-9) and death (4-10) rolls, ramasser une
// arme (9-22), réparer l'arme (9-15), Crosse (11-12) and Ignifugé (11-30);
// then the errors, path and message.
#include <algorithm>
#include <map>

#include <cmath>
#include <tuple>

#include "brute.hpp"
#include "calc/calc.hpp"
#include "rulesets/ruleset.hpp"
#include "test_support.hpp"

using namespace auspex;
using nlohmann::json;

namespace {

json ask(const json& request) {
  return calc::answer(request);
}

std::string errorOf(const std::string& text) {
  return test_support::modelErrorText(calc::calc(text));
}

const char* levels[] = {"sonne", "legerement_blesse", "blesse", "etat_critique", "hors_combat"};

// Loi 10-12 / 10-13 as written: the wound of a failed risk roll of result R.
int terrainWound(bool mortel, int r) {
  if (mortel && r <= -15) return 4;
  if (mortel && r <= -11) return 3;
  if (r <= -7) return 2;
  if (r <= -4) return 1;
  return 0;
}

int sum(const std::vector<int>& d, int from, int to) {
  int s = 0;
  for (int i = from; i < to; ++i) s += d[i];
  return s;
}

// One zone, every throw: the obstacle roll (3D6 - obstacle D6) first when
// there is one, then the risk roll (3D6 - 1 or 2 D6), then the protection's
// D6 against a wound worse than sonné. Keys: 0 crossed, 1 stopped by the
// obstacle, 10 + level wounded (after the protection), 20 absorbed (also
// counted in 10).
std::map<int, double> oneZone(bool mortel, int obstacleDice, int protectionClass) {
  std::map<int, double> t;
  const int riskDice = mortel ? 2 : 1;
  const auto risk = [&](double w0) {
    brute::forEachThrow(3 + riskDice, 6, [&](const std::vector<int>& d, double p) {
      const int result = sum(d, 0, 3) - sum(d, 3, 3 + riskDice);
      if (result >= 6) {
        t[0] += w0 * p;
        return;
      }
      const int level = terrainWound(mortel, result - 6);
      if (level == 0 || protectionClass == 0) {
        t[10 + level] += w0 * p;
        return;
      }
      for (int die = 1; die <= 6; ++die) {
        const bool stops = die >= protectionClass;  // 11-23
        t[10 + (stops ? 0 : level)] += w0 * p / 6;
        if (stops) t[20] += w0 * p / 6;
      }
    });
  };
  if (obstacleDice == 0) {
    risk(1.0);
    return t;
  }
  brute::forEachThrow(3 + obstacleDice, 6, [&](const std::vector<int>& d, double p) {
    if (sum(d, 0, 3) - sum(d, 3, 3 + obstacleDice) < 6)
      t[1] += p;  // 10-14: the risk roll only after a successful obstacle roll
    else
      risk(p);
  });
  return t;
}

void requireZone(const json& out, std::map<int, double> t) {
  CHECK(out.at("zoneCrossed").get<double>() == Approx(t[0]).margin(1e-12));
  CHECK(out.at("success").get<double>() == Approx(t[0]).margin(1e-12));
  CHECK(out.at("obstacleFailure").get<double>() == Approx(t[1]).margin(1e-12));
  double failure = 0.0;
  for (int l = 0; l < 5; ++l) {
    INFO(levels[l]);
    CHECK(out.at("outcomes").at(levels[l]).get<double>() == Approx(t[10 + l]).margin(1e-12));
    failure += t[10 + l];
  }
  CHECK(out.at("failure").get<double>() == Approx(failure).margin(1e-12));
  CHECK(out.at("stoppedAt").at(0).get<double>() == Approx(failure + t[1]).margin(1e-12));
  if (out.contains("absorbed"))
    CHECK(out.at("absorbed").get<double>() == Approx(t[20]).margin(1e-12));
}

}  // namespace

TEST_CASE("terrain, one zone: every throw of the obstacle, risk and protection dice",
          "[kolaps][brute]") {
  const bool mortel = GENERATE(false, true);
  const auto [obstacle, dice] =
      GENERATE(std::pair<const char*, int>{"aucun", 0}, std::pair<const char*, int>{"leger", 0},
               std::pair<const char*, int>{"lourd", 1}, std::pair<const char*, int>{"total", 2});
  const int protection = GENERATE(0, 1, 4, 6);  // 0: no protection
  json request = {{"system", "kolaps"},
                  {"kind", "terrain"},
                  {"terrain", mortel ? "mortel" : "dangereux"},
                  {"obstacle", obstacle}};
  if (protection) request["protection"] = {{"class", protection}};
  INFO(request.dump());
  const json out = ask(request);
  requireZone(out, oneZone(mortel, dice, protection));
  CHECK(out.at("obstacleDice") == dice);
  CHECK(out.at("obstacleFatigue") == (std::string(obstacle) == "total" ? 1 : 0));  // 10-10
  CHECK(out.at("riskDice") == (mortel ? 2 : 1));
  CHECK(out.at("auSolOnFailure") == mortel);  // 10-13: "chutera"
}

TEST_CASE("terrain, two zones: every throw of both zones' dice", "[kolaps][brute]") {
  const bool mortel = GENERATE(false, true);
  std::map<int, double> t;  // key: zone * 100 + (0 crossed, 10 + level)
  const int riskDice = mortel ? 2 : 1;
  brute::forEachPath(
      6,
      [&](const std::function<int()>& roll) {
        for (int zone = 0; zone < 2; ++zone) {
          int result = roll() + roll() + roll();
          for (int i = 0; i < riskDice; ++i) result -= roll();
          if (result < 6) return zone * 100 + 10 + terrainWound(mortel, result - 6);
        }
        return 200;
      },
      [&](int key, double p) { t[key] += p; });
  const json out = ask({{"system", "kolaps"},
                        {"kind", "terrain"},
                        {"terrain", mortel ? "mortel" : "dangereux"},
                        {"zones", 2}});
  CHECK(out.at("success").get<double>() == Approx(t[200]).margin(1e-12));
  for (int zone = 0; zone < 2; ++zone) {
    double stopped = 0.0;
    for (int l = 0; l < 5; ++l) stopped += t[zone * 100 + 10 + l];
    CHECK(out.at("stoppedAt").at(zone).get<double>() == Approx(stopped).margin(1e-12));
  }
  for (int l = 0; l < 5; ++l)
    CHECK(out.at("outcomes").at(levels[l]).get<double>() ==
          Approx(t[10 + l] + t[110 + l]).margin(1e-12));
}

TEST_CASE("terrain, three zones: the zones' outcomes in sequence", "[kolaps][brute]") {
  // Each zone's outcome enumerated from its dice (oneZone), then every
  // sequence of three zones, stopping at the first failed roll.
  const bool mortel = GENERATE(false, true);
  const int obstacle = GENERATE(0, 1);
  const auto zone = oneZone(mortel, obstacle, 3);
  std::map<int, double> t;
  const std::function<void(int, double)> walk = [&](int i, double p) {
    if (i == 3) {
      t[0] += p;
      return;
    }
    for (const auto& [key, q] : zone) {
      if (key == 20) continue;
      if (key == 0)
        walk(i + 1, p * q);
      else
        t[key] += p * q, t[100 + i] += p * q;
    }
  };
  walk(0, 1.0);
  const json out = ask({{"system", "kolaps"},
                        {"kind", "terrain"},
                        {"terrain", mortel ? "mortel" : "dangereux"},
                        {"zones", 3},
                        {"obstacle", obstacle ? "lourd" : "aucun"},
                        {"protection", {{"class", 3}}}});
  CHECK(out.at("success").get<double>() == Approx(t[0]).margin(1e-12));
  CHECK(out.at("obstacleFailure").get<double>() == Approx(t[1]).margin(1e-12));
  for (int l = 0; l < 5; ++l)
    CHECK(out.at("outcomes").at(levels[l]).get<double>() == Approx(t[10 + l]).margin(1e-12));
  for (int i = 0; i < 3; ++i)
    CHECK(out.at("stoppedAt").at(i).get<double>() == Approx(t[100 + i]).margin(1e-12));
}

TEST_CASE("terrain mortel: hors combat needs a triple 1 against a double 6", "[kolaps]") {
  const json out = ask({{"system", "kolaps"}, {"kind", "terrain"}, {"terrain", "mortel"}});
  CHECK(out.at("outcomes").at("hors_combat").get<double>() == Approx(1.0 / 216 / 36));
  const json d = ask({{"system", "kolaps"}, {"kind", "terrain"}, {"terrain", "dangereux"}});
  CHECK(d.at("outcomes").at("etat_critique") == 0.0);  // 10-12 stops at blessé
  CHECK(d.at("failureBands").size() == 3);
}

TEST_CASE("conscience and death rolls: every throw", "[kolaps][brute]") {
  const int rank = GENERATE(1, 2, 3, 4, 5);
  const int rolls = GENERATE(1, 2, 3);
  // Loi 4-9: rank 5 5+ … rank 2 2+, rank 1 automatic; 4-10: 6+, 5+ (4, 3), 4+ (2, 1).
  const int conscience = rank == 1 ? 1 : rank;
  const int death = rank == 5 ? 6 : rank >= 3 ? 5 : 4;
  double all = 0.0;
  brute::forEachThrow(rolls, 6, [&](const std::vector<int>& d, double p) {
    if (std::all_of(d.begin(), d.end(), [&](int x) { return x >= conscience; })) all += p;
  });
  const json c =
      ask({{"system", "kolaps"}, {"kind", "conscience"}, {"rank", rank}, {"rolls", rolls}});
  CHECK(c.at("success").get<double>() == Approx(all).margin(1e-12));
  CHECK(c.at("failure").get<double>() == Approx(1.0 - all).margin(1e-12));
  CHECK(c.at("threshold") == (rank == 1 ? "auto" : std::to_string(rank) + "+"));
  double lives = 0.0;
  brute::forEachThrow(1, 6, [&](const std::vector<int>& d, double p) {
    if (d[0] >= death) lives += p;
  });
  const json m = ask({{"system", "kolaps"}, {"kind", "death"}, {"rank", rank}});
  CHECK(m.at("survives").get<double>() == Approx(lives).margin(1e-12));
  CHECK(m.at("eliminated").get<double>() == Approx(1.0 - lives).margin(1e-12));
  CHECK(m.at("threshold") == std::to_string(death) + "+");
}

TEST_CASE("conscience: what a failure does, by its cause", "[kolaps]") {
  const auto effect = [](const char* cause) {
    return ask({{"system", "kolaps"}, {"kind", "conscience"}, {"rank", 3}, {"cause", cause}})
        .at("onFailure")
        .at("effect");
  };
  CHECK(effect("etat_critique") == "hors_combat");  // 6-16, 6-17
  CHECK(effect("fatigue") == "inconscient");        // 5-8
  CHECK(effect("sonne") == "reste_sonne");          // 6-5
  CHECK(effect("specialisation") == "selon_la_specialisation");
  CHECK_FALSE(
      ask({{"system", "kolaps"}, {"kind", "conscience"}, {"rank", 3}}).contains("onFailure"));
}

TEST_CASE("ramasser une arme and réparer l'arme: every throw", "[kolaps][brute]") {
  const int dice = GENERATE(0, 1, 2, 3, 4);
  double success = 0.0;
  brute::forEachThrow(3 + dice, 6, [&](const std::vector<int>& d, double p) {
    if (sum(d, 0, 3) - sum(d, 3, 3 + dice) >= 6) success += p;  // 8-9, 8-10; no double-1 table
  });
  const json pick = ask({{"system", "kolaps"}, {"kind", "pickUp"}, {"adversaries", dice}});
  // 9-22: "aucun jet de dé" without an adversary in the zone.
  CHECK(pick.at("roll") == (dice > 0));
  CHECK(pick.at("success").get<double>() == Approx(dice > 0 ? success : 1.0).margin(1e-12));
  CHECK(pick.at("failureCombativite") == (dice > 0 ? 2 : 0));
  CHECK(pick.at("cost") == 2);
  const json fix = ask({{"system", "kolaps"}, {"kind", "repair"}, {"technologie", dice}});
  CHECK(fix.at("roll") == true);
  CHECK(fix.at("success").get<double>() == Approx(success).margin(1e-12));
  CHECK(fix.at("failure").get<double>() == Approx(1.0 - success).margin(1e-12));
  CHECK(fix.at("oppositionDice") == dice);
}

TEST_CASE("Crosse: a blow with the stock, every throw", "[kolaps][brute]") {
  const char* action = GENERATE("frapper", "charger");
  const int opposition = GENERATE(0, 1, 2);
  const int protection = GENERATE(0, 4);
  double mishap = 0.0, wounds[5] = {};
  brute::forEachThrow(3 + opposition, 6, [&](const std::vector<int>& d, double p) {
    if ((d[0] == 1) + (d[1] == 1) + (d[2] == 1) >= 2) {
      mishap += p;  // 9-18
      return;
    }
    const int r = sum(d, 0, 3) - sum(d, 3, 3 + opposition) - 6;
    if (r < 0) return;
    // 9-19: R+0 sonné, R+1 légèrement blessé, R+3 blessé (R+5, R+7: capped by 11-12).
    const int level = r >= 3 ? 2 : r >= 1 ? 1 : 0;
    if (level == 0 || protection == 0) {
      wounds[level] += p;
      return;
    }
    for (int die = 1; die <= 6; ++die) wounds[die >= protection ? 0 : level] += p / 6;
  });
  json request = {{"system", "kolaps"},
                  {"action", action},
                  {"opposition", opposition},
                  {"weapon", {{"crosse", true}}}};
  if (protection) request["protection"] = {{"class", protection}};
  INFO(request.dump());
  const json out = ask(request);
  CHECK(out.at("mishap").get<double>() == Approx(mishap).margin(1e-12));
  for (int l = 0; l < 5; ++l) {
    INFO(levels[l]);
    CHECK(out.at("outcomes").at(levels[l]).get<double>() == Approx(wounds[l]).margin(1e-12));
  }
}

TEST_CASE("Ignifugé: a fire attack only stuns, every throw", "[kolaps][brute]") {
  const char* action = GENERATE("tir", "tir_au_juge", "bout_portant", "frapper");
  const int opposition = GENERATE(0, 1);
  double success = 0.0;
  brute::forEachThrow(3 + opposition, 6, [&](const std::vector<int>& d, double p) {
    if ((d[0] == 1) + (d[1] == 1) + (d[2] == 1) >= 2) return;
    if (sum(d, 0, 3) - sum(d, 3, 3 + opposition) >= 6) success += p;
  });
  const json out = ask({{"system", "kolaps"},
                        {"action", action},
                        {"opposition", opposition},
                        {"weapon", {{"feu", true}}},
                        {"protection", {{"class", 5}, {"ignifuge", true}}}});
  CHECK(out.at("outcomes").at("sonne").get<double>() == Approx(success).margin(1e-12));
  for (int l = 1; l < 5; ++l) CHECK(out.at("outcomes").at(levels[l]) == 0.0);
  CHECK(out.at("ignifugeBlocks") == true);
  CHECK(out.at("absorbs") == 0.0);
  CHECK(out.at("impactPoints") == json::array({1.0}));  // blocked, not absorbed: no impact
  // Not a fire attack, or not ignifugé: the protection as before.
  const json plain = ask({{"system", "kolaps"},
                          {"action", action},
                          {"opposition", opposition},
                          {"protection", {{"class", 5}, {"ignifuge", true}}}});
  const json base = ask({{"system", "kolaps"},
                         {"action", action},
                         {"opposition", opposition},
                         {"weapon", {{"feu", true}}},
                         {"protection", {{"class", 5}}}});
  CHECK(plain == base);
  CHECK_FALSE(plain.contains("ignifugeBlocks"));
}

TEST_CASE("the rolls naming the ruleset answer as without it", "[kolaps][rulesets]") {
  rulesets::clear();
  rulesets::add(test_support::rulesetFile("kolaps-v2.json"));
  const json requests[] = {
      {{"system", "kolaps"}, {"kind", "terrain"}, {"terrain", "mortel"}, {"obstacle", "total"}},
      {{"system", "kolaps"}, {"kind", "terrain"}, {"terrain", "dangereux"}, {"zones", 2}},
      {{"system", "kolaps"}, {"kind", "conscience"}, {"rank", 4}},
      {{"system", "kolaps"}, {"kind", "conscience"}, {"rank", 1}},
      {{"system", "kolaps"}, {"kind", "death"}, {"rank", 3}},
      {{"system", "kolaps"}, {"kind", "death"}, {"rank", 5}},
      {{"system", "kolaps"}, {"kind", "pickUp"}, {"adversaries", 2}},
      {{"system", "kolaps"}, {"kind", "repair"}, {"technologie", 1}}};
  for (json request : requests) {
    INFO(request.dump());
    const json plain = ask(request);
    request["ruleset"] = "kolaps-v2";
    CHECK(ask(request) == plain);
  }
  rulesets::clear();
}

TEST_CASE("the rolls' errors name their field", "[kolaps][errors]") {
  CHECK(
      errorOf(R"({"system":"kolaps","kind":"fall"})") ==
      R"(kind: must be one of "action", "combativite", "terrain", "conscience", "death", "pickUp", "repair", "activationPlan", not the string "fall")");
  CHECK(errorOf(R"({"system":"kolaps","kind":"terrain"})") == "terrain: is required");
  CHECK(errorOf(R"({"system":"kolaps","kind":"terrain","terrain":"glissant"})") ==
        R"(terrain: must be one of "dangereux", "mortel", "aucun", not the string "glissant")");
  CHECK(errorOf(R"({"system":"kolaps","kind":"terrain","terrain":"mortel","zones":4})") ==
        "zones: must be a whole number from 1 to 3, not 4");
  CHECK(errorOf(R"({"system":"kolaps","kind":"terrain","terrain":"mortel","obstacle":"haie"})") ==
        R"(obstacle: must be one of "aucun", "leger", "lourd", "total", not the string "haie")");
  CHECK(errorOf(R"({"system":"kolaps","kind":"terrain","terrain":"mortel","opposition":1})") ==
        "opposition: unknown field (expected one of: system, kind, terrain, zones, obstacle, "
        "protection, ruleset)");
  CHECK(
      errorOf(
          R"({"system":"kolaps","kind":"terrain","terrain":"mortel","protection":{"class":3,"solide":true}})") ==
      "protection.solide: unknown field (expected one of: class)");
  CHECK(errorOf(R"({"system":"kolaps","kind":"conscience","rank":6})") ==
        "rank: must be a whole number from 1 to 5, not 6");
  CHECK(errorOf(R"({"system":"kolaps","kind":"conscience","rank":3,"rolls":0})") ==
        "rolls: must be a whole number from 1 to 10, not 0");
  CHECK(
      errorOf(R"({"system":"kolaps","kind":"conscience","rank":3,"cause":"peur"})") ==
      R"(cause: must be one of "etat_critique", "fatigue", "sonne", "specialisation", not the string "peur")");
  CHECK(errorOf(R"({"system":"kolaps","kind":"death"})") == "rank: is required");
  CHECK(errorOf(R"({"system":"kolaps","kind":"death","rank":3,"rolls":2})") ==
        "rolls: unknown field (expected one of: system, kind, rank, ruleset)");
  CHECK(errorOf(R"({"system":"kolaps","kind":"pickUp"})") == "adversaries: is required");
  CHECK(errorOf(R"({"system":"kolaps","kind":"repair","technologie":-1})") ==
        "technologie: must be a whole number from 0 to 200, not -1");
  CHECK(errorOf(R"({"system":"kolaps","kind":"death","rank":3,"ruleset":"nope"})") ==
        R"(ruleset: names no loaded ruleset: "nope")");
  CHECK(errorOf(R"({"system":"kolaps","action":"tir","opposition":0,"weapon":{"crosse":true}})") ==
        "weapon.crosse: makes the weapon a melee weapon (Loi 11-12): it acts on frapper and "
        "charger, not on tir");
  CHECK(errorOf(R"({"system":"kolaps","action":"tir","opposition":0,"weapon":{"flamme":true}})") ==
        "weapon.flamme: unknown field (expected one of: tranchant, pompe, contondant, percant, "
        "penetrant, lourde, crosse, feu)");
}

TEST_CASE("terrain \"aucun\": an obstacle crossed with no risk (10-9, 10-10), every throw",
          "[kolaps][brute]") {
  rulesets::add(test_support::rulesetFile("kolaps-v2.json"));
  const auto [obstacle, dice, fatigue, law] =
      GENERATE(std::tuple{"lourd", 1, 0, "10-9"}, std::tuple{"total", 2, 1, "10-10"});
  const int zones = GENERATE(1, 2);
  // 3D6 − the obstacle's D6, 6 or more crosses the zone; the move stops at the first failure.
  double cross = 0.0;
  brute::forEachThrow(3 + dice, 6, [&](const std::vector<int>& d, double p) {
    if (sum(d, 0, 3) - sum(d, 3, 3 + dice) >= 6) cross += p;
  });
  const json out = ask({{"system", "kolaps"},
                        {"kind", "terrain"},
                        {"terrain", "aucun"},
                        {"obstacle", obstacle},
                        {"zones", zones},
                        {"ruleset", "kolaps-v2"}});
  CHECK(out.at("law") == law);
  CHECK(out.at("obstacleDice") == dice);
  CHECK(out.at("obstacleFatigue") == fatigue);
  CHECK(out.at("riskDice") == 0);
  CHECK(out.at("zoneCrossed").get<double>() == Approx(cross).margin(1e-12));
  CHECK(out.at("success").get<double>() == Approx(std::pow(cross, zones)).margin(1e-12));
  CHECK(out.at("failure").get<double>() == 0.0);
  CHECK(out.at("stoppedAt").at(zones - 1).get<double>() ==
        Approx(std::pow(cross, zones - 1) * (1 - cross)).margin(1e-12));
  CHECK(errorOf(R"({"system":"kolaps","kind":"terrain","terrain":"aucun"})") ==
        "obstacle: is required with terrain \"aucun\": the obstacle crossed");
  CHECK(
      errorOf(
          R"({"system":"kolaps","kind":"terrain","terrain":"aucun","obstacle":"lourd","protection":{"class":4}})") ==
      "protection: protects against a risk's wounds: \"aucun\" has none");
}
