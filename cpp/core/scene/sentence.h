#pragma once
// Sentences for people from a template: "%1" … "%9" in the pattern are replaced by the arguments.
// One call instead of a chain of std::string additions: each + of a chain is code of its own, with
// its unwinding clean-up, in the WebAssembly module (which has a size guard, docs/performance.md).
#include <initializer_list>
#include <string>
#include <string_view>

namespace footwork {

// Each argument is shown (below): the arguments are what a sentence quotes of the input (ids, names).
std::string sentence(std::string_view pattern, std::initializer_list<std::string_view> args);

// Input quoted in a message (a name, an id, a key, a value's text): at most kShownChars characters of
// it, then "…". A message says what it was given, but never a megabyte of it (issue 41); the cut
// falls between UTF-8 characters.
constexpr std::size_t kShownChars = 100;
std::string shown(std::string_view input);

}  // namespace footwork
