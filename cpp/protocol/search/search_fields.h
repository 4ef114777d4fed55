#pragma once
// What the search queries share (search_query.cpp): their request fields and their refusals' words.
#include "core/search/search_request.h"
#include "protocol/readers.h"

namespace footwork {

// The fields of reachable, path and places: creature, from, mode, band, spent, diagonals, stopping,
// maxNodes. `bandGiven` tells whether the request named a band.
MaybeError readSearch(ObjectReader& r, const Scene& scene, SearchRequest& req, bool& bandGiven);
// A search's refusal (core/search/search_request.h) in words, at the request field at fault.
// `search` names the search in the message ("reachable area", "path search").
Error refusalError(const SearchRefusal& refusal, const char* search);

}  // namespace footwork
