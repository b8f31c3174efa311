// Epic Escarmouches turn: reading and writing its state
// (docs/sheets/epic-turn.md).
#include <algorithm>

#include "epic/turn_state.hpp"
#include "rulesets/reader.hpp"

namespace auspex::epic::turn_detail {

using requests::RequestError;

int phaseIndex(const std::string& phase) {
  return static_cast<int>(std::find(phases.begin(), phases.end(), phase) - phases.begin());
}

Line phaseName(const std::string& phase) {
  static const Line names[] = {{"le déploiement", "deployment"},
                               {"la déclaration des ordres", "the orders"},
                               {"la phase de mouvement", "the movement phase"},
                               {"la phase de tir", "the shooting phase"},
                               {"la phase d'assaut", "the assault phase"},
                               {"la phase de ralliement", "the rally phase"}};
  return names[phaseIndex(phase)];
}

bool drawnAt(const Turn& t, const std::string& phase) {
  const auto& at = t.rules.initiative.drawnAt;
  return std::find(at.begin(), at.end(), phase) != at.end();
}

const DeploymentOption& methodOf(const Turn& t) {
  for (const auto& o : t.rules.deployment.options)
    if (o.id == t.deployment.method) return o;
  throw RequestError("turn.deployment.method", "field.choice",
                     "names no deployment option of the ruleset",
                     "ne nomme aucune option de déploiement du jeu de règles");
}

Ruleset loadRuleset(const Fields& f, const char* key, std::string& id) {
  return parseRuleset(rulesets::loadedOf(f, key, "epic", id));
}

void setTokens(Turn& t) {
  const auto& i = t.rules.initiative;
  const int a = t.players[0].strategic, b = t.players[1].strategic;
  t.players[0].tokens = a == b ? i.tokensEqual : a > b ? i.tokensHigher : i.tokensLower;
  t.players[1].tokens = a == b ? i.tokensEqual : b > a ? i.tokensHigher : i.tokensLower;
}

std::vector<int> fullCup(const Turn& t) {
  std::vector<int> cup(static_cast<std::size_t>(t.players[0].tokens), 0);
  cup.insert(cup.end(), static_cast<std::size_t>(t.players[1].tokens), 1);
  return cup;
}

Player readPlayer(const Fields& p) {
  Player out;
  out.name = p.has("name") ? p.string("name", 100) : "";
  out.strategic = p.integer("strategic", 0, maxStrategic);
  out.formations = p.integer("formations", 1, maxFormations);
  return out;
}

json orNull(int v) {
  return v < 0 ? json(nullptr) : json(v);
}

// A player index or null.
int optPlayer(const Fields& f, const char* key) {
  return f.raw(key).is_null() ? -1 : f.integer(key, 0, 1);
}

namespace {

std::string list(const std::vector<int>& v) {
  std::string out;
  for (int x : v) out += (out.empty() ? "" : ", ") + numMinus(x);
  return "[" + out + "]";
}

// The draws expected by this phase of the turn: drawnAt phases up to the
// current one, in phase order, as long as the cup has tokens.
std::vector<std::string> expectedDraws(const Turn& t) {
  std::vector<std::string> out;
  const int total = t.players[0].tokens + t.players[1].tokens;
  for (int i = 0; i <= phaseIndex(t.phase); ++i)
    if (drawnAt(t, phases[static_cast<std::size_t>(i)]) &&
        (t.rules.initiative.replaced ? total > 0 : static_cast<int>(out.size()) < total))
      out.push_back(phases[static_cast<std::size_t>(i)]);
  return out;
}

}  // namespace

// Who deploys next, from who deploys first and what each has deployed.
int nextToDeploy(const Turn& t, const DeployState& d, bool alternate) {
  if (d.first < 0) return -1;
  const int f = d.first, o = 1 - f;
  const int F = t.players[f].formations, O = t.players[o].formations;
  if (d.deployed[f] == F && d.deployed[o] == O) return -1;
  if (!alternate) return d.deployed[f] < F ? f : o;
  if (d.deployed[f] == F) return o;
  if (d.deployed[o] == O) return f;
  return d.deployed[f] == d.deployed[o] ? f : o;
}

json turnJson(const Turn& t) {
  json players = json::array();
  for (const auto& p : t.players)
    players.push_back({{"name", p.name},
                       {"strategic", p.strategic},
                       {"formations", p.formations},
                       {"tokens", p.tokens}});
  json drawn = json::array();
  for (const auto& d : t.drawn) drawn.push_back({{"phase", d.phase}, {"player", d.player}});
  json passed = json::array();
  for (int p = 0; p < 2; ++p)
    if (t.passed[p]) passed.push_back(p);
  return {{"format", turnFormat().format},
          {"version", turnFormat().version},
          {"ruleset", t.ruleset},
          {"turn", t.number},
          {"phase", t.phase},
          {"players", players},
          {"cup", t.cup},
          {"drawn", drawn},
          {"initiative", orNull(t.initiative)},
          {"first", orNull(t.first)},
          {"acting", orNull(t.acting)},
          {"passed", passed},
          {"deployment", deploymentJson(t.deployment)}};
}

const model::Format& turnFormat() {
  static const model::Format f{"auspex-turn", 1, true, {}};
  return f;
}

Turn readTurn(const json& saved) {
  const json j = model::upgraded(saved, "turn", turnFormat());
  const Fields f(j, "turn",
                 {"format", "version", "ruleset", "turn", "phase", "players", "cup", "drawn",
                  "initiative", "first", "acting", "passed", "deployment"});
  Turn t;
  t.rules = loadRuleset(f, "ruleset", t.ruleset);
  t.number = f.integer("turn", 1, maxTurns);
  t.phase = f.choice("phase", phases);
  if (t.phase == "deployment" && t.number != 1)
    f.fail(
        "phase",
        {"state.invalid", "deployment comes before turn 1 only, not in turn " + numMinus(t.number),
         "le déploiement vient seulement avant le tour 1, pas au tour " + numMinus(t.number)});
  const json& ps = f.raw("players");
  for (const Fields& p :
       model::twoPlayers(f, "players", {"name", "strategic", "formations", "tokens"})) {
    t.players.push_back(readPlayer(p));
    p.integer("tokens", 0, 100);
  }
  setTokens(t);
  for (std::size_t i = 0; i < 2; ++i)
    if (ps[i]["tokens"] != t.players[i].tokens)
      throw RequestError(
          "turn.players." + numMinus(static_cast<int>(i)) + ".tokens", "state.invalid",
          "must be " + numMinus(t.players[i].tokens) +
              " (the ruleset's initiative tokens for the strategic values " +
              numMinus(t.players[0].strategic) + " and " + numMinus(t.players[1].strategic) + ")",
          "doit être " + numMinus(t.players[i].tokens) +
              " (les pions Initiative du jeu de règles pour les valeurs stratégiques " +
              numMinus(t.players[0].strategic) + " et " + numMinus(t.players[1].strategic) + ")");
  t.deployment = readDeployment(t, f.raw("deployment"));
  if ((t.phase == "deployment") == t.deployment.done)
    f.fail("phase",
           {"state.invalid",
            t.deployment.done ? "must not be deployment: both armies are deployed"
                              : "must be deployment: the armies are not all deployed",
            t.deployment.done ? "ne doit pas être deployment : les deux armées sont déployées"
                              : "doit être deployment : les armées ne sont pas toutes déployées"});

  const json& ds = f.raw("drawn");
  if (!ds.is_array() || ds.size() > phases.size())
    f.fail("drawn",
           {"state.invalid",
            "must be an array of at most " + numMinus(static_cast<int>(phases.size())) + " draws",
            "doit être un tableau d'au plus " + numMinus(static_cast<int>(phases.size())) +
                " tirages"});
  std::vector<std::string> drawnPhases;
  for (std::size_t i = 0; i < ds.size(); ++i) {
    const Fields d(ds[i], "turn.drawn." + numMinus(static_cast<int>(i)), {"phase", "player"});
    t.drawn.push_back({d.choice("phase", phases), d.integer("player", 0, 1)});
    drawnPhases.push_back(t.drawn.back().phase);
  }
  const auto expected = expectedDraws(t);
  if (drawnPhases != expected) {
    std::string e;
    for (const auto& p : expected) e += (e.empty() ? "" : ", ") + p;
    f.fail("drawn",
           {"state.invalid",
            "must list the draws of this turn up to the " + t.phase + " phase: [" + e + "]",
            "doit lister les tirages de ce tour jusqu'à la phase " + t.phase + " : [" + e + "]"});
  }
  std::vector<int> cup = fullCup(t);
  if (!t.rules.initiative.replaced)
    for (const auto& d : t.drawn) {
      const auto it = std::find(cup.begin(), cup.end(), d.player);
      if (it == cup.end())
        f.fail(
            "drawn",
            {"state.invalid",
             "draws more tokens of player " + numMinus(d.player) + " than the " +
                 numMinus(t.players[static_cast<std::size_t>(d.player)].tokens) + " in the cup",
             "tire plus de pions du joueur " + numMinus(d.player) + " que les " +
                 numMinus(t.players[static_cast<std::size_t>(d.player)].tokens) + " de la tasse"});
      cup.erase(it);
    }
  const json& c = f.raw("cup");
  if (!c.is_array())
    f.fail("cup",
           {"state.invalid", "must be an array of player indexes, not " + requests::describe(c),
            "doit être un tableau de numéros de joueurs, pas " + requests::describeFr(c)});
  t.cup = f.integers("cup", 0, 200, 0, 1);
  if (t.cup != cup)
    f.fail("cup",
           {"state.invalid",
            "must be " + list(cup) +
                ": the turn's tokens (player 0's first) less those drawn this turn",
            "doit être " + list(cup) +
                " : les pions du tour (ceux du joueur 0 d'abord) moins ceux tirés ce tour-ci"});

  t.initiative = optPlayer(f, "initiative");
  if (!t.drawn.empty() && t.initiative != t.drawn.back().player)
    f.fail("initiative",
           {"state.invalid",
            "must be " + numMinus(t.drawn.back().player) + ", the player of the last token drawn",
            "doit être " + numMinus(t.drawn.back().player) + ", le joueur du dernier pion tiré"});
  if (t.drawn.empty() && t.number == 1 && t.initiative >= 0)
    f.fail("initiative", {"state.invalid", "must be null before the first token is drawn",
                          "doit être null avant le premier pion tiré"});

  const bool choosing = t.phase == "movement" || t.phase == "assault";
  const bool shooting = t.phase == "shooting";
  t.first = optPlayer(f, "first");
  if (t.first >= 0 && !choosing && !shooting)
    f.fail("first", {"state.invalid", "must be null in the " + t.phase + " phase",
                     "doit être null dans la phase " + t.phase});
  if (t.first >= 0 && t.initiative < 0)
    f.fail("first", {"state.invalid", "must be null: no one has the initiative",
                     "doit être null : personne n'a l'initiative"});
  if (shooting && t.first != t.initiative)
    f.fail("first", {"state.invalid", "must be the initiative's holder in the shooting phase",
                     "doit être le détenteur de l'initiative dans la phase de tir"});

  const auto passed = f.integers("passed", 0, 2, 0, 1);
  for (int p : passed) {
    if (t.passed[p])
      f.fail("passed",
             {"field.repeat", "repeats player " + numMinus(p), "répète le joueur " + numMinus(p)});
    t.passed[p] = true;
  }
  if (!shooting && !passed.empty())
    f.fail("passed", {"state.invalid", "must be [] outside the shooting phase",
                      "doit être [] hors de la phase de tir"});
  if (passed.size() == 2 && passed[0] > passed[1])
    f.fail("passed", {"state.invalid", "must be [0, 1] in order", "doit être [0, 1] dans l'ordre"});
  t.acting = optPlayer(f, "acting");
  if (!shooting && t.acting >= 0)
    f.fail("acting", {"state.invalid", "must be null outside the shooting phase",
                      "doit être null hors de la phase de tir"});
  if (shooting) {
    if (t.initiative < 0 && t.acting >= 0)
      f.fail("acting", {"state.invalid", "must be null: no one has the initiative",
                        "doit être null : personne n'a l'initiative"});
    if (t.initiative >= 0 && (t.acting < 0) != (t.passed[0] && t.passed[1]))
      f.fail("acting", {"state.invalid",
                        t.acting < 0 ? "must name the player whose go it is"
                                     : "must be null: both players have passed",
                        t.acting < 0 ? "doit nommer le joueur dont c'est le tour"
                                     : "doit être null : les deux joueurs ont passé"});
    if (t.acting >= 0 && t.passed[t.acting])
      f.fail("acting", {"state.invalid", "names player " + numMinus(t.acting) + ", who has passed",
                        "nomme le joueur " + numMinus(t.acting) + ", qui a passé"});
  }
  return t;
}

}  // namespace auspex::epic::turn_detail
