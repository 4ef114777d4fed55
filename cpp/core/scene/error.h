#pragma once
// Errors are values: the core never throws across an API boundary. `path` is the JSON path of the
// offending input ("$.scene.creatures[2].size") when there is one.
#include <optional>
#include <string>
#include <utility>

#include "core/scene/error_codes.h"

namespace footwork {

struct Error {
  std::string code;     // stable, kebab-case, one of errc (core/scene/error_codes.h)
  std::string message;  // a sentence for people
  std::string path;     // JSON path of the input at fault, "" when none applies
};

// A value, or why there is none. E is an Error by default; the searches and the calculators return
// their own reasons (SearchRefusal, CalcReason), which the protocol turns into Errors.
template <class T, class E = Error>
class Result {
 public:
  Result(T value) : value_(std::move(value)) {}
  Result(E error) : error_(std::move(error)) {}
  bool ok() const { return value_.has_value(); }
  explicit operator bool() const { return ok(); }
  const T& value() const { return *value_; }
  T& value() { return *value_; }
  const T* operator->() const { return &*value_; }
  T* operator->() { return &*value_; }
  const E& error() const { return error_; }

 private:
  std::optional<T> value_;
  E error_;
};

}  // namespace footwork
