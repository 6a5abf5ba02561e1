import type { Options } from "minisearch";

/** MiniSearch needs the same fields and term processing when building and reading the index; kept free of server and browser code. */
export type SearchDocument = {
  /** Also the document's id. */
  id: string;
  kind: SearchKind;
  title: string;
  excerpt: string;
  topic: string;
  headings: string;
  body: string;
};

export type SearchKind = "insight" | "case-study";

/** The body and headings are only indexed. */
export type StoredFields = Pick<SearchDocument, "kind" | "title" | "excerpt" | "topic">;

export const SEARCH_FIELDS = ["title", "excerpt", "topic", "headings", "body"] as const;
export const STORED_FIELDS = ["kind", "title", "excerpt", "topic"] as const;

export const SEARCH_INDEX_PATH = "/search/index.json";
export const SEARCH_SCRIPT_PATH = "/search/search.js";

export const MIN_QUERY_LENGTH = 2;
export const MAX_RESULTS = 8;

/** Leaving common words out keeps the index small and costs no useful match. */
const STOP_WORDS = new Set(
  (
    "a about after all also an and any are as at be because been before being but by can could did do does each " +
    "for from had has have how if in into is it its just more most no not of on once only or other our out over " +
    "own same should so some such than that the their them then there these they this those through to too under " +
    "until up very was we were what when where which while who why will with would you your"
  ).split(" "),
);

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
    // Every word typed may start a longer one, and a letter or two may be wrong.
    prefix: true,
    fuzzy: (term: string) => (term.length < 4 ? false : term.length < 9 ? 1 : 2),
    combineWith: "AND",
  },
} satisfies Options<SearchDocument>;
