#pragma once
// (Longer than 500 lines on purpose: the one-cell kernel and expand() are defined here so that the
// searches' inner loops in reachable.cpp, path.cpp and landmarks.cpp inline them; the rest is the
// kernels' data, each field documented where it is declared. The out-of-line parts are split by
// kernel: search.cpp, search_setup.cpp, search_space_kernel.cpp, search_judge.cpp.)
//
// The search space shared by the reachable-area flood and the best-path search: one step of the
// creature's whole space, judged exactly as the move query judges it (priceStep plus the band,
// allowance and provocation logic of evaluateMove), but fast.
//
// Why a separate step function: priceStep is general (it loops over every creature and every cell
// of the space) and a search calls it millions of times. SearchSpace precomputes, per query, a flat
// byte per cell (blocks entry, solid, obstructed, water, climbable, difficult level) and marks
// "complex" cells (any wall, door, window or low obstacle on a side, or another creature in it).
// A step whose box (the union of the old and new space) holds no complex cell is priced from the
// bytes with the same arithmetic as priceStep; every other step is handed to priceStep itself.
// Fast paths share that rule: the one-cell kernel (judgeOneCell / expand: a 1×1 mover, one 16-bit
// code per cell); the space kernel (judgeSpace / expand: a multi-cell mover, one 16-bit word per
// cell, step shapes kept per (position, direction) as step kinds priced per parity, squeezing
// included); and, where the space kernel is off (difficult levels above 8), judge() for whole
// multi-cell spaces and squeezedShape() for a multi-cell creature squeezing (core/movement/squeeze.h)
// before or after the step, which without provokers keeps each (position, direction)'s shape
// (StepShape) and prices it per parity.
// tests/unit/search_property_test.cpp replays thousands of searched paths through evaluateMove and
// checks the costs agree to the square; tests/unit/search_kernel_test.cpp compares the fast paths
// with priceStep step by step.
//
// State of a search: (position of the space's top-left cell, parity of the diagonals counted so far).
// Parity is all the alternating-diagonal rule needs ("the first diagonal counts as 1 square, the
// second as 2 squares …"); under DiagonalRule::One there is a single parity. Squeezing needs no
// state: the footprint is a function of the position (core/movement/squeeze.h). A prone swimmer's searches
// add a layer, prone or upright (needsUprightLayer, layerSteps).
#include <array>
#include <cstdint>
#include <vector>

#include "core/movement/move.h"
#include "core/search/search_queue.h"

namespace footwork {

enum class SearchStatus : std::uint8_t {
  Complete,  // the search ran to its end
  Partial,   // the target cannot be reached (or ended in): the result is the closest place found
  Budget,    // the node limit was hit first: the result is the best found so far
};
const char* searchStatusName(SearchStatus s);

// Node budgets: states settled (popped and expanded) by one query.
constexpr int kDefaultMaxNodes = 4'000'000;
constexpr int kMaxMaxNodes = 64'000'000;

struct SearchRequest {
  int mover = -1;        // index in the scene
  Cell from{};           // start (top-left of the space)
  bool hasMode = false;  // a mode for every step; otherwise each step picks one as the move query does
  Mode mode = Mode::Walk;
  const Band* band = nullptr;    // whose rules apply (cap, provokes, hampered, fixed squares)
  Milli spent = 0;               // movement already spent this turn
  int diagonals = 0;             // diagonals already counted this turn
  bool stopping = true;          // false: a 4e double move's first move (may end on an ally)
  bool limitByAllowance = true;  // false: the band's cap is not applied (a path longer than the allowance)
  // Judge the mover as not prone: the upright layer of a prone swimmer's search (needsUprightLayer).
  bool upright = false;
  int maxNodes = kDefaultMaxNodes;
};

// The eight steps: four orthogonal, then four diagonal.
constexpr std::array<int, 8> kStepDx = {1, -1, 0, 0, 1, 1, -1, -1};
constexpr std::array<int, 8> kStepDy = {0, 0, 1, -1, 1, -1, 1, -1};
constexpr bool isDiagonalDir(int dir) { return dir >= 4; }

struct StepJudgement {
  bool legal = false;
  int squares = 0;
  bool diagonal = false;
  bool provokes = false;        // some creature gets an opportunity attack for this step
  std::uint64_t provokers = 0;  // which ones, as bits of SearchSpace::provoker() (when provokersExact())
  Mode mode = Mode::Walk;
};

class SearchSpace {
 public:
  // `reachSquares` bounds how far (in steps) the search can go from the start; positions farther
  // away are outside the window and never looked at. Pass -1 for the whole grid.
  SearchSpace(const Scene& scene, const SearchRequest& req, int reachSquares);
  ~SearchSpace();
  SearchSpace(const SearchSpace&) = delete;
  SearchSpace& operator=(const SearchSpace&) = delete;

