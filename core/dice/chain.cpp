#include "dice/chain.hpp"

#include <algorithm>

namespace auspex::dice {

long long& innerSteps() {
  static long long steps = 0;
  return steps;
}

Chain::Chain(int size, const Transition& transition) {
  first_.reserve(static_cast<std::size_t>(size) + 1);
  for (int s = 0; s < size; ++s) {
    const std::size_t begin = moves_.size();
    first_.push_back(static_cast<int>(begin));
    transition(s, [this, begin](int next, double p) {
      ++innerSteps();  // building the table is work too
      if (p == 0.0) return;
      for (std::size_t i = begin; i < moves_.size(); ++i) {
        if (moves_[i].first == next) {
          moves_[i].second += p;
          return;
        }
      }
      moves_.emplace_back(next, p);
    });
  }
  first_.push_back(static_cast<int>(moves_.size()));
}

std::vector<double> Chain::step(const std::vector<double>& from) const {
  std::vector<double> to(from.size(), 0.0);
  for (std::size_t s = 0; s < from.size(); ++s) {
    if (from[s] == 0.0) continue;
    const int begin = first_[s], end = first_[s + 1];
    for (int i = begin; i < end; ++i) to[moves_[i].first] += from[s] * moves_[i].second;
    innerSteps() += end - begin;
  }
  return to;
}

std::vector<double> Chain::afterEvents(int start, const Dist& events) const {
  std::vector<double> from(static_cast<std::size_t>(start) + 1, 0.0);
  from[static_cast<std::size_t>(start)] = 1.0;
  return afterEventsFrom(from, events);
}

std::vector<double> Chain::afterEventsFrom(const std::vector<double>& from,
                                           const Dist& events) const {
  // step() in effect, over the states with some probability only (the
  // `active` ones, kept in increasing order so the sums are added in the
  // same order as step's, to the last bit): a chain of a thousand states
  // mostly out of reach would otherwise cost a pass over all of them per event.
  const std::size_t n = first_.size() - 1;
  std::vector<double> current(n, 0.0), next(n, 0.0), result(n, 0.0);
  std::vector<int> active, reached;
  std::vector<char> seen(n, 0);
  for (std::size_t s = 0; s < n && s < from.size(); ++s)
    if (from[s] != 0.0) {
      current[s] = from[s];
      active.push_back(static_cast<int>(s));
    }
  for (int k = 0; k <= events.hi(); ++k) {
    if (k > 0) {
      for (const int s : active) {
        const double p = current[s];
        current[s] = 0.0;
        if (p == 0.0) continue;
        const int begin = first_[s], end = first_[s + 1];
        for (int i = begin; i < end; ++i) {
          const int to = moves_[i].first;
          if (!seen[to]) {
            seen[to] = 1;
            reached.push_back(to);
          }
          next[to] += p * moves_[i].second;
        }
        innerSteps() += end - begin;
      }
      std::sort(reached.begin(), reached.end());
      for (const int s : reached) seen[s] = 0;
      current.swap(next);
      active.swap(reached);
      reached.clear();
    }
    const double w = events.at(k);
    if (w == 0.0) continue;
    for (const int s : active) result[s] += w * current[s];
  }
  return result;
}

}  // namespace auspex::dice
