import { Share2 } from "@/components/ui/icons";
import { buttonClasses } from "@/components/ui/button";
import type { CommonCopy } from "@/lib/content/page-schema";
import { ShareAction } from "./share-action";

/**
 * Shares the article with the system share sheet where the browser has one; otherwise copies the
 * link and says so. Drawn here, on the server, so the browser loads only the behaviour.
 */
export function ShareButton(props: { title: string; url: string; copy: CommonCopy["shareArticle"]; toastRegionLabel: string }) {
  return (
    <ShareAction {...props} className={buttonClasses({ variant: "outline-light", size: "lg" })}>
      <Share2 aria-hidden="true" className="size-4" />
      {props.copy.label}
    </ShareAction>
  );
}
