#include "lists/share.hpp"

#include <array>
#include <cctype>

#include "rulesets/ruleset.hpp"

namespace auspex::lists {

using calc::RequestError;
using Bytes = std::vector<std::uint8_t>;

namespace {

constexpr std::uint8_t formatVersion = 1;
constexpr std::uint32_t hasName = 1, hasFaction = 2, hasLimit = 4, hasCustom = 8;  // list flags
constexpr std::uint32_t entryName = 1, entryCount = 2, entryWeapons = 4, entryOptions = 8;
constexpr unsigned entryFlagBits = 4;

// Built-in rulesets by number (1-based; only ever appended to).
const std::array<const char*, 5> builtin = {"at44", "epic-v1", "kolaps-v2", "titanicus-v1",
                                            "titanicus-v2"};

const char* alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

[[noreturn]] void bad(const std::string& message) {
  throw RequestError("code", message);
}

void putVarint(Bytes& out, std::uint32_t v) {
  while (v >= 0x80) {
    out.push_back(static_cast<std::uint8_t>(v | 0x80));
    v >>= 7;
  }
  out.push_back(static_cast<std::uint8_t>(v));
}
std::uint32_t zigzag(int v) {
  return (static_cast<std::uint32_t>(v) << 1) ^ static_cast<std::uint32_t>(v >> 31);
}
int unzigzag(std::uint32_t v) {
  return static_cast<int>(v >> 1) ^ -static_cast<int>(v & 1);
}
void putString(Bytes& out, const std::string& s) {
  putVarint(out, static_cast<std::uint32_t>(s.size()));
  out.insert(out.end(), s.begin(), s.end());
}

bool validUtf8(const std::string& s) {
  std::size_t i = 0;
  while (i < s.size()) {
    const auto c = static_cast<unsigned char>(s[i]);
    const std::size_t n = c < 0x80         ? 1
                          : (c >> 5) == 6  ? 2
                          : (c >> 4) == 14 ? 3
                          : (c >> 3) == 30 ? 4
                                           : 0;
    if (n == 0 || i + n > s.size()) return false;
    std::uint32_t cp = n == 1 ? c : c & (0x7F >> n);
    for (std::size_t k = 1; k < n; ++k) {
      const auto d = static_cast<unsigned char>(s[i + k]);
      if ((d >> 6) != 2) return false;
      cp = (cp << 6) | (d & 0x3F);
    }
    // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
    if ((n == 2 && cp < 0x80) || (n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) ||
        (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF)
      return false;
    i += n;
  }
  return true;
}

// Reads the code's bytes in order; every read is bounded.
class Reader {
 public:
  Reader(const Bytes& bytes, std::size_t end) : bytes_(bytes), end_(end) {}

  std::uint32_t varint(const char* what, std::uint32_t max) {
    std::uint64_t v = 0;
    for (int shift = 0;; shift += 7) {
      if (pos_ >= end_) bad(std::string("ends too early, in ") + what);
      if (shift > 28) bad(std::string("has a number too large in ") + what);
      const std::uint8_t b = bytes_[pos_++];
      v |= static_cast<std::uint64_t>(b & 0x7F) << shift;
      if (!(b & 0x80)) break;
    }
    if (v > max)
      bad(std::string("has ") + std::to_string(v) + " in " + what + " (at most " +
          std::to_string(max) + ")");
    return static_cast<std::uint32_t>(v);
  }
  std::string string(const char* what, std::size_t maxBytes) {
    const std::uint32_t n = varint(what, static_cast<std::uint32_t>(maxBytes));
    if (n > end_ - pos_) bad(std::string("ends too early, in ") + what);
    std::string s(bytes_.begin() + static_cast<std::ptrdiff_t>(pos_),
                  bytes_.begin() + static_cast<std::ptrdiff_t>(pos_ + n));
    pos_ += n;
    if (!validUtf8(s)) bad(std::string("has text that is not UTF-8 in ") + what);
    return s;
  }
  bool done() const { return pos_ == end_; }

 private:
  const Bytes& bytes_;
  std::size_t end_, pos_ = 1;  // after the format byte
};

// The ruleset a code names, if it is loaded.
const json& rulesetOf(const std::string& id) {
  const json* r = rulesets::find(id);
  if (!r) bad("is a list for ruleset " + id + ", which this page has not loaded");
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
                                                             : std::string()));
    acc = (acc << 6) | static_cast<std::uint32_t>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push_back(static_cast<std::uint8_t>((acc >> bits) & 0xFF));
    }
  }
  if (bits >= 6)
    bad("has a length no base64url text has (" + std::to_string(text.size()) + " characters)");
  return out;
}

