#include "model/model.hpp"

#include <cmath>
#include <stdexcept>

namespace auspex::model {

std::string num(int n) {
  return std::to_string(n);
}

std::string numMinus(int n) {
  return n < 0 ? "−" + std::to_string(-n) : std::to_string(n);
}

std::string pluralFr(int n, const std::string& one, const std::string& other) {
  return n >= -1 && n <= 1 ? one : other;
}

std::string pluralEn(int n, const std::string& one, const std::string& other) {
  return n == 1 || n == -1 ? one : other;
}

Odds oddsOf(const dice::Dist& d, int value, bool highIsGood, int player) {
  Odds o;
  o.p = d.at(value);
  o.atLeast = highIsGood ? d.atLeast(value) : d.atMost(value);
  o.mean = d.mean();
  o.value = value;
  o.player = player;
  return o;
}

Odds testOdds(double chance, bool passed, int player) {
  return oddsOf(dice::Dist::bernoulli(chance), passed ? 1 : 0, true, player);
}

Odds dieOdds(int face, int player, int sides) {
  return oddsOf(dice::Dist::die(sides), face, true, player);
}

namespace {
// Six significant digits: exact enough to read, short in a log and a game's code.
double rounded(double x) {
  return std::round(x * 1e6) / 1e6;
}
}  // namespace

std::string sheetName(const Fields& f, bool required) {
  if (!required && !f.has("name")) return "";
  const json& v = f.raw("name");
  const std::size_t least = required ? 1 : 0;
  if (!v.is_string() || v.get<std::string>().size() < least || v.get<std::string>().size() > 100) {
    const std::string en =
        required ? "a text of 1 to 100 characters" : "a text of at most 100 characters";
    const std::string fr =
        required ? "un texte de 1 à 100 caractères" : "un texte d'au plus 100 caractères";
    f.fail("name", {"field.string", "must be " + en + ", not " + requests::describe(v),
                    "doit être " + fr + ", pas " + requests::describeFr(v)});
  }
  return v.get<std::string>();
}

std::string playerName(const std::string& name, int player, bool fr) {
  return name.empty() ? (fr ? "J" : "P") + std::to_string(player + 1) : name;
}

json lineJson(const Line& l) {
  json out = {{"fr", l.fr}, {"en", l.en}};
  if (l.odds.empty()) return out;
  json odds = json::array();
  for (const Odds& o : l.odds) {
    json one = {{"p", rounded(o.p)},
                {"atLeast", rounded(o.atLeast)},
                {"mean", rounded(o.mean)},
                {"value", o.value}};
    if (o.player >= 0) one["player"] = o.player;
    odds.push_back(one);
  }
  out["odds"] = odds;
  return out;
}

void keeps(const Fields& f, const char* field, long long total, long long max, const Line& what) {
  if (total <= max) return;
  f.fail(field, {"state.max",
                 "would make " + std::to_string(total) + " " + what.en +
                     ": a saved state keeps at most " + std::to_string(max),
                 "ferait " + std::to_string(total) + " " + what.fr +
                     " : un état sauvegardé en garde au plus " + std::to_string(max)});
}

json needDice(int count, const Line& what, const char* field, int sides) {
  return {{"dice", count}, {"sides", sides}, {"field", field}, {"for", lineJson(what)}};
}

std::optional<int> drawOne(const Fields& f, int n) {
  if (n <= 1 && !f.has("dice")) return 1;
  if (!f.has("dice")) return std::nullopt;
  return f.integers("dice", 1, 1, 1, n)[0];
}

json reply(const char* key, const json& state, const std::vector<Line>& log, const json& needs) {
  json lines = json::array();
  for (const auto& l : log) lines.push_back(lineJson(l));
  return {{key, state}, {"log", lines}, {"needs", needs}};
}

json upgraded(const json& state, const std::string& path, const Format& f) {
  if (!state.is_object())
    throw RequestError(path, "field.object", "must be an object, not " + requests::describe(state),
                       "doit être un objet, pas " + requests::describeFr(state));
  json out = state;
  if (f.unversionedIsV1 && !out.contains("format") && !out.contains("version")) {
    // Saved before the model wrote them: version 1 as it was.
    json stamped = stamp(f);
    stamped["version"] = 1;
    for (const auto& [k, v] : out.items()) stamped[k] = v;
    out = stamped;
  }
  const std::string at = path.empty() ? "" : path + ".";
  if (!out.contains("format"))
    throw RequestError(at + "format", "field.required", "is required", "est obligatoire");
  const std::string format = f.format;
  if (out["format"] != format)
    throw RequestError(at + "format", "state.format",
                       "must be \"" + format + "\", not " + requests::describe(out["format"]),
                       "doit être \"" + format + "\", pas " + requests::describeFr(out["format"]));
  if (!out.contains("version"))
    throw RequestError(at + "version", "field.required", "is required", "est obligatoire");
  const json& v = out["version"];
  if (!v.is_number_integer() || v.get<long long>() < 1)
    throw RequestError(at + "version", "field.range",
                       "must be a whole number from 1, not " + requests::describe(v),
                       "doit être un nombre entier à partir de 1, pas " + requests::describeFr(v));
  if (v.get<long long>() > f.version)
    throw RequestError(at + "version", "state.newer",
                       "is " + v.dump() +
                           ": this state was saved by a newer Auspex (this one reads up to "
                           "version " +
                           num(f.version) + ")",
                       "vaut " + v.dump() +
                           " : cet état a été enregistré par une version plus récente d'Auspex "
                           "(celle-ci lit jusqu'à la version " +
                           num(f.version) + ")");
  for (int version = v.get<int>(); version < f.version; ++version) {
    bool done = false;
    for (const Upgrade& u : f.upgrades)
      if (u.from == version) {
        u.run(out);
        done = true;
      }
    if (!done) throw std::logic_error("no upgrade from version " + num(version));
    out["version"] = version + 1;
  }
  return out;
}

json stamp(const Format& f) {
  return {{"format", f.format}, {"version", f.version}};
}

std::string listText(const std::vector<std::string>& names, TypeList style) {
  const std::string quote = style == TypeList::quoted ? "\"" : "";
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : ", ") + quote + n + quote;
  return out;
}

