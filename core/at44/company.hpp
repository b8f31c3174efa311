// AT-44 (seed 004): a company's size row — "Taille de la compagnie" of the
// tables RENFORTS and Remporter la bataille, and the commander's maximum
// grade of COMMANDER SA COMPAGNIE — read from the ruleset's `company` block
// (docs/rulesets/at44.md). Shared by the list rules (facts) and the turn.
#pragma once

#include <array>

#include "requests/fields.hpp"

namespace auspex::at44 {

struct CompanySize {
  int stars = 0;      // the company's stars
  int sizeStars = 0;  // the row read: 20, 40, 60, 80, then 100, 120, … (per20More)
  int reinforcements = 0;
  std::array<int, 2> tableCm{};
  std::array<int, 2> objectives{};
  int starsPerObjective = 0, suddenDeath = 0;
  int commanderMaxGrade = 0;
};

// The row for `stars` (docs/rules/at44.md, "Company and turn"): the largest
// row of `company.sizes` at or under the stars (the first row under 20),
// plus `per20More` for each whole 20 stars beyond the last row.
CompanySize companySize(const requests::json& ruleset, int stars);

requests::json toJson(const CompanySize& s);

}  // namespace auspex::at44
