import { ImageResponse } from "next/og";
import { BrandMark } from "@/lib/brand-mark";

// Drawn once at build time; served as a static file.
export const dynamic = "force-static";

const APPLE_TOUCH_ICON_SIZE = 180;

/**
 * /apple-touch-icon.png: the mark at 180×180, full bleed (iOS rounds the corners itself), for home
 * screens, bookmarks and the feed readers that look for it by name.
 */
export function GET() {
  return new ImageResponse(<BrandMark size={APPLE_TOUCH_ICON_SIZE} rounded={false} />, {
    width: APPLE_TOUCH_ICON_SIZE,
    height: APPLE_TOUCH_ICON_SIZE,
  });
}
