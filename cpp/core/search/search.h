#pragma once
// The search space shared by the reachable-area flood, the best-path search and the landmark
// heuristic: one step of the creature's whole space, judged exactly as the move query judges it
// (priceStep plus the band, allowance and provocation logic of evaluateMove), but fast.
//
// Why a separate step function: priceStep is general (it loops over every creature and every cell
// of the space) and a search calls it millions of times. SearchSpace precomputes, per query, a flat
// byte per cell (blocks entry, solid, obstructed, water, climbable, difficult level) and marks
// "complex" cells (any wall, door, window or low obstacle on a side, or another creature in it).
// A step whose box (the union of the old and new space) holds no complex cell is priced from the
// bytes with the same arithmetic as priceStep (stepPrice, tabulated); every other step is handed to
// priceStep itself (slowStep).
//
// Three kernels share that rule, one chosen per query:
// - the one-cell kernel (core/search/one_cell_kernel.h): a 1×1 mover, one 16-bit code per cell;
// - the space kernel (core/search/space_kernel.h): a multi-cell mover, one 16-bit word per cell,
//   step shapes kept per (position, direction) as step kinds priced per parity, squeezing included;
// - the general judge (core/search/general_judge.h): any space, where the space kernel is off
//   (difficult levels above 8); a multi-cell creature squeezing (core/movement/squeeze.h) before or
//   after the step goes through squeezedShape.
// Each kernel's data is its own struct, built by its own builder (one_cell_kernel.cpp,
// space_kernel.cpp, general_judge.cpp); the shared set-up (windows, cell flags, footprints, price
// tables, provokers) is search_setup.cpp; the steps they share (slowStep, finishJudgement, canEnd)
// are search.cpp. The searches' inner loops, step() and expand(), are inline in
// core/search/search_expand.h (included at the end of this header).
// tests/unit/search_property_test.cpp replays thousands of searched paths through evaluateMove and
// checks the costs agree to the square; tests/unit/search_kernel_test.cpp compares the kernels with
// priceStep step by step.
//
// Hex grids (core/scene/geometry.h, docs/rules/hex.md), one-hex movers: in offset coordinates a
// hex's six neighbours are six of the eight square neighbours, the two left out depending on the
// parity of the cell's column (flat) or row (pointy). The search keeps the eight square directions,
// offsets and windows and skips, per cell, the two that are not neighbours (stepMask, worked out
// from the geometry's neighbourAt); every hex step is priced as one that is not a diagonal (one
// parity, no corner rule: a hex step crosses the one side the two cells share, and a wall on any
// side of a cell makes it complex, so priceStep decides). A* bounds by hex distance. Creatures
// bigger than one hex have a kernel of their own (core/search/hex_space_kernel.h).
//
// State of a search: (position of the space's top-left cell, parity of the diagonals counted so far).
// Parity is all the alternating-diagonal rule needs ("the first diagonal counts as 1 square, the
// second as 2 squares …"); under DiagonalRule::One there is a single parity. Squeezing needs no
// state: the footprint is a function of the position (core/movement/squeeze.h). A prone swimmer's
// searches add a layer, prone or upright (needsUprightLayer, layerSteps).
#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "core/movement/move.h"
#include "core/ruleset/diagonals.h"
#include "core/search/general_judge.h"
#include "core/search/hex_space_kernel.h"
#include "core/search/one_cell_kernel.h"
#include "core/search/search_queue.h"
#include "core/search/search_request.h"
#include "core/search/space_kernel.h"

namespace footwork {

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
  // Index offset of a step in direction dir (valid when the step is legal: it stays in the window).
  int offset(int dir) const { return offset_[static_cast<std::size_t>(dir)]; }

