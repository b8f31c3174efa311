#include "rulesets/ruleset.hpp"

#include "rulesets/reader.hpp"
#include "rulesets/systems.hpp"

namespace auspex::rulesets {

using requests::RequestError;

namespace {

std::map<std::string, SystemReader>& readers() {
  static std::map<std::string, SystemReader> r = builtinReaders();
  return r;
}

struct Entry {
  json ruleset;
  Summary summary;
  bool replaceable = false;  // added by `replace` (the player's own): `replace` may change it
};

std::map<std::string, Entry>& registry() {
  static std::map<std::string, Entry> r;
  return r;
}

json namesJson(const Names& n) {
  return {{"fr", n.fr}, {"en", n.en}};
}

}  // namespace

const std::vector<std::string>& envelopeKeys() {
  static const std::vector<std::string> keys = {"format",  "id",    "system", "edition",
                                                "version", "share", "name",   "source"};
  return keys;
}

std::vector<std::string> withEnvelope(std::initializer_list<const char*> systemKeys) {
  std::vector<std::string> keys = envelopeKeys();
  keys.insert(keys.end(), systemKeys.begin(), systemKeys.end());
  return keys;
}

void registerReader(const std::string& system, SystemReader reader) {
  readers()[system] = std::move(reader);
}

Summary check(const json& ruleset) {
  if (!ruleset.is_object())
    throw RequestError("", "a ruleset must be a JSON object, not " + requests::describe(ruleset));
  // The envelope alone: every other key is left to the system's reader.
  json envelope = json::object();
  for (const auto& key : envelopeKeys())
    if (ruleset.contains(key)) envelope[key] = ruleset.at(key);
  const Fields env(envelope, "", envelopeKeys());
  Summary s;
  if (env.integer("format", 1, 1) != 1) env.fail("format", "must be 1");
  s.id = id(env, "id");
  std::string known;
  for (const auto& [name, reader] : readers()) known += (known.empty() ? "" : ", ") + name;
  s.system = text(env, "system", 40);
  const auto reader = readers().find(s.system);
  if (reader == readers().end())
    env.fail("system", "has no ruleset format: \"" + s.system +
                           "\" (known: " + (known.empty() ? "none" : known) + ")");
  s.edition = env.has("edition") ? id(env, "edition") : "";
  s.version = env.integer("version", 1, 1000000);
  s.share = env.has("share") ? env.integer("share", 1, maxShare) : 0;
  s.name = names(env, "name");
  s.source = text(env, "source", 400);
  reader->second(ruleset, s);
  return s;
}

json toJson(const Summary& s) {
  json units = json::array();
  for (const auto& u : s.units)
    units.push_back({{"id", u.id}, {"name", namesJson(u.name)}, {"kind", u.kind}});
  return {{"id", s.id},
          {"system", s.system},
          {"edition", s.edition},
          {"version", s.version},
          {"share", s.share ? json(s.share) : json()},
          {"name", namesJson(s.name)},
          {"source", s.source},
          {"units", units},
          {"counts", s.counts}};
}

namespace {

std::uint64_t& changed() {
  static std::uint64_t n = 0;
  return n;
}

Summary put(const json& ruleset, bool replaceable) {
  Summary s = check(ruleset);
  const auto it = registry().find(s.id);
  if (it != registry().end() && it->second.ruleset == ruleset) return s;  // the same again
  if (it != registry().end()) {
    if (!it->second.replaceable)
      throw RequestError("id", "ruleset.taken",
                         "names a ruleset already loaded with other contents: \"" + s.id +
                             "\" (a loaded ruleset is never replaced: give this one another id)",
                         "nomme un jeu de règles déjà chargé, au contenu différent : « " + s.id +
                             " » (un jeu de règles chargé n'est jamais remplacé : donnez à "
                             "celui-ci un autre identifiant)");
    if (!replaceable)
      throw RequestError("id", "ruleset.taken",
                         "names the player's own ruleset \"" + s.id + "\", already loaded",
                         "nomme un jeu de règles du joueur déjà chargé : « " + s.id + " »");
  }
  // A number names one built-in ruleset (loaded once, never replaced); a player's own keeps the
  // number it copied from one, unused: its code carries its id.
  for (const auto& [other, entry] : registry())
    if (s.share && !replaceable && !entry.replaceable && other != s.id &&
        entry.summary.share == s.share)
      throw RequestError("share", "ruleset.share-taken",
                         "is already the number of ruleset \"" + other +
                             "\" in a list's code (a ruleset of your own needs none: remove it)",
                         "est déjà le numéro du jeu de règles « " + other +
                             " » dans le code d'une liste (un jeu de règles à vous n'en a pas "
                             "besoin : retirez-le)");
  registry()[s.id] = Entry{ruleset, s, replaceable};
  ++changed();
  return s;
}

}  // namespace

Summary add(const json& ruleset) {
  return put(ruleset, false);
}

Summary replace(const json& ruleset) {
  return put(ruleset, true);
}

const json* find(const std::string& id) {
  const auto it = registry().find(id);
  return it == registry().end() ? nullptr : &it->second.ruleset;
}

std::string shared(int share) {
  for (const auto& [id, entry] : registry())
    if (share > 0 && !entry.replaceable && entry.summary.share == share) return id;
  return "";
}

int shareOf(const std::string& id) {
  const auto it = registry().find(id);
  return it == registry().end() || it->second.replaceable ? 0 : it->second.summary.share;
}

std::vector<Summary> loaded() {
  std::vector<Summary> out;
  for (const auto& [id, entry] : registry()) out.push_back(entry.summary);
  return out;
}

std::uint64_t changes() {
  return changed();
}

void clear() {
  ++changed();
  registry().clear();
}

}  // namespace auspex::rulesets
