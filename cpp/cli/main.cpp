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
    if (pretty) out = footwork::json::parse(out).dump(2);
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
