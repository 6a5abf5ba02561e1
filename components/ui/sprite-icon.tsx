import type { SVGProps } from "react";
import type { IconId } from "./icon-drawings";
import sprite from "./icons.svg";

/** A hashed static file that browsers cache once for every page. */
const spriteUrl = (sprite as { src: string }).src;

/**
 * Server-rendered SVG (lucide-react's are client components), each drawing its symbol from one
 * cached sprite instead of carrying its outline in every page's HTML and page data.
 */
export function SpriteIcon({ icon, ...props }: SVGProps<SVGSVGElement> & { icon: IconId }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <use href={`${spriteUrl}#${icon}`} />
    </svg>
  );
}
