// Reading a JSON request field by field, with errors that name the field.
#pragma once

#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace auspex::requests {

using json = nlohmann::ordered_json;  // responses keep the order they are written in

// A bad request: `path` names the offending field with dots ("attack.dice",
// "units.3.weapons"); an empty path is the request as a whole. what() is the
// English message; `code` a stable id of the refusal ("field.range",
// "sheet.not-activated") and `fr` the same message in French. Both are empty
// for an error written in English only (the reply then gives the code
// "invalid", docs/sheets/README.md).
struct RequestError : std::runtime_error {
  RequestError(std::string path, const std::string& message)
      : std::runtime_error(message), path(std::move(path)) {}
  RequestError(std::string path, std::string code, const std::string& en, std::string fr)
      : std::runtime_error(en), path(std::move(path)), code(std::move(code)), fr(std::move(fr)) {}
  std::string path, code, fr;
};

// A refusal in both languages with its code, for Fields::fail.
struct Refusal {
  std::string code, en, fr;
};

// One JSON object of a request. Every key must be one of `allowed`:
// an unknown key is an error (it is usually a typo).
class Fields {
 public:
  Fields(const json& value, std::string path, std::initializer_list<const char*> allowed);
  Fields(const json& value, std::string path, const std::vector<std::string>& allowed);

  const std::string& path() const { return path_; }
  bool has(const char* key) const { return obj_.contains(key); }

  // A whole number within [lo, hi]; `fallback` when the key is absent,
  // required when there is no fallback.
  int integer(const char* key, int lo, int hi, std::optional<int> fallback = std::nullopt) const;
  bool boolean(const char* key, std::optional<bool> fallback = std::nullopt) const;
  // A string (empty allowed) of at most `max` bytes; required.
  std::string string(const char* key, std::size_t max) const;
  // An array of minCount .. maxCount whole numbers, each within [lo, hi];
  // an item's error names it ("target.vehicle.weapons.2").
  std::vector<int> integers(const char* key, int minCount, int maxCount, int lo, int hi) const;
  // One of `options`.
  std::string choice(const char* key, const std::vector<std::string>& options,
                     std::optional<std::string> fallback = std::nullopt) const;
  // A nested object.
  Fields object(const char* key, std::initializer_list<const char*> allowed) const;
  const json& raw(const char* key) const;
  // The value as it is, which must be an object (a state sent back: "must be an object, not …").
  const json& rawObject(const char* key) const;

  std::string pathOf(const char* key) const;
  [[noreturn]] void fail(const char* key, const std::string& message) const;
  [[noreturn]] void fail(const char* key, const Refusal& r) const;

 private:
  const json& obj_;
  std::string path_;
};

// "a whole number", "a string", ... for messages; describeFr in French.
std::string describe(const json& value);
std::string describeFr(const json& value);

}  // namespace auspex::requests
