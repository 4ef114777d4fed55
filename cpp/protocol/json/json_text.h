#pragma once
// JSON text out: strings and numbers exactly as nlohmann::json's dump(-1, ' ', false, replace)
// printed them (the golden answers are pinned byte for byte). Used by JsonWriter.
#include <string>
#include <string_view>

namespace footwork {

// `s` as a JSON string, quotes included: '"', '\\' and control characters escaped (\n, \t … or
// \u001f), other bytes as they are when they are well-formed UTF-8, each ill-formed sequence
// replaced by U+FFFD.
void appendJsonString(std::string& out, std::string_view s);

// The shortest text that reads back as `d`: "30.0" for whole numbers, "1.25", "0.0001",
// "1e-05", "1e+16"; NaN and infinities as null. Writes at most 32 bytes at `first`; returns the end.
char* formatJsonNumber(char* first, double d);

}  // namespace footwork
