import { PAGES } from "./config";
import type { JsFigures } from "./js-bytes";
import { renderMarkdown, type Report } from "./report";

const js = (upFrontKB: number): JsFigures => ({ external: { count: 5, gzipKB: upFrontKB - 2 }, inline: { labels: ["page data", "page data", "#_R_"], gzipKB: 2 }, upFrontKB, idle: true });

const report = (results: Report["results"]): Report => ({
  startedAt: "the start",
  minutes: 2,
  command: "npm run bench --only=js --pages=article",
  conditions: { machine: "a machine", software: "some software", commit: "abc1234" },
  steps: [{ name: "js", ok: true, seconds: 7, otherCpus: 0.02 }],
  pages: PAGES.filter((page) => page.key === "article"),
  builds: ["full", "plain"],
  modes: ["simulated", "devtools"],
  runs: 1,
  results,
  bare: { js: js(130) },
  sections: [{ title: "Flood", markdown: "Pages kept answering." }],
});

describe("renderMarkdown", () => {
  it("opens with each build's verdict and a row per page and build, then the figures and the other parts' sections", () => {
    const markdown = renderMarkdown(report({ article: { full: { js: js(141) }, plain: { js: js(150) } } }));
    expect(markdown).toContain("- **Full build** (`npm run build`): ✅ every check measured met (7 not measured in this run)");
    expect(markdown).toContain("- **Plain Next.js build** (`PLAIN_NEXT=1 npm run build`): ❌ 1 of 8 checks missed");
    expect(markdown).toContain("| Insight article `/insights/ai-vision-to-value` | full | – | – | – | – | – | – | +11.0 KB ✅ | – |");
    expect(markdown).toContain("| Insight article `/insights/ai-vision-to-value` | plain Next.js | – | – | – | – | – | – | +20.0 KB ❌ | – |");
    expect(markdown).toContain("| 5 / 148.0 | 3 / 2.0 (`page data` ×2, `#_R_`) | **150.0** | +20.0 |");
    expect(markdown.indexOf("## Targets")).toBeLessThan(markdown.indexOf("## JavaScript up front"));
    expect(markdown).toContain("## Flood\n\nPages kept answering.");
    expect(markdown).not.toContain("## Lighthouse");
  });

  it("does not call a build that was not measured a success", () => {
    expect(renderMarkdown(report({ article: { full: {} } }))).toContain("- **Plain Next.js build** (`PLAIN_NEXT=1 npm run build`): ❌ not measured");
  });
});
