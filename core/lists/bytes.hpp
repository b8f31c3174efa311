// The share code's byte pieces (docs/lists.md, "The share code"): varints,
// zigzag, length-prefixed UTF-8 strings, and a bounded reader whose errors
// have the path "code".
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "requests/fields.hpp"

namespace auspex::lists {

using Bytes = std::vector<std::uint8_t>;

// A share code refused, in both languages (code "list.code"): the English says where in the
// code; the French says what the player can do about it.
[[noreturn]] inline void bad(const std::string& en, const std::string& fr) {
  throw requests::RequestError("code", "list.code", en, fr);
}

inline void putVarint(Bytes& out, std::uint32_t v) {
  while (v >= 0x80) {
    out.push_back(static_cast<std::uint8_t>(v | 0x80));
    v >>= 7;
  }
  out.push_back(static_cast<std::uint8_t>(v));
}
inline std::uint32_t zigzag(int v) {
  return (static_cast<std::uint32_t>(v) << 1) ^ static_cast<std::uint32_t>(v >> 31);
}
inline int unzigzag(std::uint32_t v) {
  return static_cast<int>(v >> 1) ^ -static_cast<int>(v & 1);
}
inline void putString(Bytes& out, const std::string& s) {
  putVarint(out, static_cast<std::uint32_t>(s.size()));
  out.insert(out.end(), s.begin(), s.end());
}

inline bool validUtf8(const std::string& s) {
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
  static constexpr const char* cutOff = "est incomplet : le lien a été coupé ou mal copié";
  static constexpr const char* damaged =
      "est abîmé : un caractère a changé, ou le lien a été mal copié";

 public:
  Reader(const Bytes& bytes, std::size_t end) : bytes_(bytes), end_(end) {}

  std::uint32_t varint(const char* what, std::uint32_t max) {
    std::uint64_t v = 0;
    for (int shift = 0;; shift += 7) {
      if (pos_ >= end_) bad(std::string("ends too early, in ") + what, cutOff);
      if (shift > 28) bad(std::string("has a number too large in ") + what, damaged);
      const std::uint8_t b = bytes_[pos_++];
      v |= static_cast<std::uint64_t>(b & 0x7F) << shift;
      if (!(b & 0x80)) break;
    }
    if (v > max)
      bad(std::string("has ") + std::to_string(v) + " in " + what + " (at most " +
              std::to_string(max) + ")",
          damaged);
    return static_cast<std::uint32_t>(v);
  }
  std::string string(const char* what, std::size_t maxBytes) {
    const std::uint32_t n = varint(what, static_cast<std::uint32_t>(maxBytes));
    if (n > end_ - pos_) bad(std::string("ends too early, in ") + what, cutOff);
    std::string s(bytes_.begin() + static_cast<std::ptrdiff_t>(pos_),
                  bytes_.begin() + static_cast<std::ptrdiff_t>(pos_ + n));
    pos_ += n;
    if (!validUtf8(s)) bad(std::string("has text that is not UTF-8 in ") + what, damaged);
    return s;
  }
  bool done() const { return pos_ == end_; }

 private:
  const Bytes& bytes_;
  std::size_t end_, pos_ = 1;  // after the format byte
};

}  // namespace auspex::lists
