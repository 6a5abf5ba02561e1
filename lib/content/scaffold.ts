import fs from "node:fs";
import path from "node:path";
import { declaredTopics, loadCaseStudies, loadInsights } from "./collections";
import { contentRoot, today } from "./root";
import { slugify } from "./markdown";
import { caseStudyPath, insightPath } from "../paths";
import { accentColors, caseStudyFrontMatter } from "./schema";

/**
 * `npm run content:new -- insight "Title"` / `case-study "Title"`: a new draft with every required
 * field present and holding a TODO placeholder, which the content check rejects until replaced.
 */

export const scaffoldKinds = {
  insight: { folder: "insights", pathOf: insightPath, load: loadInsights },
  "case-study": { folder: "case-studies", pathOf: caseStudyPath, load: loadCaseStudies },
} as const;
export type ScaffoldKind = keyof typeof scaffoldKinds;

export class ScaffoldError extends Error {
  override name = "ScaffoldError";
}

const colors = accentColors.join(", ");
const quoted = (text: string) => JSON.stringify(text);
/** The comment after a category or sector: the names it may take, declared under topics in the listing file. */
const oneOf = (folder: "insights" | "case-studies", file: string) => {
  const names = declaredTopics(folder);
  return names ? `# one of: ${names.join(", ")}` : `# one of the names under topics in content/pages/${file}`;
};

function insightTemplate(title: string, date: string): string {
  return `---
title: ${quoted(title)}
excerpt: "TODO: one or two sentences for the cards and search results (60-240 characters)"
summary: "TODO: the lead paragraph under the headline: the problem and what the reader will take away (100-600 characters)"
category: "TODO: the badge" ${oneOf("insights", "insights.yaml")}
categoryColor: TODO # one of: ${colors}
author: "TODO: an author id from content/authors.yaml, e.g. hannah-osei"
publishedAt: ${date} # the day it goes live; a later date schedules it
ctaTitle: "TODO: the closing call's heading (8-90 characters)"
ctaText: "TODO: the closing call's text: what a free session with us gives the reader (30-300 characters)"
ctaLabel: "TODO: the button, e.g. Plan Your Next Step"
draft: true # remove this line when the article is ready to publish
---

TODO: the opening paragraph. The page shows the title above it, so start with text, not a # heading.

## TODO: the first section's heading

TODO: the section's text. Use ## for sections and ### for sub-sections.
`;
}

function caseStudyTemplate(title: string, slug: string, date: string): string {
  const tag = `  - label: "TODO: a tag, e.g. Forecasting"\n    color: TODO # one of: ${colors}`;
  return `---
title: ${quoted(title)}
summary: "TODO: the card text and lead paragraph: who, what changed and the headline figure (60-320 characters)"
sector: "TODO: the sector" ${oneOf("case-studies", "case-studies.yaml")}
categoryColor: TODO # one of: ${colors}
client: "TODO: who the client is, without naming them, e.g. A regional grocery chain with 90 stores"
publishedAt: ${date} # the day it goes live; a later date schedules it
durationMonths: TODO # whole months, shown as "6 months"
author: "TODO: an author id from content/authors.yaml, e.g. retail-consumer-practice"
image:
  src: /images/case-studies/${slug}.svg # add this file under public/ (1200 x 750, or the same 16:10 shape)
  alt: "TODO: what the picture shows, for screen readers"
  caption: "TODO: the line shown under the picture"
tags: # exactly three
${tag}
${tag}
${tag}
metric: # the headline figure on the card
  label: "TODO: e.g. Stockouts"
  value: "TODO: e.g. 40% fewer"
challenge: "TODO: The Challenge: one or two paragraphs of plain text (120-1,200 characters)"
solution: # exactly two blocks
  - title: "TODO: the first part of the solution"
    description: "TODO: what we built or changed, and how (60-600 characters)"
  - title: "TODO: the second part of the solution"
    description: "TODO: what we built or changed, and how (60-600 characters)"
results: # exactly three figures
  - value: "TODO: e.g. 40%"
    label: "TODO: e.g. fewer stockouts"
  - value: "TODO: e.g. $6M"
    label: "TODO: e.g. less aged stock"
  - value: "TODO: e.g. 6 months"
    label: "TODO: e.g. from kickoff to all stores"
ctaLabel: "TODO: the closing button, e.g. Improve Your Forecasts"
draft: true # remove this line when the case study is ready to publish
---

## TODO: a heading of its own for how the work was done

TODO: how the work was done, in two or three paragraphs.

## The Outcome

TODO: what changed for the client, with the figures above.

## Client Perspective

> TODO: a quotation attributed to a role, never a real person's name.
`;
}

/** Writes the new draft and returns its path relative to the project. */
export function scaffold(kind: string, title: string | undefined, date = today()): { file: string; route: string } {
  if (!(kind in scaffoldKinds)) {
    throw new ScaffoldError(`unknown kind "${kind}"; write insight or case-study, e.g. npm run content:new -- insight "Title of the article"`);
  }
  const { folder, pathOf, load } = scaffoldKinds[kind as ScaffoldKind];
  const cleanTitle = title?.trim() ?? "";
  const titleCheck = caseStudyFrontMatter.shape.title.safeParse(cleanTitle);
  if (!titleCheck.success) {
    throw new ScaffoldError(`the title ${titleCheck.error.issues[0]?.message ?? "is not valid"} characters; put it in quotes after the kind`);
  }
  const slug = slugify(cleanTitle);
  if (!slug) throw new ScaffoldError(`the title "${cleanTitle}" has no letters or digits to make an address from`);

  const dir = path.join(contentRoot(), folder);
  const target = path.join(dir, `${slug}.md`);
  const relative = path.relative(path.dirname(contentRoot()), target);
  if (fs.existsSync(target)) {
    throw new ScaffoldError(`${relative} already exists; nothing was written. Edit that file, or choose a different title`);
  }
  const taken = load().entries.find((entry) => entry.slug === slug);
  if (taken) {
    throw new ScaffoldError(`${taken.file} already uses the slug "${slug}"; nothing was written. Choose a different title`);
  }

  const text = kind === "insight" ? insightTemplate(cleanTitle, date) : caseStudyTemplate(cleanTitle, slug, date);
  fs.mkdirSync(dir, { recursive: true });
  // "wx" refuses to replace a file that appeared since the check above.
  fs.writeFileSync(target, text, { flag: "wx" });
  return { file: relative, route: pathOf(slug) };
}
