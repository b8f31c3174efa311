// Small helpers the native tests share: a ruleset file of rulesets/, and an
// error reply written "path: message" as the tests pin it.
#pragma once

#include <fstream>
#include <string>

#include <catch2/catch.hpp>

#include "calc/calc.hpp"
#include "rulesets/text_api.hpp"

namespace test_support {

inline nlohmann::json rulesetFile(const std::string& name) {
  std::ifstream in(std::string(AUSPEX_RULESETS_DIR) + "/" + name);
  REQUIRE(in.good());
  return nlohmann::json::parse(in);
}

// "path: message" of a reply that must be an error.
inline std::string errorText(const auspex::calc::Reply& reply) {
  REQUIRE_FALSE(reply.ok);
  const auto e = nlohmann::json::parse(reply.json).at("error");
  return e.at("path").get<std::string>() + ": " + e.at("message").get<std::string>();
}

inline std::string calcError(const std::string& request) {
  return errorText(auspex::calc::calc(request));
}

inline std::string rulesetError(const nlohmann::json& ruleset) {
  return errorText(auspex::rulesets::checkText(ruleset.dump()));
}

}  // namespace test_support
