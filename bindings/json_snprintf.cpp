// The calculator modules' snprintf (issue 33: a lighter first load). Their
// only caller is nlohmann/json, which writes three formats with it: "<U+%.4X>"
// (a control character in a parse error), "\u%04x" and "\u%04x\u%04x" (a
// control character escaped in a reply). Defined here, musl's snprintf is
// never taken from the C library, nor its printf core and floating-point
// formatting (3.8 KB gzip of each module). Integers only: any other
// conversion traps, so a new caller that needs more shows at once (an
// AuspexFault in tests/node/calc_modules.test.mjs) and never writes a wrong
// text. Checked when written: the callers of snprintf in each calc-<system>
// module, linked with --profiling-funcs, were the lexer and the serializer of
// nlohmann/json only. The whole core keeps the C library's.
#include <cstdarg>
#include <cstddef>

namespace {

// Writes into [out, out + size) as snprintf does and counts every character.
struct Output {
  char* out;
  std::size_t size;
  std::size_t count = 0;
  void put(char c) {
    if (count + 1 < size) out[count] = c;
    ++count;
  }
};

int digitValue(char c) {
  return c >= '0' && c <= '9' ? c - '0' : -1;
}

}  // namespace

extern "C" int snprintf(char* out, std::size_t size, const char* format, ...) {
  Output o{out, size};
  va_list args;
  va_start(args, format);
  for (const char* f = format; *f != '\0'; ++f) {
    if (*f != '%') {
      o.put(*f);
      continue;
    }
    ++f;
    if (*f == '%') {
      o.put('%');
      continue;
    }
    const bool zeros = *f == '0';
    if (zeros) ++f;
    int width = 0;
    for (; digitValue(*f) >= 0; ++f) width = width * 10 + digitValue(*f);
    int precision = -1;
    if (*f == '.') {
      precision = 0;
      for (++f; digitValue(*f) >= 0; ++f) precision = precision * 10 + digitValue(*f);
    }
    while (*f == 'h') ++f;  // a char or a short: passed as an int, as printed
    const char* digits = nullptr;
    if (*f == 'x') digits = "0123456789abcdef";
    if (*f == 'X') digits = "0123456789ABCDEF";
    if (digits == nullptr) __builtin_trap();  // not one of nlohmann's formats
    unsigned value = va_arg(args, unsigned);
    char reversed[8];
    int length = 0;
    do {
      reversed[length++] = digits[value % 16];
      value /= 16;
    } while (value != 0);
    const int least = precision >= 0 ? precision : zeros ? width : 0;
    for (int i = least > length ? least : length; i < width; ++i) o.put(' ');
    for (int i = length; i < least; ++i) o.put('0');
    while (length > 0) o.put(reversed[--length]);
  }
  va_end(args);
  if (size > 0) out[o.count < size ? o.count : size - 1] = '\0';
  return static_cast<int>(o.count);
}
