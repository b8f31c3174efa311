// KOLAPS rosters as army lists (docs/lists.md, issue 8): characters with
// their profile, the rank's PDS and attributes (Loi 4-12, 4-13, 12-6), the
// roster's facts, the share code's character block and the forum text.
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

struct Loaded {
  Loaded() {
    auspex::rulesets::clear();
    loadAllRulesets();
  }
};

json steiner() {
  return json::parse(R"({"unit": "personnage", "name": "Rodolf Steiner",
    "options": {"rank": 2, "points": 12},
    "character": {"affiliation": "Chrisme", "archetype": "Justicier",
      "attributes": ["Vif", "Robuste"],
      "specialisations": [{"name": "Tir précis", "pds": 15}, {"name": "Premiers soins", "pds": 10}],
      "weapons": [{"name": "Fusil d'assaut", "cadence": 2, "traits": ["Arme d'épaule", "Automatique"]}],
      "protection": {"name": "Gilet pare-balles", "class": 4, "traits": ["Solide"]}}})");
}

json boronov() {
  return json::parse(R"({"unit": "personnage", "name": "Ivan Boronov",
    "options": {"rank": 4, "points": 6},
    "character": {"affiliation": "APC", "archetype": "Recrue", "attributes": ["Têtu"],
      "specialisations": [{"name": "Discrétion", "pds": 10}],
      "weapons": [{"name": "Pistolet", "cadence": 1, "traits": ["Arme de poing"]}]}})");
}

json roster() {
  return {{"format", "auspex-list"}, {"version", 1}, {"ruleset", "kolaps-v2"},
          {"name", "Unité Steiner"}, {"limit", 20},  {"units", {steiner(), boronov()}}};
}

json checked(const json& list) {
  const auto reply = auspex::lists::checkText(list.dump());
  REQUIRE(reply.ok);
  return json::parse(reply.json);
}

std::string listError(const json& list) {
  return test_support::errorText(auspex::lists::checkText(list.dump()));
}

std::vector<std::string> messages(const json& list, const char* lang = "en") {
  std::vector<std::string> out;
  const json result = checked(list);
  for (const auto& p : result["problems"])
    out.push_back(p["path"].get<std::string>() + " " + p["code"].get<std::string>() + ": " +
                  p["message"][lang].get<std::string>());
  return out;
}

}  // namespace

TEST_CASE("KOLAPS: a valid roster, its totals and facts", "[lists][kolaps]") {
  Loaded loaded;
  const json out = checked(roster());
  CHECK(out["problems"] == json::array());
  CHECK(out["totals"] == json::parse(R"({"units": 2, "models": 2, "cost": 18,
    "costUnit": "points", "unpriced": 0, "limit": 20})"));
  CHECK(out["facts"] == json::parse(R"({"characters": 2, "perRank": [0, 1, 0, 1, 0],
    "pdsBudget": 40, "pdsSpent": 35, "cost": 18, "lines": [
      {"rank": 2, "pdsSpent": 25, "attributes": 2, "pdsBudget": 30, "pdsLeft": 5, "attributesMax": 4},
      {"rank": 4, "pdsSpent": 10, "attributes": 1, "pdsBudget": 10, "pdsLeft": 0, "attributesMax": 2}]})"));
  // Every default is written out: the character's empty fields, no protection when none.
  const json& second = out["list"]["units"][1]["character"];
  CHECK(second["weapons"][0] ==
        json::parse(R"({"name": "Pistolet", "traits": ["Arme de poing"], "cadence": 1})"));
  CHECK_FALSE(second.contains("protection"));
  // An entry without `character` gets an empty one; its cost unknown, so is the roster's.
  json list = roster();
  list["units"].push_back({{"unit", "personnage"}, {"name", "Civil"}, {"options", {{"rank", 5}}}});
  const json more = checked(list);
  CHECK(more["list"]["units"][2]["character"] ==
        json::parse(R"({"affiliation": "", "archetype": "", "attributes": [],
          "specialisations": [], "weapons": []})"));
  CHECK(more["facts"]["cost"] == nullptr);
  CHECK(more["facts"]["perRank"] == json::parse("[0, 1, 0, 1, 1]"));
  CHECK(more["totals"]["unpriced"] == 1);
}

