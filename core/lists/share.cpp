#include "lists/share.hpp"

#include <array>
#include <cctype>

#include "lists/bytes.hpp"
#include "lists/character.hpp"
#include "requests/readings.hpp"
#include "rulesets/ruleset.hpp"
#include "systems/registry.hpp"

namespace auspex::lists {

using requests::RequestError;

namespace {

constexpr std::uint8_t formatVersion = 1;
constexpr std::uint32_t hasName = 1, hasFaction = 2, hasLimit = 4, hasCustom = 8,
                        hasCharacters = 16, hasReadings = 32;  // list flags
constexpr std::uint32_t entryName = 1, entryCount = 2, entryWeapons = 4, entryOptions = 8;
constexpr unsigned entryFlagBits = 4;

const char* alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

// A system's readings (none: an empty table).
const std::vector<requests::Reading>& readingsOf(const std::string& system) {
  static const std::vector<requests::Reading> none;
  const systems::System* s = systems::find(system);
  return s && s->readings ? s->readings() : none;
}

// The ruleset a code names, if it is loaded.
const json& rulesetOf(const std::string& id) {
  const json* r = rulesets::find(id);
  if (!r)
    bad("is a list for ruleset " + id + ", which this page has not loaded",
        "est une liste des règles " + id + ", que cette page n'a pas chargées");
  return *r;
}

std::size_t sizeOf(const json& ruleset, const char* block) {
  return ruleset.contains(block) && ruleset[block].is_array() ? ruleset[block].size() : 0;
}

}  // namespace

std::uint32_t crc32(const std::uint8_t* data, std::size_t size) {
  static const auto table = [] {
    std::array<std::uint32_t, 256> t{};
    for (std::uint32_t i = 0; i < 256; ++i) {
      std::uint32_t c = i;
      for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      t[i] = c;
    }
    return t;
  }();
  std::uint32_t c = 0xFFFFFFFFu;
  for (std::size_t i = 0; i < size; ++i) c = table[(c ^ data[i]) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

std::string base64url(const Bytes& bytes) {
  std::string out;
  std::uint32_t acc = 0;
  int bits = 0;
  for (const std::uint8_t b : bytes) {
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out.push_back(alphabet[(acc >> bits) & 0x3F]);
    }
  }
  if (bits > 0) out.push_back(alphabet[(acc << (6 - bits)) & 0x3F]);
  return out;
}

Bytes fromBase64url(const std::string& text) {
  Bytes out;
  std::uint32_t acc = 0;
  int bits = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    int v = -1;
    if (c >= 'A' && c <= 'Z')
      v = c - 'A';
    else if (c >= 'a' && c <= 'z')
      v = c - 'a' + 26;
    else if (c >= '0' && c <= '9')
      v = c - '0' + 52;
    else if (c == '-')
      v = 62;
    else if (c == '_')
      v = 63;
    if (v < 0)
      bad("has a character that base64url does not use at position " + std::to_string(i + 1) +
              (static_cast<unsigned char>(c) < 0x80 && c >= 0x20 ? std::string(": '") + c + "'"
                                                                 : std::string()),
          "a un caractère qu'aucun lien d'Auspex ne contient, en position " +
              std::to_string(i + 1) + " : le lien a été mal copié");
    acc = (acc << 6) | static_cast<std::uint32_t>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push_back(static_cast<std::uint8_t>((acc >> bits) & 0xFF));
    }
  }
  if (bits >= 6)
    bad("has a length no base64url text has (" + std::to_string(text.size()) + " characters)",
        "est incomplet : le lien a été coupé ou mal copié");
  return out;
}

