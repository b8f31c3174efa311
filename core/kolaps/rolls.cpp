#include "kolaps/rolls.hpp"

#include <algorithm>
#include <cmath>

#include "dice/dist.hpp"

namespace auspex::kolaps {

using dice::Dist;

RiskTable riskTable(RiskKind r) {
  if (r == RiskKind::dangereux) return {1, {-1, -4, -7, std::nullopt, std::nullopt}};  // Loi 10-12
  return {2, {-1, -4, -7, -11, -15}};                                                  // Loi 10-13
}

Wound riskWound(const Bands& failure, int r) {
  int level = -1;
  for (int w = 0; w < woundCount; ++w)
    if (failure[w] && (level < 0 || r <= *failure[w])) level = w;
  return static_cast<Wound>(level);
}

double actionSuccess(int opposition, int rollDice, int rollSuccess) {
  return (Dist::sumOfDice(rollDice, 6) - Dist::sumOfDice(opposition, 6)).atLeast(rollSuccess);
}

int deathThreshold(int rank) {
  return rank >= 5 ? 6 : rank >= 3 ? 5 : 4;
}

double allSucceed(int threshold, int rolls) {
  return std::pow(dice::chanceAtLeast(threshold), rolls);
}

TerrainOutcome crossTerrain(const TerrainMove& m) {
  TerrainOutcome out;
  const double obstacleFails =
      m.obstacleRoll ? 1.0 - actionSuccess(m.obstacleDice, m.rollDice, m.rollSuccess) : 0.0;
  const Dist roll = Dist::sumOfDice(m.rollDice, 6) - Dist::sumOfDice(m.risk.dice, 6);
  const double absorb = m.protectionClass ? dice::chanceAtLeast(*m.protectionClass) : 0.0;
  // One zone: what stops the move there, given it was reached.
  std::array<double, woundCount> wounds{};
  double absorbed = 0.0;
  for (int x = roll.lo(); x <= std::min(roll.hi(), m.rollSuccess - 1); ++x) {
    const double p = (1.0 - obstacleFails) * roll.at(x);
    const Wound w = riskWound(m.risk.failure, x - m.rollSuccess);
    if (w > sonne && absorb > 0.0) {
      wounds[sonne] += p * absorb;
      wounds[w] += p * (1.0 - absorb);
      absorbed += p * absorb;
    } else {
      wounds[w] += p;
    }
  }
  double riskFails = 0.0;
  for (double p : wounds) riskFails += p;
  out.zoneCrossed = (1.0 - obstacleFails) * roll.atLeast(m.rollSuccess);
  double reach = 1.0;  // the chance the move reaches zone i
  for (int i = 0; i < m.zones; ++i) {
    out.stoppedAt.push_back(reach * (obstacleFails + riskFails));
    out.obstacleFailure += reach * obstacleFails;
    for (int w = 0; w < woundCount; ++w) out.wounds[w] += reach * wounds[w];
    out.absorbed += reach * absorbed;
    reach *= out.zoneCrossed;
  }
  out.success = reach;
  for (double p : out.wounds) out.riskFailure += p;
  return out;
}

}  // namespace auspex::kolaps
