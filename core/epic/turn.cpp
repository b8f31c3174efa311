// The Epic Escarmouches turn: each action (docs/sheets/epic-turn.md).
#include "epic/turn.hpp"

#include <algorithm>
#include <map>

#include "epic/turn_checks.hpp"
#include "epic/turn_state.hpp"
#include "model/machine.hpp"

namespace auspex::epic {

using requests::Fields;
using requests::json;
using requests::RequestError;

using namespace turn_detail;

namespace {

std::string capital(const std::string& s) {
  if (s.rfind("la ", 0) == 0) return "La " + s.substr(3);
  if (s.rfind("le ", 0) == 0) return "Le " + s.substr(3);
  if (s.rfind("the ", 0) == 0) return "The " + s.substr(4);
  return s;
}

// "3 pions de Alice et 2 de Bob".
Line cupLine(const Turn& t) {
  int n[2] = {0, 0};
  for (int p : t.cup) ++n[p];
  return {numMinus(n[0]) + " " + model::pluralFr(n[0], "pion", "pions") + " de " + who(t, 0) +
              " et " + numMinus(n[1]) + " de " + who(t, 1),
          numMinus(n[0]) + " " + model::pluralEn(n[0], "token", "tokens") + " of " + whoEn(t, 0) +
              " and " + numMinus(n[1]) + " of " + whoEn(t, 1)};
}

json rollOffDice(Turn& t, const Fields& f, std::vector<Line>& log) {
  DeployState& d = t.deployment;
  if (!f.has("dice"))
    return {{"dice", 2},
            {"sides", 6},
            {"field", "dice"},
            {"for",
             {{"fr", "le jet de déploiement de chaque joueur (" + who(t, 0) + ", puis " +
                         who(t, 1) + ")"},
              {"en",
               "each player's deployment roll (" + whoEn(t, 0) + ", then " + whoEn(t, 1) + ")"}}}};
  const auto r = f.integers("dice", 2, 2, 1, 6);
  const std::string rolls =
      who(t, 0) + " " + numMinus(r[0]) + ", " + who(t, 1) + " " + numMinus(r[1]);
  const std::string rollsEn =
      whoEn(t, 0) + " " + numMinus(r[0]) + ", " + whoEn(t, 1) + " " + numMinus(r[1]);
  if (r[0] == r[1]) {
    log.push_back({"Jet de déploiement : " + rolls + ". Égalité : relancez",
                   "Deployment roll-off: " + rollsEn + ". A tie: roll again"});
    return nullptr;
  }
  d.hasRolls = true;
  d.rolls[0] = r[0];
  d.rolls[1] = r[1];
  const int high = r[0] > r[1] ? 0 : 1;
  const DeploymentOption& m = methodOf(t);
  if (m.highestChooses) {
    d.chooser = high;
    log.push_back(
        {"Jet de déploiement : " + rolls + ". " + who(t, high) + " choisit qui déploie en premier",
         "Deployment roll-off: " + rollsEn + ". " + whoEn(t, high) + " chooses who deploys first"});
    return nullptr;
  }
  d.first = d.next = m.lowestStarts ? 1 - high : high;
  const std::string what = m.alternate ? "une formation" : "son armée";
  const std::string whatEn = m.alternate ? "a formation" : "its army";
  log.push_back({"Jet de déploiement : " + rolls + ". " + who(t, d.first) + " (" +
                     (m.lowestStarts ? "le plus faible" : "le plus fort") + ") déploie " + what +
                     " en premier",
                 "Deployment roll-off: " + rollsEn + ". " + whoEn(t, d.first) + " (" +
                     (m.lowestStarts ? "the lower" : "the higher") + ") deploys " + whatEn +
                     " first"});
  return nullptr;
}

// The roll-off, its line with the odds of each player's die (the lower the
// better where the lower roll deploys first).
json rollOff(Turn& t, const Fields& f, std::vector<Line>& log) {
  json needs = rollOffDice(t, f, log);
  if (!needs.is_null()) return needs;
  const auto r = f.integers("dice", 2, 2, 1, 6);
  const bool high = !methodOf(t).lowestStarts;
  for (int p = 0; p < 2; ++p)
    log.back().with(model::oddsOf(dice::Dist::die(6), r[static_cast<std::size_t>(p)], high, p));
  return nullptr;
}

void deployFirst(Turn& t, const Fields& f, std::vector<Line>& log) {
  DeployState& d = t.deployment;
  const int p = f.integer("player", 0, 1);
  d.first = d.next = p;
  log.push_back({who(t, d.chooser) + " choisit : " + who(t, p) + " déploie son armée en premier",
                 whoEn(t, d.chooser) + " chooses: " + whoEn(t, p) + " deploys its army first"});
}

void deployed(Turn& t, const Fields& f, std::vector<Line>& log) {
  DeployState& d = t.deployment;
  const DeploymentOption& m = methodOf(t);
  const int p = f.integer("player", 0, 1);
  if (p != d.next)
    f.fail("player", {"epic-turn.not-your-turn",
                      "it is " + who(t, d.next) + "'s turn to deploy, not " + who(t, p) + "'s",
                      "c'est à " + who(t, d.next) + " de déployer, pas à " + who(t, p)});
  const int all = t.players[static_cast<std::size_t>(p)].formations;
  if (m.alternate) {
    d.deployed[p] += 1;
    log.push_back({who(t, p) + " déploie une formation (" + numMinus(d.deployed[p]) + " sur " +
                       numMinus(all) + ")",
                   whoEn(t, p) + " deploys a formation (" + numMinus(d.deployed[p]) + " of " +
                       numMinus(all) + ")"});
  } else {
    d.deployed[p] = all;
    log.push_back({who(t, p) + " a déployé son armée (" + numMinus(all) + " " +
                       model::pluralFr(all, "formation", "formations") + ")",
                   whoEn(t, p) + " has deployed its army (" + numMinus(all) + " " +
                       model::pluralEn(all, "formation", "formations") + ")"});
  }
  const int o = 1 - p;
  const int O = t.players[static_cast<std::size_t>(o)].formations;
  d.next = nextToDeploy(t, d, m.alternate);
  if (d.next < 0) {
    d.done = true;
    t.phase = "orders";
    log.push_back({"Les deux armées sont déployées : déclaration des ordres du tour " +
                       numMinus(t.number) + " (" + cupLine(t).fr + " dans la tasse)",
                   "Both armies are deployed: the orders of turn " + numMinus(t.number) + " (" +
                       cupLine(t).en + " in the cup)"});
  } else if (m.alternate && d.deployed[p] == all && d.deployed[o] < O) {
    log.push_back(
        {who(t, p) + " a déployé toutes ses formations : " + who(t, o) + " déploie les autres",
         whoEn(t, p) + " has deployed all its formations: " + whoEn(t, o) + " deploys the rest"});
  }
}

// Draws a token entering the phase (the ruleset's drawnAt).
json drawToken(Turn& t, const Fields& f, std::vector<Line>& log) {
  const Line phase = phaseName(t.phase);
  if (t.cup.empty()) {
    if (f.has("dice"))
      f.fail("dice", {"field.not-used", "the cup is empty: no token is drawn",
                      "la tasse est vide : aucun pion n'est tiré"});
    log.push_back(
        {capital(phase.fr) + " : la tasse est vide, pas de tirage" +
             (t.initiative >= 0 ? " ; " + who(t, t.initiative) + " garde l'initiative" : ""),
         capital(phase.en) + ": the cup is empty, no draw" +
             (t.initiative >= 0 ? "; " + whoEn(t, t.initiative) + " keeps the initiative" : "")});
    return nullptr;
  }
  const int n = static_cast<int>(t.cup.size());
  const std::optional<int> drawn = model::drawOne(f, n);
  if (!drawn)
    return model::needDice(
        1,
        {"le pion Initiative tiré dans la tasse (1 … " + numMinus(n) +
             ", dans l'ordre de la tasse)",
         "the initiative token drawn from the cup (1 … " + numMinus(n) + ", in the cup's order)"},
        "dice", n);
  const int k = *drawn;
  const int p = t.cup[static_cast<std::size_t>(k - 1)];
  if (!t.rules.initiative.replaced) t.cup.erase(t.cup.begin() + (k - 1));
  t.drawn.push_back({t.phase, p});
  t.initiative = p;
  const bool choose = t.phase == "movement" || t.phase == "assault";
  log.push_back(
      {capital(phase.fr) + " : pion " + numMinus(k) + " sur " + numMinus(n) + ", " + who(t, p) +
           " a l'initiative" + (choose ? " et choisit qui agit en premier (action first)" : "") +
           " — reste " + cupLine(t).fr,
       capital(phase.en) + ": token " + numMinus(k) + " of " + numMinus(n) + ", " + whoEn(t, p) +
           " has the initiative" + (choose ? " and chooses who acts first (action first)" : "") +
           " — left: " + cupLine(t).en});
  return nullptr;
}

json nextPhase(Turn& t, const Fields& f, std::vector<Line>& log) {
  if (t.phase == "rally") {
    if (f.has("dice"))
      f.fail("dice", {"field.not-used", "no token is drawn at the start of a turn",
                      "aucun pion n'est tiré au début d'un tour"});
    if (t.number >= maxTurns)
      f.fail("type", {"epic-turn.max-turns", "a game has at most " + numMinus(maxTurns) + " turns",
                      "une partie a au plus " + numMinus(maxTurns) + " tours"});
    t.number += 1;
    t.phase = "orders";
    t.cup = fullCup(t);
    t.drawn.clear();
    t.first = t.acting = -1;
    t.passed[0] = t.passed[1] = false;
    log.push_back({"Tour " + numMinus(t.number) + " : déclaration des ordres ; la tasse contient " +
                       cupLine(t).fr,
                   "Turn " + numMinus(t.number) + ": the orders; the cup holds " + cupLine(t).en});
    return nullptr;
  }
  const std::string from = t.phase;
  const std::string to = phases[static_cast<std::size_t>(phaseIndex(t.phase) + 1)];
  if (!drawnAt(t, to) && f.has("dice"))
    f.fail("dice", {"field.not-used", "no token is drawn entering the " + to + " phase",
                    "aucun pion n'est tiré en entrant dans " + phaseName(to).fr});
  Turn after = t;
  after.phase = to;
  after.first = after.acting = -1;
  after.passed[0] = after.passed[1] = false;
  std::vector<Line> lines;
  if (drawnAt(after, to)) {
    json needs = drawToken(after, f, lines);
    if (!needs.is_null()) return needs;
  } else {
    const Line name = phaseName(to);
    lines.push_back({capital(name.fr), capital(name.en)});
  }
  if (to == "shooting" && after.initiative >= 0) {
    after.first = after.acting = after.initiative;
    lines.push_back(
        {who(after, after.acting) + " fait tirer une formation en premier, puis c'est "
                                    "à son adversaire, et ainsi de suite",
         whoEn(after, after.acting) + " fires a formation first, then the opponent, and so on"});
  }
  t = after;
  log.insert(log.end(), lines.begin(), lines.end());
  return nullptr;
}

void chooseFirst(Turn& t, const Fields& f, std::vector<Line>& log) {
  const int p = f.integer("player", 0, 1);
  t.first = p;
  const bool moving = t.phase == "movement";
  log.push_back({who(t, t.initiative) + " choisit : " + who(t, p) + " " +
                     (moving ? "fait tous ses mouvements" : "fait ses déplacements d'assaut") +
                     " en premier, puis " + who(t, 1 - p),
                 whoEn(t, t.initiative) + " chooses: " + whoEn(t, p) + " " +
                     (moving ? "makes all its moves" : "makes its assault moves") +
                     " first, then " + whoEn(t, 1 - p)});
}

// The player whose go it is in the shooting phase must be `player`.
int shooter(const Turn& t, const Fields& f) {
  const int p = f.integer("player", 0, 1);
  if (const auto why = fireRefusal(t, p)) f.fail("player", *why);
  return p;
}

// An assault (close combat) of `player`'s formation, said in the log.
void assault(Turn& t, const Fields& f, std::vector<Line>& log) {
  const int p = f.integer("player", 0, 1);
  log.push_back(
      {"Corps à corps : " + who(t, p) + " attaque", "Assault: " + whoEn(t, p) + " attacks"});
}

// After `p`'s go: the other's, unless it has passed.
void handOn(Turn& t, int p, Line& line) {
  const int o = 1 - p;
  if (!t.passed[o]) {
    t.acting = o;
    line.fr += " ; à " + who(t, o);
    line.en += "; " + whoEn(t, o) + "'s go";
  } else if (!t.passed[p]) {
    t.acting = p;
    line.fr += " ; " + who(t, o) + " a passé, à " + who(t, p) + " encore";
    line.en += "; " + whoEn(t, o) + " has passed, " + whoEn(t, p) + "'s go again";
  } else {
    t.acting = -1;
    line.fr += " ; fin des tirs";
    line.en += "; the shooting is over";
  }
}

void fired(Turn& t, const Fields& f, std::vector<Line>& log) {
  const int p = shooter(t, f);
  Line line{who(t, p) + " fait tirer une formation", whoEn(t, p) + " fires a formation"};
  handOn(t, p, line);
  log.push_back(line);
}

void pass(Turn& t, const Fields& f, std::vector<Line>& log) {
  const int p = shooter(t, f);
  t.passed[p] = true;
  Line line{who(t, p) + " n'a plus de formation à faire tirer",
            whoEn(t, p) + " has no formation left to fire"};
  handOn(t, p, line);
  log.push_back(line);
}

using Actions = model::TurnActions<Turn>;

const Actions::Table& actions() {
  static const Actions::Table table = {
      {"rollOff", {"dice"}, &rollOff, {&rollOffPre}},
      {"deployFirst", {"player"}, &Actions::noDice<deployFirst>, {&deployFirstPre}},
      {"deployed", {"player"}, &Actions::noDice<deployed>, {&deployedPre}},
      {"next", {"dice"}, &nextPhase, {&nextPre}},
      {"first", {"player"}, &Actions::noDice<chooseFirst>, {&firstPre}},
      {"fired", {"player"}, &Actions::noDice<fired>, {&firePre}},
      {"pass", {"player"}, &Actions::noDice<pass>, {&passPre}},
      {"assault", {"player"}, &Actions::noDice<assault>, {&assaultPre}},
  };
  return table;
}

// The turn as a state model (core/model/machine.hpp).
struct TurnModel : model::PlainTurnModel<Turn, &readTurn, &turnJson, &actions> {
  static Turn begin(const json& request, Context&, std::vector<Line>& log) {
    const Fields f(request, "", {"op", "ruleset", "players", "deployment"});
    Turn t;
    t.rules = loadRuleset(f, "ruleset", t.ruleset);
    for (const Fields& p : model::twoPlayers(f, "players", {"name", "strategic", "formations"}))
      t.players.push_back(readPlayer(p));
    setTokens(t);
    std::vector<std::string> ids;
    for (const auto& o : t.rules.deployment.options) ids.push_back(o.id);
    if (ids.empty())
      f.fail("ruleset", {"epic-turn.no-deployment", "the ruleset gives no deployment option",
                         "le jeu de règles ne donne aucune option de déploiement"});
    t.deployment.method = f.choice("deployment", ids, ids.front());
    t.cup = fullCup(t);
    const DeploymentOption& m = methodOf(t);
    auto side = [&](int p, bool fr) {
      const Player& pl = t.players[static_cast<std::size_t>(p)];
      return (fr ? who(t, p) : whoEn(t, p)) + " (" + (fr ? "valeur stratégique " : "strategic ") +
             numMinus(pl.strategic) + ", " + numMinus(pl.formations) + " " +
             (fr ? model::pluralFr(pl.formations, "formation", "formations")
                 : model::pluralEn(pl.formations, "formation", "formations")) +
             ", " + numMinus(pl.tokens) +
             (fr ? " " + model::pluralFr(pl.tokens, "pion", "pions") + " Initiative)"
                 : " initiative " + model::pluralEn(pl.tokens, "token", "tokens") + ")");
    };
    log.push_back({"Nouvelle partie : " + side(0, true) + " contre " + side(1, true) +
                       " ; déploiement : " + m.name.fr + " (action rollOff)",
                   "New game: " + side(0, false) + " against " + side(1, false) +
                       "; deployment: " + m.name.en + " (action rollOff)"});
    return t;
  }

  // `mayAttack`: for each player, whether a formation may fire now (the shooting
  // phase, their go) and may assault now (the assault phase), or why not.
  static void more(json& reply, const Turn& t, const Context&) {
    json may = json::array();
    const auto gate = [](const auto& why) { return model::allowedJson(json::object(), why); };
    for (int p = 0; p < 2; ++p)
      may.push_back(
          {{"player", p}, {"fire", gate(fireRefusal(t, p))}, {"assault", gate(assaultPre(t))}});
    reply["mayAttack"] = may;
  }
};

}  // namespace

AUSPEX_MODEL_ENTRY_POINTS(TurnModel, turnAnswer, turnReadBack)

}  // namespace auspex::epic