std::string encode(const json& listJson) {
  const Resolved r = resolve(read(listJson));
  const List& l = r.list;
  Bytes out{formatVersion};
  // A built-in ruleset by the number it declares (`share`); another by its id.
  const auto rulesetNumber = static_cast<std::uint32_t>(rulesets::shareOf(l.ruleset));
  putVarint(out, rulesetNumber);
  if (rulesetNumber == 0) putString(out, l.ruleset);
  putVarint(out, static_cast<std::uint32_t>(r.rulesetVersion));
  const bool custom = !l.customUnits.empty() || !l.customWeapons.empty();
  std::uint32_t characters = 0;  // entries with a character that is not empty
  for (const auto& e : l.units) characters += e.character && !e.character->empty() ? 1 : 0;
  putVarint(out, (l.name.empty() ? 0u : hasName) | (r.factionIndex >= 0 ? hasFaction : 0u) |
                     (l.limit ? hasLimit : 0u) | (custom ? hasCustom : 0u) |
                     (characters ? hasCharacters : 0u) | (l.readings.empty() ? 0u : hasReadings));
  if (!l.name.empty()) putString(out, l.name);
  if (r.factionIndex >= 0) putVarint(out, static_cast<std::uint32_t>(r.factionIndex));
  if (l.limit) putVarint(out, static_cast<std::uint32_t>(*l.limit));
  if (custom)
    for (const json* items : {&l.customUnits, &l.customWeapons}) {
      putVarint(out, static_cast<std::uint32_t>(items->size()));
      for (const auto& item : *items) putString(out, item.dump());
    }
  if (!l.readings.empty()) {
    // Each reading by its number in the system's table, its value by its number (resolve checked
    // them).
    const auto& table = readingsOf(r.system);
    putVarint(out, static_cast<std::uint32_t>(l.readings.size()));
    for (std::size_t i = 0; i < table.size(); ++i) {
      if (!l.readings.contains(table[i].id)) continue;
      std::uint32_t v = 0;
      while (l.readings[table[i].id] != table[i].values[v].id) ++v;
      putVarint(out, static_cast<std::uint32_t>(i));
      putVarint(out, v);
    }
  }
  const auto& names = optionNames(r.system);
  putVarint(out, static_cast<std::uint32_t>(l.units.size()));
  for (std::size_t i = 0; i < l.units.size(); ++i) {
    const Entry& e = l.units[i];
    const std::size_t u = r.unitIndex[i];
    const std::size_t ref = u < r.baseUnits ? u * 2 : (u - r.baseUnits) * 2 + 1;
    putVarint(out, static_cast<std::uint32_t>(ref << entryFlagBits) |
                       (e.name.empty() ? 0 : entryName) | (e.count != 1 ? entryCount : 0) |
                       (e.weapons.empty() ? 0 : entryWeapons) |
                       (e.options.empty() ? 0 : entryOptions));
    if (!e.name.empty()) putString(out, e.name);
    if (e.count != 1) putVarint(out, static_cast<std::uint32_t>(e.count));
    if (!e.weapons.empty()) {
      putVarint(out, static_cast<std::uint32_t>(e.weapons.size()));
      for (const std::size_t w : r.weaponIndex[i])
        putVarint(out, static_cast<std::uint32_t>(w < r.baseWeapons ? w * 2
                                                                    : (w - r.baseWeapons) * 2 + 1));
    }
    if (!e.options.empty()) {
      putVarint(out, static_cast<std::uint32_t>(e.options.size()));
      for (const auto& [key, value] : e.options) {
        std::uint32_t k = 0;
        while (names[k] != key) ++k;  // resolve() checked the name
        putVarint(out, k);
        putVarint(out, zigzag(value));
      }
    }
  }
  if (characters) {
    putVarint(out, characters);
    for (std::size_t i = 0; i < l.units.size(); ++i)
      if (l.units[i].character && !l.units[i].character->empty()) {
        putVarint(out, static_cast<std::uint32_t>(i));
        putCharacter(out, *l.units[i].character);
      }
  }
  const std::uint32_t sum = crc32(out.data(), out.size());
  for (int k = 0; k < 4; ++k) out.push_back(static_cast<std::uint8_t>(sum >> (8 * k)));
  return base64url(out);
}

