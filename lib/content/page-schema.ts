import { z } from "zod";
import { servicePath } from "../paths";
import { text as anyText, type EditorMeta } from "./schema";
import { interestValues, type ContactMessages, type Interest } from "../contact/fields";
import type { SearchKind } from "../search/options";
import { shownFigure } from "./figures";

/**
 * Schemas of the fixed pages' copy (content/pages/*.yaml). Each rule an editor must follow is
 * stated here, so a wrong file fails the content check and the build with the file, the field
 * and the rule; the component types come from these schemas.
 */

/** Text in which any {name} left after the shared values are filled in is a mistake. */
function text(min: number, max: number) {
  return anyText(min, max).refine((value) => !/\{[^{}]*\}/.test(value), {
    error: (issue) => `${String(issue.input).match(/\{[^{}]*\}/)?.[0]} is not filled in here; remove the braces`,
  });
}

/** Icons a content entry may name; components/ui/icon.tsx maps each to its glyph. */
export const iconNames = [
  "award", "badge-check", "banknote", "bot", "boxes", "brain", "briefcase", "building", "calendar",
  "chart-column", "chart-line", "chart-pie", "check-circle", "clipboard-check", "clock", "cloud", "cog",
  "compass", "cpu", "database", "eye", "factory", "file-text", "gauge", "gem", "globe", "graduation-cap",
  "handshake", "heart-pulse", "landmark", "layers", "leaf", "lightbulb", "lock", "map", "message-square",
  "microscope", "network", "puzzle", "refresh", "rocket", "route", "scale", "search", "server", "shield",
  "shield-check", "shopping-cart", "sparkles", "stethoscope", "target", "trending-up", "truck",
  "user-check", "users", "workflow", "zap",
] as const;
export type IconName = (typeof iconNames)[number];

/** The drawn marks a client's wordmark may take; components/sections/client-wordmark.tsx draws each. */
export const clientMarks = ["peaks", "cross", "hexagon", "fern", "strata", "arc"] as const;

export const serviceSlugs = ["ai-strategy", "ai-solutions", "ai-program-management"] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

/**
 * The pages a link in page copy may point at, with the sections each can jump to. A link is a
 * path ("/about"), a path and section ("/#contact", "/about#careers"), or a section of the page
 * the copy belongs to ("#leadership").
 */
export const linkTargets: Record<string, readonly string[]> = {
  "/": ["about", "services", "expertise", "case-studies", "testimonials", "contact"],
  "/about": ["story", "how-we-work", "leadership", "values", "careers"],
  "/services": [],
  "/ai-solutions": ["capabilities", "industries"],
  "/success-stories": ["stories", "testimonials"],
  "/case-studies": [],
  "/insights": [],
  "/privacy-policy": ["cookies"],
  "/terms-of-service": [],
  "/book": [],
  ...Object.fromEntries(serviceSlugs.map((slug) => [servicePath(slug), []])),
};

/** Whether `href` is a page of this site (and, with a "#", one of that page's sections). */
export function isLinkTarget(href: string, ownPath?: string): boolean {
  const [pathPart = "", anchor, ...rest] = href.split("#");
  if (rest.length > 0) return false;
  const path = pathPart === "" ? ownPath : pathPart;
  if (path === undefined) return false;
  const anchors = linkTargets[path];
  if (!anchors) return false;
  return anchor === undefined || anchors.includes(anchor);
}

/** Rendered <title> and description lengths that search results show without cutting. */
import { SEARCH_DESCRIPTION_MAX, SEARCH_TITLE_MAX } from "../site";

export { SEARCH_DESCRIPTION_MAX, SEARCH_TITLE_MAX };
/** What the layout adds to every title; the home page puts the firm's name in front instead. */
export const TITLE_SUFFIX = " | Arcforge Consulting";

/** The <title> a page's metadata renders to (lib/seo.ts, app/layout.tsx). */
export function renderedTitle(title: string, brandFirst = false): string {
  const brand = TITLE_SUFFIX.slice(" | ".length);
  return brandFirst ? `${brand} | ${title}` : `${title}${TITLE_SUFFIX}`;
}

const icon = z.enum(iconNames, { error: `must be one of the icon names listed in content/README.md (e.g. ${iconNames.slice(0, 3).join(", ")})` });

function exactly<T extends z.ZodType>(count: number, item: T, what: string) {
  return z.array(item).length(count, { error: `must list exactly ${count} ${what}` });
}

