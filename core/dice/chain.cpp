#include "dice/chain.hpp"

namespace auspex::dice {

long long& innerSteps() {
  static long long steps = 0;
  return steps;
}

Chain::Chain(int size, const Transition& transition) : moves_(size) {
  for (int s = 0; s < size; ++s) {
    auto& out = moves_[s];
    transition(s, [&out](int next, double p) {
      ++innerSteps();  // building the table is work too
      if (p == 0.0) return;
      for (auto& [n, q] : out) {
        if (n == next) {
          q += p;
          return;
        }
      }
      out.emplace_back(next, p);
    });
  }
}

std::vector<double> Chain::step(const std::vector<double>& from) const {
  std::vector<double> to(from.size(), 0.0);
  for (std::size_t s = 0; s < from.size(); ++s) {
    if (from[s] == 0.0) continue;
    for (const auto& [next, p] : moves_[s]) to[next] += from[s] * p;
    innerSteps() += static_cast<long long>(moves_[s].size());
  }
  return to;
}

std::vector<double> Chain::afterEvents(int start, const Dist& events) const {
  std::vector<double> current(moves_.size(), 0.0);
  current[start] = 1.0;
  std::vector<double> result(moves_.size(), 0.0);
  for (int k = 0; k <= events.hi(); ++k) {
    if (k > 0) current = step(current);
    const double w = events.at(k);
    if (w == 0.0) continue;
    for (std::size_t s = 0; s < current.size(); ++s) result[s] += w * current[s];
  }
  return result;
}

}  // namespace auspex::dice
