/**
 * Shapes of the structured page content kept in content/pages/*.ts. Editors change
 * figures and copy there; the compiler checks every file against these types.
 */

/** Icons a content entry may name; components/ui/icon.tsx maps each to its glyph. */
export const iconNames = [
  "award",
  "badge-check",
  "banknote",
  "bot",
  "boxes",
  "brain",
  "briefcase",
  "building",
  "calendar",
  "chart-column",
  "chart-line",
  "chart-pie",
  "check-circle",
  "clipboard-check",
  "clock",
  "cloud",
  "cog",
  "compass",
  "cpu",
  "database",
  "eye",
  "factory",
  "file-text",
  "gauge",
  "gem",
  "globe",
  "graduation-cap",
  "handshake",
  "heart-pulse",
  "landmark",
  "layers",
  "leaf",
  "lightbulb",
  "lock",
  "map",
  "message-square",
  "microscope",
  "network",
  "puzzle",
  "refresh",
  "rocket",
  "route",
  "scale",
  "search",
  "server",
  "shield",
  "shield-check",
  "shopping-cart",
  "sparkles",
  "stethoscope",
  "target",
  "trending-up",
  "truck",
  "user-check",
  "users",
  "workflow",
  "zap",
] as const;
export type IconName = (typeof iconNames)[number];

/** Title and description for the page's metadata and share card. */
export type PageMeta = {
  /** Unique page title, without the site name (the layout appends it). 30-60 characters. */
  title: string;
  /** Unique description for search results and share cards. 110-160 characters. */
  description: string;
  /** Short label shown above the title on the share card, e.g. "Service" or "Legal". */
  eyebrow: string;
};

export type Stat = { value: string; label: string };

export type IconItem = { icon: IconName; title: string; description: string };

export type PageHero = {
  badge: string;
  title: string;
  intro: string;
};

export type Testimonial = {
  quote: string;
  author: string;
  role: string;
  company: string;
  /** 1-5 stars. */
  rating: number;
};

export type CallToAction = {
  title: string;
  text: string;
  primaryLabel: string;
  secondaryLabel: string;
};

/* ---------- Home page ---------- */

export type HomeServiceCard = {
  icon: IconName;
  title: string;
  subtitle: string;
  description: string;
  /** Exactly four. */
  features: string[];
  href: "/services/ai-strategy" | "/services/ai-solutions" | "/services/ai-program-management";
};

export type IndustryBar = { name: string; percent: number };

export type HomeContent = {
  meta: PageMeta;
  hero: {
    eyebrow: string;
    headline: string;
    /** Part of the headline shown in the accent colour; must occur in `headline`. */
    highlight: string;
    intro: string;
    /** 200+ companies, 95% success rate, 400% average ROI. */
    stats: Stat[];
  };
  about: {
    eyebrow: string;
    title: string;
    paragraphs: string[];
    /** 50+ projects, 15+ years combined experience. */
    stats: Stat[];
    pillars: IconItem[];
  };
  services: { eyebrow: string; title: string; intro: string; cards: HomeServiceCard[] };
  expertise: {
    eyebrow: string;
    title: string;
    intro: string;
    /** Six capability cards. */
    capabilities: IconItem[];
    industriesTitle: string;
    industries: IndustryBar[];
    /** 200+ implementations and success stories, 98% client satisfaction, 15+ industries. */
    stats: Stat[];
  };
  testimonials: {
    eyebrow: string;
    title: string;
    intro: string;
    items: Testimonial[];
    /** 450% average ROI. */
    stat: Stat;
    clientLogos: string[];
  };
  caseStudies: { eyebrow: string; title: string; intro: string };
  insights: { eyebrow: string; title: string; intro: string };
  contact: {
    eyebrow: string;
    title: string;
    intro: string;
    /** Strategic Consultation, Rapid Response, Enterprise Solutions. */
    benefits: IconItem[];
    directTitle: string;
    directText: string;
  };
};

/* ---------- Service pages ---------- */

export type ServiceSlug = "ai-strategy" | "ai-solutions" | "ai-program-management";

export type ServiceSection =
  | {
      kind: "steps";
      id: string;
      title: string;
      intro: string;
      items: IconItem[];
    }
  | {
      kind: "cards";
      id: string;
      title: string;
      intro: string;
      items: (IconItem & { tags: string[] })[];
    }
  | {
      kind: "checklist";
      id: string;
      title: string;
      intro: string;
      items: string[];
    }
  | {
      kind: "tags";
      id: string;
      title: string;
      intro: string;
      groups: { label: string; items: string[] }[];
    }
  | {
      kind: "reasons";
      id: string;
      title: string;
      intro: string;
      items: IconItem[];
    };

export type ServicePage = {
  slug: ServiceSlug;
  meta: PageMeta;
  hero: PageHero;
  /** Headline figures shown under the hero. */
  stats: Stat[];
  sections: ServiceSection[];
  cta: CallToAction;
};

/* ---------- AI solutions ---------- */

export type AiSolutionsContent = {
  meta: PageMeta;
  hero: PageHero & { stats: Stat[] };
  capabilitiesTitle: string;
  capabilitiesIntro: string;
  /** Six cards, each with four key capabilities. */
  capabilities: (IconItem & { features: string[] })[];
  industriesTitle: string;
  industriesIntro: string;
  /** Six industries, each with a success-story line. */
  industries: { icon: IconName; name: string; description: string; successStory: string }[];
  cta: CallToAction;
};

/* ---------- Success stories ---------- */

export type ClientStory = {
  icon: IconName;
  company: string;
  industry: string;
  challenge: string;
  solution: string;
  impact: string;
  /** Four key results. */
  results: string[];
};

export type SuccessStoriesContent = {
  meta: PageMeta;
  hero: PageHero;
  metricsTitle: string;
  /** Four 'By the Numbers' figures. */
  metrics: (Stat & { icon: IconName })[];
  storiesTitle: string;
  storiesIntro: string;
  stories: ClientStory[];
  testimonialsTitle: string;
  testimonials: Omit<Testimonial, "rating">[];
  cta: CallToAction;
};

/* ---------- About ---------- */

export type Leader = {
  name: string;
  role: string;
  bio: string;
};

export type AboutContent = {
  meta: PageMeta;
  hero: PageHero;
  story: { title: string; paragraphs: string[]; stats: Stat[] };
  approach: { title: string; intro: string; items: IconItem[] };
  leadership: { title: string; intro: string; people: Leader[] };
  values: { title: string; intro: string; items: IconItem[] };
  careers: {
    title: string;
    intro: string;
    paragraphs: string[];
    roles: { title: string; location: string; type: string }[];
    email: string;
  };
  cta: CallToAction;
};

/* ---------- List pages ---------- */

export type ListingContent = {
  meta: PageMeta;
  hero: PageHero;
  cta: CallToAction;
  /** Closing call on each detail page; its button label comes from the page's own front-matter. */
  detailCta?: { title: string; text: string; secondaryLabel: string };
};