function between<T extends z.ZodType>(min: number, max: number, item: T, what: string) {
  return z
    .array(item)
    .min(min, { error: `must list at least ${min} ${what}` })
    .max(max, { error: `must list at most ${max} ${what}` });
}

/** Buttons that offer the strategy session by this name lead to its booking page (DECISIONS.md). */
const SCHEDULE_LABEL = /^Schedule (?:a )?Consultation$/i;

/** A link to a page of this site; `ownPath` lets "#section" refer to the page itself. */
function link(ownPath?: string) {
  const targets = Object.keys(linkTargets).join(", ");
  return z
    .strictObject({
      label: text(2, 40),
      href: z
        .string({ error: "must be a link such as /about or /#contact" })
        .min(1, { error: "must be a link such as /about or /#contact" })
        .refine((href) => isLinkTarget(href, ownPath), {
          error: (issue) =>
            `"${String(issue.input)}" is not a page or section of this site; use one of ${targets}, with a #section the page has`,
        }),
    })
    .superRefine((value, ctx) => {
      if (SCHEDULE_LABEL.test(value.label) && value.href !== "/book") {
        ctx.addIssue({ code: "custom", path: ["href"], message: `is a ${value.label} button, which leads to the booking page; write href: /book` });
      }
    });
}

/** Two buttons: the main action and an onward link. */
function actions(ownPath?: string) {
  return z.strictObject({ primary: link(ownPath), secondary: link(ownPath) });
}

/** Title and description for the page's metadata and share card. */
export const pageMeta = z.strictObject({
  /** Without the site name, which the layout adds; see searchLengthWarnings for the upper bound. */
  title: text(20, 200),
  /** For search results and share cards. */
  description: text(110, 400),
  /** Short label shown above the title on the share card, e.g. "Service" or "Legal". */
  eyebrow: text(2, 40),
});

/** One of the firm's figures, named by id (`figure: clientSatisfaction`) and filled in from content/figures.yaml. */
const stat = shownFigure();

const iconItem = z.strictObject({ icon, title: text(3, 60), description: text(30, 400) });

const pageHero = z.strictObject({ badge: text(2, 40), title: text(5, 90), intro: text(60, 500) });

const testimonialFields = {
  quote: text(60, 500),
  author: text(3, 60),
  role: text(2, 60),
  company: text(2, 60),
};

export function callToAction(ownPath?: string) {
  return z.strictObject({ title: text(8, 90), text: text(40, 300), ...actions(ownPath).shape });
}

const sectionHeading = { eyebrow: text(2, 40), title: text(5, 90), intro: text(30, 400) };

/* ---------- Home page ---------- */

export const homeContent = z.strictObject({
  meta: pageMeta,
  hero: z
    .strictObject({
      eyebrow: text(2, 40),
      headline: text(10, 90),
      /** Part of the headline shown in the accent colour. */
      highlight: text(3, 90),
      intro: text(60, 400),
      actions: actions("/"),
      panelTitle: text(3, 40),
      stats: exactly(3, stat, "figures (companies, success rate, ROI)"),
    })
    .refine((hero) => hero.headline.includes(hero.highlight), {
      error: "must be a part of hero.headline, written exactly as it appears there",
      path: ["highlight"],
    }),
  about: z.strictObject({
    eyebrow: sectionHeading.eyebrow,
    title: sectionHeading.title,
    paragraphs: between(1, 4, text(60, 800), "paragraphs"),
    stats: exactly(2, stat, "figures (projects, years of experience)"),
    pillars: exactly(4, iconItem, "pillars"),
    action: link("/"),
  }),
  services: z.strictObject({
    ...sectionHeading,
    cards: exactly(
      3,
      z.strictObject({
        icon,
        title: text(5, 60),
        subtitle: text(5, 80),
        description: text(40, 400),
        features: exactly(4, text(5, 80), "features"),
        href: z.enum(
          serviceSlugs.map(servicePath),
          { error: `must be one of ${serviceSlugs.map(servicePath).join(", ")}` },
        ),
      }),
      "service cards",
    ),
    /** Label of each card's link, followed for screen readers by "about <card title>". */
    linkLabel: text(3, 40),
  }),
  expertise: z.strictObject({
    ...sectionHeading,
    capabilities: exactly(6, iconItem, "capability cards"),
    industriesTitle: text(3, 60),
    industries: between(
      1,
      6,
      z.strictObject({
        name: text(2, 60),
        percent: z.int({ error: "must be a whole number from 0 to 100" }).min(0, { error: "must be a whole number from 0 to 100" }).max(100, { error: "must be a whole number from 0 to 100" }),
      }),
      "industries",
    ),
    stats: exactly(3, stat, "figures (implementations, client satisfaction, industries)"),
  }),
  testimonials: z.strictObject({
    ...sectionHeading,
    items: between(
      1,
      8,
      z.strictObject({
        ...testimonialFields,
        rating: z
          .int({ error: "must be a whole number of stars from 1 to 5" })
          .min(1, { error: "must be a whole number of stars from 1 to 5" })
          .max(5, { error: "must be a whole number of stars from 1 to 5" }),
      }),
      "testimonials",
    ),
    stat,
    /** Above the wall of the success stories' clients' wordmarks. */
    clientsTitle: text(3, 60),
    /** Under the wall: that the names are changed, with a link to their stories. */
    clientsNote: text(20, 200),
    clientsLink: link("/"),
  }),
  caseStudies: z.strictObject({ ...sectionHeading, action: link("/") }),
  insights: z.strictObject({ ...sectionHeading, action: link("/") }),
  contact: z.strictObject({
    ...sectionHeading,
    benefits: exactly(3, iconItem, "benefits"),
    /** The way to book the strategy session, beside the form. */
    booking: z.strictObject({ title: text(5, 60), text: text(30, 300), link: link("/") }),
    directTitle: text(5, 60),
    directText: text(30, 300),
    responseBadge: text(5, 60),
    formTitle: text(5, 60),
    formNote: text(5, 120),
  }),
});

