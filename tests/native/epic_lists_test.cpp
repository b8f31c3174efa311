// Epic Escarmouches army checks (core/epic/list_rules.cpp, docs/lists.md):
// formations and their break points, the army's strategic and morale values.
#include "lists/list.hpp"
#include "lists/text.hpp"
#include "lists/text_api.hpp"
#include "load_rulesets.hpp"
#include "test_support.hpp"

using json = nlohmann::ordered_json;

namespace {

struct Loaded {
  Loaded() {
    auspex::rulesets::clear();
    loadAllRulesets();
  }
};

json army(const json& units) {
  return {{"format", "auspex-list"}, {"version", 1}, {"ruleset", "epic-v1"}, {"units", units}};
}

json checked(const json& list) {
  return json::parse(auspex::lists::checkText(list.dump()).json);
}

}  // namespace

TEST_CASE("Epic lists: formations, break points, strategic and morale values", "[lists][epic]") {
  Loaded loaded;
  const json out = checked(army(json::parse(R"([
      {"unit":"marine-tactique","count":5,"options":{"formation":1,"points":10,"strategic":3,"morale":4}},
      {"unit":"marine-tactique","count":2,"options":{"formation":2,"points":10}},
      {"unit":"boy-ork","count":3,"options":{"points":5}},
      {"unit":"marine-tactique","count":1,"options":{"formation":2,"points":12}}])")));
  CHECK(out["problems"] == json::array());
  CHECK(out["facts"] == json::parse(R"({"strategic":3,"morale":4,"points":97,"formations":[
      {"formation":1,"entries":[0],"units":5,"breakPoint":3},
      {"formation":2,"entries":[1,3],"units":3,"breakPoint":2},
      {"formation":null,"entries":[2],"units":3,"breakPoint":2}]})"));
  CHECK(out["list"]["units"][0]["options"] ==
        json::parse(R"({"points":10,"formation":1,"strategic":3,"morale":4})"));

  // Unpriced entries: no total; one model: break point 1; four: 2.
  const json unpriced = checked(army(json::parse(R"([
      {"unit":"boy-ork","count":4,"options":{"formation":7,"strategic":0,"morale":6}},
      {"unit":"boy-ork","options":{"points":3}}])")));
  CHECK(unpriced["problems"] == json::array());
  CHECK(unpriced["facts"]["points"] == nullptr);
  CHECK(unpriced["facts"]["formations"][0]["breakPoint"] == 2);
  CHECK(unpriced["facts"]["formations"][1]["breakPoint"] == 1);
}

TEST_CASE("Epic lists: missing, conflicting and bad army values", "[lists][epic]") {
  Loaded loaded;
  const json none = checked(army(json::parse(R"([{"unit":"boy-ork","count":2}])")));
  CHECK(none["facts"]["strategic"] == nullptr);
  CHECK(none["facts"]["morale"] == nullptr);
  CHECK(none["problems"] == json::parse(R"([
      {"path":"units","code":"noStrategic","message":{
        "fr":"L'armée n'a pas de valeur stratégique : la donner dans l'option « strategic » d'une entrée.",
        "en":"The army has no strategic value: give it in option \"strategic\" of an entry."}},
      {"path":"units","code":"noMorale","message":{
        "fr":"L'armée n'a pas de valeur de moral : la donner dans l'option « morale » d'une entrée.",
        "en":"The army has no morale value: give it in option \"morale\" of an entry."}}])"));
  CHECK(checked(army(json::array()))["problems"].size() == 2);

  const json bad = checked(army(json::parse(R"([
      {"unit":"boy-ork","name":"Les Krados","options":{"strategic":2,"morale":4}},
      {"unit":"boy-ork","options":{"strategic":3,"morale":7,"formation":0}},
      {"unit":"marine-tactique","options":{"strategic":-1,"morale":4}}])")));
  CHECK(bad["problems"] == json::parse(R"([
      {"path":"units.1.options.strategic","code":"strategicMismatch","message":{
        "fr":"Boy Ork : valeur stratégique 3, mais Les Krados donne 2 : une armée n'en a qu'une.",
        "en":"Ork Boy: strategic value 3, but Les Krados gives 2: an army has only one."}},
      {"path":"units.2.options.strategic","code":"badStrategic","message":{
        "fr":"Marine Tactique : la valeur stratégique va de 0 à 100, pas -1.",
        "en":"Tactical Marine: the strategic value runs from 0 to 100, not -1."}},
      {"path":"units.1.options.morale","code":"badMorale","message":{
        "fr":"Boy Ork : la valeur de moral va de 1 à 6, pas 7.",
        "en":"Ork Boy: the morale value runs from 1 to 6, not 7."}},
      {"path":"units.1.options.formation","code":"badFormation","message":{
        "fr":"Boy Ork : le numéro de formation commence à 1, pas 0.",
        "en":"Ork Boy: formation numbers start at 1, not 0."}}])"));
}

TEST_CASE("Epic lists: the forum text gives the army's values and each entry's formation",
          "[lists][epic]") {
  Loaded loaded;
  json list = army(json::parse(R"([
      {"unit":"marine-tactique","count":5,"options":{"formation":1,"points":10,"strategic":3,"morale":4}},
      {"unit":"boy-ork","count":2}])"));
  list["name"] = "Ultramarines";
  CHECK(auspex::lists::text(list, "fr") ==
        "Ultramarines\nEpic Escarmouches\n50 points (+ 1 sans coût)\nValeur stratégique 3 · "
        "moral 4+\n\n- 5 × Marine Tactique · formation 1 — 50 points"
        "\n  Mvt 5cm · Sauv. 4+ · FA +2"
        "\n  Bolter : Portée 25cm · Dés 1 · Touche 5+ · Modif. Sauv. 0"
        "\n- 2 × Boy Ork"
        "\n  Mvt 5cm · Sauv. 5+ · FA +1"
        "\n  Bolter : Portée 25cm · Dés 1 · Touche 5+ · Modif. Sauv. 0\n");
  // The seed prices nothing: a list whose entries have no points says no cost at all.
  json unpriced = list;
  unpriced["units"][0]["options"].erase("points");
  CHECK(auspex::lists::text(unpriced, "fr")
            .rfind("Ultramarines\nEpic Escarmouches\nValeur stratégique", 0) == 0);
  CHECK(auspex::lists::text(list, "en")
            .find("\n  Move 5cm · Save 4+ · AF +2\n  Bolter: Range 25cm · Dice 1 · To hit 5+ · "
                  "Save mod. 0\n") != std::string::npos);
  CHECK(auspex::lists::text(list, "en").find("Strategic value 3 · morale 4+\n") !=
        std::string::npos);
  list["units"][0]["options"].erase("morale");
  const std::string noMorale = auspex::lists::text(list, "fr");
  CHECK(noMorale.find("Valeur stratégique 3 · moral —\n") != std::string::npos);
  CHECK(noMorale.find("À revoir :") != std::string::npos);
}
