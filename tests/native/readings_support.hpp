// Shared by the readings tests (readings_test.cpp, at44_readings_test.cpp): Medic's three
// readings by hand, one salvo's passed damage tests rolled die by die, and a response's
// counts against an enumerated table.
#pragma once

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "brute.hpp"

namespace readings_support {

using Roll = std::function<int()>;

// The casualties of `passed` damage tests on `models` models with Medic, read as `reading`.
inline int medicCasualties(int passed, int models, const std::string& reading, int damage) {
  if (reading == "afterCap") return std::max(0, std::min(passed, models) - 1);
  if (reading == "point" && damage >= 2) return std::min(passed, models);
  return std::min(std::max(0, passed - 1), models);
}

// One salvo of `dice` shots hitting on `hit`+, each hit passing its damage test on `wound`+.
inline int passedOf(const Roll& roll, int dice, int hit, int wound) {
  int passed = 0;
  for (int i = 0; i < dice; ++i)
    if (roll() >= hit && roll() >= wound) ++passed;
  return passed;
}

inline void requireCounts(const nlohmann::json& counts, const brute::Table& table) {
  std::vector<double> want;
  for (const auto& [k, p] : table.p) {
    if (static_cast<std::size_t>(k) >= want.size()) want.resize(static_cast<std::size_t>(k) + 1);
    want[static_cast<std::size_t>(k)] = p;
  }
  while (!want.empty() && want.back() < 1e-15) want.pop_back();
  REQUIRE(counts.size() == want.size());
  for (std::size_t k = 0; k < want.size(); ++k) CHECK(counts[k] == Approx(want[k]).margin(1e-12));
}

}  // namespace readings_support
