#pragma once
// A ruleset as the protocol names it (docs/protocol.md, "Rulesets and variants"): a built-in's id,
// or a table's variant {"base": "<id>", "<knob>": <value>, …, "bands": {"<band>": <allowance>}}
// over the knobs of core/ruleset/knobs.h. Every field that takes a ruleset reads it here, and every
// answer that names one writes it here, so a shared answer always says which rules priced it.
#include <memory>
#include <string>

#include "core/ruleset/ruleset.h"
#include "protocol/json/json_reader.h"
#include "protocol/json/json_writer.h"

namespace footwork {

// The built-in rulesets' ids as a sentence lists them: "5e-fine, sw5e, dnd35, d20-3.0 or 4e".
std::string rulesetIdList();
// "Unknown ruleset …" (unknown-ruleset) for the id at `path`.
Error unknownRuleset(const std::string& id, const std::string& path);

// Reads `key` (required) as a ruleset id or a variant. A built-in is shared, not copied.
Result<std::shared_ptr<const Ruleset>> readRuleset(ObjectReader& r, const std::string& key);

// Writes the ruleset's id, or {"base": id, …each knob and band allowance that differs from it}.
void writeRuleset(JsonWriter& w, const Ruleset& r);

}  // namespace footwork