  // Judges the step from position `from` in direction `dir` with `parity` diagonals so far and
  // `squaresBefore` squares spent by this move: exactly what evaluateMove would say of it.
  StepJudgement step(int from, int dir, int parity, int squaresBefore) const {
    return step(from, cellOf(from), dir, parity, squaresBefore);
  }
  // The same with the position's cell given (saves the division in a search's inner loop).
  [[gnu::always_inline]] StepJudgement step(int from, Cell at, int dir, int parity, int squaresBefore) const;
  // Every legal step from a state, in direction order (0 … 7): calls relax(dir, judgement) for
  // each. The same judgements as step(), with the per-position work of the kernel done once for
  // the eight directions (the searches' inner loop). `Provoking` false: the caller reads no step's
  // provokes nor provokers (the path query's plain search), so the one-cell kernel's steps skip
  // finding who they provoke (their provokes false, provokers 0); the rest is the same.
  template <bool Provoking = true, class Relax>
  [[gnu::always_inline]] void expand(int from, Cell at, int parity, int squaresBefore, Relax&& relax) const;
  // The same, where `worth(dir)` false says that relax would ignore that step whatever it costs (the
  // state it enters already costs no more than this one): the step may then be left unjudged.
  template <bool Provoking = true, class Relax, class Worth>
  [[gnu::always_inline]] void expand(int from, Cell at, int parity, int squaresBefore, Relax&& relax,
                                     Worth&& worth) const;
  // With the one-cell kernel: the mode of every step into position i (a one-cell step's mode is
  // chosen by the square it enters alone: crawl when prone, the given mode, else swim/climb/walk).
  Mode enteredMode(int i) const { return enteredMode(cellOf(i)); }
  Mode enteredMode(Cell p) const;
  // The mode step() gives a step known to be legal (the reachable query names the band of a
  // position's last step by it): the space kernel's step kinds hold it.
  Mode legalStepMode(int from, Cell at, int dir, int parity, int squaresBefore) const;

  // Which kernel step() uses; tests compare each with the general judge and with priceStep.
  // The one-cell kernel: a one-cell mover that is not priced by priceStep alone.
  bool oneCellKernel() const { return one_.on; }
  // The space kernel: a multi-cell mover, difficult levels up to kSpaceKernelDifficult.
  bool spaceKernel() const { return space_.on; }
  // The hex space kernel: a mover of several hexes (hex_space_kernel.h).
  bool hexSpaceKernel() const { return hexSpace_.on; }
  static constexpr int kSpaceKernelDifficult = SpaceKernel::kMaxDifficult;
  // The general judge (any space size), bypassing the other kernels.
  StepJudgement generalStep(int from, int dir, int parity, int squaresBefore) const {
    StepJudgement j;
    judge(from, cellOf(from), dir, parity, squaresBefore, j);
    return j;
  }
  // The same, always through priceStep (the reference).
  StepJudgement slowStep(int from, int dir, int parity, int squaresBefore) const;
  // Keep each slow step's judgement for the searches that follow on this space (the loaded scene's
  // kept space, core/search/space_cache.h: every hover's search prices the same steps by the walls
  // and creatures near the start again). The kept judgement is the one priceStep gives with the
  // allowance applied afterwards; slowWork counts a kept step as a priced one, so a query's budget
  // and `nodes` are what they are on a fresh space.
  void keepSlowSteps() { keepSlow_ = true; }

  // The one-cell kernel's data, read by the landmark heuristic (core/search/landmarks.h) to build its
  // relaxed graph: one code per cell of the positions window plus a margin of one (kernelCodeWidth()
  // wide), the code's bits, and each kind's prices per diagonal*2 + parity (squares, bit 30
  // hampered, -1 never), or nullptr for a kind judge() prices (a difficult level beyond the table).
  struct KernelBits {
    std::uint16_t outside, bad, solid, complex, kind;
  };
  static constexpr KernelBits kernelBits() {
    return {OneCellKernel::kCodeOutside, OneCellKernel::kCodeBad, OneCellKernel::kCodeSolid,
            OneCellKernel::kCodeComplex, OneCellKernel::kCodeKind};
  }
  const std::vector<std::uint16_t>& kernelCodes() const { return one_.code; }
  int kernelCodeWidth() const { return one_.codeW; }
  int kernelKindCount() const { return static_cast<int>(one_.kinds.size()); }
  const std::int32_t* kernelPrice(int kind) const {
    return one_.kinds[kind].general ? nullptr : one_.kinds[kind].price;
  }

