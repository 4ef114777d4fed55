#pragma once
// Checked reading of request JSON. Every getter knows the JSON path of what it reads, so an error
// names the field ("$.scene.creatures[2].speeds.walk") and says what was expected. Nothing throws:
// getters return an Error value and the caller propagates it with FW_TRY.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/cell.h"
#include "core/error.h"
#include "core/units.h"

namespace footwork {

using json = nlohmann::ordered_json;  // keeps keys in the order written: "version" first
using MaybeError = std::optional<Error>;

#define FW_TRY(expr)                    \
  do {                                  \
    if (auto fw_e_ = (expr)) return *fw_e_; \
  } while (0)

std::string typeName(const json& j);
Error badType(const std::string& path, const std::string& expected, const json& got);

// Reads one JSON object, remembering which keys were read so that finish() can reject the rest.
class ObjectReader {
 public:
  ObjectReader(const json& object, std::string path) : object_(object), path_(std::move(path)) {}

  const std::string& path() const { return path_; }
  std::string pathOf(const std::string& key) const { return path_ + "." + key; }
  bool has(const std::string& key) const { return object_.contains(key); }
  // The value, marking the key read; nullptr when absent.
  const json* get(const std::string& key);

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
  const json& object_;
  std::string path_;
  std::vector<std::string> read_;
};

MaybeError expectObject(const json& j, const std::string& path);
MaybeError readCell(const json& j, const std::string& path, Cell& out);
MaybeError readFeetValue(const json& j, const std::string& path, Milli max, Milli& out);


}  // namespace footwork
