import { listSections, renderMarkdown, slugify } from "./markdown";

describe("renderMarkdown", () => {
  it("renders headings with ids derived from their text", () => {
    const html = renderMarkdown("## Cookies\n\nText.\n\n## Your Rights & Choices\n");
    expect(html).toContain('<h2 id="cookies">Cookies</h2>');
    expect(html).toContain('<h2 id="your-rights-and-choices">Your Rights &#x26; Choices</h2>');
  });

  it("de-duplicates repeated heading ids", () => {
    const html = renderMarkdown("## Results\n\n## Results\n");
    expect(html).toContain('id="results"');
    expect(html).toContain('id="results-1"');
  });

  it("drops raw HTML, scripts and event handlers", () => {
    const html = renderMarkdown(
      'Hello <script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n<div style="color:red">styled</div>\n',
    );
    expect(html).not.toMatch(/<script|onerror|<img|style=/i);
    expect(html).toContain("Hello");
  });

  it("neutralises javascript: links", () => {
    const html = renderMarkdown("[click](javascript:alert(1)) and [ok](/insights)");
    expect(html).not.toContain("javascript:");
    expect(html).toContain('<a href="/insights">ok</a>');
  });
});

describe("listSections", () => {
  it("lists second-level headings with the ids the renderer gives them", () => {
    expect(listSections("Intro\n\n## The Challenge\n\n### Detail\n\n## Looking Ahead\n")).toEqual([
      { id: "the-challenge", title: "The Challenge" },
      { id: "looking-ahead", title: "Looking Ahead" },
    ]);
  });
});

describe("slugify", () => {
  it("makes URL-safe ids", () => {
    expect(slugify("  Ünïcode — Data & AI!  ")).toBe("unicode-data-and-ai");
  });
});
