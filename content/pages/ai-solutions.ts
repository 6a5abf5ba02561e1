import type { AiSolutionsContent } from "@/lib/content/page-types";

export const aiSolutions = {
  meta: {
    title: "AI Solutions Portfolio by Capability and Industry",
    description:
      "Intelligent automation, predictive analytics, customer intelligence and more: AI solutions proven across healthcare, finance, manufacturing and retail.",
    eyebrow: "AI Solutions",
  },

  hero: {
    badge: "AI Solutions",
    title: "AI solutions built for measurable business outcomes",
    intro:
      "Our solution portfolio brings together the capabilities we deliver most often, each refined across dozens of engagements. We adapt them to your data, systems and regulatory context rather than starting from a blank page.",
    stats: [
      { value: "400%", label: "Average ROI" },
      { value: "200+", label: "Implementations" },
      { value: "15+", label: "Industries served" },
    ],
  },

  capabilitiesTitle: "Core AI capabilities",
  capabilitiesIntro:
    "Six capability areas cover the problems our clients bring to us most. Each one is delivered as a production system with monitoring, documentation and a clear owner on your side.",
  capabilities: [
    {
      icon: "workflow",
      title: "Intelligent Automation",
      description:
        "Take repetitive, document-heavy work out of operations by combining machine learning, business rules and human review in one workflow.",
      features: [
        "Intelligent document processing",
        "Workflow orchestration across core systems",
        "Human-in-the-loop exception handling",
        "Automation performance dashboards",
      ],
    },
    {
      icon: "chart-line",
      title: "Predictive Analytics",
      description:
        "Forecast demand, risk and failure before they happen, with models that explain their drivers and improve as new data arrives.",
      features: [
        "Demand and capacity forecasting",
        "Predictive maintenance",
        "Credit and churn risk scoring",
        "Scenario and what-if modeling",
      ],
    },
    {
      icon: "users",
      title: "Customer Intelligence",
      description:
        "Understand and serve each customer better by unifying behavioral, transactional and service data into decisions your teams can act on.",
      features: [
        "Customer segmentation and lifetime value",
        "Real-time personalization and recommendations",
        "Conversational AI for service",
        "Sentiment and voice-of-customer analysis",
      ],
    },
    {
      icon: "shield-check",
      title: "Intelligent Security",
      description:
        "Detect fraud and cyber threats in real time with models that learn normal behavior and surface the anomalies that matter.",
      features: [
        "Real-time fraud detection",
        "Network and endpoint threat detection",
        "Identity and access anomaly monitoring",
        "Automated alert triage",
      ],
    },
    {
      icon: "chart-pie",
      title: "Business Intelligence",
      description:
        "Give leaders one trusted view of performance, with governed metrics and AI-assisted analysis that answers questions in plain language.",
      features: [
        "Governed metrics and semantic layers",
        "Executive and operational dashboards",
        "Natural-language querying",
        "Automated anomaly alerts on KPIs",
      ],
    },
    {
      icon: "brain",
      title: "Cognitive Computing",
      description:
        "Apply language, vision and reasoning models to unstructured information such as contracts, images, clinical notes and call transcripts.",
      features: [
        "Natural language understanding",
        "Computer vision and image analysis",
        "Knowledge assistants grounded in your content",
        "Decision support with explainability",
      ],
    },
  ],

  industriesTitle: "Industry solutions",
  industriesIntro:
    "We combine these capabilities with sector knowledge: the data, regulation and operating constraints that shape what works in each industry.",
  industries: [
    {
      icon: "heart-pulse",
      name: "Healthcare",
      description:
        "Clinical decision support, imaging triage, patient flow forecasting and revenue cycle automation, delivered with HIPAA-aligned data controls.",
      successStory:
        "A regional health system achieved 40% faster diagnosis with AI-assisted imaging triage.",
    },
    {
      icon: "landmark",
      name: "Financial Services",
      description:
        "Fraud detection, credit risk modeling, anti-money-laundering alert triage and document automation, built to model risk management standards.",
      successStory:
        "A North American retail bank prevented $50M in fraud with real-time transaction scoring.",
    },
    {
      icon: "factory",
      name: "Manufacturing",
      description:
        "Predictive maintenance, visual quality inspection, production scheduling and supply chain optimization connected to plant and ERP data.",
      successStory:
        "A multi-plant industrial manufacturer gained 35% efficiency through predictive maintenance.",
    },
    {
      icon: "shopping-cart",
      name: "Retail & E-commerce",
      description:
        "Personalization, demand forecasting, pricing and inventory optimization, and conversational service across digital and store channels.",
      successStory:
        "A specialty online retailer grew revenue 28% with a real-time personalization engine.",
    },
    {
      icon: "cpu",
      name: "Technology",
      description:
        "AI features embedded in software products, support automation, usage analytics and AI-assisted security operations for SaaS platforms.",
      successStory:
        "A B2B software provider automated 80% of customer support inquiries with a grounded AI assistant.",
    },
    {
      icon: "zap",
      name: "Energy & Utilities",
      description:
        "Load forecasting, grid asset failure prediction, field workforce optimization and customer analytics for generation and distribution operators.",
      successStory:
        "A mid-Atlantic utility cut maintenance costs 28% by predicting grid asset failures.",
    },
  ],

  cta: {
    title: "Find the right AI solution for your business",
    text: "Tell us about the outcome you need. In a free 30-minute session we will map it to the capabilities above and outline a realistic path to production.",
    primaryLabel: "Schedule Consultation",
    secondaryLabel: "View Success Stories",
  },
} satisfies AiSolutionsContent;
