#pragma once
// The query table of the request protocol. Each query family lives in its own file and adds one row
// to the table in queries.cpp; request.cpp parses the envelope and dispatches.
#include <memory>
#include <vector>

#include "core/scene/scene.h"
#include "protocol/json/json_reader.h"
#include "protocol/json/json_writer.h"

namespace footwork {

class LandmarkCache;     // core/search/landmarks.h
class SearchSpaceCache;  // core/search/space_cache.h

struct QueryContext {
  ObjectReader& params;  // the request object; the handler reads its own fields and may leave none unread
  const Scene* scene;    // the request's scene, or the loaded one; nullptr for queries that need none
  // The handler writes its result here as one JSON value; what it wrote is dropped if it returns an
  // error or finish() finds an unknown field.
  JsonWriter& out;
  // The loaded scene's landmark tables, kept between path queries (core/search/landmarks.h); nullptr
  // when the request carries its own scene or the host keeps none.
  LandmarkCache* landmarks = nullptr;
  // The rules the answer was priced by: the scene's, or those a calculator query read. When they are
  // a table's variant the envelope names them after the result (protocol/ruleset/ruleset_json.h).
  std::shared_ptr<const Ruleset> rules = nullptr;
  // The loaded scene's kept search space for the path query (core/search/space_cache.h); nullptr
  // when the request carries its own scene or the host keeps none.
  SearchSpaceCache* spaces = nullptr;
};

// A handler returns an error or nothing: its answer is what it wrote to ctx.out (no answer trees).
using QueryFn = MaybeError (*)(QueryContext&);

struct QueryInfo {
  const char* name;
  bool needsScene;
  QueryFn run;
  const char* summary;
};

const std::vector<QueryInfo>& queryTable();
const QueryInfo* findQuery(std::string_view name);

// Family entry points (one file each).
MaybeError queryRulesets(QueryContext& ctx);      // rulesets_query.cpp
MaybeError queryScene(QueryContext& ctx);         // request.cpp
MaybeError queryMove(QueryContext& ctx);          // move_query.cpp
MaybeError queryForced(QueryContext& ctx);        // forced_query.cpp
MaybeError querySwap(QueryContext& ctx);          // forced_query.cpp
MaybeError queryTeleport(QueryContext& ctx);      // forced_query.cpp
MaybeError queryDistance(QueryContext& ctx);      // position_range_query.cpp
MaybeError queryClosest(QueryContext& ctx);       // position_range_query.cpp
MaybeError queryThreatened(QueryContext& ctx);    // position_range_query.cpp
MaybeError querySight(QueryContext& ctx);         // position_sight_query.cpp
MaybeError queryCover(QueryContext& ctx);         // position_sight_query.cpp
MaybeError queryFlanking(QueryContext& ctx);      // position_flank_query.cpp
MaybeError queryFlankSquares(QueryContext& ctx);  // position_flank_query.cpp
MaybeError queryArea(QueryContext& ctx);          // position_area_query.cpp
MaybeError queryFacing(QueryContext& ctx);        // position_facing_query.cpp
MaybeError queryCrowding(QueryContext& ctx);      // position_crowd_query.cpp
MaybeError querySpeed(QueryContext& ctx);         // calc_speed_query.cpp
MaybeError queryCarrying(QueryContext& ctx);      // calc_carrying_query.cpp
MaybeError queryJump(QueryContext& ctx);          // calc_jump_query.cpp
MaybeError queryFalling(QueryContext& ctx);       // calc_falling_query.cpp
MaybeError querySizes(QueryContext& ctx);         // calc_sizes_query.cpp
MaybeError queryReachable(QueryContext& ctx);     // search_query.cpp
MaybeError queryPath(QueryContext& ctx);          // search_query.cpp
MaybeError querySpace(QueryContext& ctx);         // space_query.cpp (issue 24)
MaybeError queryPlaces(QueryContext& ctx);        // places_query.cpp (issue 27)

}  // namespace footwork
