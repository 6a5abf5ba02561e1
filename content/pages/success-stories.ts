import type { SuccessStoriesContent } from "@/lib/content/page-types";

export const successStories = {
  meta: {
    title: "Client Success Stories and Measured AI Results",
    description:
      "How banks, health systems, manufacturers, retailers and software firms used AI to cut fraud, speed diagnosis, raise efficiency and grow revenue.",
    eyebrow: "Success Stories",
  },

  hero: {
    badge: "Success Stories",
    title: "Real transformations, measured results",
    intro:
      "Every engagement we take on starts with a baseline and ends with a number. These stories show what changed for five clients, what we built and what the results looked like a year later.",
  },

  metricsTitle: "By the Numbers",
  metrics: [
    { icon: "rocket", value: "50+", label: "AI transformations delivered" },
    { icon: "award", value: "95%", label: "Client satisfaction" },
    { icon: "trending-up", value: "400%", label: "Average ROI" },
    { icon: "clock", value: "85%", label: "Reduction in manual processing time" },
  ],

  storiesTitle: "Client stories",
  storiesIntro:
    "Company names have been changed to protect client confidentiality. The sectors, systems and figures come from our engagement records.",
  stories: [
    {
      icon: "landmark",
      company: "Calder Ridge Bancorp",
      industry: "Financial Services",
      challenge:
        "A top-20 North American retail bank was losing money to card and account-takeover fraud while a rules-based engine flooded analysts with false alerts. Loan and dispute documents were still keyed in by hand.",
      solution:
        "We built a real-time fraud scoring model on transaction, device and behavioral data, streamed through Kafka with sub-100-millisecond decisions, and automated document intake with machine learning extraction and analyst review.",
      impact:
        "Fraud losses fell sharply in the first quarter after launch, and analysts now spend their time on the cases that matter instead of clearing false positives.",
      results: [
        "67% reduction in fraud losses",
        "$50M in fraud prevented in the first year",
        "85% reduction in manual processing time",
        "40% fewer false-positive alerts",
      ],
    },
    {
      icon: "stethoscope",
      company: "Wrenfield Health Partners",
      industry: "Healthcare",
      challenge:
        "A 14-hospital regional health system faced growing imaging backlogs, and urgent findings sometimes waited hours in the same queue as routine studies.",
      solution:
        "We deployed an imaging triage model that flags likely critical findings and moves them to the top of the radiologist worklist, integrated with the existing PACS and reviewed under a clinical governance board.",
      impact:
        "Critical cases now reach a radiologist first, and clinicians trust the system because every flag is explainable and audited.",
      results: [
        "40% faster diagnosis for flagged studies",
        "42% improvement in radiology workflow efficiency",
        "30% shorter report turnaround for urgent cases",
        "Rolled out to all 14 hospitals in 12 months",
      ],
    },
    {
      icon: "factory",
      company: "Corvane Industrial",
      industry: "Manufacturing",
      challenge:
        "A multi-plant industrial components maker suffered frequent unplanned downtime on critical lines and planned maintenance on fixed schedules regardless of equipment condition.",
      solution:
        "We connected sensor and maintenance history data from three plants, built failure prediction models for critical assets, and fed prioritized work orders into the existing maintenance system.",
      impact:
        "Maintenance moved from the calendar to the condition of the equipment, and plant managers now plan around predicted risk rather than reacting to breakdowns.",
      results: [
        "35% improvement in operational efficiency",
        "28% decrease in maintenance costs",
        "45% less unplanned downtime",
        "Payback achieved within 9 months",
      ],
    },
    {
      icon: "shopping-cart",
      company: "Fernhollow Outfitters",
      industry: "E-commerce",
      challenge:
        "A fast-growing online outdoor retailer showed every visitor the same storefront, and its small service team could not keep up with order and returns inquiries during peak season.",
      solution:
        "We built a real-time recommendation engine on browsing and purchase data and a conversational assistant grounded in order, shipping and returns systems, with seamless handoff to human agents.",
      impact:
        "Shoppers now see relevant products from the first page view, and the service team handles complex cases while routine questions are answered instantly.",
      results: [
        "28% increase in online revenue",
        "80% of customer inquiries automated",
        "22% higher average order value",
        "Peak-season support staffing held flat",
      ],
    },
    {
      icon: "cpu",
      company: "Stratavue Software",
      industry: "Technology",
      challenge:
        "A B2B SaaS provider's security operations team was overwhelmed by alerts across its cloud estate, and enterprise customers were demanding stronger assurance.",
      solution:
        "We implemented AI-driven threat detection that learns normal behavior across identities, workloads and network traffic, with automated triage that groups related alerts into incidents.",
      impact:
        "The security team moved from chasing alerts to investigating real incidents, and the company passed its next enterprise security reviews with stronger evidence.",
      results: [
        "99.7% threat detection rate",
        "70% reduction in alert volume reaching analysts",
        "Mean time to respond cut from hours to minutes",
        "35% ROI increase in the first year",
      ],
    },
  ],

  testimonialsTitle: "What our clients say",
  testimonials: [
    {
      quote:
        "Arcforge treated our fraud losses as their own problem. They were in the room with our analysts every week until the numbers moved, and then they taught us to keep them moving.",
      author: "Sarah Whitcombe",
      role: "Chief Risk Officer",
      company: "Calder Ridge Bancorp",
    },
    {
      quote:
        "Our radiologists were skeptical at the start. The team earned their trust by making every flag explainable and by changing the model when clinicians pushed back.",
      author: "Dr. James Adeyemi",
      role: "Chief Medical Information Officer",
      company: "Wrenfield Health Partners",
    },
    {
      quote:
        "We expected a recommendation engine. We got a clear view of our customers and a service operation that scaled through peak season without new hires.",
      author: "Laura Kessler",
      role: "VP of E-commerce",
      company: "Fernhollow Outfitters",
    },
  ],

  cta: {
    title: "Ready to write your own success story?",
    text: "Tell us the result you are after. We will show you how comparable organizations got there and what it would take for yours.",
    primaryLabel: "Start Your Success Story",
    secondaryLabel: "View Case Studies",
  },
} satisfies SuccessStoriesContent;
