// KOLAPS (seed 003): the rolls beside the attacks: a move through dangerous
// and mortal terrain (Loi 10-12 .. 10-14), conscience (4-9) and death (4-10)
// rolls, ramasser une arme (9-22) and réparer l'arme (9-15). Exact.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "kolaps/action.hpp"

namespace auspex::kolaps {

// The two risks of Loi 10-11.
enum class RiskKind { dangereux, mortel };

// A risk's opposition dice and its failure table: R at or below the value
// gives that level (levels the table lacks hold no value).
struct RiskTable {
  int dice = 1;
  Bands failure{};
};
RiskTable riskTable(RiskKind r);  // the seed's, 10-12 and 10-13

// The wound a failed risk roll of result R (< 0) gives: the worst level
// whose value R is at or below; the lightest level otherwise.
Wound riskWound(const Bands& failure, int r);

// A move across `zones` alike zones (10-12: "un jet est réalisé pour chaque
// zone dangereuse"), each with an obstacle roll first when it has one (10-14),
// stopping at the first failed roll.
struct TerrainMove {
  RiskTable risk;
  int rollDice = 3;  // the action roll (8-8) and the result it needs (8-9)
  int rollSuccess = 6;
  bool obstacleRoll = false;  // a heavy or total cover on the zone (10-9, 10-10)
  int obstacleDice = 0;
  int zones = 1;
  std::optional<int> protectionClass;  // a protection rolling against the wound (11-22)
};

struct TerrainOutcome {
  double zoneCrossed = 0.0;      // one zone: the obstacle roll (if any) and the risk roll succeed
  double success = 0.0;          // every zone crossed
  double obstacleFailure = 0.0;  // stopped by a failed obstacle roll, unhurt
  double riskFailure = 0.0;      // a failed risk roll: wounded (split by `wounds`)
  std::array<double, woundCount> wounds{};
  double absorbed = 0.0;          // a wound worse than sonné the protection made sonné
  std::vector<double> stoppedAt;  // the zone (from the first) the move stops in
};

TerrainOutcome crossTerrain(const TerrainMove& m);

// A roll of 3D6 minus `opposition` D6 that succeeds at 6 or more (Loi 8-9,
// 8-10), with no double-1 table (those are the shots' and blows', 9-10, 9-18).
double actionSuccess(int opposition, int rollDice = 3, int rollSuccess = 6);

// The death roll's threshold on 1D6 (Loi 4-10): rank 5 6+, 4 and 3 5+, 2 and 1 4+.
int deathThreshold(int rank);

// A 1D6 at `threshold` or more, `rolls` times, all succeeding (1: automatic).
double allSucceed(int threshold, int rolls);

}  // namespace auspex::kolaps
