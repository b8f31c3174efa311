// The envelope every ruleset file shares, the registry, and the reader
// helpers, checked with a small reader registered for the test.
#include <catch2/catch.hpp>

#include "rulesets/reader.hpp"
#include "rulesets/ruleset.hpp"
#include "rulesets/text_api.hpp"

using namespace auspex::rulesets;

namespace {

// A test system: {"units": [{"id", "name", "weapon"}], "weapons": [{"id"}]}.
void registerTestSystem() {
  registerReader("testsystem", [](const json& r, Summary& s) {
    const Fields f(r, "", withEnvelope({"units", "weapons"}));
    IdSet weapons("weapon");
    eachItem(f, "weapons", 0, 10, [&](const json& item, const std::string& path) {
      const Fields w(item, path, {"id"});
      weapons.add(w, "id", id(w, "id"));
    });
    IdSet units("unit");
    eachItem(f, "units", 1, 10, [&](const json& item, const std::string& path) {
      const Fields u(item, path, {"id", "name", "weapon"});
      const std::string unitId = id(u, "id");
      units.add(u, "id", unitId);
      weapons.require(u, "weapon", text(u, "weapon"));
      s.units.push_back({unitId, names(u, "name"), "test"});
    });
    s.counts["weapons"] = static_cast<int>(weapons.size());
  });
}

json valid() {
  return json::parse(R"({"format": 1, "id": "test-v1", "system": "testsystem", "version": 3,
    "name": {"fr": "Essai", "en": "Test"}, "source": "a test",
    "weapons": [{"id": "gun"}], "units": [{"id": "trooper", "name": {"fr": "Soldat"}, "weapon": "gun"}]})");
}

std::string errorOf(const json& ruleset) {
  const auto reply = checkText(ruleset.dump());
  REQUIRE_FALSE(reply.ok);
  const json e = json::parse(reply.json).at("error");
  return e.at("path").get<std::string>() + ": " + e.at("message").get<std::string>();
}

}  // namespace

TEST_CASE("a valid ruleset gives its summary", "[rulesets]") {
  registerTestSystem();
  const Summary s = check(valid());
  CHECK(s.id == "test-v1");
  CHECK(s.version == 3);
  CHECK(s.name.en == "Test");
  REQUIRE(s.units.size() == 1);
  CHECK(s.units[0].name.en == "Soldat");  // no English given: the French
  CHECK(s.counts.at("weapons") == 1);
  CHECK(toJson(s).at("units").at(0).at("id") == "trooper");
}

TEST_CASE("ruleset errors name the JSON path", "[rulesets][errors]") {
  registerTestSystem();
  json r = valid();
  r["colour"] = "red";
  CHECK(errorOf(r) ==
        "colour: unknown field (expected one of: format, id, system, edition, version, share, "
        "name, source, units, weapons)");
  r = valid();
  r["units"][0]["weapon"] = "sword";
  CHECK(errorOf(r) == "units.0.weapon: names no weapon of this ruleset: \"sword\"");
  r = valid();
  r["units"].push_back(r["units"][0]);
  CHECK(errorOf(r) == "units.1.id: repeats the unit id \"trooper\"");
  r = valid();
  r["units"][0]["name"] = "Soldat";
  CHECK(errorOf(r) == "units.0.name: must be an object, not the string \"Soldat\"");
  r = valid();
  r["version"] = "3";
  CHECK(errorOf(r) == "version: must be a whole number from 1 to 1000000, not the string \"3\"");
  r = valid();
  r["system"] = "chess";
  CHECK(errorOf(r).starts_with("system: has no ruleset format: \"chess\" (known: "));
  r = valid();
  r["id"] = "Test V1";
  CHECK(errorOf(r) == "id: must be an id of lower-case letters, digits and '-', not \"Test V1\"");
  r = valid();
  r.erase("source");
  CHECK(errorOf(r) == "source: is required");
  r = valid();
  r["units"] = json::array();
  CHECK(errorOf(r) == "units: must have 1 to 10 items, not 0");
  CHECK(errorOf(json::array()) == ": a ruleset must be a JSON object, not an array");
  const auto bad = checkText("{\"format\": ");
  CHECK(json::parse(bad.json).at("error").at("message") == "the ruleset is not valid JSON");
}

