import MiniSearch from "minisearch";
import { indexOptions, type SearchDocument } from "./options";
import { expand, type Compact } from "./serial";

/** Reads an index file written by buildSearchIndex back into a searchable MiniSearch. */
export function loadSearchIndex(wire: Compact): MiniSearch<SearchDocument> {
  return MiniSearch.loadJS<SearchDocument>(expand(wire) as never, indexOptions);
}