std::size_t typeIndex(const json& action, const std::vector<std::string>& types, TypeList style) {
  if (!action.is_object())
    throw RequestError("action", "field.object",
                       "must be an object, not " + requests::describe(action),
                       "doit être un objet, pas " + requests::describeFr(action));
  if (style == TypeList::quoted && !action.contains("type"))
    throw RequestError("action.type", "field.required", "is required", "est obligatoire");
  const json type = action.value("type", json());
  if (type.is_string())
    for (std::size_t i = 0; i < types.size(); ++i)
      if (type.get<std::string>() == types[i]) return i;
  throw RequestError(
      "action.type", "field.choice",
      "must be one of " + listText(types, style) + ", not " + requests::describe(type),
      "doit être l'un de " + listText(types, style) + ", pas " + requests::describeFr(type));
}

Fields fieldsOf(const json& action, const std::vector<std::string>& keys) {
  std::vector<std::string> all = {"type"};
  all.insert(all.end(), keys.begin(), keys.end());
  return Fields(action, "action", all);
}

std::vector<Fields> twoPlayers(const Fields& f, const char* key,
                               const std::vector<std::string>& keys) {
  const json& ps = f.raw(key);
  if (!ps.is_array() || ps.size() != 2)
    f.fail(key,
           {"field.count", "must be an array of 2 players", "doit être un tableau de 2 joueurs"});
  std::vector<Fields> out;
  for (std::size_t i = 0; i < 2; ++i)
    out.emplace_back(ps[i], f.pathOf(key) + "." + std::to_string(i), keys);
  return out;
}

}  // namespace auspex::model
