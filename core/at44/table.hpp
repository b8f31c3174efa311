// AT-44 (seed 004): the universal resolution table, used by every test.
#pragma once

#include <string>

namespace auspex::at44 {

// What a difference (ability - difficulty) asks of one D6.
struct Target {
  int needed;  // 2 .. 6; 1 means automatic, 7 impossible
  bool automatic() const { return needed <= 1; }
  bool impossible() const { return needed >= 7; }
  double chance() const;
  // "2+" .. "6+", "auto" or "impossible".
  std::string label() const;
};

// <= -6 impossible; -5,-4: 6; -3,-2: 5+; -1,0,+1: 4+; +2,+3: 3+; +4,+5: 2+;
// >= +6 automatic.
Target universalTable(int difference);

}  // namespace auspex::at44