TEST_CASE("KOLAPS: each broken rule is one problem with its message", "[lists][kolaps]") {
  Loaded loaded;
  json list = roster();
  list["units"][0]["character"]["specialisations"].push_back({{"name", "Sang-froid"}, {"pds", 10}});
  list["units"][1]["character"]["attributes"] = {"Têtu", "Agile", "Rapide"};
  CHECK(messages(list) ==
        std::vector<std::string>{
            "units.0.character.specialisations overPds: Rodolf Steiner: 35 PDS spent for 30 at "
            "rank 2 (Law 4-12).",
            "units.1.character.attributes tooManyAttributes: Ivan Boronov: 3 attributes for 2 at "
            "rank 4 (Law 4-13)."});
  CHECK(messages(list, "fr") ==
        std::vector<std::string>{
            "units.0.character.specialisations overPds: Rodolf Steiner : 35 PDS dépensés pour 30 "
            "au rang 2 (Loi 4-12).",
            "units.1.character.attributes tooManyAttributes: Ivan Boronov : 3 attributs pour 2 au "
            "rang 4 (Loi 4-13)."});
  // PDS bought with XP (12-6: 50 XP for 5 PDS) raise the budget, by fives.
  list = roster();
  list["units"][0]["character"]["specialisations"].push_back({{"name", "Sang-froid"}, {"pds", 10}});
  list["units"][0]["options"]["xpPds"] = 5;
  CHECK(checked(list)["problems"] == json::array());
  CHECK(checked(list)["facts"]["lines"][0]["pdsLeft"] == 0);
  list["units"][0]["options"]["xpPds"] = 7;
  CHECK(messages(list) == std::vector<std::string>{
                              "units.0.options.xpPds badXpPds: Rodolf Steiner: 7 PDS bought with "
                              "XP, not a multiple of 5 (Law 12-6)."});
  // XP banked in the campaign (Loi 12): never below 0.
  list = roster();
  list["units"][0]["options"]["xp"] = 55;
  CHECK(checked(list)["problems"] == json::array());
  list["units"][0]["options"]["xp"] = -5;
  CHECK(messages(list) == std::vector<std::string>{
                              "units.0.options.xp badXp: Rodolf Steiner: -5 XP, there is not that "
                              "much left (Law 12)."});
  list = roster();
  list["units"][0]["options"]["rank"] = 6;
  list["units"][1]["name"] = "";
  list["units"][1]["options"].erase("rank");
  CHECK(messages(list) ==
        std::vector<std::string>{
            "units.0.options.rank badRank: Rodolf Steiner: there is no rank 6 (1 to 5, Law 4).",
            "units.1.name noName: Character #2 has no name (Law 3-3).",
            "units.1.options.rank noRank: Character #2 has no rank (1 to 5, Law 4)."});
  CHECK(messages(list, "fr")[1] ==
        "units.1.name noName: Le personnage #2 n'a pas de nom (Loi 3-3).");
  const json facts = checked(list)["facts"];
  CHECK(facts["lines"][0]["pdsBudget"] == nullptr);
  CHECK(facts["pdsBudget"] == 0);
  CHECK(facts["perRank"] == json::parse("[0, 0, 0, 0, 0]"));
  // The same attribute or specialisation twice.
  list = roster();
  list["units"][0]["character"]["attributes"][1] = "Vif";
  list["units"][0]["character"]["specialisations"][1]["name"] = "Tir précis";
  CHECK(messages(list) ==
        std::vector<std::string>{
            "units.0.character.attributes.1 repeated: Rodolf Steiner: the attribute \"Vif\" twice.",
            "units.0.character.specialisations.1 repeated: Rodolf Steiner: the specialisation "
            "\"Tir précis\" twice."});
  CHECK(messages(list, "fr")[0] ==
        "units.0.character.attributes.1 repeated: Rodolf Steiner : l'attribut « Vif » deux fois.");
  // Over the players' agreed points.
  list = roster();
  list["limit"] = 15;
  CHECK(messages(list) ==
        std::vector<std::string>{"limit overLimit: 18 points for a limit of 15."});
}

TEST_CASE("KOLAPS: a malformed character is one error naming the field", "[lists][kolaps]") {
  Loaded loaded;
  json list = roster();
  list["units"][0]["character"]["colour"] = "red";
  CHECK(listError(list) ==
        "units.0.character.colour: unknown field (expected one of: affiliation, archetype, "
        "attributes, specialisations, weapons, protection)");
  list = roster();
  list["units"][0]["character"]["specialisations"][1].erase("pds");
  CHECK(listError(list) == "units.0.character.specialisations.1.pds: is required");
  list = roster();
  list["units"][0]["character"]["weapons"][0]["cadence"] = 11;
  CHECK(listError(list) ==
        "units.0.character.weapons.0.cadence: must be a whole number from 1 to 10, not 11");
  list = roster();
  list["units"][0]["character"]["protection"]["class"] = 7;
  CHECK(listError(list) ==
        "units.0.character.protection.class: must be a whole number from -6 to 6, not 7");
  list = roster();
  list["units"][0]["character"]["attributes"][0] = "";
  CHECK(listError(list) == "units.0.character.attributes.0: must not be empty");
  list = roster();
  list["units"][0]["character"]["weapons"][0]["traits"][1] = std::string(61, 'x');
  CHECK(listError(list) ==
        "units.0.character.weapons.0.traits.1: is too long: 61 bytes (at most 60)");
  list = roster();
  list["units"][0]["options"]["grade"] = 1;
  CHECK(listError(list) ==
        "units.0.options.grade: unknown option for kolaps (expected one of: points, rank, xpPds, "
        "xp)");
  // A character only belongs to a KOLAPS list.
  json titans = {{"format", "auspex-list"},
                 {"version", 1},
                 {"ruleset", "titanicus-v1"},
                 {"units", {{{"unit", "warhound"}, {"character", json::object()}}}}};
  CHECK(listError(titans) ==
        "units.0.character: is only for the characters of a \"kolaps\" list, not for a "
        "titanicus list");
}

