// Helpers for reading ruleset blocks with requests::Fields: arrays of objects
// with item paths ("units.3"), texts, names, ids and references.
#pragma once

#include <functional>
#include <optional>
#include <set>
#include <string>

#include "rulesets/ruleset.hpp"

namespace auspex::rulesets {

// Calls f(item, path) for each item of the array `key` (between min and max
// items); `path` is "key.3" under the object's own path.
void eachItem(const Fields& f, const char* key, std::size_t min, std::size_t max,
              const std::function<void(const json& item, const std::string& path)>& each);

// A non-empty string of at most `max` characters.
std::string text(const Fields& f, const char* key, std::size_t max = 2000);
// An id: lower-case letters, digits and '-', 1 to 60 characters.
std::string id(const Fields& f, const char* key);
// {"fr": "...", "en": "..."}; "en" may be absent (then it is the French).
Names names(const Fields& f, const char* key);
// An optional whole number within [lo, hi]: nullopt when the key is absent.
std::optional<int> optInt(const Fields& f, const char* key, int lo, int hi);
// An optional text: "" when the key is absent.
std::string optText(const Fields& f, const char* key, std::size_t max = 2000);
// A number (may be a fraction) within [lo, hi].
double number(const Fields& f, const char* key, double lo, double hi);

// The loaded ruleset (rulesets::find) the id of `key` names, which must be
// of `system`: refused on `key` with the code "ruleset.unknown" or
// "ruleset.system" ("\"x-v1\" is a ruleset of the system \"x\", not
// duel"). `id` receives the id read.
const json& loadedOf(const Fields& f, const char* key, const std::string& system, std::string& id);
// The same, its "ruleset.system" refusal in the words "is a ruleset of system \"x\", not duel".
const json& loadedOfSystem(const Fields& f, const char* key, const std::string& system);

// A set of ids that must be unique; `add` fails on a duplicate, `require`
// fails when a reference names no id of the set.
class IdSet {
 public:
  explicit IdSet(std::string what) : what_(std::move(what)) {}
  void add(const Fields& f, const char* key, const std::string& id);
  void require(const Fields& f, const char* key, const std::string& id) const;
  void require(const std::string& path, const std::string& id) const;
  bool contains(const std::string& id) const { return ids_.count(id) > 0; }
  std::size_t size() const { return ids_.size(); }

 private:
  std::string what_;
  std::set<std::string> ids_;
};

// The item of `items` whose `id` is `id`, or nullptr.
template <class T>
const T* byId(const std::vector<T>& items, const std::string& id) {
  for (const auto& item : items)
    if (item.id == id) return &item;
  return nullptr;
}

// An item's `id` (added to `ids`: unique) and its `name` ({fr, en}), read into x.id and x.name.
template <class Item>
void readIdAndName(const Fields& f, IdSet& ids, Item& x) {
  x.id = id(f, "id");
  ids.add(f, "id", x.id);
  x.name = names(f, "name");
}

}  // namespace auspex::rulesets
