// AT-44 (seed 004), Autorité: at the start of each turn each player rolls a
// D6 and adds the AUT of their commandant and the PC they bid in secret
// (0 .. 6); the higher result wins.
#pragma once

namespace auspex::at44 {

struct Commander {
  int aut = 0;
  int bid = 0;  // PC bid, +1 each
};

struct AuthorityOutcome {
  double firstAhead = 0.0;   // one roll: the first player's result is higher
  double tie = 0.0;          // one roll: equal results
  double secondAhead = 0.0;  // one roll: the second player's result is higher
  double firstWins = 0.0;    // ties rolled again (same AUT and bids) until one is higher
};

AuthorityOutcome testAuthority(const Commander& first, const Commander& second);

}  // namespace auspex::at44
