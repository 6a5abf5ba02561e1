import zlib from "node:zlib";
import { buildSearchIndex, plainText, searchDocument } from "./build-index";
import { loadSearchIndex } from "./load";
import { STORED_FIELDS } from "./options";

const body = [
  "Opening paragraph about **quantum annealing** and [portfolio risk](/x).",
  "",
  "## Governance that scales",
  "",
  "A steering committee reviews every production model.",
  "",
  "### Drift monitoring",
  "",
  "- Alerts reach the on-call analyst.",
].join("\n");

const documents = [
  searchDocument("insight", { slug: "alpha", title: "Measuring Value from Machine Learning", excerpt: "How finance teams count returns.", topic: "Strategy" }, body),
  searchDocument("case-study", { slug: "beta", title: "Fraud Detection for a Retail Bank", excerpt: "Losses fell by a third in a year.", topic: "Financial Services" }, "Card payments scored in real time."),
];
const index = loadSearchIndex(JSON.parse(buildSearchIndex(documents)));
const ids = (query: string) => index.search(query).map((result) => result.id);

describe("the search index", () => {
  it("reads headings and plain text out of Markdown, without its syntax", () => {
    expect(plainText(body)).toEqual({
      headings: ["Governance that scales", "Drift monitoring"],
      text: expect.stringContaining("Opening paragraph about quantum annealing and portfolio risk."),
    });
    expect(plainText(body).text).not.toMatch(/[*#[\]]/);
  });

  it("links each entry to its page", () => {
    expect(documents.map((document) => document.id)).toEqual(["/insights/alpha", "/case-studies/beta"]);
  });

  it.each([
    ["title", "machine learning", "/insights/alpha"],
    ["excerpt", "returns", "/insights/alpha"],
    ["topic", "financial services", "/case-studies/beta"],
    ["headings", "drift", "/insights/alpha"],
    ["body", "steering committee", "/insights/alpha"],
    ["body", "payments", "/case-studies/beta"],
  ])("finds an entry by its %s", (_field, query, id) => {
    expect(ids(query)).toEqual([id]);
  });

  it("matches prefixes and tolerates typos", () => {
    expect(ids("annea")).toEqual(["/insights/alpha"]);
    expect(ids("govrnance")).toEqual(["/insights/alpha"]);
    expect(ids("fraud detcetion")).toEqual(["/case-studies/beta"]);
  });

  it("ranks a title match above a body match", () => {
    const both = [
      searchDocument("insight", { slug: "in-body", title: "Quarterly Planning Notes", excerpt: "Notes from the planning cycle.", topic: "Operations" }, "Forecasting matters."),
      searchDocument("insight", { slug: "in-title", title: "Forecasting Demand Well", excerpt: "Notes from the planning cycle.", topic: "Operations" }, "Plain text."),
    ];
    const ranked = loadSearchIndex(JSON.parse(buildSearchIndex(both))).search("forecasting");
    expect(ranked.map((result) => result.id)).toEqual(["/insights/in-title", "/insights/in-body"]);
  });

  it("gives each result what the dialog shows and no more", () => {
    const [result] = index.search("fraud");
    expect(result).toMatchObject({ id: "/case-studies/beta", kind: "case-study", title: "Fraud Detection for a Retail Bank", excerpt: "Losses fell by a third in a year.", topic: "Financial Services" });
    expect(STORED_FIELDS).not.toContain("body");
    expect(buildSearchIndex(documents)).not.toContain("on-call analyst");
  });

  it("leaves common words out and stays small as entries are added", () => {
    expect(ids("the")).toEqual([]);
    const many = Array.from({ length: 400 }, (_, n) =>
      searchDocument(
        "insight",
        { slug: `note-${n}`, title: `Field note ${n} on pricing models`, excerpt: "How a retailer changed the way it sets prices.", topic: "Operations" },
        `${body}\n\nParagraph ${n} with the word token${n % 50} and more shared words about data platforms.`,
      ),
    );
    const gzip = zlib.gzipSync(buildSearchIndex(many)).length;
    // The index file is what the dialog downloads.
    expect(gzip / many.length).toBeLessThan(120);
  });
});
