#include "dice/dist.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "dice/chain.hpp"

namespace auspex::dice {

Dist Dist::constant(int value) {
  return Dist(value, {1.0});
}

Dist Dist::die(int sides) {
  return uniform(1, sides);
}

Dist Dist::uniform(int lo, int hi) {
  if (hi < lo) throw std::invalid_argument("uniform: empty range");
  const int n = hi - lo + 1;
  return Dist(lo, std::vector<double>(n, 1.0 / n));
}

Dist Dist::bernoulli(double p) {
  Dist d(0, {1.0 - p, p});
  d.trim();
  return d;
}

Dist Dist::binomial(int n, double p) {
  if (n < 0) throw std::invalid_argument("binomial: negative count");
  // Built by repeated convolution of one trial: exact in the sense that it
  // is the same sum of products as enumeration, with no factorial overflow.
  std::vector<double> t(n + 1, 0.0);
  t[0] = 1.0;
  for (int i = 1; i <= n; ++i) {
    for (int k = i; k >= 1; --k) t[k] = t[k] * (1.0 - p) + t[k - 1] * p;
    t[0] *= (1.0 - p);
  }
  innerSteps() += static_cast<long long>(n) * (n + 1) / 2;
  Dist d(0, std::move(t));
  d.trim();
  return d;
}

Dist Dist::sumOfDice(int n, int sides) {
  if (n < 0) throw std::invalid_argument("sumOfDice: negative count");
  // One die at a time, each a sliding-window sum over the previous table:
  // O(n^2 * sides) entries in all, without a full convolution per die.
  std::vector<double> t{1.0};  // t[v]: chance of a total of v + (dice so far)
  for (int i = 1; i <= n; ++i) {
    std::vector<double> next(t.size() + sides - 1, 0.0);
    double window = 0.0;
    for (std::size_t v = 0; v < next.size(); ++v) {
      if (v < t.size()) window += t[v];
      if (v >= static_cast<std::size_t>(sides)) window -= t[v - sides];
      next[v] = window / sides;
    }
    innerSteps() += static_cast<long long>(next.size());
    t = std::move(next);
  }
  return fromTable(n, std::move(t));
}

Dist Dist::fromTable(int lo, std::vector<double> p) {
  if (p.empty()) throw std::invalid_argument("fromTable: empty table");
  Dist d(lo, std::move(p));
  d.trim();
  return d;
}

double Dist::at(int v) const {
  if (v < lo_ || v > hi()) return 0.0;
  return p_[v - lo_];
}

double Dist::atLeast(int v) const {
  double s = 0.0;
  for (int x = std::max(v, lo_); x <= hi(); ++x) s += p_[x - lo_];
  return s;
}

double Dist::mean() const {
  double m = 0.0;
  for (std::size_t i = 0; i < p_.size(); ++i) m += p_[i] * (lo_ + static_cast<int>(i));
  return m;
}

double Dist::total() const {
  double s = 0.0;
  for (double x : p_) s += x;
  return s;
}

Dist Dist::operator+(const Dist& o) const {
  std::vector<double> r(p_.size() + o.p_.size() - 1, 0.0);
  for (std::size_t i = 0; i < p_.size(); ++i) {
    if (p_[i] == 0.0) continue;
    for (std::size_t j = 0; j < o.p_.size(); ++j) r[i + j] += p_[i] * o.p_[j];
  }
  innerSteps() += static_cast<long long>(p_.size()) * o.p_.size();
  Dist d(lo_ + o.lo_, std::move(r));
  d.trim();
  return d;
}

Dist Dist::negated() const {
  std::vector<double> r(p_.rbegin(), p_.rend());
  return Dist(-hi(), std::move(r));
}

Dist Dist::operator-(const Dist& o) const {
  return *this + o.negated();
}

Dist Dist::repeated(int n) const {
  if (n < 0) throw std::invalid_argument("repeated: negative count");
  // Binary powering: O(log n) convolutions.
  Dist result = constant(0);
  Dist base = *this;
  while (n > 0) {
    if (n & 1) result = result + base;
    n >>= 1;
    if (n > 0) base = base + base;
  }
  return result;
}

Dist Dist::map(const std::function<int(int)>& f) const {
  int lo = 0, hi = 0;
  bool first = true;
  for (int x = lo_; x <= this->hi(); ++x) {
    const int y = f(x);
    if (first || y < lo) lo = y;
    if (first || y > hi) hi = y;
    first = false;
  }
  std::vector<double> r(hi - lo + 1, 0.0);
  for (int x = lo_; x <= this->hi(); ++x) r[f(x) - lo] += p_[x - lo_];
  Dist d(lo, std::move(r));
  d.trim();
  return d;
}

Dist Dist::capped(int cap) const {
  return map([cap](int x) { return std::min(x, cap); });
}

namespace {

// Rows 0 .. maxN of the binomial table for chance p, each built from the
// previous one: O(maxN^2) in all, where one binomial per count would cost
// O(maxN^3) when mixed over every count.
std::vector<std::vector<double>> binomialRows(int maxN, double p) {
  std::vector<std::vector<double>> rows(maxN + 1);
  rows[0] = {1.0};
  for (int n = 1; n <= maxN; ++n) {
    const auto& prev = rows[n - 1];
    auto& row = rows[n];
    row.assign(n + 1, 0.0);
    for (int k = 0; k < n; ++k) {
      row[k] += prev[k] * (1.0 - p);
      row[k + 1] += prev[k] * p;
    }
    innerSteps() += n;
  }
  return rows;
}

}  // namespace

Dist Dist::thinned(double keep) const {
  if (lo_ < 0) throw std::logic_error("thinned: negative count");
  const auto rows = binomialRows(hi(), keep);
  std::vector<double> r(hi() + 1, 0.0);
  for (int n = lo_; n <= hi(); ++n) {
    const double w = p_[n - lo_];
    if (w == 0.0) continue;
    for (int k = 0; k <= n; ++k) r[k] += w * rows[n][k];
    innerSteps() += n + 1;
  }
  Dist d(0, std::move(r));
  d.trim();
  return d;
}

Dist Dist::mix(const std::function<Dist(int)>& f) const {
  std::vector<Dist> parts;
  int lo = 0, hi = 0;
  bool first = true;
  for (int x = lo_; x <= this->hi(); ++x) {
    if (p_[x - lo_] == 0.0) {
      parts.emplace_back();
      continue;
    }
    parts.push_back(f(x));
    const Dist& d = parts.back();
    if (first || d.lo() < lo) lo = d.lo();
    if (first || d.hi() > hi) hi = d.hi();
    first = false;
  }
  std::vector<double> r(hi - lo + 1, 0.0);
  for (int x = lo_; x <= this->hi(); ++x) {
    const double w = p_[x - lo_];
    if (w == 0.0) continue;
    const Dist& d = parts[x - lo_];
    for (int y = d.lo(); y <= d.hi(); ++y) r[y - lo] += w * d.at(y);
    innerSteps() += static_cast<long long>(d.p_.size());
  }
  Dist d(lo, std::move(r));
  d.trim();
  return d;
}

std::vector<double> Dist::counts() const {
  if (lo_ < 0) throw std::logic_error("counts: negative values");
  std::vector<double> r(lo_, 0.0);
  r.insert(r.end(), p_.begin(), p_.end());
  return r;
}

void Dist::trim() {
  // Impossible values at either end are dropped, so hi() is the largest
  // possible value; at least one entry stays.
  std::size_t b = 0;
  while (b + 1 < p_.size() && p_[b] == 0.0) ++b;
  std::size_t e = p_.size();
  while (e > b + 1 && p_[e - 1] == 0.0) --e;
  if (b > 0 || e < p_.size()) {
    p_ = std::vector<double>(p_.begin() + b, p_.begin() + e);
    lo_ += static_cast<int>(b);
  }
}

double chanceAtLeast(int target, int sides) {
  if (target <= 1) return 1.0;
  if (target > sides) return 0.0;
  return static_cast<double>(sides - target + 1) / sides;
}

Dist successesWithRerolls(int n, double p, int rerolls) {
  const Dist first = Dist::binomial(n, p);
  if (rerolls <= 0) return first;
  // s first successes, then min(n - s, rerolls) dice rolled again.
  const auto rows = binomialRows(std::min(n, rerolls), p);
  std::vector<double> r(n + 1, 0.0);
  for (int s = first.lo(); s <= first.hi(); ++s) {
    const double w = first.at(s);
    if (w == 0.0) continue;
    const auto& row = rows[std::min(n - s, rerolls)];
    for (std::size_t k = 0; k < row.size(); ++k) r[s + k] += w * row[k];
    innerSteps() += static_cast<long long>(row.size());
  }
  return Dist::fromTable(0, std::move(r));
}

}  // namespace auspex::dice
