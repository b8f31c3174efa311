// The memory and reply functions of bindings/text_abi.hpp, in every module.
#include "text_abi.hpp"

#include <cstdlib>

std::string& auspex::bindings::lastReply() {
  static std::string reply;
  return reply;
}

AUSPEX_EXPORT char* auspex_alloc(int size) {
  return static_cast<char*>(std::malloc(static_cast<std::size_t>(size > 0 ? size : 1)));
}

AUSPEX_EXPORT void auspex_free(char* bytes) {
  std::free(bytes);
}

AUSPEX_EXPORT const char* auspex_reply() {
  return auspex::bindings::lastReply().data();
}

AUSPEX_EXPORT int auspex_reply_size() {
  return static_cast<int>(auspex::bindings::lastReply().size());
}
