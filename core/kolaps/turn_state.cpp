// KOLAPS activation draw: reading and writing its state
// (docs/sheets/kolaps-draw.md).
#include "kolaps/turn_state.hpp"

#include <algorithm>
#include <set>

namespace auspex::kolaps::turn_detail {

using requests::RequestError;

std::vector<std::string> reserveOf(const Turn& t) {
  std::vector<std::string> out;
  for (const auto& c : t.characters)
    if (c.state == "reserve") out.push_back(c.id);
  return out;
}

Character* activeOf(Turn& t) {
  for (auto& c : t.characters)
    if (c.state == "actif") return &c;
  return nullptr;
}

namespace {

json characterJson(const Character& c) {
  return {{"id", c.id},
          {"name", c.name},
          {"player", c.player},
          {"rank", c.rank},
          {"combativite", c.combativite},
          {"state", c.state}};
}

}  // namespace

json turnJson(const Turn& t) {
  json chars = json::array();
  json active = nullptr;
  for (const auto& c : t.characters) {
    chars.push_back(characterJson(c));
    if (c.state == "actif") active = c.id;
  }
  json over = nullptr;
  if (!t.overReason.empty())
    over = {{"reason", t.overReason},
            {"player", t.overPlayer < 0 ? json(nullptr) : json(t.overPlayer)}};
  return {{"format", turnFormat().format},
          {"version", turnFormat().version},
          {"turn", t.number},
          {"turns", t.turns > 0 ? json(t.turns) : json(nullptr)},
          {"phase", t.phase},
          {"sequence", t.sequence},
          {"active", active},
          {"acted", t.acted},
          {"reserve", reserveOf(t)},
          {"players", {{{"name", t.players[0]}}, {{"name", t.players[1]}}}},
          {"characters", chars},
          {"over", over}};
}

Character newCharacter(const Fields& c) {
  Character out;
  out.id = c.string("id", 100);
  if (out.id.empty()) c.fail("id", {"field.string", "must not be empty", "ne doit pas être vide"});
  out.name = c.has("name") ? c.string("name", 100) : out.id;
  out.player = c.integer("player", 0, 1);
  out.rank = c.integer("rank", 1, 5);
  return out;
}

std::vector<std::string> readPlayers(const Fields& f) {
  std::vector<std::string> out;
  for (const Fields& p : model::twoPlayers(f, "players", {"name"}))
    out.push_back(p.has("name") ? p.string("name", 100) : "");
  return out;
}

void checkIds(const Turn& t, const Fields& f) {
  std::set<std::string> seen;
  for (std::size_t i = 0; i < t.characters.size(); ++i)
    if (!seen.insert(t.characters[i].id).second)
      throw RequestError(f.pathOf("characters") + "." + numMinus(static_cast<int>(i)) + ".id",
                         "field.repeat", "repeats the id \"" + t.characters[i].id + "\"",
                         "répète l'id \"" + t.characters[i].id + "\"");
}

namespace {

std::string list(const std::vector<std::string>& ids) {
  std::string out;
  for (const auto& id : ids) out += (out.empty() ? "" : ", ") + ("\"" + id + "\"");
  return "[" + out + "]";
}

// The states each phase allows beside épuisé and hors combat.
void checkStates(const Turn& t, const Fields& f) {
  int active = 0;
  for (std::size_t i = 0; i < t.characters.size(); ++i) {
    const Character& c = t.characters[i];
    const std::string at = f.pathOf("characters") + "." + numMinus(static_cast<int>(i));
    const bool inPlay = c.state == "reserve" || c.state == "actif" || c.state == "attente";
    if (inPlay && (t.phase == "setup" || t.phase == "turnEnd"))
      throw RequestError(at + ".state", "state.invalid",
                         "no character is " + c.state + " in the " + t.phase + " phase",
                         "aucun personnage n'est " + c.state + " dans la phase " + t.phase);
    if ((c.state == "reserve" || c.state == "attente") && c.combativite <= 0)
      throw RequestError(
          at + ".combativite", "state.invalid",
          std::string(c.state == "reserve" ? "a marker in the Réserve" : "a character en attente") +
              " has combativité left, not " + std::to_string(c.combativite),
          std::string(c.state == "reserve" ? "un marqueur dans la Réserve"
                                           : "un personnage en attente") +
              " a de la combativité, pas " + std::to_string(c.combativite));
    if (c.state == "actif" && (c.combativite < 0 || ++active > 1))
      throw RequestError(at + ".state", "state.invalid",
                         c.combativite < 0 ? "an active character has no negative combativité"
                                           : "only one character is active at a time",
                         c.combativite < 0 ? "un personnage actif n'a pas de combativité négative"
                                           : "un seul personnage est actif à la fois");
  }
}

// Version 1 → 2: `acted`. A turn saved with a character active is read as
// having acted (nothing said otherwise then), so it can end its activation.
void addActed(json& t) {
  if (!t.is_object()) return;
  const bool active = t.contains("active") && !t["active"].is_null();
  t["acted"] = active;
}

}  // namespace

const model::Format& turnFormat() {
  static const model::Format f{"auspex-turn", 2, true, {{1, &addActed}}};
  return f;
}

const json& characterArray(const Fields& f) {
  const json& cs = f.raw("characters");
  if (!cs.is_array() || cs.size() < 2 || cs.size() > static_cast<std::size_t>(maxCharacters))
    f.fail("characters",
           {"field.count", "must be an array of 2 .. " + numMinus(maxCharacters) + " characters",
            "doit être un tableau de 2 à " + numMinus(maxCharacters) + " personnages"});
  return cs;
}

Turn readTurn(const json& saved) {
  const json j = model::upgraded(saved, "turn", turnFormat());
  const Fields f(j, "turn",
                 {"format", "version", "turn", "turns", "phase", "sequence", "active", "acted",
                  "reserve", "players", "characters", "over"});
  Turn t;
  t.players = readPlayers(f);
  const json& cs = characterArray(f);
  for (std::size_t i = 0; i < cs.size(); ++i) {
    const Fields c(cs[i], "turn.characters." + numMinus(static_cast<int>(i)),
                   {"id", "name", "player", "rank", "combativite", "state"});
    Character out = newCharacter(c);
    out.combativite = c.integer("combativite", -maxCombativite, maxCombativite);
    out.state = c.choice("state", states);
    t.characters.push_back(out);
  }
  checkIds(t, f);
  if (!f.raw("turns").is_null()) t.turns = f.integer("turns", 1, maxTurns);
  t.number = f.integer("turn", 0, t.turns > 0 ? t.turns : maxTurns);
  t.phase = f.choice("phase", phases);
  t.sequence = f.integer("sequence", 0, maxSequences);
  const json& over = f.raw("over");
  if (over.is_null() != (t.phase != "over"))
    f.fail("over", {"state.invalid",
                    t.phase == "over" ? "must give the reason in the over phase"
                                      : "must be null before the over phase",
                    t.phase == "over" ? "doit donner la raison dans la phase over"
                                      : "doit être null avant la phase over"});
  if (!over.is_null()) {
    const Fields o(over, "turn.over", {"reason", "player"});
    t.overReason = o.choice("reason", {"turns", "noCharacters"});
    if (!o.raw("player").is_null()) t.overPlayer = o.integer("player", 0, 1);
  }
  checkStates(t, f);
  const json& a = f.raw("active");
  Character* active = activeOf(t);
  if (a != (active ? json(active->id) : json(nullptr)))
    f.fail("active",
           {"state.invalid",
            active ? "must be \"" + active->id + "\", the character whose state is actif"
                   : "must be null: no character's state is actif",
            active ? "doit être \"" + active->id + "\", le personnage dont l'état est actif"
                   : "doit être null : aucun personnage n'est actif"});
  t.acted = f.boolean("acted", false);  // written always; a game code may leave it out
  if (t.acted && !active)
    f.fail("acted", {"state.invalid", "must be false while no character is active",
                     "doit être false quand aucun personnage n'est actif"});
  const auto reserve = reserveOf(t);
  if (f.raw("reserve") != json(reserve))
    f.fail("reserve",
           {"state.invalid", "must list the characters in the Réserve in order: " + list(reserve),
            "doit lister dans l'ordre les personnages de la Réserve : " + list(reserve)});
  if (t.phase == "sequence" && reserve.empty() && !active)
    f.fail("phase",
           {"state.invalid", "a sequence has a marker in the Réserve or an active character",
            "une séquence a un marqueur dans la Réserve ou un personnage actif"});
  return t;
}

Character& characterOf(Turn& t, const Fields& f) {
  const std::string id = f.string("id", 100);
  for (auto& c : t.characters)
    if (c.id == id) return c;
  f.fail("id", {"field.choice", "names no character: \"" + id + "\"",
                "ne nomme aucun personnage : \"" + id + "\""});
}

}  // namespace auspex::kolaps::turn_detail