  const Scene& scene() const { return scene_; }
  const SearchRequest& request() const { return req_; }
  const Creature& mover() const { return mover_; }

  // Positions of the window, indexed row-major.
  int positionCount() const { return pw_ * ph_; }
  int width() const { return pw_; }
  bool inWindow(Cell p) const { return p.x >= px0_ && p.y >= py0_ && p.x < px0_ + pw_ && p.y < py0_ + ph_; }
  int indexOf(Cell p) const { return (p.y - py0_) * pw_ + (p.x - px0_); }
  Cell cellOf(int i) const { return {px0_ + i % pw_, py0_ + i / pw_}; }
  int parities() const { return parities_; }
  int startParity() const { return parities_ == 2 ? (req_.diagonals & 1) : 0; }
  // The neighbour index of position i in direction dir, or -1 when it leaves the window.
  int neighbour(int i, int dir) const {
    const Cell c = cellOf(i);
    const Cell n{c.x + kStepDx[dir], c.y + kStepDy[dir]};
    return inWindow(n) ? indexOf(n) : -1;
  }

  // Judges the step from position `from` in direction `dir` with `parity` diagonals so far and
  // `squaresBefore` squares spent by this move: exactly what evaluateMove would say of it.
  StepJudgement step(int from, int dir, int parity, int squaresBefore) const {
    return step(from, cellOf(from), dir, parity, squaresBefore);
  }
  // The same with the position's cell given (saves the division in a search's inner loop).
  [[gnu::always_inline]] StepJudgement step(int from, Cell at, int dir, int parity, int squaresBefore) const {
    StepJudgement j;  // one named result: built in place (a copied-out judgement stalls the loop)
    if (oneCell_) judgeOneCell(from, at, dir, parity, squaresBefore, j);
    else if (spaceKernel_) judgeSpace(from, at, dir, parity, squaresBefore, j);
    else judge(from, at, dir, parity, squaresBefore, j);
    return j;
  }
  // Every legal step from a state, in direction order (0 … 7): calls relax(dir, judgement) for
  // each. The same judgements as step(), with the per-position work of the one-cell kernel done
  // once for the eight directions (the searches' inner loop).
  template <class Relax>
  [[gnu::always_inline]] void expand(int from, Cell at, int parity, int squaresBefore, Relax&& relax) const {
    expand(from, at, parity, squaresBefore, relax, [](int) { return true; });
  }
  // The same, where `worth(dir)` false says that relax would ignore that step whatever it costs (the
  // state it enters already costs no more than this one): the step may then be left unjudged.
  template <class Relax, class Worth>
  [[gnu::always_inline]] void expand(int from, Cell at, int parity, int squaresBefore, Relax&& relax,
                                     Worth&& worth) const {
    if (spaceKernel_) {
      // The space kernel: each step's shape code (found when first worth it, kept for the other
      // parity), priced for the parity from the table; the rarer cases through spaceFinish.
      std::uint8_t local[8] = {};
      const bool cached = !spaceCode_.empty();
      std::uint8_t* codes = cached ? spaceCode_.data() + static_cast<std::size_t>(from) * 8 : local;
      // Members as locals: relax's stores may alias them, and they would be reloaded every step.
      const SpaceKind* kinds = spaceKinds_.data();
      int fromFp = kFootprintUnknown;
      for (int dir = 0; dir < 8; ++dir) {
        std::uint8_t c = codes[dir];
        if (c == 0) {
          // (The cache holds kKindIllegal for the steps that leave the window, from the set-up.)
          if (!cached && !inWindow({at.x + kStepDx[dir], at.y + kStepDy[dir]})) continue;
          if (!worth(dir)) continue;
          if (fromFp == kFootprintUnknown) fromFp = footprint(from);
          c = codes[dir] = spaceKind(spaceShape(from, at, fromFp, dir));
          kinds = spaceKinds_.data();
        }
        const SpaceKind& k = kinds[c];
        const std::int32_t price = k.price[parity];
        if (squaresBefore + price <= k.limit) {  // the allowance (finishJudgement)
          StepJudgement j;
          j.squares = price;
          j.mode = k.mode;
          j.diagonal = isDiagonalDir(dir);
          j.legal = true;
          relax(dir, j);
          continue;
        }
        if (price < kPriceFinish) continue;  // beyond the allowance, or never legal
        // priceStep's steps, prices the table clamps or leaves out, and provoking: spaceFinish.
        StepJudgement j;
        spaceFinish(c == kKindOver ? spaceShape(from, at, footprint(from), dir) : k.code, from, at, dir, parity,
                    squaresBefore, j);
        if (j.legal) relax(dir, j);
      }
      return;
    }
    if (!oneCell_ || (startSlow_ && from == start_)) {
      for (int dir = 0; dir < 8; ++dir) {
        const StepJudgement j = step(from, at, dir, parity, squaresBefore);
        if (j.legal) relax(dir, j);
      }
      return;
    }
    const int c = (at.y - py0_ + 1) * codeW_ + (at.x - px0_ + 1);
    const std::uint16_t* code = code_.data() + c;
    const std::uint16_t here = code[0];
    // The four orthogonal steps: their box is the two cells.
    for (int dir = 0; dir < 4; ++dir) {
      const std::uint16_t to = code[codeOff_[dir]];
      if (to & kCodeOutside) continue;
      if ((here | to) & kCodeComplex) {
        const StepJudgement j = slowStep(from, dir, parity, squaresBefore);
        if (j.legal) relax(dir, j);
        continue;
      }
      if (to & kCodeBad) continue;
      expandPriced(from, at, dir, false, kinds_[to & kCodeKind], parity, squaresBefore, relax);
    }
    // The four diagonal steps: their box is 2×2, the two cells and the two corners cut past.
    for (int dir = 4; dir < 8; ++dir) {
      const std::uint16_t to = code[codeOff_[dir]];
      if (to & kCodeOutside) continue;
      const std::uint16_t corners = code[kStepDx[dir]] | code[cornerRowOff_[static_cast<std::size_t>(dir)]];
      if ((here | to | corners) & kCodeComplex) {
        const StepJudgement j = slowStep(from, dir, parity, squaresBefore);
        if (j.legal) relax(dir, j);
        continue;
      }
      // "Corners": the two squares the diagonal cuts past may not be filled (pits do not count).
      if ((to & kCodeBad) || (corners & kCodeSolid)) continue;
      expandPriced(from, at, dir, true, kinds_[to & kCodeKind], parity, squaresBefore, relax);
    }
  }
  // With the one-cell kernel: the mode of every step into position i (a one-cell step's mode is
  // chosen by the square it enters alone: crawl when prone, the given mode, else swim/climb/walk).
  Mode enteredMode(int i) const { return enteredMode(cellOf(i)); }
  Mode enteredMode(Cell p) const {
    return kinds_[code_[static_cast<std::size_t>((p.y - py0_ + 1) * codeW_ + (p.x - px0_ + 1))] & kCodeKind].mode;
  }
  // The mode step() gives a step known to be legal (the reachable query names the band of a
  // position's last step by it): the space kernel's step kinds hold it.
  Mode legalStepMode(int from, Cell at, int dir, int parity, int squaresBefore) const {
    if (spaceKernel_ && !spaceCode_.empty()) {
      const std::uint8_t c = spaceCode_[static_cast<std::size_t>(from) * 8 + static_cast<std::size_t>(dir)];
      if (c >= kKindFirst && c != kKindOver) return spaceKinds_[c].mode;
    }
    return step(from, at, dir, parity, squaresBefore).mode;
  }
  // The general fast step (any space size), bypassing the one-cell kernel: tests compare the two.
  StepJudgement generalStep(int from, int dir, int parity, int squaresBefore) const {
    StepJudgement j;
    judge(from, cellOf(from), dir, parity, squaresBefore, j);
    return j;
  }
  // True when step() uses the one-cell kernel (a one-cell mover that is not priced by priceStep alone).
  bool oneCellKernel() const { return oneCell_; }
  // True when step() uses the space kernel (judgeSpace: a multi-cell mover, difficult levels up to
  // kSpaceKernelDifficult); generalStep() then still gives judge()'s answer (tests compare the two).
  bool spaceKernel() const { return spaceKernel_; }
  static constexpr int kSpaceKernelDifficult = 8;
  // The one-cell kernel's data, read by the landmark heuristic (core/search/landmarks.h) to build its
  // relaxed graph: one code per cell of the positions window plus a margin of one (kernelCodeWidth()
  // wide), the code's bits, and each kind's prices per diagonal*2 + parity (squares, bit 30
  // hampered, -1 never), or nullptr for a kind judge() prices (a difficult level beyond the table).
  struct KernelBits {
    std::uint16_t outside, bad, solid, complex, kind;
  };
  static constexpr KernelBits kernelBits() { return {kCodeOutside, kCodeBad, kCodeSolid, kCodeComplex, kCodeKind}; }
  const std::vector<std::uint16_t>& kernelCodes() const { return code_; }
  int kernelCodeWidth() const { return codeW_; }
  int kernelKindCount() const { return static_cast<int>(kinds_.size()); }
  const std::int32_t* kernelPrice(int kind) const { return kinds_[kind].general ? nullptr : kinds_[kind].price; }
  // Index offset of a step in direction dir (valid when the step is legal: it stays in the window).
  int offset(int dir) const { return offset_[static_cast<std::size_t>(dir)]; }
  // The same, always through priceStep (the reference; tests compare the two).
  StepJudgement slowStep(int from, int dir, int parity, int squaresBefore) const;

