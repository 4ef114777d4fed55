#include "core/scene/units.h"

namespace footwork {

std::string feetText(Milli m) {
  std::string s = std::to_string(m / kMilliPerFoot);
  Milli frac = (m < 0 ? -m : m) % kMilliPerFoot;
  if (frac) {
    std::string f = std::to_string(frac + kMilliPerFoot).substr(1);  // three digits
    while (!f.empty() && f.back() == '0') f.pop_back();
    if (m < 0 && m > -kMilliPerFoot) s = "-0";
    s += "." + f;
  }
  return s + " ft";
}

}  // namespace footwork
