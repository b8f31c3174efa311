// Exact discrete probability distributions over integers: the algebra every
// game system builds on (sums of dice, success counts, mixtures, thinning).
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

namespace auspex::dice {

// A probability table over the integers lo() .. hi(). Entries are plain
// doubles; every operation is an exact computation up to double rounding.
class Dist {
 public:
  Dist() : Dist(constant(0)) {}

  static Dist constant(int value);
  // A fair die with faces 1 .. sides.
  static Dist die(int sides);
  // Equally likely integers lo .. hi.
  static Dist uniform(int lo, int hi);
  // 1 with probability p, else 0.
  static Dist bernoulli(double p);
  // Number of successes among n independent trials of chance p.
  static Dist binomial(int n, double p);
  // Sum of n independent d-sided dice.
  static Dist sumOfDice(int n, int sides);
  // Builds a table from explicit probabilities for lo, lo+1, ...
  static Dist fromTable(int lo, std::vector<double> p);

  int lo() const { return lo_; }
  int hi() const { return lo_ + static_cast<int>(p_.size()) - 1; }
  double at(int v) const;
  double atLeast(int v) const;
  double atMost(int v) const { return 1.0 - atLeast(v + 1); }
  double mean() const;
  double total() const;

  // Distribution of X + Y for independent X (this) and Y.
  Dist operator+(const Dist& other) const;
  // Distribution of X - Y for independent X (this) and Y.
  Dist operator-(const Dist& other) const;
  Dist negated() const;
  // Sum of n independent copies.
  Dist repeated(int n) const;
  // Distribution of f(X).
  Dist map(const std::function<int(int)>& f) const;
  // Distribution of min(X, cap).
  Dist capped(int cap) const;
  // Keeps each counted item independently with chance keep: the count
  // becomes Binomial(X, keep) (saves, damage tests, cover).
  Dist thinned(double keep) const;
  // Sum over x of P(X = x) * f(x): a random number of something.
  Dist mix(const std::function<Dist(int)>& f) const;

  // Probabilities for counts 0 .. hi(), trailing impossible counts removed
  // (requires lo() >= 0).
  std::vector<double> counts() const;

 private:
  Dist(int lo, std::vector<double> p) : lo_(lo), p_(std::move(p)) {}
  void trim();

  int lo_ = 0;
  std::vector<double> p_;
};

// Chance that one die of `sides` faces shows at least `target`
// (target <= 1: certain, target > sides: impossible).
double chanceAtLeast(int target, int sides = 6);

// Successes among `n` dice of success chance `p`, where up to `rerolls`
// failed dice are rolled once more (a re-rolled die is never re-rolled).
Dist successesWithRerolls(int n, double p, int rerolls);

}  // namespace auspex::dice
