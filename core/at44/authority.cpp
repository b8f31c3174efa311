#include "at44/authority.hpp"

#include "dice/dist.hpp"

namespace auspex::at44 {

using dice::Dist;

AuthorityOutcome testAuthority(const Commander& first, const Commander& second) {
  // first - second = (D6 - D6) + (AUT + bid) - (AUT + bid).
  const Dist lead =
      Dist::die(6) - Dist::die(6) + Dist::constant(first.aut + first.bid - second.aut - second.bid);
  AuthorityOutcome out;
  for (int x = lead.lo(); x <= lead.hi(); ++x)
    (x > 0 ? out.firstAhead : x == 0 ? out.tie : out.secondAhead) += lead.at(x);
  // A tie settles nothing and the same test is rolled again: the first player
  // wins with the chance of being ahead given that someone is.
  out.firstWins = out.firstAhead / (out.firstAhead + out.secondAhead);
  return out;
}

}  // namespace auspex::at44
