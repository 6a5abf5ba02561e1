import type { Author } from "@/lib/content";
import { getCommonCopy } from "@/lib/content/pages";
import { authorPath } from "@/lib/paths";
import { SiteLink } from "@/lib/speed/site-link";

/** "By Rajiv Malhotra, Chief Technology Officer" or "By Healthcare Practice", linked to the author's entry on /about. */
export function AuthorByline({ author }: { author: Author }) {
  return (
    <span>
      {getCommonCopy().bylinePrefix}{" "}
      <SiteLink
        href={authorPath(author)}
        rel="author"
        className="font-semibold text-ink underline decoration-surface-line underline-offset-4 hover:decoration-brand-600"
      >
        {author.name}
      </SiteLink>
      {author.type === "person" && (
        <>
          , <span>{author.role}</span>
        </>
      )}
    </span>
  );
}
