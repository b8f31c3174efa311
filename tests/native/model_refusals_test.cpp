// Refusals of the state models carry a stable code and a French sentence
// beside the English message (docs/sheets/README.md, "Refusals"): one or two
// representative refusals of each model, from the states kept in
// tests/golden/states. (Every refusal the other native tests trigger is also
// checked for a code and French: test_support::modelErrorText.)
#include <filesystem>
#include <fstream>

#include "at44/sheet.hpp"
#include "at44/turn.hpp"
#include "epic/sheet.hpp"
#include "epic/turn.hpp"
#include "kolaps/sheet.hpp"
#include "kolaps/turn.hpp"
#include "load_rulesets.hpp"
#include "model/model.hpp"
#include "requests/reply.hpp"
#include "test_support.hpp"
#include "titanicus/sheet.hpp"

namespace {

using auspex::requests::json;

json state(const std::string& name) {
  std::ifstream in(std::filesystem::path(AUSPEX_GOLDEN_DIR) / "states" / (name + ".json"));
  REQUIRE(in.good());
  return json::parse(in);
}

// "code | fr | path: en" of the refusal of `action` on the saved state.
std::string refusal(json (*answer)(const json&), const char* key, const std::string& name,
                    const json& action) {
  loadAllRulesets();
  const auto reply = auspex::requests::replyOf("test", [&] {
    return answer({{"op", "apply"}, {key, state(name)}, {"action", action}});
  });
  if (reply.ok) return "accepted";
  REQUIRE_FALSE(reply.ok);
  const json e = json::parse(reply.json).at("error");
  return e.at("code").get<std::string>() + " | " + e.at("fr").get<std::string>() + " | " +
         e.at("path").get<std::string>() + ": " + e.at("message").get<std::string>();
}

}  // namespace

