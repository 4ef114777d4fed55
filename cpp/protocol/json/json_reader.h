#pragma once
// Checked reading of request JSON. Every getter knows the JSON path of what it reads, so an error
// names the field ("$.scene.creatures[2].speeds.walk") and says what was expected. Nothing throws:
// getters return an Error value and the caller propagates it with FW_TRY.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/scene/cell.h"
#include "core/scene/error.h"
#include "core/scene/units.h"
#include "protocol/json/json_value.h"

namespace footwork {

using MaybeError = std::optional<Error>;

#define FW_TRY(expr)                        \
  do {                                      \
    if (auto fw_e_ = (expr)) return *fw_e_; \
  } while (0)

std::string typeName(const JsonValue& j);
Error badType(const std::string& path, const std::string& expected, const JsonValue& got);

// Reads one JSON object, remembering which keys were read so that finish() can reject the rest.
class ObjectReader {
 public:
  // `object` must be an object (expectObject first); it must outlive the reader.
  ObjectReader(const JsonValue& object, std::string path);

  const std::string& path() const { return path_; }
  // (A key is shown, core/scene/sentence.h: paths go into messages, and only an unknown key is long.
  // Out of line: it is called in hundreds of places, and the WebAssembly module has a size guard.)
  std::string pathOf(const std::string& key) const;
  bool has(const std::string& key) const;
  // The value, marking the key read; nullptr when absent.
  const JsonValue* get(const std::string& key);

  MaybeError string(const std::string& key, std::string& out, bool required = false);
  MaybeError boolean(const std::string& key, bool& out);
  MaybeError integer(const std::string& key, int& out, long long min, long long max, bool required = false);
  MaybeError number(const std::string& key, double& out, double min, double max, bool required = false);
  // A length in feet (≥ 0, ≤ max), stored exactly in thousandths of a foot.
  MaybeError feet(const std::string& key, Milli& out, Milli max, bool required = false);
  MaybeError cell(const std::string& key, Cell& out, bool required = false);
  MaybeError stringList(const std::string& key, std::vector<std::string>& out);

  // An error for every key not read, so that a misspelt field is never silently ignored.
  MaybeError finish() const;

 private:
  const JsonValue& object_;
  std::string path_;
  std::vector<bool> read_;  // per member, in the order written
};

MaybeError expectObject(const JsonValue& j, const std::string& path);
MaybeError readCell(const JsonValue& j, const std::string& path, Cell& out);
MaybeError readFeetValue(const JsonValue& j, const std::string& path, Milli max, Milli& out);
// A bound as people write it in a message: 1000, not 1000.0; a fraction in its shortest form.
std::string boundText(double d);

}  // namespace footwork
