// Army lists (docs/lists.md): the list file, totals and problems, the share
// code's bytes, its refusals, and round trips through encode and decode.
#include <random>

#include "lists/list.hpp"
#include "lists/share.hpp"
#include "lists/text.hpp"
#include "lists/text_api.hpp"
#include "load_rulesets.hpp"
#include "test_support.hpp"

using auspex::lists::base64url;
using auspex::lists::fromBase64url;
using json = nlohmann::ordered_json;

namespace {

json titan(const char* unit, std::initializer_list<const char*> weapons,
           const char* name = nullptr) {
  json e = {{"unit", unit}, {"weapons", json::array()}};
  for (const char* w : weapons) e["weapons"].push_back(w);
  if (name) e["name"] = name;
  return e;
}

json fiveTitans() {
  return {{"format", "auspex-list"},
          {"version", 1},
          {"ruleset", "titanicus-v1"},
          {"faction", "imperial"},
          {"limit", 40},
          {"units",
           {titan("warlord-12", {"volcano-cannon", "plasma-cannon", "multilaser", "multilaser"}),
            titan("warlord-10", {"quake-cannon", "gatling-blaster", "missile-launcher"}),
            titan("reaver", {"volcano-cannon", "gatling-blaster", "powerfist"}),
            titan("warhound", {"plasma-cannon", "multilaser"}),
            titan("warhound", {"gatling-blaster", "chainfist"})}}};
}

std::string listError(const json& list) {
  return test_support::errorText(auspex::lists::checkText(list.dump()));
}

std::string decodeError(const std::string& code) {
  return test_support::errorText(auspex::lists::decodeText(code));
}

// A code from raw bytes, with its checksum appended.
std::string codeOf(std::vector<std::uint8_t> bytes) {
  const std::uint32_t sum = auspex::lists::crc32(bytes.data(), bytes.size());
  for (int k = 0; k < 4; ++k) bytes.push_back(static_cast<std::uint8_t>(sum >> (8 * k)));
  return base64url(bytes);
}

struct Loaded {
  Loaded() {
    auspex::rulesets::clear();
    loadAllRulesets();
  }
};

}  // namespace

TEST_CASE("base64url and CRC-32 give the standard's values", "[lists]") {
  const auto bytes = [](const std::string& s) {
    return std::vector<std::uint8_t>(s.begin(), s.end());
  };
  // RFC 4648 section 10, without padding; CRC-32 check value of "123456789".
  CHECK(base64url(bytes("")) == "");
  CHECK(base64url(bytes("f")) == "Zg");
  CHECK(base64url(bytes("fo")) == "Zm8");
  CHECK(base64url(bytes("foo")) == "Zm9v");
  CHECK(base64url(bytes("foob")) == "Zm9vYg");
  CHECK(base64url(bytes("fooba")) == "Zm9vYmE");
  CHECK(base64url(bytes("foobar")) == "Zm9vYmFy");
  CHECK(base64url({0xFB, 0xFF}) == "-_8");
  CHECK(fromBase64url("Zm9vYmE") == bytes("fooba"));
  CHECK(fromBase64url("-_8") == std::vector<std::uint8_t>{0xFB, 0xFF});
  CHECK(auspex::lists::crc32(bytes("123456789").data(), 9) == 0xCBF43926u);
  std::mt19937 rng(7);
  for (int n = 0; n < 40; ++n) {
    std::vector<std::uint8_t> b(static_cast<std::size_t>(n));
    for (auto& x : b) x = static_cast<std::uint8_t>(rng());
    CHECK(fromBase64url(base64url(b)) == b);
  }
}

