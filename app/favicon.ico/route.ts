import { ImageResponse } from "next/og";
import { createElement } from "react";
import { BrandMark } from "@/lib/brand-mark";
import { encodeIco } from "@/lib/ico";

// Drawn once at build time from the mark; served as a static file.
export const dynamic = "force-static";

/** The sizes Windows, browsers and feed readers pick from. */
const SIZES = [16, 32, 48];

async function png(size: number): Promise<Uint8Array> {
  const image = new ImageResponse(createElement(BrandMark, { size }), { width: size, height: size });
  return new Uint8Array(await image.arrayBuffer());
}

/** /favicon.ico: the mark at 16, 32 and 48 pixels in one ICO file, for clients that ask for it by name. */
export async function GET() {
  const images = await Promise.all(SIZES.map(async (size) => ({ size, png: await png(size) })));
  return new Response(Buffer.from(encodeIco(images)), { headers: { "Content-Type": "image/x-icon" } });
}
