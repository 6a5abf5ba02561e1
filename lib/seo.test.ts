import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The metadata helper against a scratch copy of the content, where a case study has been revised:
 * crawlers get the revision date beside the publication date, in Open Graph and JSON-LD alike.
 */
let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "seo-"));
  fs.cpSync(path.join(__dirname, "../content"), path.join(root, "content"), { recursive: true });
  const file = path.join(root, "content", "case-studies", "finance-ai.md");
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^publishedAt: (.*)$/m, "publishedAt: $1\nupdatedAt: 2024-06-03"));
  process.env.CONTENT_DIR = path.join(root, "content");
});

afterAll(() => {
  delete process.env.CONTENT_DIR;
  fs.rmSync(root, { recursive: true, force: true });
});

describe("page metadata", () => {
  it("makes a case study an article with its author's entry, published and modified times", async () => {
    const { pageMetadata } = await import("./seo");
    const metadata = pageMetadata("/case-studies/finance-ai");
    expect(metadata.openGraph).toMatchObject({
      type: "article",
      publishedTime: "2023-10-16",
      modifiedTime: "2024-06-03",
      authors: ["http://localhost:3000/about#financial-services-practice"],
    });
    expect(metadata.authors).toEqual([
      { name: "Financial Services Practice", url: "http://localhost:3000/about#financial-services-practice" },
    ]);
    // The short search title goes in <title>; share cards keep the headline.
    expect(metadata.title).toBe("Algorithmic Trading for a $14B Manager");
    expect(metadata.openGraph?.title).toMatch(/^Algorithmic Trading Platform Cuts Drawdown Risk 68%/);
  });

  it("leaves the modified time out where a case study was never revised", async () => {
    const { pageMetadata } = await import("./seo");
    expect(pageMetadata("/case-studies/fraud-detection").openGraph).not.toHaveProperty("modifiedTime", expect.anything());
  });
});
