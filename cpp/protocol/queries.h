#pragma once
// The query table of the request protocol. Each query family lives in its own file and adds one row
// to the table in queries.cpp; request.cpp parses the envelope and dispatches.
#include <vector>

#include "core/scene.h"
#include "protocol/json_reader.h"
#include "protocol/json_writer.h"

namespace footwork {

class LandmarkCache;  // core/landmarks.h

struct QueryContext {
  ObjectReader& params;  // the request object; the handler reads its own fields and may leave none unread
  const Scene* scene;    // the request's scene, or the loaded one; nullptr for queries that need none
  // A handler either returns its result as a tree or writes it here as one JSON value and returns
  // streamed(); what it wrote is dropped if it returns an error or finish() finds an unknown field.
  JsonWriter& out;
  // The loaded scene's landmark tables, kept between path queries (core/landmarks.h); nullptr
  // when the request carries its own scene or the host keeps none.
  LandmarkCache* landmarks = nullptr;
};

// The "result was written to ctx.out" marker (a value no tree handler returns).
inline json streamed() { return json(json::value_t::discarded); }

using QueryFn = Result<json> (*)(QueryContext&);

struct QueryInfo {
  const char* name;
  bool needsScene;
  QueryFn run;
  const char* summary;
};

const std::vector<QueryInfo>& queryTable();
const QueryInfo* findQuery(std::string_view name);

// Family entry points (one file each).
Result<json> queryRulesets(QueryContext& ctx);  // rulesets_query.cpp
Result<json> queryScene(QueryContext& ctx);     // request.cpp
Result<json> queryMove(QueryContext& ctx);      // move_query.cpp
Result<json> queryForced(QueryContext& ctx);    // forced_query.cpp
Result<json> querySwap(QueryContext& ctx);      // forced_query.cpp
Result<json> queryTeleport(QueryContext& ctx);  // forced_query.cpp
Result<json> queryDistance(QueryContext& ctx);      // position_range_query.cpp
Result<json> queryClosest(QueryContext& ctx);       // position_range_query.cpp
Result<json> queryThreatened(QueryContext& ctx);    // position_range_query.cpp
Result<json> querySight(QueryContext& ctx);         // position_sight_query.cpp
Result<json> queryCover(QueryContext& ctx);         // position_sight_query.cpp
Result<json> queryFlanking(QueryContext& ctx);      // position_flank_query.cpp
Result<json> queryFlankSquares(QueryContext& ctx);  // position_flank_query.cpp
Result<json> queryArea(QueryContext& ctx);          // position_area_query.cpp
Result<json> queryFacing(QueryContext& ctx);        // position_facing_query.cpp
Result<json> queryCrowding(QueryContext& ctx);      // position_crowd_query.cpp
Result<json> querySpeed(QueryContext& ctx);     // calc_speed_query.cpp
Result<json> queryCarrying(QueryContext& ctx);  // calc_carrying_query.cpp
Result<json> queryJump(QueryContext& ctx);      // calc_jump_query.cpp
Result<json> queryFalling(QueryContext& ctx);   // calc_falling_query.cpp
Result<json> querySizes(QueryContext& ctx);     // calc_sizes_query.cpp
Result<json> queryReachable(QueryContext& ctx);  // search_query.cpp
Result<json> queryPath(QueryContext& ctx);       // search_query.cpp

}  // namespace footwork
