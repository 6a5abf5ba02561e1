import type { HomeContent } from "@/lib/content/page-types";

export const home = {
  meta: {
    title: "AI Strategy, Solutions and Program Leadership",
    description:
      "We help enterprise leaders turn AI into measurable results, from strategy and machine learning solutions to program management and digital transformation.",
    eyebrow: "Arcforge Consulting",
  },

  hero: {
    eyebrow: "AI & Business Consulting",
    headline: "Turn AI ambition into measurable business transformation",
    highlight: "measurable business transformation",
    intro:
      "We help enterprise leaders decide where AI will pay off, build the systems that deliver it and run the programs that carry it into daily operations, with every result tracked against a baseline agreed on day one.",
    stats: [
      { value: "200+", label: "Companies advised" },
      { value: "95%", label: "Success rate" },
      { value: "400%", label: "Average ROI" },
    ],
  },

  about: {
    eyebrow: "About Us",
    title: "A consulting partner that stays until the model is in production",
    paragraphs: [
      "Arcforge was founded in Wilmington, Delaware in 2014 by strategy consultants, data engineers and program leaders who had watched too many promising analytics projects stall between the pilot and the business. We built the firm around one idea: an AI initiative is finished only when it changes a decision, a process or a line in the P&L.",
      "Our engagements combine business strategy, machine learning engineering and delivery management in one team. A typical team pairs an engagement lead with two to four engineers and a program manager, works inside the client's own cloud and data platforms, and hands over documented, monitored systems that internal staff can run and extend.",
    ],
    stats: [
      { value: "50+", label: "Projects delivered" },
      { value: "15+", label: "Years combined experience" },
    ],
    pillars: [
      {
        icon: "target",
        title: "Outcome-first scoping",
        description:
          "Every engagement starts with the metric it must move and the baseline it will be measured against, agreed in writing before any build work begins.",
      },
      {
        icon: "layers",
        title: "Strategy and engineering together",
        description:
          "The people who shape the roadmap also ship the models, so recommendations stay grounded in what your data and systems can actually support.",
      },
      {
        icon: "shield-check",
        title: "Responsible by design",
        description:
          "Bias testing, explainability and model risk documentation are part of delivery from the first sprint, not a scramble before an audit.",
      },
      {
        icon: "graduation-cap",
        title: "Capability that stays",
        description:
          "We pair with your staff throughout, so your teams can operate, retrain and extend what we build long after our engagement ends.",
      },
    ],
  },

  services: {
    eyebrow: "Services",
    title: "Three ways we turn AI into business value",
    intro:
      "Clients come to us at different points on the journey. Some need a clear, funded roadmap; some need a production system built; some need a portfolio of initiatives brought under control. Most engagements draw on all three.",
    cards: [
      {
        icon: "compass",
        title: "AI Strategy & Consulting",
        subtitle: "From opportunity map to funded roadmap",
        description:
          "We assess your data, systems and organization, rank AI use cases by value and feasibility, and build the business case and operating model your board will approve.",
        features: [
          "AI readiness and data maturity assessment",
          "Use-case prioritization by value and feasibility",
          "Business case and ROI modeling",
          "Governance and operating model design",
        ],
        href: "/services/ai-strategy",
      },
      {
        icon: "cpu",
        title: "AI Solutions Development",
        subtitle: "Production-grade models and integrations",
        description:
          "Our engineers design, build and deploy machine learning and generative AI systems inside your environment, with the monitoring and retraining pipelines they need to stay accurate.",
        features: [
          "Custom machine learning models",
          "Generative AI assistants grounded in your data",
          "Intelligent process automation",
          "MLOps, monitoring and model retraining",
        ],
        href: "/services/ai-solutions",
      },
      {
        icon: "workflow",
        title: "AI Program Management",
        subtitle: "Portfolio leadership from pilot to scale",
        description:
          "We run multi-team AI programs end to end: sequencing the portfolio, aligning stakeholders, managing risk and vendors, and reporting value in terms your executives track.",
        features: [
          "AI portfolio planning and governance",
          "Stakeholder alignment and change management",
          "Risk, compliance and vendor oversight",
          "Value tracking and executive reporting",
        ],
        href: "/services/ai-program-management",
      },
    ],
  },

  expertise: {
    eyebrow: "Expertise",
    title: "Depth across the technologies that move the needle",
    intro:
      "Our practitioners have built and run these systems in regulated, high-volume environments. We bring that hands-on depth to every recommendation we make.",
    capabilities: [
      {
        icon: "brain",
        title: "Artificial Intelligence",
        description:
          "Forecasting, classification, optimization and computer vision models trained on your data and validated against the decisions they are meant to improve.",
      },
      {
        icon: "sparkles",
        title: "Generative AI",
        description:
          "Retrieval-augmented assistants, document processing and content generation with guardrails, evaluation suites and clear human review points.",
      },
      {
        icon: "cloud",
        title: "Cloud Transformation",
        description:
          "Migration and modernization on AWS, Azure and Google Cloud, with landing zones, cost controls and the data platforms AI workloads depend on.",
      },
      {
        icon: "shield",
        title: "Cybersecurity",
        description:
          "AI-assisted threat detection, security for machine learning pipelines, and controls that keep models and training data protected.",
      },
      {
        icon: "chart-column",
        title: "Data Analytics",
        description:
          "Modern data platforms, governed metrics layers and dashboards that give leaders one trusted version of performance.",
      },
      {
        icon: "rocket",
        title: "Digital Transformation",
        description:
          "Redesigning processes, roles and systems together so that new technology changes how work actually gets done.",
      },
    ],
    industriesTitle: "Industry depth",
    industries: [
      { name: "Financial Services", percent: 90 },
      { name: "Healthcare & Life Sciences", percent: 85 },
      { name: "Technology & Software", percent: 95 },
      { name: "Manufacturing & Retail", percent: 80 },
    ],
    stats: [
      { value: "200+", label: "Implementations and success stories" },
      { value: "98%", label: "Client satisfaction" },
      { value: "15+", label: "Industries served" },
    ],
  },

  testimonials: {
    eyebrow: "Testimonials",
    title: "What our clients say",
    intro:
      "The leaders we work with judge us on results in their own operations. Here is how four of them describe the work.",
    items: [
      {
        quote:
          "Arcforge rebuilt our fraud scoring on real-time transaction data and stayed through two quarters of tuning with our risk team. Losses dropped within the first month, and our own engineers now own the retraining pipeline.",
        author: "Daniel Okafor",
        role: "Chief Technology Officer (CTO)",
        company: "Calder Ridge Bancorp",
        rating: 5,
      },
      {
        quote:
          "They did not start with technology. They started with where our clinicians lose time, and the imaging triage model they built around that answer is now part of how our radiology teams work every day.",
        author: "Priya Raman",
        role: "VP of Innovation",
        company: "Wrenfield Health Partners",
        rating: 5,
      },
      {
        quote:
          "We had eleven AI pilots and no way to choose between them. Arcforge gave us a scoring model, a governance board and a sequence. Eighteen months later, four of those pilots run in production across our plants.",
        author: "Marcus Lindqvist",
        role: "Head of Digital Transformation",
        company: "Corvane Industrial",
        rating: 5,
      },
      {
        quote:
          "The demand forecasting work paid for itself before the first peak season ended. What impressed me most was how carefully they brought our planners along rather than handing them a black box.",
        author: "Elena Vasquez",
        role: "Operations Director",
        company: "Pellmont Logistics",
        rating: 5,
      },
    ],
    stat: { value: "450%", label: "Average ROI reported by our clients" },
    clientLogos: [
      "Calder Ridge Bancorp",
      "Wrenfield Health Partners",
      "Corvane Industrial",
      "Pellmont Logistics",
    ],
  },

  caseStudies: {
    eyebrow: "Case Studies",
    title: "Results our clients can measure",
    intro:
      "A selection of recent engagements, each with the business problem, the system we built and the figures it moved.",
  },

  insights: {
    eyebrow: "Insights",
    title: "Perspectives from our practitioners",
    intro:
      "Field notes on AI strategy, delivery and governance from the consultants and engineers who do the work.",
  },

  contact: {
    eyebrow: "Contact",
    title: "Let's talk about your AI agenda",
    intro:
      "Tell us where you are and what you want to achieve. A senior consultant will review your message and come back with concrete next steps, not a sales script.",
    benefits: [
      {
        icon: "calendar",
        title: "Strategic Consultation",
        description:
          "Book a free 30-minute strategy session with a senior consultant to pressure-test your priorities, data readiness and next steps.",
      },
      {
        icon: "clock",
        title: "Rapid Response",
        description:
          "Every inquiry receives a reply from our team within 24 hours, with a named contact for follow-up.",
      },
      {
        icon: "building",
        title: "Enterprise Solutions",
        description:
          "Engagements sized for organizations of all sizes, from a focused pilot for a mid-sized firm to multi-year enterprise programs.",
      },
    ],
    directTitle: "Prefer to write directly?",
    directText:
      "Send us an email describing your goals and timeline, and a senior consultant will reply within 24 hours.",
  },
} satisfies HomeContent;
