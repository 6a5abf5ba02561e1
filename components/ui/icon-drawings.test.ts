import fs from "node:fs";
import path from "node:path";
import { clientMarks, iconNames } from "@/lib/content/page-schema";
import { spriteDrawings, spriteOf } from "./icon-drawings";
import { iconId } from "./icon-ids";

const SPRITE = path.join(__dirname, "icons.svg");

describe("the icon sprite", () => {
  it("is what `npm run icons` writes from the drawings", () => {
    expect(fs.readFileSync(SPRITE, "utf8")).toBe(spriteOf(spriteDrawings));
  });

  it("has a symbol for every icon the components and the content draw (client marks included), and no other", () => {
    const components = [...fs.readFileSync(path.join(__dirname, "icons.tsx"), "utf8").matchAll(/svgIcon\("([^"]+)"\)/g)].map((match) => match[1]);
    const marks = [...fs.readFileSync(path.join(__dirname, "..", "layout", "social-icons.tsx"), "utf8").matchAll(/^ {2}\w+: "([^"]+)",$/gm)].map((match) => match[1]);
    expect(marks).toHaveLength(4);
    const used = [...components, ...iconNames.map(iconId), ...marks, ...clientMarks.map((mark) => `client-${mark}`)];
    const symbols = [...fs.readFileSync(SPRITE, "utf8").matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(used)).toEqual(new Set(symbols));
  });

  it("writes each drawing's shapes with their attributes, escaped", () => {
    const sprite = spriteOf({ sample: [["path", { d: 'M1 1h2"<&' }], ["circle", { cx: "12", cy: "12", r: "10" }]] });
    expect(sprite).toContain('<symbol id="sample" viewBox="0 0 24 24"><path d="M1 1h2&quot;&lt;&amp;"/><circle cx="12" cy="12" r="10"/></symbol>');
  });
});
