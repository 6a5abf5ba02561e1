import type { Options } from "minisearch";

/**
 * How the search index is built (lib/search/build-index.ts, at build time) and read back
 * (lib/search/dialog.ts, in the browser): MiniSearch needs the same fields and term processing on
 * both sides, so both import them from here. Kept free of server and browser code.
 */

/** One entry of the index: an insight or a case study. */
export type SearchDocument = {
  /** The page's path, which is also the document's id. */
  id: string;
  kind: SearchKind;
  title: string;
  /** The card text: an insight's excerpt, a case study's summary. */
  excerpt: string;
  /** Category or sector, searched and shown beside the type. */
  topic: string;
  /** Section headings, joined by newlines. */
  headings: string;
  /** The body as plain text. */
  body: string;
};

export type SearchKind = "insight" | "case-study";

/** What a result carries to the dialog; the body and headings are only indexed. */
export type StoredFields = Pick<SearchDocument, "kind" | "title" | "excerpt" | "topic">;

export const SEARCH_FIELDS = ["title", "excerpt", "topic", "headings", "body"] as const;
export const STORED_FIELDS = ["kind", "title", "excerpt", "topic"] as const;

/** Where the index and the dialog's code are served (app/search/...). */
export const SEARCH_INDEX_PATH = "/search/index.json";
export const SEARCH_SCRIPT_PATH = "/search/search.js";

/** A query shorter than this shows no results. */
export const MIN_QUERY_LENGTH = 2;
export const MAX_RESULTS = 8;

/**
 * Words too common to tell articles apart. Leaving them out of the index keeps it small (every
 * indexed word costs one entry per article that uses it) and costs no useful match.
 */
const STOP_WORDS = new Set(
  (
    "a about after all also an and any are as at be because been before being but by can could did do does each " +
    "for from had has have how if in into is it its just more most no not of on once only or other our out over " +
    "own same should so some such than that the their them then there these they this those through to too under " +
    "until up very was we were what when where which while who why will with would you your"
  ).split(" "),
);

/** Lower case, accents folded, stop words and single letters dropped. */
function processTerm(term: string): string | null {
  const folded = term
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  if (folded.length < 2 || STOP_WORDS.has(folded)) return null;
  return folded;
}

export const indexOptions = {
  idField: "id",
  fields: [...SEARCH_FIELDS],
  storeFields: [...STORED_FIELDS],
  processTerm,
  searchOptions: {
    boost: { title: 4, topic: 2, excerpt: 2, headings: 2, body: 1 },
    // Every word typed may be the start of a longer one, and one or two letters may be wrong.
    prefix: true,
    fuzzy: (term: string) => (term.length < 4 ? false : term.length < 9 ? 1 : 2),
    combineWith: "AND",
  },
} satisfies Options<SearchDocument>;
