/**
 * Writes components/ui/icons.svg, the sprite every icon draws from, from the drawings in
 * components/ui/icon-drawings.ts. Run it (`npm run icons`) after adding an icon there; a unit test
 * fails while the sprite and the drawings differ.
 */
import fs from "node:fs";
import path from "node:path";
import { spriteDrawings, spriteOf } from "../components/ui/icon-drawings";

const file = path.join(__dirname, "..", "components", "ui", "icons.svg");
fs.writeFileSync(file, spriteOf(spriteDrawings));
console.info(`Wrote ${path.relative(process.cwd(), file)}: ${Object.keys(spriteDrawings).length} icons.`);
