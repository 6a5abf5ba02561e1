import { InlineScript } from "@/lib/speed/kept-markup";
import { contentsScript } from "./contents-behaviour";
import { ContentsOnNavigation } from "./contents-on-navigation";

/**
 * Placed last inside an article's grid, so it runs as soon as the text and its contents list have
 * been parsed, before the first frame; the page the document holds needs no framework script.
 */
export function ContentsScript({ linkLabel }: { linkLabel: string }) {
  return (
    <>
      <InlineScript text={contentsScript(linkLabel)} />
      <ContentsOnNavigation linkLabel={linkLabel} />
    </>
  );
}