TEST_CASE("KOLAPS: characters travel in the share code; old codes still open", "[lists][kolaps]") {
  Loaded loaded;
  const std::string code = auspex::lists::encode(roster());
  CHECK(auspex::lists::decode(code) == checked(roster())["list"]);
  const auto bytes = fromBase64url(code);
  // format 1, ruleset 3 (kolaps-v2), version 1, flags name+limit+characters (1|4|16)
  CHECK(std::vector<std::uint8_t>(bytes.begin(), bytes.begin() + 4) ==
        std::vector<std::uint8_t>{1, 3, 1, 1 | 4 | 16});
  CHECK(bytes.size() == 263);  // 259 bytes of list (mostly the characters' text) and 4 of checksum
  // A roster whose characters are empty has no character block: the old layout, byte for byte.
  // format 1, kolaps-v2, version 1, no flags, 1 entry: unit 0 with options; 1 option: rank 3.
  const std::vector<std::uint8_t> old = {1, 3, 1, 0, 1, 8, 1, 1, 6};
  std::vector<std::uint8_t> withSum = old;
  const std::uint32_t sum = auspex::lists::crc32(old.data(), old.size());
  for (int k = 0; k < 4; ++k) withSum.push_back(static_cast<std::uint8_t>(sum >> (8 * k)));
  const json decoded = auspex::lists::decode(base64url(withSum));
  CHECK(decoded["units"][0]["options"] == json::parse(R"({"rank": 3})"));
  CHECK(decoded["units"][0]["character"]["attributes"] == json::array());
  CHECK(auspex::lists::encode(decoded) == base64url(withSum));
  // Unicode names, and every random prefix of the code is refused as a value.
  json list = roster();
  list["units"][1]["character"]["archetype"] = "Éclaireur 斥候";
  CHECK(auspex::lists::decode(auspex::lists::encode(list)) == checked(list)["list"]);
  for (std::size_t n = 1; n < code.size(); n += 7)
    CHECK_FALSE(auspex::lists::decodeText(code.substr(0, n)).ok);
}

TEST_CASE("KOLAPS: a character's block is checked byte by byte", "[lists][kolaps]") {
  Loaded loaded;
  auto codeOf = [](std::vector<std::uint8_t> b) {
    const std::uint32_t sum = auspex::lists::crc32(b.data(), b.size());
    for (int k = 0; k < 4; ++k) b.push_back(static_cast<std::uint8_t>(sum >> (8 * k)));
    return test_support::errorText(auspex::lists::decodeText(base64url(b)));
  };
  // One entry, a character block naming entry 1 (there is only entry 0).
  CHECK(codeOf({1, 3, 1, 16, 1, 0, 1, 1, 0}) ==
        "code: names a character for unit number 1, which is not a later unit of the list");
  CHECK(codeOf({1, 3, 1, 16, 1, 0, 1, 0, 64}) ==
        "code: has 64 in a character's flags (at most 63)");
  CHECK(codeOf({1, 3, 1, 16, 1, 0, 1, 0, 1, 5, 'a'}) == "code: ends too early, in an affiliation");
  // A titanicus list cannot carry one.
  CHECK(codeOf({1, 4, 1, 16, 1, 0, 1, 0, 0}) ==
        "code: holds a list that is refused: units.0.character: is only for the characters of a "
        "\"kolaps\" list, not for a titanicus list");
}

TEST_CASE("KOLAPS: a roster as forum text", "[lists][kolaps]") {
  Loaded loaded;
  CHECK(auspex::lists::text(roster(), "fr") ==
        "Unité Steiner\n"
        "KOLAPS : Ground Zero — Livre de la Loi V2.0\n"
        "18 / 20 points\n"
        "\n- Rodolf Steiner (Personnage) · rang 2 — 12 points"
        "\n  Affiliation : Chrisme · Archétype : Justicier"
        "\n  Attributs : Vif, Robuste"
        "\n  Spécialisations : Tir précis (15 PDS), Premiers soins (10 PDS)"
        "\n  Arme : Fusil d'assaut (cadence 2 ; Arme d'épaule, Automatique)"
        "\n  Protection : Gilet pare-balles (classe 4 ; Solide)"
        "\n- Ivan Boronov (Personnage) · rang 4 — 6 points"
        "\n  Affiliation : APC · Archétype : Recrue"
        "\n  Attributs : Têtu"
        "\n  Spécialisations : Discrétion (10 PDS)"
        "\n  Arme : Pistolet (cadence 1 ; Arme de poing)\n");
  const std::string en = auspex::lists::text(roster(), "en");
  CHECK(en.find("\n- Rodolf Steiner (Character) · rank 2 — 12 points\n  Affiliation: Chrisme · "
                "Archetype: Justicier\n  Attributes: Vif, Robuste\n") != std::string::npos);
  CHECK(en.find("\n  Protection: Gilet pare-balles (class 4; Solide)") != std::string::npos);
}