TEST_CASE("a list's totals, lines and problems", "[lists]") {
  Loaded loaded;
  const json out = json::parse(auspex::lists::checkText(fiveTitans().dump()).json);
  CHECK(out["totals"] == json{{"units", 5},
                              {"models", 5},
                              {"cost", 37},
                              {"costUnit", "points"},
                              {"unpriced", 0},
                              {"limit", 40}});
  CHECK(out["lines"] ==
        json::parse(R"([{"cost":12},{"cost":10},{"cost":7},{"cost":4},{"cost":4}])"));
  CHECK(out["problems"] == json::array());
  // Defaults written out.
  CHECK(out["list"]["name"] == "");
  CHECK(
      out["list"]["units"][0] ==
      json::parse(
          R"({"unit":"warlord-12","name":"","count":1,"weapons":["volcano-cannon","plasma-cannon","multilaser","multilaser"],"options":{}})"));

  json list = fiveTitans();
  list["limit"] = 30;
  list["units"][3]["weapons"].push_back("trident");  // a Warhound has 2 slots
  list["units"][4]["options"] = {{"points", 6}};
  list["units"][4]["name"] = "Canis Rex";
  const json bad = json::parse(auspex::lists::checkText(list.dump()).json);
  CHECK(bad["totals"]["cost"] == 39);
  CHECK(bad["problems"] == json::parse(R"([
    {"path":"limit","code":"overLimit","message":{"fr":"39 points pour une limite de 30.","en":"39 points for a limit of 30."}},
    {"path":"units.3.weapons","code":"tooManyWeapons","message":{"fr":"Chien de Guerre (4pt) : 3 armes pour 2 emplacements.","en":"Warhound: 3 weapons for 2 slots."}}
  ])"));
}

TEST_CASE("Titanicus: a weapon outside the armoury, a unit of another faction", "[lists]") {
  Loaded loaded;
  json list = {{"format", "auspex-list"},
               {"version", 1},
               {"ruleset", "titanicus-v2"},
               {"faction", "orks"},
               {"units",
                {titan("warhound", {"plasma-cannon"}), titan("stompa", {"stompa-kannon"}),
                 titan("stompa", {"lance-de-feu"}, "Gork")}}};
  const json out = json::parse(auspex::lists::checkText(list.dump()).json);
  CHECK(out["totals"]["unpriced"] == 3);
  CHECK(out["lines"][0]["cost"] == nullptr);
  REQUIRE(out["problems"].size() == 2);
  CHECK(out["problems"][0]["path"] == "units.0.unit");
  CHECK(out["problems"][0]["message"]["fr"] == "Warhound n'est pas de la faction de la liste.");
  CHECK(out["problems"][1]["path"] == "units.2.weapons.0");
  CHECK(out["problems"][1]["message"]["en"] == "Gork cannot carry the weapon Lance de feu.");
}

TEST_CASE("a malformed list is one error naming the field", "[lists]") {
  Loaded loaded;
  json list = fiveTitans();
  CHECK(test_support::errorText(auspex::lists::checkText("{")) == ": the list is not valid JSON");
  list["colour"] = "red";
  CHECK(listError(list) ==
        "colour: unknown field (expected one of: format, version, ruleset, name, faction, limit, "
        "custom, readings, units)");
  list = fiveTitans();
  list["ruleset"] = "titanicus-v9";
  CHECK(listError(list).rfind("ruleset: names no loaded ruleset: \"titanicus-v9\" (loaded: at44, ",
                              0) == 0);
  list = fiveTitans();
  list["units"][2]["unit"] = "imperator";
  CHECK(listError(list) == "units.2.unit: names no unit of ruleset titanicus-v1: \"imperator\"");
  list = fiveTitans();
  list["units"][1]["weapons"][2] = "lascannon";
  CHECK(listError(list) ==
        "units.1.weapons.2: names no weapon of ruleset titanicus-v1: \"lascannon\"");
  list["units"][1]["weapons"][2] = 3;
  CHECK(listError(list) == "units.1.weapons.2: must be a non-empty string, not 3");
  list = fiveTitans();
  list["units"][0]["options"] = {{"stars", 3}};
  CHECK(listError(list) ==
        "units.0.options.stars: unknown option for titanicus (expected one of: points)");
  list["units"][0]["options"] = {{"points", 18446744073709551615ull}};
  CHECK(listError(list) ==
        "units.0.options.points: must be between -100000 and 100000, not 18446744073709551615");
  list = fiveTitans();
  list["units"][0]["count"] = 0;
  CHECK(listError(list) == "units.0.count: must be a whole number from 1 to 1000, not 0");
  list = fiveTitans();
  list["faction"] = "eldar";
  CHECK(listError(list) == "faction: names no faction of ruleset titanicus-v1: \"eldar\"");
  list = fiveTitans();
  list["name"] = std::string(201, 'x');
  CHECK(listError(list) == "name: is too long: 201 bytes (at most 200)");
}

