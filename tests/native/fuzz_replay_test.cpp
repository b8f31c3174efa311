// Replays every input of tests/fuzz/corpus/<target>/ and
// tests/fuzz/regressions/<target>/ through the fuzz target's own contract
// check (tests/fuzz/contract.hpp), natively and without sanitizers, so the
// plain ctest holds every seed and every input that once failed.
#include <filesystem>
#include <fstream>
#include <sstream>

#include <catch2/catch.hpp>

#include "contract.hpp"

namespace fs = std::filesystem;

namespace {

std::string readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Replays the files of <kind>/<target>/ (every folder there names a
// target); returns how many inputs each target had.
std::map<std::string, int> replay(const std::string& kind) {
  std::map<std::string, int> counts;
  const fs::path root = fs::path(AUSPEX_FUZZ_DIR) / kind;
  if (!fs::exists(root)) return counts;
  for (const auto& folder : fs::directory_iterator(root)) {
    if (!folder.is_directory()) continue;
    const std::string target = folder.path().filename().string();
    INFO(kind << "/" << target << "/ names a target: tests/fuzz/fuzz_" << target
              << ".cpp, or a state model of the registry");
    REQUIRE(auspex::fuzz::allTargets().count(target) == 1);
    auto& count = counts[target];
    for (const auto& file : fs::directory_iterator(folder.path())) {
      if (!file.is_regular_file()) continue;
      INFO(file.path().string());
      CHECK(auspex::fuzz::allTargets().at(target)(readFile(file.path())) == "");
      ++count;
    }
  }
  return counts;
}

}  // namespace

TEST_CASE("every fuzz target keeps the contract on its seed corpus", "[fuzz]") {
  REQUIRE(auspex::fuzz::allTargets().size() >= 2);
  const auto counts = replay("corpus");
  for (const auto& [target, check] : auspex::fuzz::allTargets()) {
    INFO("tests/fuzz/corpus/" << target << "/ holds seeds");
    CHECK(counts.count(target) == 1);
    CHECK((counts.count(target) ? counts.at(target) : 0) > 0);
  }
}

TEST_CASE("the inputs that once failed a fuzz target keep the contract", "[fuzz]") {
  replay("regressions");
}

TEST_CASE("the contract check finds a broken reply", "[fuzz]") {
  using auspex::fuzz::replyViolation;
  CHECK(replyViolation({true, R"({"hits": [1]})"}) == "");
  CHECK(replyViolation(
            {false,
             R"({"error": {"path": "", "message": "bad", "code": "x", "fr": "mauvais"}})"}) == "");
  CHECK(replyViolation({false, R"({"error": {"path": "", "message": "bad"}})"}) != "");
  CHECK(replyViolation(
            {false, R"({"error": {"path": "", "message": "bad", "code": "x", "fr": ""}})"}) != "");
  CHECK(replyViolation({true, "{"}) != "");
  CHECK(replyViolation(
            {false, R"({"error": {"path": 3, "message": "bad", "code": "x", "fr": "mauvais"}})"}) !=
        "");
  CHECK(replyViolation(
            {false, R"({"error": {"path": "a", "message": "", "code": "x", "fr": "m"}})"}) != "");
  CHECK(
      replyViolation(
          {false,
           R"({"error": {"path": "", "message": "internal error: x", "code": "internal", "fr": "m"}})"}) !=
      "");
  CHECK(auspex::fuzz::checked([]() -> auspex::requests::Reply { throw std::runtime_error("x"); }) !=
        "");
}
