// Loads every ruleset of rulesets/ into the registry, as the CLI and the
// page do, so requests naming units can be answered.
#pragma once

#include <filesystem>
#include <fstream>

#include "rulesets/ruleset.hpp"

inline void loadAllRulesets() {
  for (const auto& entry : std::filesystem::directory_iterator(AUSPEX_RULESETS_DIR)) {
    if (entry.path().extension() != ".json") continue;
    std::ifstream in(entry.path());
    auspex::rulesets::add(nlohmann::json::parse(in));
  }
}
