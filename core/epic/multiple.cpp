#include "epic/multiple.hpp"

#include "epic/attack.hpp"

namespace auspex::epic {

MultipleOutcome multipleCombat(const std::vector<int>& attackerFa, int targetFa) {
  MultipleOutcome out;
  const int n = static_cast<int>(attackerFa.size());
  std::vector<double> killed(n + 1, 0.0);
  double alive = 1.0;  // the outnumbered model reaches the next combat
  for (int k = 0; k < n; ++k) {
    const double win = assault({attackerFa[k], k + 2}, {targetFa, 2});
    out.attackerWins.push_back(win);
    out.killedBy.push_back(alive * win);
    killed[k] = alive * win;  // it killed the k attackers before this one
    alive *= 1.0 - win;
  }
  out.survives = alive;
  killed[n] = alive;
  out.killed = dice::Dist::fromTable(0, killed);
  return out;
}

}  // namespace auspex::epic
