#pragma once
// The protocol's error codes (docs/protocol.md, "Error codes"), each written once: every Error the
// core or the protocol builds takes its code from here, so a code cannot be misspelt in one place
// or renamed in only some. The step refusals of a move ("wall", "occupied" …) are another list:
// core/movement/refusal.h and protocol/movement/refusal_words.cpp.
namespace footwork::errc {

inline constexpr char kBadJson[] = "bad-json";
inline constexpr char kBadType[] = "bad-type";
inline constexpr char kBadValue[] = "bad-value";
inline constexpr char kMissingField[] = "missing-field";
inline constexpr char kUnknownField[] = "unknown-field";
inline constexpr char kOutOfRange[] = "out-of-range";
inline constexpr char kOutOfGrid[] = "out-of-grid";
inline constexpr char kInsideSolid[] = "inside-solid";
inline constexpr char kDuplicateId[] = "duplicate-id";
inline constexpr char kConflict[] = "conflict";
inline constexpr char kUnknownQuery[] = "unknown-query";
inline constexpr char kUnknownRuleset[] = "unknown-ruleset";
inline constexpr char kUnknownCreature[] = "unknown-creature";
inline constexpr char kUnknownBand[] = "unknown-band";
inline constexpr char kUnknownKnob[] = "unknown-knob";
inline constexpr char kUnknownRace[] = "unknown-race";
inline constexpr char kUnsupportedSize[] = "unsupported-size";
inline constexpr char kUnsupportedVersion[] = "unsupported-version";
inline constexpr char kUnsupportedBand[] = "unsupported-band";
inline constexpr char kBadSpace[] = "bad-space";
inline constexpr char kNoScene[] = "no-scene";
inline constexpr char kNoLoadColumn[] = "no-load-column";
inline constexpr char kNotAdjacent[] = "not-adjacent";
inline constexpr char kNotInRuleset[] = "not-in-ruleset";
inline constexpr char kNotOnHex[] = "not-on-hex";
inline constexpr char kLimit[] = "limit";
inline constexpr char kInternal[] = "internal";

}  // namespace footwork::errc
