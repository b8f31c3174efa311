#include "model/model.hpp"

namespace auspex::model {

std::string num(int n) {
  return std::to_string(n);
}

std::string numMinus(int n) {
  return n < 0 ? "−" + std::to_string(-n) : std::to_string(n);
}

json lineJson(const Line& l) {
  return {{"fr", l.fr}, {"en", l.en}};
}

json needDice(int count, const Line& what, const char* field, int sides) {
  return {{"dice", count}, {"sides", sides}, {"field", field}, {"for", lineJson(what)}};
}

json reply(const char* key, const json& state, const std::vector<Line>& log, const json& needs) {
  json lines = json::array();
  for (const auto& l : log) lines.push_back(lineJson(l));
  return {{key, state}, {"log", lines}, {"needs", needs}};
}

std::string listText(const std::vector<std::string>& names, TypeList style) {
  const std::string quote = style == TypeList::quoted ? "\"" : "";
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : ", ") + quote + n + quote;
  return out;
}

std::size_t typeIndex(const json& action, const std::vector<std::string>& types, TypeList style) {
  if (!action.is_object())
    throw RequestError("action", "must be an object, not " + calc::describe(action));
  if (style == TypeList::quoted && !action.contains("type"))
    throw RequestError("action.type", "is required");
  const json type = action.value("type", json());
  if (type.is_string())
    for (std::size_t i = 0; i < types.size(); ++i)
      if (type.get<std::string>() == types[i]) return i;
  throw RequestError("action.type",
                     "must be one of " + listText(types, style) + ", not " + calc::describe(type));
}

Fields fieldsOf(const json& action, const std::vector<std::string>& keys) {
  std::vector<std::string> all = {"type"};
  all.insert(all.end(), keys.begin(), keys.end());
  return Fields(action, "action", all);
}

}  // namespace auspex::model
