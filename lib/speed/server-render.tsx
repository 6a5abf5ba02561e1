import type { ComponentProps, ReactNode } from "react";
import { serverMarkup, type ServerMarkupName } from "@/components/server-markup";
import { takeOver } from "./handoff";

/** Ready HTML, or one of the components of components/server-markup.ts with its props. */
export type KeptSource =
  | { html: string }
  | { [Name in ServerMarkupName]: { render: Name; props: ComponentProps<(typeof serverMarkup)[Name]> } }[ServerMarkupName];

/** The element's contents on the server, as props for its tag. */
export function renderSource(source: KeptSource) {
  if ("html" in source) return { dangerouslySetInnerHTML: { __html: source.html } };
  const { render, props } = source as Exclude<KeptSource, { html: string }>;
  const Render = serverMarkup[render] as (props: object) => ReactNode;
  return { children: <Render {...props} /> };
}

/** The server render of a kept element: what its server component handed over. */
export const renderHandedOver = (key: string) => renderSource(takeOver(key) as KeptSource);
