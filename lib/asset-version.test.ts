import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { versionedUrl } from "./asset-version";
import { DRAWING_SOURCES, drawingVersion } from "./drawing-version";

describe("versioned image URLs", () => {
  it("change with what the image shows and with how it is drawn, and only then", () => {
    const card = versionedUrl("/og/insights/x.png", "A title", "Insight · Strategy");
    expect(card).toMatch(/^\/og\/insights\/x\.png\?v=[0-9a-f]{12}$/);
    expect(versionedUrl("/og/insights/x.png", "A title", "Insight · Strategy")).toBe(card);
    expect(versionedUrl("/og/insights/x.png", "A new title", "Insight · Strategy")).not.toBe(card);

    const previous = process.env.BRAND_ASSET_VERSION;
    process.env.BRAND_ASSET_VERSION = "another-drawing";
    expect(versionedUrl("/og/insights/x.png", "A title", "Insight · Strategy")).not.toBe(card);
    process.env.BRAND_ASSET_VERSION = previous;
  });

  it("derives the drawing version from the files that draw the images", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "drawing-"));
    for (const file of DRAWING_SOURCES) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.copyFileSync(path.join(process.cwd(), file), path.join(root, file));
    }
    const before = drawingVersion(root);
    expect(drawingVersion(root)).toBe(before);
    fs.appendFileSync(path.join(root, "app", "icon.svg"), "\n");
    expect(drawingVersion(root)).not.toBe(before);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
