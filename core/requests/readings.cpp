#include "requests/readings.hpp"

namespace auspex::requests {

namespace {

const Reading& find(const std::vector<Reading>& table, const std::string& id) {
  for (const Reading& r : table)
    if (id == r.id) return r;
  throw std::logic_error("no reading " + id);
}

}  // namespace

const std::string& Chosen::of(const std::string& id) const {
  const auto it = values_.find(id);
  if (it == values_.end()) throw std::logic_error("reading not read: " + id);
  return it->second;
}

Chosen readReadings(const json& value, const std::string& path, const std::vector<Reading>& table) {
  std::vector<std::string> ids;
  for (const Reading& r : table) ids.emplace_back(r.id);
  const Fields f(value, path, ids);
  std::map<std::string, std::string> out;
  for (const Reading& r : table) {
    std::vector<std::string> values;
    for (const ReadingValue& v : r.values) values.emplace_back(v.id);
    out[r.id] = f.choice(r.id, values, values.front());
  }
  return Chosen(std::move(out));
}

Chosen readReadings(const Fields& r, const std::vector<Reading>& table) {
  if (!r.has("readings")) return readReadings(json::object(), r.pathOf("readings"), table);
  return readReadings(r.raw("readings"), r.pathOf("readings"), table);
}

json readingsJson(const std::vector<Reading>& table) {
  json out = json::array();
  for (const Reading& r : table) {
    json values = json::array();
    for (const ReadingValue& v : r.values)
      values.push_back({{"id", v.id}, {"name", {{"fr", v.fr}, {"en", v.en}}}});
    out.push_back({{"id", r.id},
                   {"name", {{"fr", r.fr}, {"en", r.en}}},
                   {"default", r.values.front().id},
                   {"values", std::move(values)},
                   {"doc", r.doc}});
  }
  return {{"readings", std::move(out)}};
}

ReadingWords readingWords(const std::vector<Reading>& table, const Chosen& chosen,
                          const std::string& id) {
  const Reading& r = find(table, id);
  const std::string& v = chosen.of(id);
  if (v == r.values.front().id) return {};
  for (const ReadingValue& x : r.values)
    if (v == x.id)
      return {std::string(" (lecture « ") + r.fr + " : " + x.fr + " »)",
              std::string(" (reading “") + r.en + ": " + x.en + "”)"};
  return {};
}

}  // namespace auspex::requests
