#include "requests/fields.hpp"

#include <cmath>

namespace auspex::requests {

namespace {

// A value as messages tell it, in one language's words for what is not a number.
struct Words {
  const char* string;  // before the string's text
  const char* array;
  const char* object;
  const char* invalid;
};

std::string describeIn(const json& v, const Words& w) {
  switch (v.type()) {
    case json::value_t::null: return "null";
    case json::value_t::boolean: return v.get<bool>() ? "true" : "false";
    case json::value_t::string: return w.string + v.dump();
    case json::value_t::array: return w.array;
    case json::value_t::object: return w.object;
    case json::value_t::number_float:
    case json::value_t::number_integer:
    case json::value_t::number_unsigned: return v.dump();
    default: return w.invalid;
  }
}

}  // namespace

std::string describe(const json& v) {
  return describeIn(v, {"the string ", "an array", "an object", "an invalid value"});
}

std::string describeFr(const json& v) {
  return describeIn(v, {"le texte ", "un tableau", "un objet", "une valeur invalide"});
}

Fields::Fields(const json& value, std::string path, std::initializer_list<const char*> allowed)
    : Fields(value, std::move(path), std::vector<std::string>(allowed.begin(), allowed.end())) {}

Fields::Fields(const json& value, std::string path, const std::vector<std::string>& allowed)
    : obj_(value), path_(std::move(path)) {
  if (!obj_.is_object())
    throw RequestError(path_, "field.object", "must be an object, not " + describe(obj_),
                       "doit être un objet, pas " + describeFr(obj_));
  for (const auto& item : obj_.items()) {
    bool known = false;
    for (const auto& a : allowed) known = known || item.key() == a;
    if (!known) {
      std::string list;
      for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + a;
      throw RequestError(pathOf(item.key().c_str()), "field.unknown",
                         "unknown field (expected one of: " + list + ")",
                         "champ inconnu (attendu : l'un de " + list + ")");
    }
  }
}

std::string Fields::pathOf(const char* key) const {
  return path_.empty() ? std::string(key) : path_ + "." + key;
}

void Fields::fail(const char* key, const std::string& message) const {
  throw RequestError(pathOf(key), message);
}

void Fields::fail(const char* key, const Refusal& r) const {
  throw RequestError(pathOf(key), r.code, r.en, r.fr);
}

const json& Fields::raw(const char* key) const {
  if (!obj_.contains(key)) fail(key, {"field.required", "is required", "est obligatoire"});
  return obj_.at(key);
}

const json& Fields::rawObject(const char* key) const {
  const json& value = raw(key);
  if (!value.is_object())
    fail(key, {"field.object", "must be an object, not " + describe(value),
               "doit être un objet, pas " + describeFr(value)});
  return value;
}

namespace {

bool isWhole(const json& v) {
  return v.is_number_integer() || v.is_number_unsigned() ||
         (v.is_number_float() && std::isfinite(v.get<double>()) &&
          std::floor(v.get<double>()) == v.get<double>());
}

}  // namespace

int Fields::integer(const char* key, int lo, int hi, std::optional<int> fallback) const {
  if (!obj_.contains(key) && fallback) return *fallback;
  const json& v = raw(key);
  const std::string range =
      "a whole number from " + std::to_string(lo) + " to " + std::to_string(hi);
  const std::string rangeFr =
      "un nombre entier de " + std::to_string(lo) + " à " + std::to_string(hi);
  if (isWhole(v)) {
    const double x = v.get<double>();
    if (x < lo || x > hi)
      fail(key, {"field.range", "must be " + range + ", not " + v.dump(),
                 "doit être " + rangeFr + ", pas " + v.dump()});
    return static_cast<int>(x);
  }
  fail(key, {"field.range", "must be " + range + ", not " + describe(v),
             "doit être " + rangeFr + ", pas " + describeFr(v)});
}

std::vector<int> Fields::integers(const char* key, int minCount, int maxCount, int lo,
                                  int hi) const {
  const json& v = raw(key);
  const std::string count = minCount == maxCount
                                ? std::to_string(minCount)
                                : std::to_string(minCount) + " to " + std::to_string(maxCount);
  const std::string countFr = minCount == maxCount
                                  ? std::to_string(minCount)
                                  : std::to_string(minCount) + " à " + std::to_string(maxCount);
  if (!v.is_array() || static_cast<int>(v.size()) < minCount ||
      static_cast<int>(v.size()) > maxCount)
    fail(key, {"field.count",
               "must be an array of " + count + " whole numbers, not " +
                   (v.is_array() ? "an array of " + std::to_string(v.size()) : describe(v)),
               "doit être un tableau de " + countFr + " nombres entiers, pas " +
                   (v.is_array() ? "un tableau de " + std::to_string(v.size()) : describeFr(v))});
  std::vector<int> out;
  for (std::size_t i = 0; i < v.size(); ++i) {
    const json& x = v[i];
    if (!isWhole(x) || x.get<double>() < lo || x.get<double>() > hi)
      throw RequestError(pathOf(key) + "." + std::to_string(i), "field.range",
                         "must be a whole number from " + std::to_string(lo) + " to " +
                             std::to_string(hi) + ", not " + describe(x),
                         "doit être un nombre entier de " + std::to_string(lo) + " à " +
                             std::to_string(hi) + ", pas " + describeFr(x));
    out.push_back(static_cast<int>(x.get<double>()));
  }
  return out;
}

bool Fields::boolean(const char* key, std::optional<bool> fallback) const {
  if (!obj_.contains(key) && fallback) return *fallback;
  const json& v = raw(key);
  if (!v.is_boolean())
    fail(key, {"field.boolean", "must be true or false, not " + describe(v),
               "doit valoir true ou false, pas " + describeFr(v)});
  return v.get<bool>();
}

std::string Fields::string(const char* key, std::size_t max) const {
  const json& v = raw(key);
  if (!v.is_string())
    fail(key, {"field.string", "must be a string, not " + describe(v),
               "doit être un texte, pas " + describeFr(v)});
  auto s = v.get<std::string>();
  if (s.size() > max)
    fail(key, {"field.too-long", "is longer than " + std::to_string(max) + " bytes",
               "dépasse " + std::to_string(max) + " octets"});
  return s;
}

std::string Fields::choice(const char* key, const std::vector<std::string>& options,
                           std::optional<std::string> fallback) const {
  if (!obj_.contains(key) && fallback) return *fallback;
  const json& v = raw(key);
  std::string list;
  for (const auto& o : options) list += (list.empty() ? "\"" : ", \"") + o + "\"";
  if (v.is_string()) {
    for (const auto& o : options)
      if (v.get<std::string>() == o) return o;
  }
  fail(key, {"field.choice", "must be one of " + list + ", not " + describe(v),
             "doit être l'un de " + list + ", pas " + describeFr(v)});
}

Fields Fields::object(const char* key, std::initializer_list<const char*> allowed) const {
  return Fields(raw(key), pathOf(key), allowed);
}

}  // namespace auspex::requests