std::string encode(const json& listJson) {
  const Resolved r = resolve(read(listJson));
  const List& l = r.list;
  Bytes out{formatVersion};
  std::uint32_t rulesetNumber = 0;
  for (std::size_t i = 0; i < builtin.size(); ++i)
    if (l.ruleset == builtin[i]) rulesetNumber = static_cast<std::uint32_t>(i + 1);
  putVarint(out, rulesetNumber);
  if (rulesetNumber == 0) putString(out, l.ruleset);
  putVarint(out, static_cast<std::uint32_t>(r.rulesetVersion));
  const bool custom = !l.customUnits.empty() || !l.customWeapons.empty();
  putVarint(out, (l.name.empty() ? 0u : hasName) | (r.factionIndex >= 0 ? hasFaction : 0u) |
                     (l.limit ? hasLimit : 0u) | (custom ? hasCustom : 0u));
  if (!l.name.empty()) putString(out, l.name);
  if (r.factionIndex >= 0) putVarint(out, static_cast<std::uint32_t>(r.factionIndex));
  if (l.limit) putVarint(out, static_cast<std::uint32_t>(*l.limit));
  if (custom)
    for (const json* items : {&l.customUnits, &l.customWeapons}) {
      putVarint(out, static_cast<std::uint32_t>(items->size()));
      for (const auto& item : *items) putString(out, item.dump());
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
  if (code.empty()) bad("is empty");
  if (code.size() > 20000) bad("is too long: " + std::to_string(code.size()) + " characters");
  const Bytes bytes = fromBase64url(code);
  if (bytes.empty() || bytes[0] != formatVersion)
    bad(bytes.empty() ? std::string("is too short")
                      : "has format " + std::to_string(bytes[0]) +
                            ", which this page does not know (it reads format 1): was it made by a "
                            "newer Auspex?");
  if (bytes.size() < 5) bad("is too short: it was cut off");
  const std::size_t end = bytes.size() - 4;
  std::uint32_t sum = 0;
  for (int k = 0; k < 4; ++k)
    sum |= static_cast<std::uint32_t>(bytes[end + static_cast<std::size_t>(k)]) << (8 * k);
  if (sum != crc32(bytes.data(), end))
    bad("is damaged: its checksum does not match (a character was changed, or the link was cut "
        "off)");

  Reader in(bytes, end);
  json list = {{"format", "auspex-list"}, {"version", 1}};
  const std::uint32_t number = in.varint("the ruleset", builtin.size());
  const std::string id = number == 0 ? in.string("the ruleset id", 60) : builtin[number - 1];
  const json& ruleset = rulesetOf(id);
  const std::uint32_t version = in.varint("the ruleset version", 1000000);
  const int have = ruleset["version"].get<int>();
  if (static_cast<int>(version) > have)
    bad("was made with version " + std::to_string(version) + " of ruleset " + id +
        ", newer than this page's version " + std::to_string(have) + ": update the page");
  list["ruleset"] = id;
  const std::uint32_t flags = in.varint("the list's flags", 15);
  if (flags & hasName) list["name"] = in.string("the list's name", maxListName);
  if (flags & hasFaction) {
    const std::uint32_t f = in.varint("the faction", 1000000);
    if (f >= sizeOf(ruleset, "factions"))
      bad("names faction number " + std::to_string(f) + ", which ruleset " + id + " does not have");
    list["faction"] = ruleset["factions"][f]["id"];
  }
  if (flags & hasLimit) list["limit"] = in.varint("the limit", maxLimit);
  json customUnits = json::array(), customWeapons = json::array();
  if (flags & hasCustom)
    for (json* items : {&customUnits, &customWeapons}) {
      const std::uint32_t n = in.varint("the custom units", maxCustom);
      for (std::uint32_t i = 0; i < n; ++i) {
        const json item = json::parse(in.string("a custom unit", 20000), nullptr, false);
        if (item.is_discarded()) bad("has a custom unit that is not valid JSON");
        items->push_back(item);
      }
    }
  if (flags & hasCustom) list["custom"] = {{"units", customUnits}, {"weapons", customWeapons}};
  const auto& names = optionNames(ruleset["system"].get<std::string>());
  // A unit or weapon: index × 2 in the ruleset's block, + 1 for the list's own.
  auto refId = [&](std::uint32_t ref, const char* block, const char* what, const json& custom) {
    const std::size_t index = ref / 2;
    const bool own = ref % 2 == 1;
    if (index >= (own ? custom.size() : sizeOf(ruleset, block)))
      bad("names " + std::string(own ? "custom " : "") + what + " number " + std::to_string(index) +
          (own ? ", which the list does not have" : ", which ruleset " + id + " does not have"));
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
          bad("names option number " + std::to_string(k) + ", which this game does not have");
        options[names[k]] = unzigzag(in.varint("an option's value", 0xFFFFFFFF));
      }
      entry["options"] = options;
    }
    entries.push_back(entry);
  }
  if (!in.done()) bad("has bytes after the list");
  list["units"] = entries;
  try {
    return check(list)["list"];
  } catch (const RequestError& e) {
    bad("holds a list that is refused: " + (e.path.empty() ? "" : e.path + ": ") + e.what());
  }
}

}  // namespace auspex::lists
