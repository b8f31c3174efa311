// Epic Escarmouches turn: its deployment (the roll-off, who deploys first,
// each army deployed) read and written (docs/sheets/epic-turn.md).
#include "epic/turn_state.hpp"

namespace auspex::epic::turn_detail {

using requests::RequestError;

json deploymentJson(const DeployState& d) {
  return {{"method", d.method},
          {"rolls", d.hasRolls ? json::array({d.rolls[0], d.rolls[1]}) : json(nullptr)},
          {"chooser", orNull(d.chooser)},
          {"first", orNull(d.first)},
          {"deployed", json::array({d.deployed[0], d.deployed[1]})},
          {"next", orNull(d.next)},
          {"done", d.done}};
}

DeployState readDeployment(const Turn& t, const json& j) {
  const Fields f(j, "turn.deployment",
                 {"method", "rolls", "chooser", "first", "deployed", "next", "done"});
  DeployState d;
  std::vector<std::string> ids;
  for (const auto& o : t.rules.deployment.options) ids.push_back(o.id);
  d.method = f.choice("method", ids);
  const DeploymentOption* m = nullptr;
  for (const auto& o : t.rules.deployment.options)
    if (o.id == d.method) m = &o;
  if (!f.raw("rolls").is_null()) {
    const auto r = f.integers("rolls", 2, 2, 1, 6);
    if (r[0] == r[1])
      f.fail("rolls", {"state.invalid", "a tie is rolled again: no decisive roll-off",
                       "une égalité se relance : pas de tirage décisif"});
    d.hasRolls = true;
    d.rolls[0] = r[0];
    d.rolls[1] = r[1];
  }
  const int high = d.rolls[0] > d.rolls[1] ? 0 : 1;
  const int expectChooser = d.hasRolls && m->highestChooses ? high : -1;
  d.chooser = optPlayer(f, "chooser");
  if (d.chooser != expectChooser)
    f.fail("chooser",
           {"state.invalid",
            expectChooser >= 0 ? "must be " + numMinus(expectChooser) + ", the higher roll"
            : d.hasRolls       ? "must be null: the method " + d.method + " has no choice"
                               : "must be null before the roll-off",
            expectChooser >= 0 ? "doit être " + numMinus(expectChooser) + ", le jet le plus haut"
            : d.hasRolls ? "doit être null : la méthode " + d.method + " ne laisse pas de choix"
                         : "doit être null avant le tirage au sort"});
  d.first = optPlayer(f, "first");
  if (!d.hasRolls && d.first >= 0)
    f.fail("first", {"state.invalid", "must be null before the roll-off",
                     "doit être null avant le tirage au sort"});
  if (d.hasRolls && !m->highestChooses) {
    const int expect = m->lowestStarts ? 1 - high : high;
    if (d.first != expect)
      f.fail("first", {"state.invalid",
                       "must be " + numMinus(expect) + ", the " +
                           (m->lowestStarts ? "lower" : "higher") + " roll",
                       "doit être " + numMinus(expect) + ", le jet le " +
                           (m->lowestStarts ? "plus bas" : "plus haut")});
  }
  const auto dep = f.integers("deployed", 2, 2, 0, maxFormations);
  for (int p = 0; p < 2; ++p) {
    if (dep[p] > t.players[p].formations)
      throw RequestError(
          "turn.deployment.deployed." + numMinus(p), "state.invalid",
          "is more than the player's " + numMinus(t.players[p].formations) + " formations",
          "dépasse les " + numMinus(t.players[p].formations) + " formations du joueur");
    if (!m->alternate && dep[p] != 0 && dep[p] != t.players[p].formations)
      throw RequestError("turn.deployment.deployed." + numMinus(p), "state.invalid",
                         "must be 0 or " + numMinus(t.players[p].formations) + ": the method " +
                             d.method + " deploys whole armies",
                         "doit être 0 ou " + numMinus(t.players[p].formations) + " : la méthode " +
                             d.method + " déploie des armées entières");
    d.deployed[p] = dep[p];
  }
  if (d.first < 0 && (dep[0] > 0 || dep[1] > 0))
    f.fail("deployed", {"state.invalid", "must be [0, 0] before it is known who deploys first",
                        "doit être [0, 0] tant qu'on ne sait pas qui déploie en premier"});
  if (d.first >= 0) {
    const int a = d.first, b = 1 - a;
    const int da = d.deployed[a], db = d.deployed[b];
    const bool ok = m->alternate
                        ? (da == db || da == db + 1 || (db == t.players[b].formations && da > db) ||
                           (da == t.players[a].formations && db > da))
                        : (db == 0 || da == t.players[a].formations);
    if (!ok)
      f.fail("deployed",
             {"state.invalid", "does not follow the deployment order from player " + numMinus(a),
              "ne suit pas l'ordre de déploiement depuis le joueur " + numMinus(a)});
  }
  d.done = d.first >= 0 && d.deployed[0] == t.players[0].formations &&
           d.deployed[1] == t.players[1].formations;
  d.next = nextToDeploy(t, d, m->alternate);
  if (optPlayer(f, "next") != d.next)
    f.fail("next", {"state.invalid",
                    d.next < 0 ? "must be null: no one is to deploy"
                               : "must be " + numMinus(d.next) + ", the player to deploy",
                    d.next < 0 ? "doit être null : personne n'a à déployer"
                               : "doit être " + numMinus(d.next) + ", le joueur qui déploie"});
  if (f.boolean("done") != d.done)
    f.fail("done", {"state.invalid",
                    d.done ? "must be true: both armies are deployed"
                           : "must be false: the armies are not all deployed",
                    d.done ? "doit être true : les deux armées sont déployées"
                           : "doit être false : les armées ne sont pas toutes déployées"});
  return d;
}

}  // namespace auspex::epic::turn_detail
