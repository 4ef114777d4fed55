#pragma once
// The knobs a table may turn: the policies of a Ruleset (ruleset.h) that a group plays otherwise
// than its text ("every diagonal is 5 ft", "difficult terrain doubles", "no opportunity attack for
// a step"). A variant is a built-in ruleset with some knobs set (docs/rules/variants.md); nothing
// else of the ruleset changes, so every query prices it with the same code.
#include <cstdint>
#include <span>
#include <string_view>

#include "core/ruleset/ruleset.h"

namespace footwork {

enum class KnobKind : std::uint8_t {
  Choice,  // one of named values, in the enum's order
  Flag,    // true or false
  Count,   // a whole number in [min, max]
};

struct Knob {
  const char* name;  // the protocol's key, as the Ruleset field is called
  KnobKind kind;
  const char* choices[4];  // Choice: the values' names, in the enum's order (nullptr past the last)
  int min, max;            // Count: the range the engine prices soundly
  bool Ruleset::*flag;     // Flag: the field
  int Ruleset::*count;     // Count: the field
  int (*getChoice)(const Ruleset&);
  void (*setChoice)(Ruleset&, int);
};

std::span<const Knob> rulesetKnobs();
const Knob* findKnob(std::string_view name);  // nullptr when no knob has that name
int choiceCount(const Knob& k);

// A knob's setting as a number: the choice's index, 0/1 for a flag, the count itself.
int knobValue(const Knob& k, const Ruleset& r);
void setKnob(const Knob& k, Ruleset& r, int value);

// A band's allowance as a table changes it: its multiplier, or its squares for a fixed band (a
// 5-foot step, a shift). Bands keep their names, order and other properties.
int bandAllowance(const Band& b);
void setBandAllowance(Band& b, int value);
constexpr int kMaxBandAllowance = 10;

// True when `r` differs from the built-in ruleset of its id in any knob or band allowance: such a
// ruleset is written as {"base": id, …changes} wherever an answer names it.
bool isVariant(const Ruleset& r);

// The sentence of a built-in's text that sets `knob` ("bands" for the allowances), or nullptr when
// the text is silent there and the field keeps its family's default (knob_sources.cpp).
const char* knobSource(std::string_view rulesetId, std::string_view knob);

}  // namespace footwork
