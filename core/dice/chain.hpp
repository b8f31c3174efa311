// Sequential chains: a small game state changed by each event in turn, where
// what an event does depends on the state the previous events left (void
// shields still up, structure already lost, ...).
#pragma once

#include <functional>
#include <utility>
#include <vector>

#include "dice/dist.hpp"

namespace auspex::dice {

// A Markov chain over states 0 .. size-1 with one fixed transition per event.
class Chain {
 public:
  // emit(next, probability) once per outcome of one event in `state`.
  using Emit = std::function<void(int next, double probability)>;
  using Transition = std::function<void(int state, const Emit& emit)>;

  Chain(int size, const Transition& transition);

  int size() const { return static_cast<int>(first_.size()) - 1; }

  // Distribution over states after one event, from the distribution `from`.
  std::vector<double> step(const std::vector<double>& from) const;

  // Distribution over states after a random number of events (`events`,
  // with lo() >= 0), starting in state `start`.
  std::vector<double> afterEvents(int start, const Dist& events) const;
  // The same from the distribution `from` over the states (an activation
  // planner carries a vehicle's states from salvo to salvo).
  std::vector<double> afterEventsFrom(const std::vector<double>& from, const Dist& events) const;

 private:
  // The moves of state s: moves_[first_[s] .. first_[s + 1]) (one flat
  // table: thousands of states, no allocation each).
  std::vector<int> first_;
  std::vector<std::pair<int, double>> moves_;
};

// Number of inner steps (table entries touched) since the last reset: the
// work measure of issue budgets, counted rather than timed.
long long& innerSteps();

}  // namespace auspex::dice
