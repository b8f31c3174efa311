// The activation draw: each action (docs/sheets/kolaps-draw.md).
#include "kolaps/turn.hpp"

#include <algorithm>
#include <map>

#include "kolaps/turn_checks.hpp"
#include "kolaps/turn_state.hpp"
#include "model/machine.hpp"

namespace auspex::kolaps {

using requests::Fields;
using requests::json;
using requests::RequestError;

using namespace turn_detail;

namespace {

std::string cv(int n) {
  return numMinus(n) + " combativité";
}

// Loi 7-20: a player without characters ends the fight.
bool noCharacters(Turn& t, std::vector<Line>& log) {
  for (int p = 0; p < 2; ++p) {
    bool left = false;
    for (const auto& c : t.characters) left = left || (c.player == p && c.state != "horsCombat");
    if (left) continue;
    t.phase = "over";
    t.overReason = "noCharacters";
    t.overPlayer = p;
    log.push_back({"Fin de l'affrontement : " + who(t, p) + " n'a plus de personnage (Loi 7-20)",
                   "The fight ends: " + whoEn(t, p) + " has no character left (Loi 7-20)"});
    return true;
  }
  return false;
}

// With the Réserve empty and no one active: a new sequence with the
// characters en attente (7-19 → 7-10), or the end of the turn (7-18), and of
// the fight after the scenario's last turn (7-20).
void settle(Turn& t, const Fields& f, std::vector<Line>& log) {
  if (t.phase != "sequence" || activeOf(t) || !reserveOf(t).empty()) return;
  std::string fr, en;
  for (auto& c : t.characters)
    if (c.state == "attente") {
      c.state = "reserve";
      fr += (fr.empty() ? "" : ", ") + c.name;
    }
  if (!fr.empty()) {
    model::keeps(f, "type", t.sequence + 1LL, maxSequences, {"séquences", "sequences"});
    t.sequence += 1;
    log.push_back(
        {"Séquence " + numMinus(t.sequence) + " : " + fr + " retournent dans la Réserve (Loi 7-19)",
         "Sequence " + numMinus(t.sequence) + ": " + fr + " go back to the Réserve (Loi 7-19)"});
    return;
  }
  t.phase = "turnEnd";
  log.push_back(
      {"Fin du tour " + numMinus(t.number) + " : plus aucun personnage en attente (Loi 7-18)",
       "End of turn " + numMinus(t.number) + ": no character en attente (Loi 7-18)"});
  if (t.turns > 0 && t.number >= t.turns) {
    t.phase = "over";
    t.overReason = "turns";
    log.push_back(
        {"Fin de l'affrontement : les " + numMinus(t.turns) + " tours du scénario sont joués",
         "The fight ends: the scenario's " + numMinus(t.turns) + " turns are played"});
  }
}

// What a combativité of 0 or less means for the turn (Loi 7-4, 7-7).
Line noCombativite(int v) {
  if (v == 0) return {"aucune réussite (Loi 7-4)", "no success (Loi 7-4)"};
  static const Line effects[] = {
      {"se jette au sol (Loi 9-7)", "throws itself to the ground (Loi 9-7)"},
      {"s'agite : exposé (Loi 9-2)", "fidgets: exposed (Loi 9-2)"},
      {"rejoint la zone de contrôle de sa face arrière, exposé",
       "moves to the control zone behind its rear face, exposed"},
      {"rejoint la seconde zone de contrôle derrière sa face arrière, exposé",
       "moves to the second control zone behind its rear face, exposed"},
      {"quitte le Théâtre : hors combat", "leaves the Théâtre: out of action"},
      {"rejoint l'Unité adverse, perdu pour son Unité", "joins the enemy Unité, lost to its own"}};
  return effects[std::min(-v, 6) - 1];
}

std::string whose(const Turn& t, const Character& c) {
  return c.name + " (" + who(t, c.player) + ")";
}
std::string whoseEn(const Turn& t, const Character& c) {
  return c.name + " (" + whoEn(t, c.player) + ")";
}

void startTurn(Turn& t, const Fields& f, std::vector<Line>& log) {
  const json& v = f.raw("combativite");
  const std::string path = f.pathOf("combativite");
  if (!v.is_object())
    f.fail("combativite",
           {"field.object", "must be an object {id: value}, not " + requests::describe(v),
            "doit être un objet {id: valeur}, pas " + requests::describeFr(v)});
  std::vector<std::string> ids;
  for (const auto& c : t.characters)
    if (c.state != "horsCombat") ids.push_back(c.id);
  for (const auto& item : v.items()) {
    bool known = false;
    for (const auto& c : t.characters)
      if (c.id == item.key()) {
        known = true;
        if (c.state == "horsCombat")
          throw RequestError(path + "." + item.key(), "unit.destroyed", c.name + " is hors combat",
                             c.name + " est hors combat");
      }
    if (!known)
      throw RequestError(path + "." + item.key(), "kolaps-turn.unknown-character",
                         "names no character", "ne nomme aucun personnage");
  }
  const Fields values(v, path, ids);
  t.number += 1;
  t.sequence = 1;
  t.phase = "sequence";
  log.push_back(
      {"Tour " + numMinus(t.number) + " (Loi 7-3)", "Turn " + numMinus(t.number) + " (Loi 7-3)"});
  std::string fr;
  int markers = 0;
  for (auto& c : t.characters) {
    if (c.state == "horsCombat") continue;
    c.combativite = values.integer(c.id.c_str(), -maxCombativite, maxCombativite);
    c.state = c.combativite > 0 ? "reserve" : "epuise";
    if (c.combativite > 0) {
      fr += (fr.empty() ? "" : ", ") + c.name + " " + numMinus(c.combativite);
      ++markers;
      continue;
    }
    const Line why = noCombativite(c.combativite);
    log.push_back({whose(t, c) + " : combativité " + numMinus(c.combativite) +
                       ", épuisé pour le tour — " + why.fr,
                   whoseEn(t, c) + ": combativité " + numMinus(c.combativite) +
                       ", épuisé for the turn — " + why.en});
  }
  log.push_back({"Séquence 1 : " + numMinus(markers) + " " +
                     model::pluralFr(markers, "marqueur", "marqueurs") + " dans la Réserve" +
                     (fr.empty() ? "" : " (" + fr + ")") + " (Loi 7-10)",
                 "Sequence 1: " + numMinus(markers) + " " +
                     model::pluralEn(markers, "marker", "markers") + " in the Réserve" +
                     (fr.empty() ? "" : " (" + fr + ")") + " (Loi 7-10)"});
  settle(t, f, log);
}

json draw(Turn& t, const Fields& f, std::vector<Line>& log) {
  const auto reserve = reserveOf(t);
  const int n = static_cast<int>(reserve.size());
  const std::optional<int> drawn = model::drawOne(f, n);
  if (!drawn)
    return model::needDice(1,
                           {"le marqueur tiré en aveugle dans la Réserve (1 … " + numMinus(n) +
                                ", dans l'ordre de la Réserve)",
                            "the marker drawn blind from the Réserve (1 … " + numMinus(n) +
                                ", in the Réserve's order)"},
                           "dice", n);
  const int k = *drawn;
  for (auto& c : t.characters)
    if (c.id == reserve[static_cast<std::size_t>(k - 1)]) {
      c.state = "actif";
      t.acted = false;
      log.push_back({"Marqueur " + numMinus(k) + " sur " + numMinus(n) + " : " + whose(t, c) +
                         " s'active avec " + cv(c.combativite) + " (Loi 7-12)",
                     "Marker " + numMinus(k) + " of " + numMinus(n) + ": " + whoseEn(t, c) +
                         " activates with " + cv(c.combativite) + " (Loi 7-12)"});
    }
  return nullptr;
}

// The optional label of a spending, for the log.
std::string labelOf(const Fields& f) {
  return f.has("label") ? " (" + f.string("label", 100) + ")" : "";
}

void spend(Turn& t, const Fields& f, std::vector<Line>& log) {
  Character* a = activeOf(t);  // a precondition: one is active
  const int cost = f.integer("cost", 1, maxCombativite);
  if (cost > a->combativite)
    f.fail("cost", {"points.short",
                    "costs " + cv(cost) + ", " + a->name + " has " + numMinus(a->combativite) +
                        " (Loi 8-4)",
                    "coûte " + cv(cost) + ", " + a->name + " en a " + numMinus(a->combativite) +
                        " (Loi 8-4)"});
  a->combativite -= cost;
  t.acted = true;
  const std::string label = labelOf(f);
  log.push_back(
      {a->name + " dépense " + cv(cost) + label + " — reste " + numMinus(a->combativite),
       a->name + " spends " + cv(cost) + label + " — " + numMinus(a->combativite) + " left"});
}

void endActivation(Turn& t, const Fields& f, std::vector<Line>& log) {
  Character* a = activeOf(t);  // a precondition: one is active
  const bool exhausted = f.boolean("exhausted", false);
  if (!exhausted)
    if (const auto why = endRefusal(t)) f.fail("exhausted", *why);
  t.acted = false;
  if (a->combativite <= 0) {
    a->state = "epuise";
    log.push_back({a->name + " n'a plus de combativité : épuisé (Loi 7-14)",
                   a->name + " has no combativité left: épuisé (Loi 7-14)"});
  } else if (exhausted) {
    a->state = "epuise";
    log.push_back({a->name + " est épuisé au choix du joueur, " + cv(a->combativite) +
                       " non dépensée (Loi 7-14)",
                   a->name + " is épuisé by the player's choice, " + cv(a->combativite) +
                       " unspent (Loi 7-14)"});
  } else {
    a->state = "attente";
    log.push_back({a->name + " est en attente avec " + cv(a->combativite) + " (Loi 7-15)",
                   a->name + " is en attente with " + cv(a->combativite) + " (Loi 7-15)"});
  }
  settle(t, f, log);
}

// A character left with no combativité is épuisé (Loi 7-10, 7-16).
void exhaustedIfNone(Character& c, std::vector<Line>& log);

// The character named by "id" for a change that is not the active one's
// (`code`: the refusal when it is the active one, whose spending is a spend);
// one hors combat is refused too.
Character& notActive(Turn& t, const Fields& f, const char* code) {
  Character& c = characterOf(t, f);
  if (c.state == "actif")
    f.fail("id", {code, c.name + " is the active character: its spending is a spend action",
                  c.name + " est le personnage actif : sa dépense est une action spend"});
  if (c.state == "horsCombat")
    f.fail("id", {"unit.destroyed", c.name + " is hors combat", c.name + " est hors combat"});
  return c;
}

void opposition(Turn& t, const Fields& f, std::vector<Line>& log) {
  Character& c = notActive(t, f, "kolaps-turn.opposition-active");
  if (c.state == "epuise")
    f.fail("id", {"kolaps.epuise", c.name + " is épuisé: no opposition this turn",
                  c.name + " est épuisé : pas d'opposition ce tour-ci"});
  const int cost = f.integer("cost", 1, maxCombativite);
  if (cost > c.combativite)
    f.fail("cost",
           {"points.short", "costs " + cv(cost) + ", " + c.name + " has " + numMinus(c.combativite),
            "coûte " + cv(cost) + ", " + c.name + " en a " + numMinus(c.combativite)});
  c.combativite -= cost;
  const std::string label = labelOf(f);
  log.push_back({whose(t, c) + " s'oppose" + label + " pour " + cv(cost) + " — reste " +
                     numMinus(c.combativite) + " (Loi 8-6, pas une activation)",
                 whoseEn(t, c) + " opposes" + label + " for " + cv(cost) + " — " +
                     numMinus(c.combativite) + " left (Loi 8-6, not an activation)"});
  exhaustedIfNone(c, log);
}

// Combativité a character not active loses without choosing it (a wound, fatigue, an
// effect on its sheet): its count in the draw follows its sheet, said as a loss, never
// as an opposition it did not make.
void lose(Turn& t, const Fields& f, std::vector<Line>& log) {
  Character& c = notActive(t, f, "kolaps-turn.lose-active");
  const int cost = std::min(f.integer("cost", 1, maxCombativite), std::max(0, c.combativite));
  if (cost == 0)
    f.fail("cost", {"points.short", c.name + " has no combativité left to lose",
                    c.name + " n'a plus de combativité à perdre"});
  c.combativite -= cost;
  log.push_back({whose(t, c) + " perd " + cv(cost) + " — reste " + numMinus(c.combativite),
                 whoseEn(t, c) + " loses " + cv(cost) + " — " + numMinus(c.combativite) + " left"});
  if (c.state != "epuise") exhaustedIfNone(c, log);
  settle(t, f, log);  // the last marker of the Réserve gone, and no one active: the sequence ends
}

void exhaustedIfNone(Character& c, std::vector<Line>& log) {
  if (c.combativite > 0) return;
  const bool waiting = c.state == "attente";
  c.state = "epuise";
  log.push_back({c.name + " n'a plus de combativité : épuisé" +
                     (waiting ? " (Loi 7-16)" : ", son marqueur quitte la Réserve (Loi 7-10)"),
                 c.name + " has no combativité left: épuisé" +
                     (waiting ? " (Loi 7-16)" : ", its marker leaves the Réserve (Loi 7-10)")});
}

void horsCombat(Turn& t, const Fields& f, std::vector<Line>& log) {
  Character& c = characterOf(t, f);
  if (c.state == "horsCombat")
    f.fail("id", {"unit.destroyed", c.name + " is already hors combat",
                  c.name + " est déjà hors combat"});
  static const std::map<std::string, Line> what = {
      {"reserve", {", son marqueur quitte la Réserve", ", its marker leaves the Réserve"}},
      {"actif", {", son activation s'arrête", ", its activation stops"}},
      {"attente", {", il n'est plus en attente", ", no longer en attente"}},
      {"epuise", {"", ""}}};
  const Line& more = what.at(c.state);
  c.state = "horsCombat";
  c.combativite = 0;
  log.push_back(
      {whose(t, c) + " est hors combat" + more.fr, whoseEn(t, c) + " is hors combat" + more.en});
  if (!noCharacters(t, log)) settle(t, f, log);
}

using Actions = model::TurnActions<Turn>;

const Actions::Table& actions() {
  static const Actions::Table table = {
      {"startTurn", {"combativite"}, &Actions::noDice<startTurn>, {&turnStarts}},
      {"draw", {"dice"}, &draw, {&drawable}},
      {"spend", {"cost", "label"}, &Actions::noDice<spend>, {&spendable}},
      {"endActivation", {"exhausted"}, &Actions::noDice<endActivation>, {&endable}},
      {"opposition", {"id", "cost", "label"}, &Actions::noDice<opposition>, {&opposable}},
      {"lose", {"id", "cost"}, &Actions::noDice<lose>, {&over}},
      {"horsCombat", {"id"}, &Actions::noDice<horsCombat>, {&over}},
  };
  return table;
}

// The turn as a state model (core/model/machine.hpp).
struct TurnModel : model::PlainTurnModel<Turn, &readTurn, &turnJson, &actions> {
  static Turn begin(const json& request, Context&, std::vector<Line>& log) {
    const Fields f(request, "", {"op", "players", "characters", "turns"});
    Turn t;
    t.players = readPlayers(f);
    const json& cs = characterArray(f);
    int count[2] = {0, 0};
    for (std::size_t i = 0; i < cs.size(); ++i) {
      const Fields c(cs[i], "characters." + numMinus(static_cast<int>(i)),
                     {"id", "name", "player", "rank"});
      t.characters.push_back(newCharacter(c));
      ++count[t.characters.back().player];
    }
    checkIds(t, f);
    for (int p = 0; p < 2; ++p)
      if (count[p] == 0)
        f.fail("characters", {"kolaps-turn.no-character", "gives " + who(t, p) + " no character",
                              "ne donne aucun personnage à " + who(t, p)});
    t.turns = f.integer("turns", 1, maxTurns, 0);
    const std::string turns = t.turns > 0 ? ", " + numMinus(t.turns) + " tours" : "";
    const std::string turnsEn = t.turns > 0 ? ", " + numMinus(t.turns) + " turns" : "";
    log.push_back({"Nouvel affrontement : " + who(t, 0) + " (" + numMinus(count[0]) +
                       " personnages) contre " + who(t, 1) + " (" + numMinus(count[1]) +
                       " personnages)" + turns,
                   "New fight: " + whoEn(t, 0) + " (" + numMinus(count[0]) +
                       " characters) against " + whoEn(t, 1) + " (" + numMinus(count[1]) +
                       " characters)" + turnsEn});
    return t;
  }

  // `mayAct`: who may act now (not a character waiting in the Réserve).
  // `mayEnd`: whether the active character's activation may end now without
  // `exhausted` (Loi 8-1: after its action), or why not.
  static void more(json& reply, const Turn& t, const Context&) {
    reply["mayAct"] = mayActJson(t);
    reply["mayEnd"] = model::allowedJson(json::object(), endRefusal(t));
  }
};

}  // namespace

AUSPEX_MODEL_ENTRY_POINTS(TurnModel, turnAnswer, turnReadBack)

}  // namespace auspex::kolaps