TEST_CASE("the share code's bytes: five titans fit in 120 characters", "[lists]") {
  Loaded loaded;
  const std::string code = auspex::lists::encode(fiveTitans());
  CHECK(code.size() <= 120);
  const auto bytes = fromBase64url(code);
  // format 1, ruleset 4 (titanicus-v1), version 1, flags faction+limit, faction 0, limit 40, 5
  // units, then the Warlord: unit 0, weapons flag; 4 weapons: volcano 3, plasma 2, multilaser 0, 0
  // (× 2).
  const std::vector<std::uint8_t> head = {1, 4, 1, 2 | 4, 0, 40, 5, (0 << 4) | 4, 4, 6, 4, 0, 0};
  CHECK(std::vector<std::uint8_t>(bytes.begin(), bytes.begin() + head.size()) == head);
  CHECK(bytes.size() == 37);  // 33 bytes of list and 4 of checksum
  CHECK(auspex::lists::decode(code) ==
        json::parse(auspex::lists::checkText(fiveTitans().dump()).json)["list"]);
  // A whole link is read too.
  CHECK(auspex::lists::decode("https://example.org/auspex/#l=" + code + "\n") ==
        auspex::lists::decode(code));
}

TEST_CASE("names, counts, options and custom units travel in the code", "[lists]") {
  Loaded loaded;
  json warhound = test_support::rulesetFile("titanicus-v1.json")["units"][4];
  warhound["id"] = "custom-loup-de-fenris";
  warhound["name"] = {{"fr", "Loup de Fenris ⚙"}};
  json list = fiveTitans();
  list["name"] = "Maniple de l'Aube — « Ω » 🐺";
  list["custom"] = {{"units", {warhound}}, {"weapons", json::array()}};
  list["units"].push_back(
      titan("custom-loup-de-fenris", {"trident"}, "<img src=x onerror=alert(1)>"));
  list["units"][0]["count"] = 2;
  list["units"][0]["options"] = {{"points", -3}};
  const json checked = json::parse(auspex::lists::checkText(list.dump()).json);
  CHECK(checked["totals"]["cost"] == 37 - 12 - 6 + 4);
  const std::string code = auspex::lists::encode(list);
  CHECK(auspex::lists::decode(code) == checked["list"]);

  // The custom unit is checked by the ruleset's own loader, its fields named under custom.
  list["custom"]["units"][0]["weaponSlots"] = "two";
  CHECK(listError(list) ==
        "custom.units.0.weaponSlots: must be a whole number from 0 to 20, not the string \"two\"");
  list["custom"]["units"][0]["id"] = "reaver";
  CHECK(listError(list) ==
        "custom.units.0.id: is already an id of ruleset titanicus-v1: \"reaver\"");
}

