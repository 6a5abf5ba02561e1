import { ImageResponse } from "next/og";

export const dynamic = "force-static";

/** The firm's mark as a 512×512 PNG, for structured data and anywhere a raster logo is needed. */
export function GET() {
  return new ImageResponse(
    (
      <svg width="512" height="512" viewBox="0 0 32 32">
        <rect width="32" height="32" rx="9" fill="#0B1530" />
        <path d="M7.5 22.5a8.5 8.5 0 0 1 17 0" fill="none" stroke="#8AAEFF" strokeWidth="3" strokeLinecap="round" />
        <path d="M16 8.5l1.6 3.9 3.9 1.6-3.9 1.6L16 19.5l-1.6-3.9-3.9-1.6 3.9-1.6z" fill="#F5A524" />
      </svg>
    ),
    { width: 512, height: 512 },
  );
}
