#include "core/scene/sentence.h"

namespace footwork {

std::string sentence(std::string_view pattern, std::initializer_list<std::string_view> args) {
  std::string out;
  out.reserve(pattern.size() + 16 * args.size());
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const char c = pattern[i];
    const std::size_t n = i + 1 < pattern.size() ? static_cast<std::size_t>(pattern[i + 1] - '1') : args.size();
    if (c == '%' && n < args.size()) {
      out += shown(args.begin()[n]);
      ++i;
    } else {
      out += c;
    }
  }
  return out;
}

std::string shown(std::string_view input) {
  std::size_t chars = 0;
  for (std::size_t i = 0; i < input.size(); ++i)
    if ((static_cast<unsigned char>(input[i]) & 0xC0) != 0x80 && chars++ == kShownChars)
      return std::string(input.substr(0, i)) + "…";
  return std::string(input);
}

}  // namespace footwork