/* ---------- Service pages ---------- */

const sectionId = z
  .string({ error: "must be text" })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "must be lowercase words joined by hyphens, e.g. why-us (it becomes the section's #anchor)" });

const sectionBase = { id: sectionId, title: text(3, 90), intro: text(30, 400) };

const serviceSection = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({ kind: z.literal("steps"), ...sectionBase, items: exactly(4, iconItem, "steps") }),
    z.strictObject({
      kind: z.literal("cards"),
      ...sectionBase,
      items: between(1, 6, iconItem.extend({ tags: between(1, 8, text(2, 40), "tags") }), "cards"),
    }),
    z.strictObject({ kind: z.literal("checklist"), ...sectionBase, items: between(2, 12, text(5, 200), "items") }),
    z.strictObject({
      kind: z.literal("tags"),
      ...sectionBase,
      groups: between(1, 6, z.strictObject({ label: text(2, 40), items: between(1, 12, text(1, 40), "items") }), "groups"),
    }),
    z.strictObject({ kind: z.literal("reasons"), ...sectionBase, items: between(3, 4, iconItem, "reasons") }),
  ],
  { error: "kind must be one of steps, cards, checklist, tags, reasons" },
);

export const servicePage = z.strictObject({
  meta: pageMeta,
  hero: pageHero.extend({ backLink: link() }),
  /** Headline figures shown under the hero, in three columns. */
  stats: exactly(3, stat, "figures"),
  sections: between(1, 6, serviceSection, "sections").superRefine((sections, ctx) => {
    const seen = new Set<string>();
    sections.forEach((section, index) => {
      if (seen.has(section.id)) ctx.addIssue({ code: "custom", path: [index, "id"], message: `"${section.id}" is used by an earlier section; each section needs its own id` });
      seen.add(section.id);
    });
  }),
  cta: callToAction(),
});

/* ---------- AI solutions ---------- */

export const aiSolutionsContent = z.strictObject({
  meta: pageMeta,
  hero: pageHero.extend({ actions: actions("/ai-solutions"), stats: exactly(3, stat, "figures") }),
  capabilitiesTitle: text(3, 90),
  capabilitiesIntro: text(30, 400),
  capabilityLink: link("/ai-solutions"),
  capabilityFeaturesTitle: text(3, 40),
  capabilities: exactly(6, iconItem.extend({ features: exactly(4, text(5, 80), "key capabilities") }), "capability cards"),
  industriesTitle: text(3, 90),
  industriesIntro: text(30, 400),
  industries: exactly(
    6,
    z.strictObject({ icon, name: text(2, 40), description: text(30, 400), successStory: text(20, 200) }),
    "industries",
  ),
  cta: callToAction("/ai-solutions"),
});

/* ---------- Success stories ---------- */

