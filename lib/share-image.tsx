import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { BrandMark } from "@/lib/brand-mark";
import { SHARE_IMAGE_SIZE } from "@/lib/seo";
import { site, siteUrl } from "@/lib/site";

const fontDir = path.join(/*turbopackIgnore: true*/ process.cwd(), "node_modules/@fontsource/geist/files");

async function fonts() {
  const [regular, semibold] = await Promise.all([
    fs.readFile(path.join(fontDir, "geist-latin-400-normal.woff")),
    fs.readFile(path.join(fontDir, "geist-latin-600-normal.woff")),
  ]);
  return [
    { name: "Geist", data: regular, weight: 400 as const, style: "normal" as const },
    { name: "Geist", data: semibold, weight: 600 as const, style: "normal" as const },
  ];
}

/** Title sizes that keep long case-study titles within three lines. */
function titleSize(title: string): number {
  if (title.length > 90) return 50;
  if (title.length > 60) return 58;
  return 68;
}

/**
 * The 1200×630 card shown when a page is shared: its title, its category or sector, the firm's
 * brand and the strapline of content/pages/common.yaml. Drawn at build time from text only; nothing is fetched.
 */
export async function renderShareImage({ title, eyebrow, strapline }: { title: string; eyebrow: string; strapline: string }) {
  const host = new URL(siteUrl).host;
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "64px 72px",
          backgroundColor: "#0B1530",
          backgroundImage:
            "radial-gradient(circle at 88% 8%, rgba(53,99,233,0.55), transparent 42%), radial-gradient(circle at 8% 100%, rgba(245,165,36,0.22), transparent 38%)",
          color: "white",
          fontFamily: "Geist",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
          <BrandMark size={56} tile="#16295F" />
          <div style={{ display: "flex", fontSize: 34, fontWeight: 600 }}>
            {site.shortName}
            <span style={{ fontWeight: 400, color: "#CBD5E1", marginLeft: 10 }}>{site.name.slice(site.shortName.length).trim()}</span>
          </div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 22 }}>
          <div style={{ display: "flex", fontSize: 26, fontWeight: 600, letterSpacing: 3, color: "#FCD58A", textTransform: "uppercase" }}>
            {eyebrow}
          </div>
          <div style={{ display: "flex", fontSize: titleSize(title), fontWeight: 600, lineHeight: 1.1, maxWidth: 1040 }}>
            {title}
          </div>
        </div>
        <div style={{ display: "flex", justifyContent: "space-between", fontSize: 24, color: "#CBD5E1" }}>
          <span>{strapline}</span>
          <span>{host}</span>
        </div>
      </div>
    ),
    { ...SHARE_IMAGE_SIZE, fonts: await fonts() },
  );
}
