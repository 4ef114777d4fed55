#include "core/scene/size.h"

#include <array>

namespace footwork {
namespace {
constexpr std::array<std::string_view, kSizeCount> kSizeNames = {
    "fine", "diminutive", "tiny", "small", "medium", "large", "huge", "gargantuan", "colossal"};
}

std::string_view sizeName(Size s) { return kSizeNames[static_cast<int>(s)]; }

std::optional<Size> parseSize(std::string_view name) {
  for (int i = 0; i < kSizeCount; ++i)
    if (kSizeNames[i] == name) return static_cast<Size>(i);
  return std::nullopt;
}

std::string_view shapeName(Shape s) { return s == Shape::Tall ? "tall" : "long"; }

std::optional<Shape> parseShape(std::string_view name) {
  if (name == "tall") return Shape::Tall;
  if (name == "long") return Shape::Long;
  return std::nullopt;
}

}  // namespace footwork
