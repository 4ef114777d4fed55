// footwork: the command-line face of the request protocol. Reads one JSON request from a file or
// standard input and writes the JSON response. With --lines, reads one request per line (JSON
// Lines) and answers each on its own line, which is how scripts and benchmarks drive it.
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>

#include "protocol/request.h"

namespace {
// The engine's compact answer re-indented as nlohmann's dump(2) printed it: two spaces a level,
// "key": value, empty containers as {} and [], strings and numbers untouched.
std::string indented(const std::string& compact) {
  std::string out;
  out.reserve(compact.size() * 2);
  int level = 0;
  bool inString = false, escaped = false;
  auto newline = [&] {
    out += '\n';
    out.append(static_cast<std::size_t>(2 * level), ' ');
  };
  for (std::size_t i = 0; i < compact.size(); ++i) {
    const char c = compact[i];
    if (inString) {
      out += c;
      if (escaped) escaped = false;
      else if (c == '\\') escaped = true;
      else if (c == '"') inString = false;
      continue;
    }
    switch (c) {
      case '"':
        inString = true;
        out += c;
        break;
      case '{':
      case '[':
        out += c;
        if (i + 1 < compact.size() && compact[i + 1] == (c == '{' ? '}' : ']')) {
          out += compact[++i];
        } else {
          ++level;
          newline();
        }
        break;
      case '}':
      case ']':
        --level;
        newline();
        out += c;
        break;
      case ',':
        out += c;
        newline();
        break;
      case ':': out += ": "; break;
      default: out += c;
    }
  }
  return out;
}

int usage() {
  std::cerr << "usage: footwork [--pretty] [--lines] [request.json | -]\n"
               "  Reads a JSON request (docs/protocol.md) and writes the JSON response.\n";
  return 2;
}
}  // namespace

int main(int argc, char** argv) {
  bool pretty = false, lines = false;
  std::string file = "-";
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--pretty") pretty = true;
    else if (a == "--lines") lines = true;
    else if (a == "-h" || a == "--help") return usage(), 0;
    else if (!a.empty() && a[0] == '-' && a != "-") return usage();
    else file = a;
  }
  std::ifstream in;
  if (file != "-") {
    in.open(file, std::ios::binary);
    if (!in) {
      std::cerr << "footwork: cannot read " << file << "\n";
      return 2;
    }
  }
  std::istream& src = file == "-" ? std::cin : in;
  auto answer = [&](const std::string& text) {
    std::string out = footwork::handleRequestText(text);
    if (pretty) out = indented(out);
    std::cout << out << "\n";
    return out.find("\"error\"") == std::string::npos || out.find("\"result\"") != std::string::npos;
  };
  if (lines) {
    std::string line;
    bool ok = true;
    while (std::getline(src, line))
      if (!line.empty()) ok = answer(line) && ok;
    return ok ? 0 : 1;
  }
  std::string text((std::istreambuf_iterator<char>(src)), std::istreambuf_iterator<char>());
  return answer(text) ? 0 : 1;
}
