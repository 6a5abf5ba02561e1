/**
 * The firm's mark (an arc over a spark) for images drawn at build time: the raster logo, the
 * favicon, the Apple touch icon and the share cards. app/icon.svg and the header's LogoMark draw
 * the same shapes.
 */
export function BrandMark({
  size,
  tile = "#0B1530",
  rounded = true,
}: {
  size: number;
  tile?: string;
  /** Rounded tile corners; off for the Apple touch icon, which iOS masks itself. */
  rounded?: boolean;
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32">
      <rect width="32" height="32" rx={rounded ? 9 : 0} fill={tile} />
      <path d="M7.5 22.5a8.5 8.5 0 0 1 17 0" fill="none" stroke="#8AAEFF" strokeWidth="3" strokeLinecap="round" />
      <path d="M16 8.5l1.6 3.9 3.9 1.6-3.9 1.6L16 19.5l-1.6-3.9-3.9-1.6 3.9-1.6z" fill="#F5A524" />
    </svg>
  );
}
