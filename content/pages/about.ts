import type { AboutContent } from "@/lib/content/page-types";

export const about = {
  meta: {
    title: "About Us: Our Story, Leadership and Careers",
    description:
      "Founded in Wilmington, Delaware in 2014, we combine strategy, engineering and program leadership to help enterprises turn AI into measurable value.",
    eyebrow: "About",
  },

  hero: {
    badge: "About Arcforge",
    title: "Forging the future of intelligent business since 2014",
    intro:
      "We are a consulting firm of strategists, engineers and program leaders who help enterprises turn AI ambition into systems that run in production and results that show up in the numbers.",
  },

  story: {
    title: "Our story",
    paragraphs: [
      "Arcforge was founded in 2014 in Wilmington, Delaware by a founding team with more than 15 years of combined experience in management consulting, data engineering and large-program delivery. Between them they had seen the same pattern again and again: promising analytics pilots that impressed in a demo and then never changed how the business ran.",
      "So we built a different kind of firm. Strategy, engineering and program management sit in one team, accountable for one outcome. We start every engagement by agreeing the metric it must move and the baseline we will measure against, and we stay until the system is in production and your people own it.",
      "Since then we have delivered more than 50 projects for banks, health systems, manufacturers, retailers, software companies and utilities. The technology has changed enormously, from classical machine learning to generative AI, but the discipline has not: clear value, honest measurement and capability that stays with the client.",
    ],
    stats: [
      { value: "2014", label: "Founded in Wilmington, Delaware" },
      { value: "50+", label: "Projects delivered" },
      { value: "15+", label: "Years combined experience" },
      { value: "15+", label: "Industries served" },
    ],
  },

  approach: {
    title: "How we work",
    intro:
      "Every engagement follows the same four-step rhythm, scaled to the size of the problem, whether that is a six-week assessment or a multi-year program.",
    items: [
      {
        icon: "search",
        title: "Diagnose",
        description:
          "We learn how your business makes money and where decisions are made, then profile the data and systems behind them to find where AI can genuinely help.",
      },
      {
        icon: "compass",
        title: "Design",
        description:
          "We agree target metrics, baselines and scope with your sponsors and design a solution and delivery plan that fits your architecture, budget and risk appetite.",
      },
      {
        icon: "rocket",
        title: "Deliver",
        description:
          "Mixed teams of our engineers and your staff build in short increments, test against real data and release in stages, with risk and quality reviewed at every gate.",
      },
      {
        icon: "graduation-cap",
        title: "Transfer",
        description:
          "We hand over documented, monitored systems, coach the people who will run them and measure results against the baseline so the value is visible to everyone.",
      },
    ],
  },

  leadership: {
    title: "Leadership",
    intro:
      "Our leaders have built and run AI, data and transformation programs in regulated, high-stakes environments. They stay close to client work rather than managing from a distance.",
    people: [
      {
        name: "Catherine Moreau",
        role: "Managing Partner",
        bio: "Catherine co-founded Arcforge after more than a decade advising financial services and healthcare executives at a global management consultancy. She leads client relationships and the firm's strategy practice, and still spends most of her week with clients.",
      },
      {
        name: "Rajiv Malhotra",
        role: "Chief Technology Officer",
        bio: "Rajiv has built data platforms and machine learning systems for large banks and insurers, most recently as head of engineering for a national payments processor. At Arcforge he sets engineering standards and oversees the architecture of every solution we deliver.",
      },
      {
        name: "Hannah Osei",
        role: "Head of Data & AI",
        bio: "Hannah holds a PhD in statistics and spent eight years leading applied machine learning teams in healthcare and retail analytics. She leads our data science practice, from forecasting and risk models to generative AI evaluation.",
      },
      {
        name: "Thomas Brennan",
        role: "Director of Program Management",
        bio: "Thomas has run multi-year technology transformation programs for manufacturers and utilities, including enterprise-wide ERP and data modernization efforts. He leads our program management practice and the delivery framework behind our AI portfolios.",
      },
      {
        name: "Amara Whitfield",
        role: "Ethics & Compliance Officer",
        bio: "Amara spent her early career in model risk management and regulatory compliance at a large U.S. bank. She leads our responsible AI framework, covering bias testing, explainability and documentation, and advises clients on emerging AI regulation.",
      },
    ],
  },

  values: {
    title: "Our values",
    intro: "Four commitments shape how we staff, scope and deliver every engagement.",
    items: [
      {
        icon: "microscope",
        title: "Evidence over enthusiasm",
        description:
          "We recommend AI where the data and economics support it and say so plainly when they do not, even if that means a smaller engagement.",
      },
      {
        icon: "target",
        title: "Ownership of outcomes",
        description:
          "We measure ourselves by the business results our clients achieve, not by hours billed or documents delivered.",
      },
      {
        icon: "scale",
        title: "Responsible AI",
        description:
          "Fairness, transparency, privacy and security are designed into every system we build and reviewed before anything reaches production.",
      },
      {
        icon: "handshake",
        title: "Partnership and knowledge transfer",
        description:
          "We work as one team with our clients and leave them more capable than we found them, with the skills to run and extend what we built.",
      },
    ],
  },

  careers: {
    title: "Careers",
    intro:
      "We hire people who like hard problems, care about outcomes and want to see their work running in the real world.",
    paragraphs: [
      "At Arcforge you will work in small, senior teams that own a client problem from first conversation to production system. Consultants write code, engineers meet executives, and everyone understands the business case behind the work.",
      "We invest in growth with an annual learning budget, certification support and regular internal reviews where teams share what worked and what did not. We offer competitive salaries, comprehensive health benefits, a retirement plan with employer match and flexible, largely remote work with travel to client sites when it adds value.",
    ],
    roles: [
      {
        title: "Senior Machine Learning Engineer",
        location: "Wilmington, DE or remote (US)",
        type: "Full-time",
      },
      {
        title: "AI Strategy Consultant",
        location: "New York or remote (US)",
        type: "Full-time",
      },
      {
        title: "Senior Program Manager, AI Delivery",
        location: "Remote (US), with client travel",
        type: "Full-time",
      },
    ],
    email: "careers@arcforge.consulting",
  },

  cta: {
    title: "Let's build what comes next, together",
    text: "Whether you are shaping an AI strategy or scaling one that already works, we would like to hear about it. Start with a free 30-minute strategy session.",
    primaryLabel: "Schedule a Consultation",
    secondaryLabel: "View Case Studies",
  },
} satisfies AboutContent;
