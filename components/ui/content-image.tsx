import { cn } from "@/lib/cn";

/**
 * An illustration from public/images. They are SVGs served as they are, so there is nothing for
 * next/image to optimise; a plain <img> with its intrinsic size reserves its space (no layout
 * shift) and keeps the image component's script off the page.
 */
export function ContentImage({
  src,
  alt,
  width,
  height,
  priority = false,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load at once, with high priority. */
  priority?: boolean;
  className?: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={cn("h-auto w-full", className)}
    />
  );
}