TEST_CASE("a code is refused with a message that says why", "[lists]") {
  Loaded loaded;
  const std::string code = auspex::lists::encode(fiveTitans());
  CHECK(decodeError("") == "code: is empty");
  CHECK(decodeError("AQQB!x") ==
        "code: has a character that base64url does not use at position 5: '!'");
  CHECK(decodeError(code.substr(0, code.size() - 3)) ==
        "code: is damaged: its checksum does not match (a character was changed, or the link was "
        "cut off)");
  std::string altered = code;
  altered[10] = altered[10] == 'A' ? 'B' : 'A';
  CHECK(decodeError(altered) ==
        "code: is damaged: its checksum does not match (a character was changed, or the link was "
        "cut off)");
  CHECK(decodeError(codeOf({2, 4, 1})) ==
        "code: has format 2, which this page does not know (it reads format 1): was it made by a "
        "newer Auspex?");
  // A ruleset number no loaded ruleset declares (rulesets' `share`).
  CHECK(decodeError(codeOf({1, 9, 1, 0, 0})) ==
        "code: names ruleset number 9, which this page does not have: update the page");
  CHECK(decodeError(codeOf({1, 4, 2, 0, 0})) ==
        "code: was made with version 2 of ruleset titanicus-v1, newer than this page's version 1: "
        "update the page");
  CHECK(decodeError(codeOf({1, 4, 1, 0, 1, 0xA0, 0x01})) ==
        "code: names unit number 5, which ruleset titanicus-v1 does not have");
  CHECK(decodeError(codeOf({1, 4, 1, 0, 1, 1 << 4})) ==
        "code: names custom unit number 0, which the list does not have");
  CHECK(decodeError(codeOf({1, 4, 1, 0, 0, 0})) == "code: has bytes after the list");
  CHECK(decodeError(codeOf({1, 4, 1, 0, 2, 0})) == "code: ends too early, in a unit");
  CHECK(decodeError(codeOf({1, 4, 1, 1, 2, 0xC3, 0x28, 0})) ==
        "code: has text that is not UTF-8 in the list's name");
  CHECK(decodeError(codeOf({1, 0, 3, 'a', 'b', 'c', 1, 0, 0})) ==
        "code: is a list for ruleset abc, which this page has not loaded");
  CHECK(decodeError(codeOf({1, 4, 1, 0, 1, 0x02, 0})) ==
        "code: holds a list that is refused: units.0.count: must be a whole number from 1 to 1000, "
        "not 0");
}

TEST_CASE("codes keep opening after their ruleset grows", "[lists]") {
  Loaded loaded;
  const std::string code = auspex::lists::encode(fiveTitans());
  const json before = auspex::lists::decode(code);
  json grown = test_support::rulesetFile("titanicus-v1.json");
  grown["version"] = 2;
  json unit = grown["units"][0];
  unit["id"] = "warlord-14";
  grown["units"].push_back(unit);
  grown["weapons"].push_back(json{{"id", "hellstorm"},
                                  {"name", {{"fr", "Hellstorm"}}},
                                  {"range", 30},
                                  {"dice", 4},
                                  {"strength", 5}});
  auspex::rulesets::clear();  // a loaded ruleset is never replaced: a newer page's, on its own
  auspex::rulesets::add(grown);
  CHECK(auspex::lists::decode(code) == before);
  json list = fiveTitans();
  list["units"].push_back(titan("warlord-14", {"hellstorm"}));
  const std::string newer = auspex::lists::encode(list);
  CHECK(auspex::lists::decode(newer)["units"][5]["unit"] == "warlord-14");
  auspex::rulesets::clear();
  auspex::rulesets::add(test_support::rulesetFile("titanicus-v1.json"));  // an older page
  CHECK(decodeError(newer) ==
        "code: was made with version 2 of ruleset titanicus-v1, newer than this page's version 1: "
        "update the page");
}

TEST_CASE("random and mutated codes are refused as values, never a crash", "[lists]") {
  Loaded loaded;
  json list = fiveTitans();
  list["name"] = "Legio Ignatum";
  const std::string code = auspex::lists::encode(list);
  std::mt19937 rng(2026);
  const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  int refused = 0;
  for (int n = 0; n < 2000; ++n) {
    std::string c = code;
    const int edits = 1 + static_cast<int>(rng() % 4);
    for (int k = 0; k < edits; ++k) {
      const std::size_t at = rng() % c.size();
      switch (rng() % 3) {
        case 0: c[at] = alphabet[rng() % alphabet.size()]; break;
        case 1: c.erase(at, 1 + rng() % 3); break;
        default: c.insert(at, 1, alphabet[rng() % alphabet.size()]);
      }
      if (c.empty()) c = "A";
    }
    const auto reply = auspex::lists::decodeText(c);
    if (c == code) continue;
    REQUIRE_FALSE(reply.ok);
    const json error = json::parse(reply.json)["error"];
    CHECK(error["path"] == "code");
    CHECK(error["message"].get<std::string>().find("internal error") == std::string::npos);
    refused += 1;
  }
  CHECK(refused > 1900);
}