TEST_CASE("the registry holds loaded rulesets by id", "[rulesets]") {
  registerTestSystem();
  clear();
  CHECK(find("test-v1") == nullptr);
  REQUIRE(addText(valid().dump()).ok);
  REQUIRE(find("test-v1") != nullptr);
  CHECK(find("test-v1")->at("version") == 3);
  CHECK(loaded().size() == 1);
  CHECK(json::parse(listText()).at(0).at("id") == "test-v1");
  json bad = valid();
  bad["units"][0]["weapon"] = "sword";
  CHECK_FALSE(addText(bad.dump()).ok);  // a bad file changes nothing
  CHECK(find("test-v1")->at("units").at(0).at("weapon") == "gun");
  clear();
  CHECK(loaded().empty());
}

TEST_CASE("a loaded ruleset is never replaced; the player's own only by the player's own",
          "[rulesets][errors]") {
  registerTestSystem();
  clear();
  REQUIRE(addText(valid().dump()).ok);
  CHECK(addText(valid().dump()).ok);  // the very same again: nothing changes
  json other = valid();
  other["units"][0]["name"]["fr"] = "Autre";
  const auto refused = [](const auto& reply) {
    const json error = json::parse(reply.json).at("error");
    return error.at("path").get<std::string>() + " " + error.at("code").get<std::string>() + " | " +
           error.at("fr").get<std::string>();
  };
  const auto taken = addText(other.dump());
  CHECK_FALSE(taken.ok);
  CHECK(refused(taken) ==
        "id ruleset.taken | nomme un jeu de règles déjà chargé, au contenu différent : « test-v1 » "
        "(un jeu de règles chargé n'est jamais remplacé : donnez à celui-ci un autre identifiant)");
  CHECK_FALSE(replaceText(other.dump()).ok);  // the player's own never replaces a built-in one
  CHECK(find("test-v1")->at("units").at(0).at("name").at("fr") == "Soldat");

  json mine = valid();
  mine["id"] = "custom-test-v1";
  REQUIRE(replaceText(mine.dump()).ok);
  json mine2 = mine;
  mine2["units"][0]["name"]["fr"] = "Mon soldat";
  REQUIRE(replaceText(mine2.dump()).ok);  // the player's own, changed
  CHECK(find("custom-test-v1")->at("units").at(0).at("name").at("fr") == "Mon soldat");
  const auto fixed = addText(mine.dump());  // loaded for good over the player's own: refused
  CHECK_FALSE(fixed.ok);
  CHECK(refused(fixed).rfind("id ruleset.taken | nomme un jeu de règles du joueur déjà chargé",
                             0) == 0);
  clear();
}

TEST_CASE("a built-in ruleset's share number names it once; a player's own keeps it unused",
          "[rulesets]") {
  registerTestSystem();
  clear();
  json a = valid();
  a["share"] = 7;
  CHECK(add(a).share == 7);
  CHECK(shared(7) == a["id"]);
  CHECK(shareOf(a["id"].get<std::string>()) == 7);
  // Another built-in ruleset declaring the same number is refused, naming the field.
  json b = valid();
  b["id"] = "other";
  b["share"] = 7;
  CHECK_THROWS_WITH(add(b),
                    "is already the number of ruleset \"" + a["id"].get<std::string>() +
                        "\" in a list's code (a ruleset of your own needs none: remove it)");
  // A player's own copy keeps the number it copied, unused: its code carries its id.
  json own = valid();
  own["id"] = "mes-unites-test";
  own["share"] = 7;
  CHECK(replace(own).share == 7);
  CHECK(shareOf("mes-unites-test") == 0);
  CHECK(shared(7) == a["id"]);
  // Out of bounds: named.
  json c = valid();
  c["share"] = 1001;
  CHECK(errorOf(c).rfind("share:", 0) == 0);
  clear();
}