export const successStoriesContent = z.strictObject({
  meta: pageMeta,
  hero: pageHero.extend({ actions: actions("/success-stories") }),
  metricsTitle: text(3, 60),
  metrics: exactly(4, shownFigure({ icon }), "'By the Numbers' figures"),
  storiesTitle: text(3, 90),
  storiesIntro: text(30, 400),
  storyLabels: z.strictObject({
    challenge: text(2, 30),
    solution: text(2, 30),
    impact: text(2, 30),
    results: text(2, 30),
  }),
  storyLink: link("/success-stories"),
  stories: between(
    1,
    8,
    z.strictObject({
      icon,
      company: text(2, 60),
      /** The drawing beside the company's name on the home page's wall of clients. */
      mark: z.enum(clientMarks, { error: `must be one of ${clientMarks.join(", ")} (the drawn marks of client wordmarks)` }),
      industry: text(2, 40),
      challenge: text(40, 600),
      solution: text(40, 600),
      impact: text(40, 600),
      results: exactly(
        4,
        z.strictObject({
          value: z
            .union([z.string(), z.number()], { error: 'must be text, e.g. "40%"' })
            .transform((value) => String(value).trim())
            .pipe(text(1, 12))
            .meta({ maxLength: 12 } satisfies EditorMeta),
          label: text(3, 60),
        }),
        "key results",
      ),
    }),
    "client stories",
  ),
  testimonialsTitle: text(3, 90),
  testimonials: between(1, 6, z.strictObject(testimonialFields), "testimonials"),
  cta: callToAction("/success-stories"),
});

/* ---------- About ---------- */

export const aboutContent = z.strictObject({
  meta: pageMeta,
  hero: pageHero.extend({ actions: actions("/about") }),
  story: z.strictObject({
    title: text(3, 90),
    paragraphs: between(1, 6, text(60, 1000), "paragraphs"),
    stats: exactly(4, stat, "figures"),
  }),
  approach: z.strictObject({ title: text(3, 90), intro: text(30, 400), items: exactly(4, iconItem, "steps") }),
  leadership: z.strictObject({
    title: text(3, 90),
    intro: text(30, 400),
    people: between(1, 12, z.strictObject({ name: text(3, 60), role: text(3, 60), bio: text(60, 600) }), "people"),
  }),
  /** Who writes the articles and case studies (from content/authors.yaml), after the leadership. */
  authors: z.strictObject({ title: text(3, 90), intro: text(30, 400), teamsTitle: text(3, 60) }),
  values: z.strictObject({ title: text(3, 90), intro: text(30, 400), items: exactly(4, iconItem, "values") }),
  careers: z.strictObject({
    title: text(3, 90),
    intro: text(30, 400),
    paragraphs: between(1, 4, text(60, 1000), "paragraphs"),
    rolesTitle: text(3, 60),
    roles: between(0, 10, z.strictObject({ title: text(5, 80), location: text(3, 80), type: text(3, 30) }), "open roles"),
    email: z.email({ error: "must be an e-mail address, e.g. careers@arcforge.consulting" }),
  }),
  cta: callToAction("/about"),
});

/* ---------- List pages ---------- */

/**
 * The categories (insights) or sectors (case studies) entries may name: a closed list, each with
 * the one line under its page's heading. Short enough to stay under 160 characters with
 * " Page 2 of 9." after it, as the later pages' descriptions have.
 */
const topicList = z
  .array(z.strictObject({ name: text(2, 40), description: text(40, 140) }))
  .min(1, { error: "must list at least one topic" })
  .superRefine((topics, ctx) => {
    const seen = new Set<string>();
    topics.forEach((topic, index) => {
      if (seen.has(topic.name.toLowerCase())) ctx.addIssue({ code: "custom", path: [index, "name"], message: `"${topic.name}" is listed twice; keep one` });
      seen.add(topic.name.toLowerCase());
    });
  });

function listingContent(ownPath: string) {
  return z.strictObject({ meta: pageMeta, hero: pageHero, cta: callToAction(ownPath), topics: topicList });
}
export const insightsListing = listingContent("/insights");
export const caseStudiesListing = listingContent("/case-studies").extend({
  /** Closing call on each case study; its main button's label comes from the study's front-matter. */
  detailCta: z.strictObject({ title: text(8, 90), text: text(40, 300), primaryHref: link().shape.href, secondary: link() }),
});

/* ---------- Booking the strategy session ---------- */

const fieldLabels = z.strictObject({ name: text(2, 40), email: text(2, 40), company: text(2, 40), note: text(2, 40) });

