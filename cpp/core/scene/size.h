#pragma once
// Size categories, Fine to Colossal, in the order the texts count "size categories apart".
#include <cstdint>
#include <optional>
#include <string_view>

namespace footwork {

enum class Size : std::uint8_t { Fine, Diminutive, Tiny, Small, Medium, Large, Huge, Gargantuan, Colossal };
constexpr int kSizeCount = 9;

// "tall" creatures stand upright, "long" ones lie along the ground (d20-3.0 face and reach table).
enum class Shape : std::uint8_t { Tall, Long };

std::string_view sizeName(Size s);
std::optional<Size> parseSize(std::string_view name);
std::string_view shapeName(Shape s);
std::optional<Shape> parseShape(std::string_view name);

inline int sizeSteps(Size a, Size b) {
  const int d = static_cast<int>(a) - static_cast<int>(b);
  return d < 0 ? -d : d;
}

}  // namespace footwork