  // May the move end at position i (another creature's space, cell capacity)?
  bool canEnd(int i) const { return endsAnywhere_ || canEndSlow(i); }

  // Creatures that can take an opportunity attack against the mover in this window.
  int provokerCount() const { return static_cast<int>(provokers_.size()); }
  int provoker(int bit) const { return provokers_[bit]; }
  bool provokersExact() const { return provokers_.size() <= 64; }

  // The most squares this move may still spend in `mode` (-1: none); INT32_MAX when unlimited.
  int limit(Mode m) const { return limit_[static_cast<int>(m)]; }
  int maxLimit() const;
  // The same without building a search space (it depends on the mover, the band and what was spent only).
  static int maxLimitFor(const Scene& scene, const SearchRequest& req);
  // The largest cost one step can have on this window (sizes the bucket queue).
  int maxStepSquares() const { return maxStep_; }
  // Fewest squares from a to b on an empty grid with `parity` diagonals counted: a lower bound of
  // every path's cost (each step costs at least what it costs on bare floor), used by A*.
  // (gridSquares, inlined: A* calls it for every push and pop.)
  int lowerBound(Cell a, Cell b, int parity) const {
    const int dx = a.x > b.x ? a.x - b.x : b.x - a.x, dy = a.y > b.y ? a.y - b.y : b.y - a.y;
    const int longer = dx > dy ? dx : dy;
    if (parities_ == 1) return longer;
    const int diagonals = dx < dy ? dx : dy;
    // Diagonal number k (1-based, counting those before) costs 2 when k is even.
    return longer + (parity + diagonals) / 2 - parity / 2;
  }
  // The band the total falls in, as the move query names it for a step in `mode` ("" beyond all).
  int bandFor(Mode mode, int squares) const;  // index into the ruleset's bands, -1 beyond all
  // Steps must stop at depth 1 for an allowance that ignores cost (3.x minimum movement).
  bool singleStepOnly() const { return req_.band->ignoresCost; }
  // 5e-fine "a swimmer is immune to the prone condition": a prone mover that swims is upright for
  // the rest of the move (evaluateMove). The searches then run over two layers, prone and upright,
  // the second judged by a SearchSpace built with SearchRequest::upright; a step from the prone
  // layer that the move query would make as a swim (swimStep) enters the upright layer.
  bool needsUprightLayer() const { return mover_.has(kProne) && scene_.ruleset().swimmerImmuneToProne && anyWater_; }
  // The prone swimmer's eight steps from position `from` (this space the prone layer, `up` the
  // upright one on the same window): from the upright layer every step is judged by `up`; from
  // the prone layer a step the move query makes a swim (up.swimStep) is judged by `up` and enters
  // the upright layer, the others are judged here. Out of line (cpp/core/search/search_layers.cpp), so
  // that the searches' plain loops compile as they do without it.
  struct LayerStep {
    StepJudgement j;       // j.legal false: no step in that direction
    bool upright = false;  // the state entered is in the upright layer
  };
  void layerSteps(const SearchSpace& up, int from, int parity, int squaresBefore, bool upright,
                  std::array<LayerStep, 8>& out) const;
  // On an upright space: would the move query make the step from position `from` in direction
  // `dir` a swim (the mode given, else water among the squares entered)? The step stays in the window.
  bool swimStep(int from, int dir) const {
    const Cell c = cellOf(from);
    return stepMode(c, Cell{c.x + kStepDx[dir], c.y + kStepDy[dir]}) == Mode::Swim;
  }

