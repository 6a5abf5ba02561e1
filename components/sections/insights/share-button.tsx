"use client";

import { Share2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { notify, ToasterHost } from "@/components/ui/toaster";
import type { CommonCopy } from "@/lib/content/page-schema";

/**
 * Shares the article with the system share sheet where the browser has one; otherwise copies the
 * link and says so.
 */
export function ShareButton({
  title,
  url,
  copy,
  toastRegionLabel,
}: {
  title: string;
  url: string;
  copy: CommonCopy["shareArticle"];
  toastRegionLabel: string;
}) {
  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify(copy.copied);
    } catch {
      notify({ title: copy.failed, description: url, variant: "destructive" });
    }
  };

  return (
    <>
      <Button variant="outline-light" size="lg" onClick={share}>
        <Share2 aria-hidden="true" className="size-4" />
        {copy.label}
      </Button>
      <ToasterHost label={toastRegionLabel} />
    </>
  );
}
