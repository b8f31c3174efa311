// Reading Titanicus attack and target objects of calculator requests, shared
// by every request kind (calc.cpp's attacks, the fire planner and close
// combat, plan_calc.cpp); errors name the field.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "requests/fields.hpp"
#include "titanicus/attack.hpp"

namespace auspex::titanicus {

extern const std::vector<std::string> kAttackFields;  // calc-api.md's "attack"
extern const std::vector<std::string> kTargetFields;  // "target" and docs/calc's additions

// The attack fields of `a` (its allowed keys are the caller's).
Attack readAttackFields(const requests::Fields& a);

struct TargetRead {
  Target target;
  std::string facing = "front";
  std::optional<std::string> location;
  bool echo = false;  // location, rearArmour or facing given: echo them
};

// The target fields of `t` (its allowed keys are the caller's).
TargetRead readTargetFields(const requests::Fields& t, Edition edition);

// An attack's response (calc-api.md), with the location echo when asked.
requests::json outcomeJson(const Outcome& o, const TargetRead& t);

}  // namespace auspex::titanicus
