import { ImageResponse } from "next/og";
import { BrandMark } from "@/lib/brand-mark";

export const dynamic = "force-static";

/** The firm's mark as a 512×512 PNG, for structured data and anywhere a raster logo is needed. */
export function GET() {
  return new ImageResponse(<BrandMark size={512} />, { width: 512, height: 512 });
}