TEST_CASE("state model refusals: a code and French beside the English", "[refusals]") {
  using namespace auspex;
  const json fire0 = {{"type", "fire"}, {"weapon", 0}};
  CHECK(refusal(&titanicus::sheetAnswer, "sheet", "titan-sheet-1", fire0) ==
        "unit.not-activated | l'unité n'est pas activée ce tour-ci (activez-la d'abord) | "
        "action.type: needs the unit activated this turn (activate first)");
  CHECK(refusal(&titanicus::sheetAnswer, "sheet", "titan-sheet-2", {{"type", "activate"}}) ==
        "unit.already-activated | l'unité a déjà été activée ce tour-ci (nouveau tour d'abord) | "
        "action.type: the unit was already activated this turn (new turn first)");
  CHECK(refusal(&at44::sheetAnswer, "sheet", "at44-sheet-1", {{"type", "fire"}}) ==
        "unit.not-activated | le tir demande l'unité activée ce tour-ci (activez-la d'abord) | "
        "action.type: firing needs the unit activated this turn (activate first)");
  CHECK(refusal(&at44::sheetAnswer, "sheet", "at44-sheet-2", {{"type", "activate"}}) ==
        "unit.already-activated | l'unité a déjà été activée ce tour-ci | action.type: the unit "
        "has already been activated this turn");
  CHECK(refusal(&at44::turnAnswer, "turn", "at44-turn-1",
                {{"type", "spendCp"}, {"player", 0}, {"cp", 1}}) ==
        "turn.phase | la dépense de PC vient dans la phase d'activations, pas dans la mise en "
        "place | action.type: spending CP comes in the activations phase, not setup");
  CHECK(refusal(&at44::turnAnswer, "turn", "at44-turn-2",
                {{"type", "spendCp"}, {"player", 0}, {"cp", 30}}) ==
        "points.short | coûte 30 PC, UNA en a 7 | action.cp: costs 30 CP, UNA has 7");
  CHECK(refusal(&kolaps::sheetAnswer, "sheet", "kolaps-sheet-2",
                {{"type", "spend"}, {"points", 9}}) ==
        "points.short | demande 9 de combativité ; le personnage en a 3 (Loi 8-4) | "
        "action.points: needs 9 combativité; the character has 3 (Loi 8-4)");
  CHECK(refusal(&kolaps::sheetAnswer, "sheet", "kolaps-sheet-1",
                {{"type", "protection"}, {"wound", "sonne"}}) ==
        "kolaps.wound-too-light | seule une blessure pire que sonné peut être absorbée (Loi "
        "11-22) | action.wound: only a wound worse than sonné can be absorbed (Loi 11-22)");
  CHECK(refusal(&kolaps::turnAnswer, "turn", "kolaps-turn-1", {{"type", "endActivation"}}) ==
        "turn.phase | la fin d'une activation vient pendant une séquence d'activation, pas "
        "pendant la mise en place | action.type: the end of an activation comes in an "
        "activation sequence, not in the setup phase");
  CHECK(refusal(&kolaps::turnAnswer, "turn", "kolaps-turn-2", {{"type", "draw"}}) ==
        "kolaps-turn.active | Vampire est actif : « Fin d'activation » avant la pioche suivante | "
        "action.type: Vampire is active: \"End of activation\" before the next draw");
  CHECK(refusal(&epic::sheetAnswer, "sheet", "epic-sheet-1", {{"type", "rally"}}) ==
        "epic.not-retreating | seule une formation en retraite se rallie | action.type: only a "
        "formation in retreat rallies");
  CHECK(refusal(&epic::sheetAnswer, "sheet", "epic-sheet-2",
                {{"type", "order"}, {"order", "charge"}}) ==
        "epic.order-revealed | l'ordre a été révélé ce tour-ci : donnez-le au tour suivant | "
        "action.type: the order has been revealed this turn: give it at the next turn");
  CHECK(refusal(&epic::turnAnswer, "turn", "epic-turn-1", {{"type", "next"}}) ==
        "epic-turn.not-deployed | les armées ne sont pas toutes déployées : Marines 0 sur 2, "
        "Orks 0 sur 1 formations | action.type: the armies are not all deployed: Marines 0 of "
        "2, Orks 0 of 1 formations");
  CHECK(refusal(&epic::turnAnswer, "turn", "epic-turn-2", {{"type", "fired"}, {"player", 0}}) ==
        "turn.phase | le tir d'une formation vient dans la phase de tir, pas dans la phase de "
        "mouvement | action.type: firing a formation comes in the shooting phase, not in the "
        "movement phase");
  CHECK(refusal(&epic::turnAnswer, "turn", "epic-turn-2", {{"type", "bogus"}}) ==
        "field.choice | doit être l'un de rollOff, deployFirst, deployed, next, first, fired, "
        "pass, assault, pas le texte \"bogus\" | action.type: must be one of rollOff, "
        "deployFirst, deployed, next, first, fired, pass, assault, not the string \"bogus\"");
}

TEST_CASE("log lines count in each language's plural, never \"(s)\"", "[refusals]") {
  using auspex::model::pluralEn;
  using auspex::model::pluralFr;
  // French: 0 and 1 singular; English: 1 only.
  CHECK(pluralFr(0, "perte", "pertes") == "perte");
  CHECK(pluralFr(1, "perte", "pertes") == "perte");
  CHECK(pluralFr(2, "perte", "pertes") == "pertes");
  CHECK(pluralEn(0, "loss", "losses") == "losses");
  CHECK(pluralEn(1, "loss", "losses") == "loss");
  CHECK(pluralEn(3, "loss", "losses") == "losses");
  // A KOLAPS draw's first sequence, one marker then two.
  const json one = auspex::kolaps::turnAnswer(json::parse(R"({"op":"new","players":[{},{}],
    "characters":[{"id":"a","name":"A","player":0,"rank":3},{"id":"b","name":"B","player":1,"rank":3}]})"));
  const json started = auspex::kolaps::turnAnswer(
      {{"op", "apply"},
       {"turn", one["turn"]},
       {"action", {{"type", "startTurn"}, {"combativite", {{"a", 2}, {"b", 0}}}}}});
  const std::string log = started["log"].dump();
  CHECK(log.find("1 marqueur dans la Réserve") != std::string::npos);
  CHECK(log.find("1 marker in the Réserve") != std::string::npos);
  CHECK(log.find("(s)") == std::string::npos);
}
