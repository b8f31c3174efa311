// The contract every fuzz target checks, shared by the libFuzzer targets
// (tests/fuzz/fuzz_<name>.cpp) and their native replay in Catch2
// (tests/native/fuzz_replay_test.cpp): a text entry point of the core never
// throws, its reply is valid JSON, and an error reply is
// {"error": {"path": string, "message", "code", "fr": non-empty strings}},
// never an internal error.
//
// A target is one file: AUSPEX_FUZZ_TARGET(name, check) with `check` taking
// the input text and returning "" or what is wrong. Built with libFuzzer it
// defines LLVMFuzzerTestOneInput (a violation aborts, so libFuzzer reports
// it); built into the Catch2 tests (AUSPEX_FUZZ_REPLAY) it registers the
// check under its name, which is also the name of its corpus folder.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "requests/reply.hpp"
#include "rulesets/ruleset.hpp"
#include "rulesets/text_api.hpp"

namespace auspex::fuzz {

// What is wrong with a reply, or "".
inline std::string replyViolation(const requests::Reply& reply) {
  const auto value = nlohmann::json::parse(reply.json, nullptr, /*allow_exceptions=*/false);
  if (value.is_discarded()) return "the reply is not valid JSON: " + reply.json.substr(0, 200);
  if (reply.ok) {
    if (value.is_object() && value.contains("error"))
      return "an ok reply holds an error: " + reply.json.substr(0, 200);
    return "";
  }
  const auto* error = value.is_object() && value.contains("error") ? &value.at("error") : nullptr;
  const auto text = [&](const char* key) {
    return error->contains(key) && error->at(key).is_string() &&
           !error->at(key).get<std::string>().empty();
  };
  if (!error || !error->is_object() || error->size() != 4 || !error->contains("path") ||
      !error->at("path").is_string() || !text("message") || !text("code") || !text("fr"))
    return "the error reply is not {\"error\": {\"path\", \"message\", \"code\", \"fr\"}}: " +
           reply.json.substr(0, 200);
  if (error->at("message").get<std::string>().starts_with("internal error"))
    return "internal error: " + reply.json.substr(0, 300);
  return "";
}

// Calls one entry point and checks its reply; an exception is a violation.
template <class Call>
std::string checked(Call call) {
  try {
    return replyViolation(call());
  } catch (const std::exception& e) {
    return std::string("threw: ") + e.what();
  } catch (...) {
    return "threw a non-standard exception";
  }
}

// The ruleset files of rulesets/, as text, by file name.
inline std::map<std::string, std::string> builtInRulesets() {
  std::map<std::string, std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(AUSPEX_RULESETS_DIR)) {
    if (entry.path().extension() != ".json") continue;
    std::ifstream in(entry.path());
    std::ostringstream text;
    text << in.rdbuf();
    files[entry.path().filename().string()] = text.str();
  }
  return files;
}

// libFuzzer's side: a violation is printed and aborts.
inline void enforce(const std::string& violation);

// Loads the built-in rulesets on the first input, and again whenever the
// registry lost them (the replay in Catch2 runs the ruleset target, which
// clears it, in the same process).
inline void loadBuiltInRulesets() {
  static const auto files = builtInRulesets();
  static const std::string firstId =
      nlohmann::json::parse(files.begin()->second).at("id").get<std::string>();
  if (rulesets::find(firstId)) return;
  for (const auto& [file, text] : files)
    if (!rulesets::addText(text).ok) enforce("cannot load " + file);
}

using Check = std::function<std::string(const std::string& input)>;

// What registers targets once the program runs (after static
// initialization): fuzz_state.cpp's, one target per state model of the
// systems' registry, which is only complete then.
inline std::vector<void (*)()>& lateTargets() {
  static std::vector<void (*)()> all;
  return all;
}

// The replay's registry of targets, by name (filled at static
// initialization; allTargets() adds the late ones).
inline std::map<std::string, Check>& targets() {
  static std::map<std::string, Check> all;
  return all;
}

// Every target, the late ones added on the first call: for the replay, at run time.
inline std::map<std::string, Check>& allTargets() {
  static const bool late = [] {
    for (auto add : lateTargets()) add();
    return true;
  }();
  (void)late;
  return targets();
}
struct Registration {
  Registration(const char* name, Check check) { targets()[name] = std::move(check); }
};

inline void enforce(const std::string& violation) {
  if (violation.empty()) return;
  std::fprintf(stderr, "\nauspex fuzz contract violated: %s\n", violation.c_str());
  std::abort();
}

}  // namespace auspex::fuzz

#ifdef AUSPEX_FUZZ_REPLAY
#define AUSPEX_FUZZ_TARGET(name, check) \
  static const auspex::fuzz::Registration auspexFuzzTarget_##name(#name, check);
#else
#define AUSPEX_FUZZ_TARGET(name, check)                                                   \
  extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {     \
    auspex::fuzz::enforce(check(std::string(reinterpret_cast<const char*>(data), size))); \
    return 0;                                                                             \
  }
#endif
