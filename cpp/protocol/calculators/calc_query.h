#pragma once
// Shared by the calculator queries (calc_*_query.cpp): the "ruleset" and "cellFeet" fields.
#include "core/ruleset/ruleset.h"
#include "protocol/json/json_reader.h"
#include "protocol/queries.h"

namespace footwork {

// The required "ruleset" field, a built-in's id or a variant; the answer's envelope names a variant.
Result<std::shared_ptr<const Ruleset>> readCalcRuleset(QueryContext& ctx);

// The optional "cellFeet" field (> 0, ≤ 100 ft), defaulting to the ruleset's grid; squares in the
// answer are counted on it.
Result<Milli> readCellFeet(ObjectReader& r, const Ruleset& ruleset);

// A size name at `key` (required or not), checked against the ruleset's size table.
MaybeError readCalcSize(ObjectReader& r, const std::string& key, const Ruleset& ruleset, Size& out, bool required);

// A shape name at `key`: "tall" or "long".
MaybeError readCalcShape(ObjectReader& r, const std::string& key, Shape& out);

}  // namespace footwork
