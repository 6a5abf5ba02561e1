import type { ListingContent } from "@/lib/content/page-types";

export const caseStudiesListing = {
  meta: {
    title: "Case Studies: AI Results Across Industries",
    description:
      "How enterprises in finance, healthcare, manufacturing, retail and education turned AI into measured results with Arcforge, told engagement by engagement.",
    eyebrow: "Case Studies",
  },
  hero: {
    badge: "Case Studies",
    title: "Supercharged outcomes through strategic innovation",
    intro:
      "Twelve engagements, twelve measured results. Each story sets out the problem our client faced, what we built with their teams and the numbers that changed afterwards.",
  },
  cta: {
    title: "Your results could be the next case study",
    text: "Tell us the outcome you need to move. In a free 30-minute strategy session we will show you how similar organizations got there and what it took.",
    primaryLabel: "Start a Conversation",
    secondaryLabel: "Explore AI Solutions",
  },
  detailCta: {
    title: "Facing a similar challenge?",
    text: "Tell us where you are today and the result you need. A senior consultant will reply within 24 hours with how we would approach it.",
    secondaryLabel: "Explore More Case Studies",
  },
} satisfies ListingContent;

export const insightsListing = {
  meta: {
    title: "Insights & Perspectives on Enterprise AI",
    description:
      "Practical guidance from Arcforge's consultants on AI strategy, generative AI, MLOps, data governance, responsible AI and measuring the return on AI.",
    eyebrow: "Insights",
  },
  hero: {
    badge: "Insights",
    title: "Insights & Perspectives",
    intro:
      "Field notes from our engagements: what separates AI programs that reach production from those that stall, and how leaders can tell the difference early.",
  },
  cta: {
    title: "Want to talk through what you have read?",
    text: "Our consultants are happy to discuss how these ideas apply to your organization. We reply to every message within 24 hours.",
    primaryLabel: "Get in Touch",
    secondaryLabel: "View Case Studies",
  },
} satisfies ListingContent;