 private:
  // The set-up, one builder per part (search.cpp), run in this order by the constructor: the
  // windows; the flags pass (with the one-cell kernel's codes); the footprints and which multi-cell
  // kernel runs; the price tables; the provokers; the multi-cell kernels' caches; the one-cell
  // kernel's prices.
  struct CellSummary {
    int maxDifficult = 0;       // the highest difficult level in the cells window
    std::uint8_t anyFlags = 0;  // the union of every cell's flags
  };
  void buildWindow(int reachSquares);
  CellSummary buildCells();
  void buildFootprints(const CellSummary& sum);
  void buildPriceTables(int maxDifficult);
  void buildProvokers();
  void buildShapeCaches(std::uint8_t anyFlags);
  void priceOneCellKinds();
  // stepPrice (core/movement/step_price.h) for a step that meets no wall edge and no other creature.
  static int plainSquares(const Ruleset& rules, const Creature& mover, Mode mode, bool diagonal, int parity,
                          int difficult, bool obstructed, bool squeeze, bool& hampered);

  enum : std::uint8_t {
    kBad = 1,      // the space may not include this cell (filled, or a pit for a walker)
    kSolid = 2,    // blocks corner-cutting
    kComplex = 4,  // a wall/door/window/low edge on a side, or another creature: priceStep decides
    kObstructed = 8,
    kWater = 16,
    kClimb = 32,
    kOccupied = 64,  // another creature's space covers it
  };
  static constexpr std::int16_t kFootprintUnknown = -2, kFootprintBlocked = -1, kFootprintWhole = 0x7FFF;
  // The footprint at a position whose surroundings hold no wall: whole, blocked, or the index of
  // the squeezed placement (filled lazily; valid only where boxHas(complexSum_, …) is false).
  int footprint(int pos) const {
    const std::int16_t f = footprint_[static_cast<std::size_t>(pos)];
    return f != kFootprintUnknown ? f : findFootprint(pos);
  }
  int findFootprint(int pos) const;
  bool canEndSlow(int i) const;
  bool reachedInBox(const Rect& fr, const Rect& tr, int x0, int y0, int bw, int bh) const;
  // What judge() finds of a step that depends neither on the parity nor on the movement spent.
  struct StepShape {
    enum : std::uint8_t { kUnknown, kIllegal, kSlow, kPriced };
    std::uint8_t state = kUnknown;
    Mode mode = Mode::Walk;
    std::uint8_t difficult = 0;
    bool diagonal = false, obstructed = false;
    bool squeeze = false;        // the squeeze surcharge (the footprint entered is squeezed)
    bool exact = false;          // priced as priceStep does, never the table's clamped value
    bool squeezedRects = false;  // the footprints differ from the spaces (provoking looks at them)
  };
  StepShape analyze(int from, Cell p, int dir, Rect* fr, Rect* tr) const;
  StepShape squeezedShape(StepShape sh, Cell p, Cell t, int fromFp, int toFp, Rect* fr, Rect* tr) const;
  void finishShape(const StepShape& sh, int from, int dir, int parity, int squaresBefore, const Rect* fr,
                   const Rect* tr, StepJudgement& j) const;
  // expand()'s end of a step the kernel prices: the entered cell's kind, the allowance, provoking.
  struct Kind;
  template <class Relax>
  [[gnu::always_inline]] void expandPriced(int from, Cell at, int dir, bool diagonal, const Kind& k, int parity,
                                           int squaresBefore, Relax& relax) const {
    if (k.general) {
      StepJudgement j;
      judge(from, at, dir, parity, squaresBefore, j);
      if (j.legal) relax(dir, j);
      return;
    }
    const std::int32_t v = k.price[(diagonal ? 2 : 0) + parity];
    if (v < 0) return;  // the mode has no movement, or the band forbids hampered steps
    StepJudgement j;
    j.diagonal = diagonal;
    j.mode = k.mode;
    j.squares = v & 0x3FFFFFFF;
    if (!checkProvokes_) {
      if (squaresBefore + j.squares > k.limit) return;
      j.legal = true;
    } else {
      finishJudgement(j, from, from + offset(dir), squaresBefore, (v & 0x40000000) != 0, nullptr);
      if (!j.legal) return;
    }
    relax(dir, j);
  }
  // The one-cell kernel: judge() restricted to a 1×1 space, on one code per cell (see code_).
  [[gnu::always_inline]] void judgeOneCell(int from, Cell at, int dir, int parity, int squaresBefore,
                                           StepJudgement& j) const {
    const int c = (at.y - py0_ + 1) * codeW_ + (at.x - px0_ + 1);
    const std::uint16_t to = code_[static_cast<std::size_t>(c + codeOff_[dir])];
    if (to & kCodeOutside) return;  // leaves the window
    if (startSlow_ && from == start_) {
      j = slowStep(from, dir, parity, squaresBefore);
      return;
    }
    const std::uint16_t here = code_[static_cast<std::size_t>(c)];
    const bool diagonal = dir >= 4;
    j.diagonal = diagonal;
    if (diagonal) {
      // The box of the step is 2×2: the two cells, and the two corners it cuts past.
      const std::uint16_t a = code_[static_cast<std::size_t>(c + kStepDx[dir])];
      const std::uint16_t b = code_[static_cast<std::size_t>(c + kStepDy[dir] * codeW_)];
      if ((here | to | a | b) & kCodeComplex) {
        j = slowStep(from, dir, parity, squaresBefore);
        return;
      }
      if (to & kCodeBad) return;
      // "Corners": the two squares the diagonal cuts past may not be filled (pits do not count).
      if ((a | b) & kCodeSolid) return;
    } else {
      if ((here | to) & kCodeComplex) {
        j = slowStep(from, dir, parity, squaresBefore);
        return;
      }
      if (to & kCodeBad) return;
    }
    const Kind& k = kinds_[to & kCodeKind];
    if (k.general) {  // a difficult level beyond the price table: judge() prices it directly
      judge(from, at, dir, parity, squaresBefore, j);
      return;
    }
    j.mode = k.mode;
    const std::int32_t v = k.price[(diagonal ? 2 : 0) + parity];
    if (v < 0) return;  // the mode has no movement, or the band forbids hampered steps
    j.squares = v & 0x3FFFFFFF;
    if (!checkProvokes_) {
      if (squaresBefore + j.squares > limit_[static_cast<int>(j.mode)]) return;
      j.legal = true;
      return;
    }
    finishJudgement(j, from, from + offset(dir), squaresBefore, (v & 0x40000000) != 0, nullptr);
  }
  void judge(int from, Cell at, int dir, int parity, int squaresBefore, StepJudgement& j) const;
  // The space kernel: judge() for multi-cell spaces on word_ (see there) and the footprints, with
  // the cells each kind of step prices listed once per (footprint left, footprint entered, direction).
  void judgeSpace(int from, Cell at, int dir, int parity, int squaresBefore, StepJudgement& j) const {
    spaceFinish(spaceCode(from, at, dir), from, at, dir, parity, squaresBefore, j);
  }
  // The shape code of a step (its kind kept in spaceCode_ where the window is small enough).
  std::uint16_t spaceCode(int from, Cell at, int dir) const {
    if (spaceCode_.empty()) return spaceShape(from, at, footprint(from), dir);
    std::uint8_t& c = spaceCode_[static_cast<std::size_t>(from) * 8 + static_cast<std::size_t>(dir)];
    if (c == 0) {
      const std::uint16_t code = spaceShape(from, at, footprint(from), dir);
      c = spaceKind(code);
      return code;
    }
    return c == kKindOver ? spaceShape(from, at, footprint(from), dir) : spaceKinds_[c].code;
  }
  // Step kinds: a shape code with its price per parity, numbered as first met (spaceCode_ holds
  // the number): 0 not judged yet, kKindIllegal, kKindSlow, then priced kinds up to kKindOver (too
  // many kinds: the shape is found again at each use).
  // A kind's price per parity: the squares, or kPriceNever (never legal) or kPriceFinish
  // (spaceFinish decides), both beyond every allowance, so that one comparison finds the plain case.
  static constexpr std::int32_t kPriceNever = 0x3FFFFFFF, kPriceFinish = 0x40000000;
  struct SpaceKind {
    std::int32_t price[2] = {kPriceFinish, kPriceFinish};
    std::int32_t limit = -1;  // limit_[mode] (at most INT32_MAX / 4: a price added never overflows)
    std::uint16_t code = 0;   // spaceShape's code
    Mode mode = Mode::Walk;
  };
  enum : std::uint8_t { kKindIllegal = 1, kKindSlow = 2, kKindFirst = 3, kKindOver = 255 };
  std::uint8_t spaceKind(std::uint16_t code) const;
  std::uint16_t spaceShape(int from, Cell p, int fromFp, int dir) const;
  void spaceFinish(std::uint16_t code, int from, Cell p, int dir, int parity, int squaresBefore,
                   StepJudgement& j) const;
  // Shape codes: 0 not found yet, illegal, priceStep's, or priced: the price table's index for parity
  // 0 (kSpaceIndex; the parity adds parityStride_), which table, the mode, and whether a footprint is
  // squeezed (provoking then looks at the footprints).
  enum : std::uint16_t {
    kSpaceIllegal = 1,
    kSpaceSlow = 2,
    kSpaceIndex = 0x03FF,
    kSpaceSqueezeTable = 1u << 10,
    kSpaceSqueezed = 1u << 11,
    kSpaceModeShift = 12,  // 3 bits
    kSpacePriced = 1u << 15,
  };
  int parityStride_ = 0;  // (tableDifficult_ + 1) * 2
  Rect placed(Cell at, int fp) const {
    if (fp == kFootprintWhole) return Rect{at.x, at.y, w_, h_};
    const Rect& r = placements_[static_cast<std::size_t>(fp)];
    return Rect{at.x + r.x, at.y + r.y, r.w, r.h};
  }
  struct SpaceGeometry {
    std::int32_t start = -1;  // into geometryCells_; -1: not listed yet
    std::int32_t count = 0;
    bool flood = false;  // some cell entered is not beside the footprint left (reachedInBox decides)
    // For boxes up to 7×8: the footprint left and the cells entered as bits of the step's box (bit
    // 8·row + column; the box's top-left cell is the top-left of the two spaces), for reachedMasks.
    std::uint64_t left = 0, entered = 0;
  };
  bool reachedMasks(const SpaceGeometry& g, int x0, int y0, int bw, int bh) const;
  const SpaceGeometry& geometry(int fromFp, int toFp, int dir) const {
    const std::size_t n = placements_.size();
    const std::size_t a = fromFp == kFootprintWhole ? n : static_cast<std::size_t>(fromFp);
    const std::size_t b = toFp == kFootprintWhole ? n : static_cast<std::size_t>(toFp);
    const SpaceGeometry& g = geometry_[(a * (n + 1) + b) * 8 + static_cast<std::size_t>(dir)];
    return g.start >= 0 ? g : listGeometry(fromFp, toFp, dir);
  }
  const SpaceGeometry& listGeometry(int fromFp, int toFp, int dir) const;
  int cellIndex(int x, int y) const { return (y - cy0_) * cw_ + (x - cx0_); }
  bool boxHas(const std::vector<std::int32_t>& sums, int x, int y, int w, int h) const;
  Mode stepMode(Cell from, Cell to) const;
  std::uint64_t leaveMask(int from, int to) const;
  bool leaveProvokesDirect(const Rect& from, const Rect& to, std::uint64_t* bits) const;
  void finishJudgement(StepJudgement& j, int from, int to, int squaresBefore, bool hampered,
                       const std::vector<int>* enterProvokers, const Rect* fromRect = nullptr,
                       const Rect* toRect = nullptr) const;