export const bookContent = z.strictObject({
  meta: pageMeta,
  hero: pageHero,
  /** The session's name in calendars and e-mails: "Free strategy session". */
  sessionName: text(5, 40),
  /** The facts under the headline; {minutes} in the first is the session's length (content/availability.yaml). */
  facts: z.strictObject({ length: template(5, 30, ["minutes"]), format: text(5, 40), host: text(5, 40), price: text(5, 40) }),
  covers: z.strictObject({ title: text(3, 60), items: between(2, 4, iconItem, "topics") }),
  host: z.strictObject({ title: text(3, 60), text: text(60, 500) }),
  /** A line on what happens to the details, linked to the privacy policy. */
  privacy: z.strictObject({ text: text(30, 240), link: link() }),
  picker: z.strictObject({
    title: text(5, 60),
    loading: text(5, 60),
    unavailable: text(10, 200),
    /** When the details form's words or code cannot be fetched after a time is chosen. */
    stepUnavailable: text(10, 200),
    needsScript: text(10, 200),
    /** The time zone line; {zone} is its name, e.g. "India Standard Time (GMT+5:30)". */
    zoneNote: template(10, 80, ["zone"]),
    zoneLabel: text(3, 30),
    previousMonth: text(3, 30),
    nextMonth: text(3, 30),
    daysLegend: text(3, 40),
    /** After each day for screen readers: "9 times available". */
    dayTimes: template(5, 40, ["count"]),
    timesLegend: template(5, 60, ["day"]),
    chooseTime: text(10, 120),
    retry: text(3, 30),
    none: template(20, 200, ["days"]),
    continue: text(3, 30),
  }),
  form: z.strictObject({
    title: text(3, 40),
    /** The chosen time above the fields: "{day} at {time}". */
    chosen: template(8, 60, ["day", "time"]),
    change: text(3, 30),
    labels: fieldLabels,
    optional: text(3, 20),
    notePlaceholder: text(10, 120),
    noteTooLong: template(10, 100, ["max"]),
    submit: text(3, 30),
    sending: text(3, 40),
  }),
  /** What the server answers when it cannot book the time. */
  answers: z.strictObject({
    taken: text(10, 160),
    dayFull: text(10, 160),
    notOffered: text(10, 160),
    nearest: text(5, 80),
    invalid: text(10, 160),
    rateLimited: text(10, 160),
    unavailable: text(10, 160),
  }),
  confirmed: z.strictObject({
    title: text(5, 60),
    text: template(20, 240, ["email"]),
    manage: text(5, 60),
    home: link(),
  }),
  manage: z.strictObject({
    meta: z.strictObject({ title: text(10, 60), description: text(30, 200) }),
    title: text(5, 60),
    loading: text(5, 60),
    invalidLink: text(20, 240),
    status: z.strictObject({ confirmed: text(3, 30), cancelled: text(3, 30), past: text(3, 30) }),
    past: text(20, 200),
    cancelledNote: text(20, 200),
    reschedule: text(3, 40),
    rescheduleTitle: text(5, 60),
    moveHere: text(3, 40),
    cancel: text(3, 40),
    cancelConfirm: text(10, 160),
    cancelYes: text(3, 40),
    keep: text(3, 40),
    rescheduled: text(10, 200),
    cancelled: text(10, 200),
    bookAgain: link(),
  }),
  /** When BOOKING_SCHEDULER_URL hands booking to the firm's own scheduler. */
  handoff: z.strictObject({
    title: text(5, 60),
    text: text(30, 300),
    open: text(3, 40),
    show: text(3, 40),
    /** Said before the embed loads: {vendor} is the scheduler's address. */
    consent: template(20, 240, ["vendor"]),
    frameTitle: text(5, 60),
  }),
  cta: callToAction("/book"),
});

/* ---------- Words shared by every page ---------- */

const toast = z.strictObject({ title: text(3, 60), description: text(5, 160) });

/**
 * Text with slots the page fills in as it renders, such as "Step {number}: ". Each slot must be
 * there, written exactly, and no other braces; `runtimeSlots` lists every slot name in use.
 */
export const runtimeSlots = ["number", "total", "title", "company", "rating", "minutes", "months", "network", "max", "min", "topic", "query", "count", "span", "from", "to", "zone", "day", "time", "email", "days", "vendor"] as const;
type Slot = (typeof runtimeSlots)[number];
export function template(min: number, max: number, slots: readonly Slot[]) {
  const shown = slots.map((slot) => `{${slot}}`).join(" and ");
  return anyText(min, max).superRefine((value, ctx) => {
    for (const slot of slots) {
      if (!value.includes(`{${slot}}`)) ctx.addIssue({ code: "custom", message: `must contain ${shown}, where the page puts the value` });
    }
    for (const [, name] of value.matchAll(/\{([^{}]*)\}/g)) {
      if (!(slots as readonly string[]).includes(name!)) ctx.addIssue({ code: "custom", message: `{${name}} is not filled in here; use only ${shown}` });
    }
  });
}

