// The golden calc cases (tests/golden/*.cases.json), answered natively.
// tests/node/golden.test.mjs answers the same cases with the wasm build.
#include <cmath>
#include <filesystem>
#include <fstream>

#include <catch2/catch.hpp>

#include "calc/calc.hpp"
#include "load_rulesets.hpp"

using nlohmann::json;

namespace {

void requireClose(const json& got, const json& want, const std::string& where) {
  INFO(where);
  if (want.is_number_float() || (want.is_number() && got.is_number_float())) {
    REQUIRE(got.is_number());
    REQUIRE(std::abs(got.get<double>() - want.get<double>()) < 1e-12);
  } else if (want.is_array()) {
    REQUIRE(got.is_array());
    REQUIRE(got.size() == want.size());
    for (std::size_t i = 0; i < want.size(); ++i)
      requireClose(got[i], want[i], where + "." + std::to_string(i));
  } else if (want.is_object()) {
    REQUIRE(got.is_object());
    REQUIRE(got.size() == want.size());
    for (const auto& [k, v] : want.items()) {
      REQUIRE(got.contains(k));
      requireClose(got.at(k), v, where + "." + k);
    }
  } else {
    REQUIRE(got == want);
  }
}

}  // namespace

TEST_CASE("golden calc cases, native", "[calc][golden]") {
  auspex::rulesets::clear();  // as the page loads them: the built-in rulesets alone
  loadAllRulesets();          // requests may name units
  json cases = json::array();
  for (const auto& entry : std::filesystem::directory_iterator(AUSPEX_GOLDEN_DIR)) {
    const std::string file = entry.path().string();
    if (!file.ends_with(".cases.json")) continue;
    std::ifstream in(file);
    for (const auto& c : json::parse(in)) cases.push_back(c);
  }
  REQUIRE(cases.size() >= 20);
  for (const auto& c : cases) {
    // A request given as a string is sent as that raw text.
    const json& request = c.at("request");
    const auto reply =
        auspex::calc::calc(request.is_string() ? request.get<std::string>() : request.dump());
    const json got = json::parse(reply.json);
    if (c.contains("error")) {
      REQUIRE_FALSE(reply.ok);
      requireClose(got.at("error"), c.at("error"), c.at("name").get<std::string>());
    } else {
      REQUIRE(reply.ok);
      requireClose(got, c.at("response"), c.at("name").get<std::string>());
    }
  }
}