json decode(const std::string& text) {
  // A whole link is welcome: the code is what follows "#l=".
  const std::size_t at = text.find("#l=");
  std::string code = at == std::string::npos ? text : text.substr(at + 3);
  while (!code.empty() && std::isspace(static_cast<unsigned char>(code.back()))) code.pop_back();
  while (!code.empty() && std::isspace(static_cast<unsigned char>(code.front()))) code.erase(0, 1);
  if (code.empty()) bad("is empty", "est vide");
  if (code.size() > 20000)
    bad("is too long: " + std::to_string(code.size()) + " characters",
        "est trop long pour un lien de liste : " + std::to_string(code.size()) + " caractères");
  const Bytes bytes = fromBase64url(code);
  if (bytes.empty() || bytes[0] != formatVersion)
    bad(bytes.empty() ? std::string("is too short")
                      : "has format " + std::to_string(bytes[0]) +
                            ", which this page does not know (it reads format 1): was it made by a "
                            "newer Auspex?",
        bytes.empty() ? std::string("est trop court : le lien a été coupé")
                      : "vient d'une version plus récente d'Auspex (format " +
                            std::to_string(bytes[0]) + "), ou a été abîmé");
  if (bytes.size() < 5) bad("is too short: it was cut off", "est trop court : le lien a été coupé");
  const std::size_t end = bytes.size() - 4;
  std::uint32_t sum = 0;
  for (int k = 0; k < 4; ++k)
    sum |= static_cast<std::uint32_t>(bytes[end + static_cast<std::size_t>(k)]) << (8 * k);
  if (sum != crc32(bytes.data(), end))
    bad("is damaged: its checksum does not match (a character was changed, or the link was cut "
        "off)",
        "est abîmé : un caractère a changé, ou le lien a été coupé");

  Reader in(bytes, end);
  json list = {{"format", "auspex-list"}, {"version", 1}};
  const std::uint32_t number = in.varint("the ruleset", rulesets::maxShare);
  const std::string id =
      number == 0 ? in.string("the ruleset id", 60) : rulesets::shared(static_cast<int>(number));
  if (id.empty())
    bad("names ruleset number " + std::to_string(number) +
            ", which this page does not have: update the page",
        "nomme le jeu de règles numéro " + std::to_string(number) +
            ", que cette page n'a pas : mettez la page à jour");
  const json& ruleset = rulesetOf(id);
  const std::uint32_t version = in.varint("the ruleset version", 1000000);
  const int have = ruleset["version"].get<int>();
  if (static_cast<int>(version) > have)
    bad("was made with version " + std::to_string(version) + " of ruleset " + id +
            ", newer than this page's version " + std::to_string(have) + ": update the page",
        "a été fait avec la version " + std::to_string(version) + " des règles " + id +
            ", plus récente que celle de cette page (" + std::to_string(have) +
            ") : mettez la page à jour");
  list["ruleset"] = id;
  const std::uint32_t flags = in.varint("the list's flags", 63);
  if (flags & hasName) list["name"] = in.string("the list's name", maxListName);
  if (flags & hasFaction) {
    const std::uint32_t f = in.varint("the faction", 1000000);
    if (f >= sizeOf(ruleset, "factions"))
      bad("names faction number " + std::to_string(f) + ", which ruleset " + id + " does not have",
          "nomme une faction que les règles " + id + " n'ont pas (numéro " + std::to_string(f) +
              ")");
    list["faction"] = ruleset["factions"][f]["id"];
  }
  if (flags & hasLimit) list["limit"] = in.varint("the limit", maxLimit);
  json customUnits = json::array(), customWeapons = json::array();
  if (flags & hasCustom)
    for (json* items : {&customUnits, &customWeapons}) {
      const std::uint32_t n = in.varint("the custom units", maxCustom);
      for (std::uint32_t i = 0; i < n; ++i) {
        const json item = json::parse(in.string("a custom unit", 20000), nullptr, false);
        if (item.is_discarded())
          bad("has a custom unit that is not valid JSON",
              "est abîmé : une unité du joueur n'y est pas lisible");
        items->push_back(item);
      }
    }
  json readings = json::object();
  if (flags & hasReadings) {
    const auto& table = readingsOf(ruleset["system"].get<std::string>());
    const std::uint32_t n = in.varint("the readings", static_cast<std::uint32_t>(table.size()));
    for (std::uint32_t k = 0; k < n; ++k) {
      const std::uint32_t i = in.varint("a reading", 1000);
      if (i >= table.size())
        bad("names reading number " + std::to_string(i) + ", which this game does not have",
            "nomme une lecture des règles que ce jeu n'a pas (numéro " + std::to_string(i) + ")");
      const std::uint32_t v = in.varint("a reading's value", 1000);
      if (v >= table[i].values.size())
        bad("names value number " + std::to_string(v) + " of reading " + table[i].id +
                ", which this page does not have",
            "nomme un choix de lecture des règles que cette page n'a pas (numéro " +
                std::to_string(v) + ") : mettez la page à jour");
      readings[table[i].id] = table[i].values[v].id;
    }
  }
  if (flags & hasCustom) list["custom"] = {{"units", customUnits}, {"weapons", customWeapons}};
  if (flags & hasReadings) list["readings"] = readings;
  const auto& names = optionNames(ruleset["system"].get<std::string>());
  // A unit or weapon: index × 2 in the ruleset's block, + 1 for the list's own.
  auto refId = [&](std::uint32_t ref, const char* block, const char* what, const json& custom) {
    const std::size_t index = ref / 2;
    const bool own = ref % 2 == 1;
    if (index >= (own ? custom.size() : sizeOf(ruleset, block)))
      bad("names " + std::string(own ? "custom " : "") + what + " number " + std::to_string(index) +
              (own ? ", which the list does not have" : ", which ruleset " + id + " does not have"),
          std::string(std::string(what) == "unit" ? "nomme une unité" : "nomme une arme") +
              (own ? " du joueur que la liste n'a pas" : " que les règles " + id + " n'ont pas") +
              " (numéro " + std::to_string(index) + ")");
    const json& item = own ? custom[index] : ruleset[block][index];
    return item.is_object() && item.contains("id") ? item["id"] : json();
  };
  json entries = json::array();
  const std::uint32_t count = in.varint("the number of units", maxEntries);
  for (std::uint32_t i = 0; i < count; ++i) {
    const std::uint32_t head = in.varint("a unit", 0xFFFFFFF);
    json entry = {{"unit", refId(head >> entryFlagBits, "units", "unit", customUnits)}};
    if (head & entryName) entry["name"] = in.string("a unit's name", maxEntryName);
    if (head & entryCount) entry["count"] = in.varint("a unit's count", maxCount);
    if (head & entryWeapons) {
      json chosen = json::array();
      const std::uint32_t n = in.varint("a unit's weapons", maxWeapons);
      for (std::uint32_t w = 0; w < n; ++w)
        chosen.push_back(
            refId(in.varint("a weapon", 0xFFFFFFF), "weapons", "weapon", customWeapons));
      entry["weapons"] = chosen;
    }
    if (head & entryOptions) {
      json options = json::object();
      const std::uint32_t n =
          in.varint("a unit's options", static_cast<std::uint32_t>(names.size()));
      for (std::uint32_t o = 0; o < n; ++o) {
        const std::uint32_t k = in.varint("an option", 1000);
        if (k >= names.size())
          bad("names option number " + std::to_string(k) + ", which this game does not have",
              "nomme une option que ce jeu n'a pas (numéro " + std::to_string(k) + ")");
        options[names[k]] = unzigzag(in.varint("an option's value", 0xFFFFFFFF));
      }
      entry["options"] = options;
    }
    entries.push_back(entry);
  }
  if (flags & hasCharacters) {
    const std::uint32_t n =
        in.varint("the number of characters", static_cast<std::uint32_t>(entries.size()));
    std::uint32_t next = 0;  // entries in order, each once
    for (std::uint32_t c = 0; c < n; ++c) {
      const std::uint32_t i = in.varint("a character's unit", 0xFFFFFFF);
      if (i < next || i >= entries.size())
        bad("names a character for unit number " + std::to_string(i) +
                ", which is not a later unit of the list",
            "est abîmé : un personnage y est donné à une unité que la liste n'a pas (numéro " +
                std::to_string(i) + ")");
      entries[i]["character"] = readCharacterCode(in);
      next = i + 1;
    }
  }
  if (!in.done()) bad("has bytes after the list", "est abîmé : il continue après la liste");
  list["units"] = entries;
  try {
    return check(list)["list"];
  } catch (const RequestError& e) {
    bad("holds a list that is refused: " + (e.path.empty() ? "" : e.path + ": ") + e.what(),
        "contient une liste refusée : " + (e.fr.empty() ? std::string(e.what()) : e.fr));
  }
}

}  // namespace auspex::lists