/** A link to a section of the home page, as the header's entries are. */
/** What a list page calls its topics, its list and its pages. */
const listWords = z.strictObject({
  /** The name of the row of topic links. */
  topicsLabel: text(3, 60),
  /** The row's first link, to the whole list. */
  allTopics: text(3, 40),
  /** The list's heading on the whole list, and on one topic's pages. */
  allTitle: text(3, 40),
  topicTitle: template(8, 60, ["topic"]),
  /** The names of the bar of links between pages. */
  pagesLabel: text(3, 40),
  topicPagesLabel: template(8, 60, ["topic"]),
  /** A topic page's title and the later pages' description. */
  topicPageTitle: template(8, 60, ["topic"]),
  laterPagesDescription: template(30, 140, ["span", "count", "total"]),
});

const homeSectionLink = z.strictObject({
  label: text(2, 30),
  href: link().shape.href.refine((href) => href.startsWith("/#"), { error: "must be a section of the home page, e.g. /#services" }),
});

/** A link to a page or section of this site (footer columns, back links). */
const siteLink = link();

export const commonCopy = z.strictObject({
  /** The reply promise, written into other files as {responseTime}. */
  responseTime: text(5, 40).refine((value) => !/[{}]/.test(value), { error: "must be plain text without { }" }),
  site: z.strictObject({
    /** The firm described in a sentence or two: the site's default description and the firm's structured data. */
    description: text(50, 250),
    /** The home page's keywords, added to its own. */
    keywords: z
      .array(text(2, 40))
      .min(3)
      .max(12)
      .refine((list) => new Set(list.map((word) => word.toLowerCase())).size === list.length, {
        error: "lists a keyword twice; keep one of each",
      }),
    /** The insights feed's title. */
    feedTitle: text(3, 60),
  }),
  header: z.strictObject({
    /** The first thing a keyboard reaches: a jump past the header to the page's content. */
    skipLink: text(3, 40),
    /** What screen readers call the logo, which links to the home page. */
    homeLabel: text(3, 60),
    /** The header's entries: sections of the home page. */
    navigation: between(2, 8, homeSectionLink, "links"),
    /** Names screen readers give the desktop and the menu's navigation. */
    mainNavLabel: text(3, 30),
    menuNavLabel: text(3, 30),
    contactLabel: text(3, 30),
    openMenu: text(3, 30),
    menuTitle: text(3, 30),
    closeMenu: text(3, 30),
    emailPrompt: text(3, 40),
    /** The search button's name for screen readers. */
    searchLabel: text(3, 30),
  }),
  footer: z.strictObject({
    tagline: text(40, 200),
    socialLabel: text(3, 40),
    /** Each social link's name for screen readers, e.g. "Arcforge Consulting on LinkedIn (opens in a new tab)". */
    socialLink: template(10, 100, ["network"]),
    servicesTitle: text(3, 30),
    services: between(1, 8, siteLink, "links"),
    companyTitle: text(3, 30),
    company: between(1, 8, siteLink, "links"),
    contactTitle: text(3, 30),
    contactText: text(10, 160),
    rights: text(3, 60),
    legalLabel: text(3, 30),
    legal: between(1, 5, siteLink, "links"),
  }),
  /** Words on the case-study and article cards, pages and lists. */
  cards: z.strictObject({
    caseStudyLink: text(3, 30),
    insightLink: text(3, 30),
    /** Read by screen readers after a card's link text, so each link names its page. */
    linkTitle: template(7, 40, ["title"]),
    readingTime: template(10, 30, ["minutes"]),
    tagsLabel: text(3, 30),
    allCaseStudies: text(3, 40),
    allInsights: text(3, 40),
    /** Read before a topic badge's name: "Sector: Retail". */
    topicKinds: z.strictObject({ category: text(3, 20), sector: text(3, 20) }),
  }),
  /** Words on the list pages and their topic pages; {topic} is a category or sector. */
  lists: z.strictObject({
    insights: listWords,
    caseStudies: listWords,
    /** A later page's title: "Insights, page 2". */
    pageTitle: template(10, 40, ["title", "number"]),
    span: template(8, 30, ["from", "to"]),
  }),
  /** The search dialog (lib/search/dialog.ts), which gets these words inside its script. */
  search: z.strictObject({
    title: text(5, 60),
    hint: text(10, 120),
    loading: text(5, 60),
    unavailable: text(10, 120),
    noResults: template(10, 80, ["query"]),
    oneResult: template(10, 60, ["count", "query"]),
    results: template(10, 60, ["count", "query"]),
    topResults: template(10, 60, ["count", "query"]),
    resultsLabel: text(3, 30),
    close: text(3, 30),
    kinds: z.strictObject({ insight: text(3, 20), "case-study": text(3, 20) }) satisfies z.ZodType<Record<SearchKind, string>>,
    keys: z.strictObject({ enter: text(3, 10), escape: text(3, 10), move: text(3, 20), open: text(3, 20), close: text(3, 20) }),
  }),
  /** The bar of links between a list's pages. */
  pagination: z.strictObject({
    previous: text(3, 20),
    next: text(3, 20),
    /** Said by screen readers after "Previous" and "Next". */
    stepSuffix: text(3, 20),
    pageNumber: template(5, 20, ["number"]),
    pageOfTotal: template(8, 30, ["number", "total"]),
  }),
  /** The line at the foot of every share card, beside the site's address. */
  shareImageStrapline: text(10, 60),
  /** Above the title on a case study's and an article's share card: "Case Study · Retail". */
  shareImageEyebrows: z.strictObject({ caseStudy: template(8, 40, ["topic"]), insight: template(8, 40, ["topic"]) }),
  /** Names of the steps search results show above a page's title: Home › Case Studies › the page. */
  breadcrumbs: z.strictObject({ home: text(2, 30), services: text(2, 30), caseStudies: text(2, 30), insights: text(2, 30) }),
  /** Written before the author's name: "By Rajiv Malhotra" or "By Healthcare Practice". */
  bylinePrefix: text(2, 10),
  /** Title of the list of a long page's sections beside its text. */
  contentsTitle: text(3, 30),
  /** The name of the link beside each section heading of an article. */
  sectionLink: template(8, 60, ["title"]),
  caseStudy: z.strictObject({
    backLink: siteLink,
    facts: z.strictObject({
      sector: text(3, 20),
      duration: text(3, 20),
      durationValue: template(9, 30, ["months"]),
      readingTime: text(3, 20),
      published: text(3, 20),
    }),
    resultsTitle: text(3, 40),
    /** The name screen readers give the part with the challenge, the solution and the body. */
    engagementLabel: text(3, 40),
    challengeTitle: text(3, 40),
    solutionTitle: text(3, 40),
    clientTitle: text(3, 30),
    /** Other case studies and articles after a case study. */
    related: z.strictObject({ eyebrow: text(3, 30), caseStudiesTitle: text(3, 60), insightsTitle: text(3, 60) }),
  }),
  insight: z.strictObject({
    backLink: siteLink,
    relatedEyebrow: text(3, 30),
    relatedTitle: text(3, 60),
  }),
  legal: z.strictObject({
    backLink: siteLink,
    lastUpdated: text(3, 30),
    questionsTitle: text(5, 60),
    questionsText: text(20, 200),
    questionsAction: siteLink,
  }),
  /** Words only screen readers announce, which give a number or a name its meaning. */
  screenReader: z.strictObject({
    step: template(8, 30, ["number"]),
    service: template(8, 30, ["number"]),
    /** After a card's "Learn more": "about AI Strategy". */
    about: template(8, 40, ["title"]),
    /** After a client story's link. */
    aboutClient: template(10, 60, ["company"]),
    successStory: text(5, 30),
    features: template(9, 40, ["title"]),
  }),
  testimonials: z.strictObject({
    label: text(3, 40),
    slide: template(10, 30, ["number", "total"]),
    rating: template(10, 40, ["rating"]),
    showSlide: template(10, 50, ["number", "total"]),
    previous: text(3, 40),
    next: text(3, 40),
  }),
  contactForm: z.strictObject({
    labels: z.strictObject({
      name: text(2, 40),
      email: text(2, 40),
      company: text(2, 40),
      interest: text(2, 40),
      message: text(2, 40),
    }),
    interestPlaceholder: text(3, 60),
    /**
     * The label of each interest the form offers, keyed by the value the API accepts and stores
     * (lib/contact/fields.ts); every value needs its label, and no other key is allowed.
     */
    interests: z.strictObject(
      Object.fromEntries(interestValues.map((value) => [value, text(2, 40)])) as Record<Interest, ReturnType<typeof text>>,
    ),
    /** What the form and POST /api/contact say when a field is wrong; {min} and {max} are the field's limits. */
    messages: z.strictObject({
      name: template(10, 100, ["min"]),
      nameTooLong: template(10, 100, ["max"]),
      email: text(10, 100),
      emailTooLong: template(10, 100, ["max"]),
      emailLocalPartTooLong: template(10, 100, ["max"]),
      emailDomainLabelTooLong: template(10, 100, ["max"]),
      emailDomainHyphen: text(10, 100),
      company: template(10, 100, ["min"]),
      companyTooLong: template(10, 100, ["max"]),
      interest: text(10, 100),
      message: template(10, 100, ["min"]),
      messageTooLong: template(10, 100, ["max"]),
      singleLine: text(10, 100),
      invalidCharacters: text(10, 100),
    }) satisfies z.ZodType<ContactMessages>,
    /** What POST /api/contact answers when it cannot take a message; the failure toast shows it. */
    answers: z.strictObject({ invalid: text(10, 160), tooLarge: text(10, 160), rateLimited: text(10, 160), unavailable: text(10, 160) }),
    submit: text(3, 30),
    sending: text(3, 40),
    sentTitle: text(3, 60),
    sentText: text(10, 200),
    /** Under the thank-you: the way to book the session straight away. */
    sentBooking: z.strictObject({ text: text(10, 160), link: link() }),
    sendAnother: text(3, 40),
    /**
     * The pages that answer the form when the browser sent it itself (no script had run): the
     * form shown back with what needs fixing, and the thank-you. Search engines never list them.
     */
    reviewPage: z.strictObject({ title: text(3, 60), description: text(10, 160) }),
    sentPage: z.strictObject({ title: text(3, 60), description: text(10, 160) }),
    /** The form's name for screen readers. */
    formLabel: text(3, 40),
    toasts: z.strictObject({ success: toast, failure: toast }),
    /** The name screen readers give the corner where these messages appear. */
    toastRegionLabel: text(3, 40),
  }),
  /** The share button at the end of each article; when sharing fails, the toast shows the link. */
  shareArticle: z.strictObject({ label: text(3, 30), copied: toast, failed: text(3, 60) }),
  /** The page a visitor lands on at an address the site does not have. */
  notFound: z.strictObject({
    title: text(3, 60),
    description: text(10, 160),
    eyebrow: text(3, 30),
    heading: text(3, 60),
    /** For the visitor: what probably happened. */
    lead: text(10, 200),
    text: text(10, 200),
    /** The search control's words; without JavaScript it links to the insights. */
    searchLabel: text(5, 60),
    actions: actions(),
    /** The main sections, as a row of links. */
    sectionsTitle: text(3, 60),
    sections: between(3, 8, siteLink, "links"),
  }),
});

