import { GET } from "@/app/search/search.js/route";
import { getCommonCopy } from "@/lib/content/pages";

/**
 * The search dialog writes no words of its own: app/search/search.js bundles it with the words of
 * common.yaml (search), so the served script carries them and no free name is left to fail in
 * the browser.
 */
describe("the search dialog's script", () => {
  it("is served with the dialog's words from common.yaml", async () => {
    // esbuild writes characters outside ASCII as escapes ("…" as \u2026): read them back.
    const script = (await (await GET()).text()).replace(/\\(?:u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2}))/g, (_, u?: string, x?: string) =>
      String.fromCharCode(parseInt((u ?? x)!, 16)),
    );
    const words = getCommonCopy().search;
    expect(script).not.toMatch(/\bSEARCH_COPY\b/);
    for (const value of [words.title, words.hint, words.loading, words.unavailable, words.noResults, words.topResults, words.close, words.kinds["case-study"], words.keys.move]) {
      expect(script).toContain(value);
    }
  }, 60_000);
});