  // Work done on this space beyond the states a search settles: the steps priced by priceStep
  // (slowStep), each weighted by what it costs, one unit plus one per 32 creatures of the scene
  // (priceStep looks at every creature: among 1,000 a step costs what some 30 states do). The searches
  // count it with their states against their budget (search_request.h), so that a crowd cannot make
  // a budget of states take seconds.
  long long slowWork() const { return slowWork_; }

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
    if (hex_) return hexSteps(a, b);
    const int dx = a.x > b.x ? a.x - b.x : b.x - a.x, dy = a.y > b.y ? a.y - b.y : b.y - a.y;
    const int longer = dx > dy ? dx : dy, diagonals = dx < dy ? dx : dy;
    return longer - diagonals + diagonalSquares(diagonalRule_, parity, diagonals);
  }
  // On hex grids: the directions (bits of 0 … 7, the square directions) that step from `at` into one
  // of its six neighbours; on squares all eight.
  unsigned stepMask(Cell at) const { return hex_ ? hexMask_[((hexAlongX_ ? at.x : at.y) & 1)] : 0xFFu; }
  bool hex() const { return hex_; }
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
  // ---- The set-up (search_setup.cpp and each kernel's file), run in this order by the constructor.
  struct CellSummary {
    int maxDifficult = 0;       // the highest difficult level in the cells window
    std::uint8_t anyFlags = 0;  // the union of every cell's flags
  };
  void buildWindow(int reachSquares);
  CellSummary buildCells();                      // the cell flags
  void buildFootprints();                        // squeezed placements
  void buildPriceTables(int maxDifficult);       // stepPrice tabulated
  void buildProvokers();                         // who may take an opportunity attack, and where
  void buildOneCellKernel();                     // one_cell_kernel.cpp
  void buildSpaceKernel(std::uint8_t anyFlags);  // space_kernel.cpp
  void buildGeneralJudge();                      // general_judge.cpp
  void buildHexSpaceKernel();                    // hex_space_kernel.cpp
  // stepPrice (core/movement/step_price.h) for a step that meets no wall edge and no other creature.
  static int plainSquares(const Ruleset& rules, const Creature& mover, Mode mode, bool diagonal, int parity,
                          int difficult, bool obstructed, bool squeeze, bool& hampered);

  // ---- Shared data: the windows, the cell flags, the footprints, the limits and price tables, the provokers.
  enum : std::uint8_t {  // a cell's flags (flags_)
    kBad = 1,            // the space may not include this cell (filled, or a pit for a walker)
    kSolid = 2,          // blocks corner-cutting
    kComplex = 4,        // a wall/door/window/low edge on a side, or another creature: priceStep decides
    kObstructed = 8,
    kWater = 16,
    kClimb = 32,
    kOccupied = 64,  // another creature's space covers it
  };
  const Scene& scene_;
  SearchRequest req_;
  Creature mover_;
  int w_ = 1, h_ = 1;
  int parities_ = 2;
  DiagonalRule diagonalRule_ = DiagonalRule::Alternating;
  // Hex grids: the directions that are neighbours, per parity of the column (flat) or row (pointy).
  bool hex_ = false;
  bool hexAlongX_ = true;  // flat: the column's parity decides; pointy: the row's
  bool hexOddShoved_ = true;
  std::array<unsigned, 2> hexMask_{0xFFu, 0xFFu};
  // hexDistance (core/scene/geometry.h), inlined for A*: the offset → axial conversion, then the
  // largest cube difference.
  int hexSteps(Cell a, Cell b) const {
    const auto axial = [&](Cell c, int& q, int& r) {
      if (hexAlongX_) {
        q = c.x;
        r = c.y - (hexOddShoved_ ? (c.x - (c.x & 1)) : (c.x + (c.x & 1))) / 2;
      } else {
        r = c.y;
        q = c.x - (hexOddShoved_ ? (c.y - (c.y & 1)) : (c.y + (c.y & 1))) / 2;
      }
    };
    int aq, ar, bq, br;
    axial(a, aq, ar);
    axial(b, bq, br);
    const int dq = aq > bq ? aq - bq : bq - aq, dr = ar > br ? ar - br : br - ar;
    const int ds = (aq + ar) > (bq + br) ? (aq + ar) - (bq + br) : (bq + br) - (aq + ar);
    return dq > dr ? (dq > ds ? dq : ds) : (dr > ds ? dr : ds);
  }
  int px0_ = 0, py0_ = 0, pw_ = 0, ph_ = 0;  // positions window
  int cx0_ = 0, cy0_ = 0, cw_ = 0, ch_ = 0;  // cells window (positions' spaces plus a margin of one)
  std::array<int, 8> offset_{};              // offset(): kStepDx[dir] + kStepDy[dir] * pw_
  std::vector<std::uint8_t> flags_, difficult_;
  std::vector<std::int32_t> complexSum_;  // 2-D prefix sums of kComplex, (cw+1)×(ch+1)
  std::vector<std::int32_t> occupiedSum_;
  std::vector<std::int32_t> badSum_;  // kBad, for spaces of more than one cell (without the space kernel)
  bool anyComplex_ = false, anyOccupied_ = false, anyWater_ = false;
  bool anyBad_ = false;          // some cell of the window is filled (or a pit, for a walker)
  Mode fixedMode_ = Mode::Walk;  // the mode class deciding which floors can be stood on
  bool crossesHampered_ = true;  // mayCrossHampered: not when running, nor charging where the text says so
  bool allSlow_ = false;         // burrowing, incorporeal or phasing movers: every step through priceStep
  int start_ = -1;
  bool startSlow_ = false;  // the start itself is not a valid position (a pit under a walker …)
  // Footprints (core/movement/squeeze.h): a multi-cell space may stand squeezed where a filled
  // square cuts into it.
  static constexpr std::int16_t kFootprintUnknown = -2, kFootprintBlocked = -1, kFootprintWhole = 0x7FFF;
  std::vector<Rect> placements_;  // squeezed placements, offsets inside the space, in footprintAt's order
  mutable std::vector<std::int16_t> footprint_;  // per position, see footprint()
  std::array<int, kModeCount> limit_{};
  // plainSquares per (mode, diagonal, parity, difficult level, obstructed): squares, and bit 15 hampered.
  std::vector<std::uint16_t> plainTable_;
  std::vector<std::uint16_t> squeezeTable_;  // the same with the squeeze surcharge (multi-cell spaces that squeeze)
  int tableDifficult_ = 0;
  int maxStep_ = 2;
  std::vector<int> provokers_;         // creature indices, in scene order
  std::vector<std::uint64_t> threat_;  // per position: bits of provokers threatening it
  // More than 64 provokers (no threat_ bits): the provokers that may threaten a position, per block
  // of kNearBlock × kNearBlock positions (near_[nearStart_[block] …]), and those whose reach spans
  // too many blocks to list (wide_), so that a step looks at the creatures near it only, not at
  // every one (1,000 creatures on 200×200 took 11 s natively, issue 41).
  static constexpr int kNearBlock = 8;
  int nearW_ = 0;
  std::vector<int> nearStart_, near_, wide_;
  bool checkProvokes_ = false;      // the band provokes and some creature may take the attack
  mutable long long slowWork_ = 0;  // slowWork()
  long long slowWeight_ = 1;        // the units of one slowStep
  bool endsAnywhere_ = false;       // no other creature in the window and no phasing: every position may be ended in
  // keepSlowSteps: judgements per (position · 8 + direction) · 2 + parity, up to kSlowKept of them.
  static constexpr std::size_t kSlowKept = std::size_t{1} << 17;
  bool keepSlow_ = false;
  mutable std::unordered_map<std::uint32_t, StepJudgement> slowKept_;
  StepJudgement judgeSlow(int from, int dir, int parity, int squaresBefore) const;  // slowStep's pricing
  // bandFor's allowances per (mode, band), asked lazily.
  static constexpr Milli kAllowanceUnknown = -(Milli{1} << 62);
  mutable std::vector<Milli> allowance_;

  // ---- The kernels' data (one_cell_kernel.h, space_kernel.h, general_judge.h).
  OneCellKernel one_;
  SpaceKernel space_;
  GeneralJudge general_;
  HexSpaceKernel hexSpace_;

  // ---- Shared steps (search.cpp).
  int cellIndex(int x, int y) const { return (y - cy0_) * cw_ + (x - cx0_); }
  bool boxHas(const std::vector<std::int32_t>& sums, int x, int y, int w, int h) const;
  Mode stepMode(Cell from, Cell to) const;
  std::uint64_t leaveMask(int from, int to) const;
  // `fromPos`: the position the step leaves (`from` is its space there, or the footprint it squeezes into).
  bool leaveProvokesDirect(int fromPos, const Rect& from, const Rect& to, std::uint64_t* bits) const;
  // The band, the allowance and provoking of a priced step.
  void finishJudgement(StepJudgement& j, int from, int to, int squaresBefore, bool hampered,
                       const std::vector<int>* enterProvokers, const Rect* fromRect = nullptr,
                       const Rect* toRect = nullptr) const;
  bool canEndSlow(int i) const;
  // The footprint at a position whose surroundings hold no wall: whole, blocked, or the index of
  // the squeezed placement (filled lazily; valid only where boxHas(complexSum_, …) is false).
  int footprint(int pos) const {
    const std::int16_t f = footprint_[static_cast<std::size_t>(pos)];
    return f != kFootprintUnknown ? f : findFootprint(pos);
  }
  int findFootprint(int pos) const;  // space_kernel.cpp
  Rect placed(Cell at, int fp) const {
    if (fp == kFootprintWhole) return Rect{at.x, at.y, w_, h_};
    const Rect& r = placements_[static_cast<std::size_t>(fp)];
    return Rect{at.x + r.x, at.y + r.y, r.w, r.h};
  }
  // Whether every cell of `tr` outside `fr` can be reached from `fr` inside the box (space_kernel.cpp).
  bool reachedInBox(const Rect& fr, const Rect& tr, int x0, int y0, int bw, int bh) const;

  // ---- The one-cell kernel's steps (search_expand.h).
  [[gnu::always_inline]] void judgeOneCell(int from, Cell at, int dir, int parity, int squaresBefore,
                                           StepJudgement& j) const;
  template <bool Provoking, class Relax>
  [[gnu::always_inline]] void expandPriced(int from, Cell at, int dir, bool diagonal, const OneCellKernel::Kind& k,
                                           int parity, int squaresBefore, Relax& relax) const;

  // ---- The space kernel's steps (space_kernel.cpp; judgeSpace and spaceCode in search_expand.h).
  void judgeSpace(int from, Cell at, int dir, int parity, int squaresBefore, StepJudgement& j) const;
  std::uint16_t spaceCode(int from, Cell at, int dir) const;
  std::uint8_t spaceKind(std::uint16_t code) const;
  std::uint16_t spaceShape(int from, Cell p, int fromFp, int dir) const;
  void spaceFinish(std::uint16_t code, int from, Cell p, int dir, int parity, int squaresBefore,
                   StepJudgement& j) const;
  const SpaceKernel::Geometry& geometry(int fromFp, int toFp, int dir) const {
    const std::size_t n = placements_.size();
    const std::size_t a = fromFp == kFootprintWhole ? n : static_cast<std::size_t>(fromFp);
    const std::size_t b = toFp == kFootprintWhole ? n : static_cast<std::size_t>(toFp);
    const SpaceKernel::Geometry& g = space_.geometry[(a * (n + 1) + b) * 8 + static_cast<std::size_t>(dir)];
    return g.start >= 0 ? g : listGeometry(fromFp, toFp, dir);
  }
  const SpaceKernel::Geometry& listGeometry(int fromFp, int toFp, int dir) const;
  bool reachedMasks(const SpaceKernel::Geometry& g, int x0, int y0, int bw, int bh) const;

  // ---- The hex space kernel's steps (hex_space_kernel.cpp).
  int hexParity(Cell p) const { return (hexAlongX_ ? p.x : p.y) & 1; }
  int hexFootprint(int pos) const {
    const std::int16_t f = hexSpace_.footprint[static_cast<std::size_t>(pos)];
    return f != HexSpaceKernel::kUnknown ? f : findHexFootprint(pos);
  }
  int findHexFootprint(int pos) const;
  Rect hexFootprintRect(Cell p, int fp) const;
  void judgeHexSpace(int from, Cell p, int dir, int parity, int squaresBefore, StepJudgement& j) const;

  // ---- The general judge's steps (general_judge.cpp).
  using StepShape = GeneralJudge::StepShape;
  void judge(int from, Cell at, int dir, int parity, int squaresBefore, StepJudgement& j) const;
  StepShape analyze(int from, Cell p, int dir, Rect* fr, Rect* tr) const;
  StepShape squeezedShape(StepShape sh, Cell p, Cell t, int fromFp, int toFp, Rect* fr, Rect* tr) const;
  void finishShape(const StepShape& sh, int from, int dir, int parity, int squaresBefore, const Rect* fr,
                   const Rect* tr, StepJudgement& j) const;
};

}  // namespace footwork

#include "core/search/search_expand.h"