export type CommonCopy = z.infer<typeof commonCopy>;
export type BookContent = z.infer<typeof bookContent>;
export type PageMeta = z.infer<typeof pageMeta>;
export type Stat = z.infer<typeof stat>;
export type PageLink = z.infer<ReturnType<typeof link>>;
export type CallToAction = z.infer<ReturnType<typeof callToAction>>;
export type HomeContent = z.infer<typeof homeContent>;
export type Testimonial = HomeContent["testimonials"]["items"][number];
export type ServiceContent = z.infer<typeof servicePage> & { slug: ServiceSlug };
export type ServiceSection = ServiceContent["sections"][number];
export type SuccessStoriesContent = z.infer<typeof successStoriesContent>;
export type ClientStory = SuccessStoriesContent["stories"][number];
export type ClientMark = ClientStory["mark"];
export type AboutContent = z.infer<typeof aboutContent>;
export type ListingContent = z.infer<typeof insightsListing>;

/** Search-result length problems of a page's metadata: warnings, which never fail the build. */
export function searchLengthWarnings(meta: PageMeta, brandFirst = false): { field: string; message: string }[] {
  const warnings: { field: string; message: string }[] = [];
  const rendered = renderedTitle(meta.title, brandFirst);
  if (rendered.length > SEARCH_TITLE_MAX) {
    warnings.push({
      field: "meta.title",
      message: `the page's <title> "${rendered}" is ${rendered.length} characters; search results cut titles after ${SEARCH_TITLE_MAX}, so keep meta.title to ${SEARCH_TITLE_MAX - TITLE_SUFFIX.length}`,
    });
  }
  if (meta.description.length > SEARCH_DESCRIPTION_MAX) {
    warnings.push({
      field: "meta.description",
      message: `is ${meta.description.length} characters; search results cut descriptions after ${SEARCH_DESCRIPTION_MAX}`,
    });
  }
  return warnings;
}
