// auspex_native: reads one calc request on stdin, prints the response.
// Exit status 0 with a response, 2 with {"error": ...} on a bad request.
#include <iostream>
#include <iterator>
#include <string>

#include "calc/calc.hpp"

int main() {
  const std::string text{std::istreambuf_iterator<char>(std::cin),
                         std::istreambuf_iterator<char>()};
  const auto reply = auspex::calc::calc(text);
  std::cout << reply.json << "\n";
  return reply.ok ? 0 : 2;
}
