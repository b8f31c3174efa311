#include "at44/table.hpp"

namespace auspex::at44 {

Target universalTable(int d) {
  if (d <= -6) return {7};
  if (d <= -4) return {6};
  if (d <= -2) return {5};
  if (d <= 1) return {4};
  if (d <= 3) return {3};
  if (d <= 5) return {2};
  return {1};
}

double Target::chance() const {
  if (automatic()) return 1.0;
  if (impossible()) return 0.0;
  return (7 - needed) / 6.0;
}

std::string Target::label() const {
  if (automatic()) return "auto";
  if (impossible()) return "impossible";
  return std::to_string(needed) + "+";
}

}  // namespace auspex::at44
