#include "rulesets/reader.hpp"

#include <cmath>

namespace auspex::rulesets {

using requests::RequestError;

void eachItem(const Fields& f, const char* key, std::size_t min, std::size_t max,
              const std::function<void(const json&, const std::string&)>& each) {
  const json& v = f.raw(key);
  if (!v.is_array())
    f.fail(key, {"field.array", "must be an array, not " + requests::describe(v),
                 "doit être un tableau, pas " + requests::describeFr(v)});
  if (v.size() < min || v.size() > max)
    f.fail(key, {"field.count",
                 "must have " + std::to_string(min) + " to " + std::to_string(max) +
                     " items, not " + std::to_string(v.size()),
                 "doit avoir de " + std::to_string(min) + " à " + std::to_string(max) +
                     " éléments, pas " + std::to_string(v.size())});
  for (std::size_t i = 0; i < v.size(); ++i) each(v[i], f.pathOf(key) + "." + std::to_string(i));
}

std::string text(const Fields& f, const char* key, std::size_t max) {
  const json& v = f.raw(key);
  if (!v.is_string() || v.get<std::string>().empty())
    f.fail(key, {"field.string", "must be a non-empty string, not " + requests::describe(v),
                 "doit être un texte non vide, pas " + requests::describeFr(v)});
  const std::string s = v.get<std::string>();
  if (s.size() > max)
    f.fail(key, {"field.too-long", "must be at most " + std::to_string(max) + " characters long",
                 "doit faire au plus " + std::to_string(max) + " caractères"});
  return s;
}

std::string id(const Fields& f, const char* key) {
  const std::string s = text(f, key, 60);
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'))
      f.fail(key,
             {"field.id", "must be an id of lower-case letters, digits and '-', not \"" + s + "\"",
              "doit être un id de minuscules, chiffres et '-', pas \"" + s + "\""});
  return s;
}

Names names(const Fields& f, const char* key) {
  const Fields n = f.object(key, {"fr", "en"});
  Names out;
  out.fr = text(n, "fr", 200);
  out.en = n.has("en") ? text(n, "en", 200) : out.fr;
  return out;
}

std::optional<int> optInt(const Fields& f, const char* key, int lo, int hi) {
  if (!f.has(key)) return std::nullopt;
  return f.integer(key, lo, hi);
}

std::string optText(const Fields& f, const char* key, std::size_t max) {
  return f.has(key) ? text(f, key, max) : "";
}

double number(const Fields& f, const char* key, double lo, double hi) {
  const json& v = f.raw(key);
  if (!v.is_number() || !std::isfinite(v.get<double>()))
    f.fail(key, {"field.number", "must be a number, not " + requests::describe(v),
                 "doit être un nombre, pas " + requests::describeFr(v)});
  const double x = v.get<double>();
  if (x < lo || x > hi)
    f.fail(key,
           {"field.range",
            "must be from " + json(lo).dump() + " to " + json(hi).dump() + ", not " + v.dump(),
            "doit aller de " + json(lo).dump() + " à " + json(hi).dump() + ", pas " + v.dump()});
  return x;
}

void IdSet::add(const Fields& f, const char* key, const std::string& id) {
  if (!ids_.insert(id).second)
    f.fail(key, {"field.repeat", "repeats the " + what_ + " id \"" + id + "\"",
                 "répète l'id " + what_ + " \"" + id + "\""});
}

void IdSet::require(const Fields& f, const char* key, const std::string& id) const {
  require(f.pathOf(key), id);
}

void IdSet::require(const std::string& path, const std::string& id) const {
  if (!contains(id))
    throw RequestError(path, "field.choice",
                       "names no " + what_ + " of this ruleset: \"" + id + "\"",
                       "ne nomme aucun " + what_ + " de ce jeu de règles : \"" + id + "\"");
}

namespace {

// The loaded ruleset the id of `key` names (read into `id`), else refused.
const json& loaded(const Fields& f, const char* key, std::string& id) {
  id = text(f, key, 60);
  const json* found = find(id);
  if (!found)
    f.fail(key, {"ruleset.unknown", "names no loaded ruleset: \"" + id + "\"",
                 "ne nomme aucun jeu de règles chargé : \"" + id + "\""});
  return *found;
}

}  // namespace

const json& loadedOfSystem(const Fields& f, const char* key, const std::string& system) {
  std::string id;
  const json& found = loaded(f, key, id);
  const std::string other = found.value("system", "");
  if (other != system)
    f.fail(key, {"ruleset.system", "is a ruleset of system \"" + other + "\", not " + system,
                 "est un jeu de règles du système \"" + other + "\", pas " + system});
  return found;
}

const json& loadedOf(const Fields& f, const char* key, const std::string& system, std::string& id) {
  const json* found = &loaded(f, key, id);
  const std::string other = found->value("system", "");
  if (other != system)
    f.fail(key,
           {"ruleset.system",
            "\"" + id + "\" is a ruleset of the system \"" + other + "\", not " + system,
            "\"" + id + "\" est un jeu de règles du système \"" + other + "\", pas " + system});
  return *found;
}

}  // namespace auspex::rulesets