  const Scene& scene_;
  SearchRequest req_;
  Creature mover_;
  int w_ = 1, h_ = 1;
  int parities_ = 2;
  int px0_ = 0, py0_ = 0, pw_ = 0, ph_ = 0;  // positions window
  int cx0_ = 0, cy0_ = 0, cw_ = 0, ch_ = 0;  // cells window (positions' spaces plus a margin of one)
  std::vector<std::uint8_t> flags_, difficult_;
  std::vector<std::int32_t> complexSum_;  // 2-D prefix sums of kComplex, (cw+1)×(ch+1)
  std::vector<std::int32_t> occupiedSum_;
  std::vector<std::int32_t> badSum_;  // kBad, for spaces of more than one cell
  Mode fixedMode_ = Mode::Walk;
  std::vector<Rect> placements_;  // squeezed placements, offsets inside the space
  mutable std::vector<std::int16_t>
      footprint_;  // per position, see footprint()           // the mode class deciding which floors can be stood on
  bool anyComplex_ = false, anyOccupied_ = false, anyWater_ = false;
  bool crossesHampered_ = true;  // mayCrossHampered: not when running, nor charging where the text says so
  bool allSlow_ = false;         // burrowing, incorporeal or phasing movers: every step through priceStep
  int start_ = -1;
  bool startSlow_ = false;             // the start itself is not a valid position (a pit under a walker …)
  std::vector<int> provokers_;         // creature indices
  std::vector<std::uint64_t> threat_;  // per position: bits of provokers threatening it
  std::array<int, kModeCount> limit_{};
  // plainSquares per (mode, diagonal, parity, difficult level, obstructed): squares, and bit 15 hampered.
  std::vector<std::uint16_t> plainTable_;
  std::vector<std::uint16_t> squeezeTable_;  // the same with the squeeze surcharge (multi-cell spaces that squeeze)
  int tableDifficult_ = 0;
  int maxStep_ = 2;
  // The one-cell kernel's data: one code per cell of the positions window plus a margin of one on
  // every side (codeW_ wide), and the distinct entered-cell kinds (mode, difficult, obstructed)
  // with their step prices per (diagonal, parity).
  enum : std::uint16_t {
    kCodeOutside = 0x8000,  // not a position of the window (beyond it, or off the map)
    kCodeBad = 0x4000,      // the space may not include it (flags_ kBad)
    kCodeSolid = 0x2000,    // blocks corner-cutting (flags_ kSolid, on the map)
    kCodeComplex = 0x1000,  // priceStep decides (flags_ kComplex)
    kCodeKind = 0x0FFF,     // index into kinds_
  };
  struct Kind {
    std::int32_t price[4];  // squares (bit 30: hampered) per diagonal*2 + parity; -1: illegal whatever was spent
    Mode mode;
    bool general;            // a difficult level beyond the price table: judge() prices it
    std::uint8_t difficult;  // what the kind is
    bool obstructed;
    std::int32_t limit;  // limit_[mode]
  };
  // bandFor's allowances per (mode, band), asked lazily.
  static constexpr Milli kAllowanceUnknown = -(Milli{1} << 62);
  mutable std::vector<Milli> allowance_;
  mutable std::vector<StepShape> shapes_;  // per position × 8 directions (multi-cell, no provokers)
  bool oneCell_ = false;
  bool checkProvokes_ = false;  // the band provokes and some creature may take the attack
  bool endsAnywhere_ = false;   // no other creature in the window and no phasing: every position may be ended in
  int codeW_ = 0;
  std::vector<std::uint16_t> code_;
  std::vector<Kind> kinds_;
  std::array<int, 8> codeOff_{};
  std::array<int, 8> cornerRowOff_{};  // kStepDy[dir] * codeW_ (the corner a diagonal cuts past in its row)
  std::array<int, 8> offset_{};        // offset(): kStepDx[dir] + kStepDy[dir] * pw_
  // The space kernel's data: one word per cell of the cells window, flags_ in the low byte and the
  // difficult level as a thermometer code in the high byte (level d: the d low bits set), so that
  // the OR of any cells' words holds their flags and, as its population count, their highest level.
  bool spaceKernel_ = false;
  bool anyBad_ = false;           // some cell of the window is filled (or a pit, for a walker)
  bool modeFromTerrain_ = false;  // the step's mode comes from the squares entered (water, climb)
  Mode spaceMode_ = Mode::Walk;   // otherwise this one (crawl while prone, the given mode)
  bool enteredOnly_ = true;       // TerrainFootprint::Entered: the squares entered price a step
  std::vector<std::uint16_t> word_;
  // word_ ORed over the h_ cells from each cell down (V) and the w_ cells from each cell right (H):
  // the nominal squares a step enters are one or two of these runs.
  std::vector<std::uint16_t> runV_, runH_;
  // Per cell: bit k set when the cell k to the right in the same row is filled (kSolid), k < 8.
  std::vector<std::uint8_t> solidRow_;
  // The cells a step prices, as offsets from the cell index of the entered space's top-left cell,
  // per (footprint left, footprint entered, direction), listed lazily (footprints: whole or a
  // placement); a diagonal's two corners.
  mutable std::vector<SpaceGeometry> geometry_;
  mutable std::vector<std::int32_t> geometryCells_;
  mutable std::vector<std::uint8_t> spaceCode_;  // per position × 8 directions: the step's kind (0: not yet)
  mutable std::vector<SpaceKind> spaceKinds_;    // by kind number (256)
  mutable std::vector<std::uint8_t> kindOf_;     // by a priced code's low 12 bits: its kind number (0: none yet)
  mutable int kindCount_ = kKindFirst;
  std::array<std::array<std::int32_t, 2>, 8> cornerOff_{};
};

}  // namespace footwork