TEST_CASE("a list as forum text", "[lists]") {
  Loaded loaded;
  json list = fiveTitans();
  list["name"] = "Legio Ignatum";
  list["limit"] = 30;
  list["units"] = {titan("warlord-12", {"volcano-cannon", "plasma-cannon"}, "Ignis Rex"),
                   titan("warhound", {})};
  list["units"][1]["count"] = 5;
  CHECK(auspex::lists::text(list, "fr") ==
        "Legio Ignatum\n"
        "Titanicus, règles maison v1 · Forces de l'Imperium\n"
        "32 / 30 points\n"
        "\n- Ignis Rex (Seigneur de Guerre (12pt)) : Volcano Cannon, Plasma Cannon — 12 points"
        // Each entry's whole profile, as the seed's sheets write it.
        "\n  4 armes · Mouvement 8 cm + 1x45° · HAUT Armure 12/10 ◎◎◎◎◎ · BAS Armure 12/10 ◎◎◎◎◎"
        "\n  Volcano Cannon : 60cm // 1xF9"
        "\n  Plasma Cannon : 45cm // 2xF6"
        "\n- 5 × Chien de Guerre (4pt) — 20 points"
        "\n  2 armes · Mouvement 24 cm + 3x45° · HAUT Armure 10 ◎◎◎ · BAS Armure 10 ◎◎◎\n"
        "\nÀ revoir :\n- 32 points pour une limite de 30.\n"
        "- Ignis Rex : 2 armes pour 4 emplacements, une par emplacement.\n"
        "- Chien de Guerre (4pt) : 0 arme pour 2 emplacements, une par emplacement.\n");
  CHECK(auspex::lists::text(list, "en")
            .rfind("Legio Ignatum\nTitanicus house rules v1 · Imperium\n32 / 30 points\n", 0) == 0);
  CHECK(test_support::errorText(auspex::lists::textOf(list.dump(), "de")) ==
        "lang: must be \"fr\" or \"en\", not \"de\"");
}

TEST_CASE("AT-44 lists count stars, Epic lists group formations; both travel in the code",
          "[lists]") {
  Loaded loaded;
  const json company =
      json::parse(R"({"format":"auspex-list","version":1,"ruleset":"at44","name":"Compagnie Sierra",
    "faction":"una","limit":20,"units":[
      {"unit":"steel-troopers","count":9,"options":{"stars":2,"grade":1}},
      {"unit":"storm-golems","options":{"hero":1,"stars":3}},
      {"unit":"king-mammoth"}]})");
  const json out = json::parse(auspex::lists::checkText(company.dump()).json);
  CHECK(out["totals"] == json{{"units", 3},
                              {"models", 11},
                              {"cost", 21},
                              {"costUnit", "stars"},
                              {"unpriced", 1},
                              {"limit", 20}});
  CHECK(out["list"]["units"][1]["options"] ==
        json{{"stars", 3}, {"hero", 1}});  // the system's order
  CHECK(out["problems"][0]["message"]["fr"] == "21 étoiles pour une limite de 20.");
  CHECK(auspex::lists::decode(auspex::lists::encode(company)) == out["list"]);

  const json army = json::parse(R"({"format":"auspex-list","version":1,"ruleset":"epic-v1","units":[
      {"unit":"marine-tactique","count":5,"options":{"formation":1,"points":-2}},
      {"unit":"marine-tactique","count":5,"options":{"formation":2}}]})");
  const std::string code = auspex::lists::encode(army);
  CHECK(auspex::lists::decode(code) ==
        json::parse(auspex::lists::checkText(army.dump()).json)["list"]);
  CHECK(listError(json::parse(R"({"format":"auspex-list","version":1,"ruleset":"epic-v1","units":[
      {"unit":"marine-tactique","options":{"grade":1}}]})")) ==
        "units.0.options.grade: unknown option for epic (expected one of: points, formation, "
        "strategic, morale)");
}
