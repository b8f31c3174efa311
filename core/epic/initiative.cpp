#include "epic/initiative.hpp"

namespace auspex::epic {

namespace {

constexpr int kPhases = 3;  // mouvement, tir, assaut

// Every sequence of draws from a cup with `a` A tokens and `b` B tokens.
void draw(int a, int b, const std::string& so_far, double p, InitiativeOutcome& out) {
  if (static_cast<int>(so_far.size()) == kPhases) {
    out.patterns[so_far] += p;
    return;
  }
  const double total = a + b;
  if (a > 0) draw(a - 1, b, so_far + "A", p * a / total, out);
  if (b > 0) draw(a, b - 1, so_far + "B", p * b / total, out);
}

}  // namespace

InitiativeOutcome initiative(int strategicA, int strategicB) {
  InitiativeOutcome out;
  out.tokensA = strategicA >= strategicB ? 3 : 2;
  out.tokensB = strategicB >= strategicA ? 3 : 2;
  for (int m = 0; m < (1 << kPhases); ++m) {
    std::string pattern;
    for (int i = kPhases - 1; i >= 0; --i) pattern += (m >> i) & 1 ? 'B' : 'A';
    out.patterns[pattern] = 0.0;
  }
  draw(out.tokensA, out.tokensB, "", 1.0, out);
  out.phaseA.assign(kPhases, 0.0);
  std::vector<double> phasesA(kPhases + 1, 0.0);
  for (const auto& [pattern, p] : out.patterns) {
    int count = 0;
    for (int i = 0; i < kPhases; ++i)
      if (pattern[i] == 'A') out.phaseA[i] += p, ++count;
    phasesA[count] += p;
  }
  out.phasesA = dice::Dist::fromTable(0, phasesA);
  return out;
}

}  // namespace auspex::epic
