import type { ServicePage } from "@/lib/content/page-types";

export const services = [
  {
    slug: "ai-strategy",
    meta: {
      title: "AI Strategy & Implementation Consulting",
      description:
        "Assess AI readiness, prioritize use cases by value and feasibility, and build a funded roadmap with the governance and change plan to deliver it.",
      eyebrow: "Service",
    },
    hero: {
      badge: "Strategic Consulting",
      title: "AI Strategy & Implementation",
      intro:
        "We help leadership teams decide where AI will create value, what it will take to capture it and in what order to invest. The result is a roadmap your board can fund and your teams can execute, not a slide deck that stalls after the kickoff.",
    },
    stats: [
      { value: "400%", label: "Average ROI" },
      { value: "95%", label: "Success rate" },
      { value: "35%", label: "Average ROI improvement within 18 months" },
    ],
    sections: [
      {
        kind: "steps",
        id: "approach",
        title: "Our approach",
        intro:
          "A typical strategy engagement runs eight to twelve weeks with a team of three to five, working alongside a sponsor and a small group of your business and technology leads.",
        items: [
          {
            icon: "search",
            title: "Assessment & Discovery",
            description:
              "We interview leaders across functions, inventory data sources and systems, and score your maturity on strategy, data, talent, technology and governance to establish an honest baseline.",
          },
          {
            icon: "compass",
            title: "Strategy Development",
            description:
              "We build a long list of use cases, size each by value, feasibility and risk, and shape a focused portfolio tied to your strategic goals and budget cycle.",
          },
          {
            icon: "map",
            title: "Implementation Planning",
            description:
              "We sequence the portfolio into waves, define architecture and data prerequisites, set team structures and budgets, and agree the KPIs each initiative must move.",
          },
          {
            icon: "users",
            title: "Change Management",
            description:
              "We map the roles and processes each initiative touches, plan training and communications, and set up the adoption metrics that show whether people are using what is built.",
          },
        ],
      },
      {
        kind: "checklist",
        id: "deliverables",
        title: "Key deliverables",
        intro:
          "Each engagement ends with working documents your teams own and keep using, not a report that sits on a shelf.",
        items: [
          "AI readiness assessment scored across strategy, data, talent, technology and governance",
          "Prioritized use-case portfolio with value, feasibility and risk scores",
          "Business cases with ROI models and sensitivity ranges for the top initiatives",
          "Phased 24-month roadmap with milestones, dependencies and budget",
          "Target data and technology architecture for AI workloads",
          "AI governance framework covering model risk, ethics and regulatory obligations",
          "Operating model with roles, skills gaps and a hiring or partnering plan",
          "Change management and communications plan with adoption metrics",
        ],
      },
      {
        kind: "reasons",
        id: "why-us",
        title: "Why choose Arcforge",
        intro:
          "Strategy is only as good as the execution that follows it. We build every recommendation with delivery in mind.",
        items: [
          {
            icon: "cog",
            title: "Strategy shaped by builders",
            description:
              "Our strategists work alongside engineers who have shipped production AI, so every roadmap item is tested against your real data and systems before it is recommended.",
          },
          {
            icon: "chart-line",
            title: "Value you can measure",
            description:
              "We agree baselines and target metrics up front and build the tracking to report against them, so the business case stays honest from approval to payback.",
          },
          {
            icon: "scale",
            title: "Vendor-neutral advice",
            description:
              "We do not resell software or take referral fees. Platform and partner recommendations are based only on fit, cost and your existing investments.",
          },
        ],
      },
    ],
    cta: {
      title: "Ready to build an AI strategy you can execute?",
      text: "Start with a free 30-minute strategy session. We will review your priorities and suggest where a focused assessment would pay off first.",
      primaryLabel: "Schedule a Consultation",
      secondaryLabel: "View Case Studies",
    },
  },

  {
    slug: "ai-solutions",
    meta: {
      title: "AI & Machine Learning Solutions Development",
      description:
        "Custom machine learning models, generative AI integration and process automation, built inside your environment and run with production-grade MLOps.",
      eyebrow: "Service",
    },
    hero: {
      badge: "Technical Implementation",
      title: "AI & Machine Learning Solutions",
      intro:
        "Our engineering teams design, build and deploy AI systems that run in production: trained on your data, integrated with your core applications and monitored so they stay accurate as conditions change.",
    },
    stats: [
      { value: "400%", label: "Average ROI" },
      { value: "200+", label: "Implementations delivered" },
      { value: "95%", label: "Success rate" },
    ],
    sections: [
      {
        kind: "cards",
        id: "capabilities",
        title: "What we build",
        intro:
          "Three capabilities cover most of what our clients need. Each is delivered with the data pipelines, tests and monitoring that production demands.",
        items: [
          {
            icon: "brain",
            title: "Custom AI Models",
            description:
              "Forecasting, classification, anomaly detection and computer vision models trained on your data and validated against the business decisions they support.",
            tags: ["Demand forecasting", "Risk scoring", "Anomaly detection", "Computer vision"],
          },
          {
            icon: "sparkles",
            title: "Generative AI Integration",
            description:
              "Assistants and document workflows built on large language models, grounded in your knowledge bases and wrapped in guardrails, evaluation and access controls.",
            tags: [
              "Retrieval-augmented generation",
              "Document extraction",
              "Knowledge assistants",
              "Guardrails and evaluation",
            ],
          },
          {
            icon: "workflow",
            title: "Process Automation",
            description:
              "End-to-end automation that combines machine learning, rules and human review to take repetitive work out of claims, onboarding, invoicing and service operations.",
            tags: [
              "Intelligent document processing",
              "Workflow orchestration",
              "Human-in-the-loop review",
              "Exception handling",
            ],
          },
        ],
      },
      {
        kind: "steps",
        id: "process",
        title: "Our delivery process",
        intro:
          "Four phases take a use case from idea to a monitored production system, typically in four to six months with a team of three to six engineers.",
        items: [
          {
            icon: "database",
            title: "Discovery & Data Assessment",
            description:
              "We confirm the business metric, profile the data sources, check quality and access, and agree success criteria before any model is trained.",
          },
          {
            icon: "microscope",
            title: "Prototype & Validation",
            description:
              "We build a working prototype on real data within six to eight weeks and test it against a baseline with the people who will use it.",
          },
          {
            icon: "server",
            title: "Production Engineering",
            description:
              "We harden the solution with automated pipelines, integration into your applications, security reviews and documented model risk controls.",
          },
          {
            icon: "gauge",
            title: "Deployment & Optimization",
            description:
              "We roll out in stages, monitor accuracy, drift and cost, retrain on schedule, and hand over runbooks so your team can operate it independently.",
          },
        ],
      },
      {
        kind: "tags",
        id: "technology-stack",
        title: "Technology stack",
        intro:
          "We work in the platforms you already run wherever possible and choose new components only where they earn their place.",
        groups: [
          {
            label: "Languages & Frameworks",
            items: ["Python", "PyTorch", "TensorFlow", "scikit-learn", "XGBoost", "FastAPI"],
          },
          {
            label: "Cloud & MLOps",
            items: [
              "AWS SageMaker",
              "Azure Machine Learning",
              "Google Vertex AI",
              "MLflow",
              "Kubernetes",
              "Terraform",
            ],
          },
          {
            label: "Data Platforms",
            items: ["Snowflake", "Databricks", "Apache Spark", "Apache Kafka", "PostgreSQL", "dbt"],
          },
          {
            label: "Generative AI",
            items: [
              "Azure OpenAI Service",
              "Amazon Bedrock",
              "Open-weight LLMs",
              "LangChain",
              "pgvector",
              "Evaluation harnesses",
            ],
          },
        ],
      },
    ],
    cta: {
      title: "Have a use case ready to build?",
      text: "Tell us about the problem, the data you have and the decision it should improve. We will come back within 24 hours with a view on feasibility and next steps.",
      primaryLabel: "Schedule a Consultation",
      secondaryLabel: "View Case Studies",
    },
  },

  {
    slug: "ai-program-management",
    meta: {
      title: "AI Program Management and Portfolio Delivery",
      description:
        "Portfolio planning, stakeholder management, risk control and quality assurance that carry enterprise AI programs from pilots to production at scale.",
      eyebrow: "Service",
    },
    hero: {
      badge: "Program Leadership",
      title: "AI Program Management",
      intro:
        "Most AI initiatives do not fail on the model. They fail on scope, sequencing, ownership and adoption. We lead multi-team AI programs end to end so that pilots become production systems and investment turns into measured value.",
    },
    stats: [
      { value: "100+", label: "Implementations managed" },
      { value: "60%", label: "Lower project failure rate" },
      { value: "35%", label: "Average ROI improvement within 18 months" },
    ],
    sections: [
      {
        kind: "steps",
        id: "framework",
        title: "Our program framework",
        intro:
          "Four disciplines, run together from mobilization to handover, give executives one view of progress, risk and value across every AI initiative.",
        items: [
          {
            icon: "layers",
            title: "Portfolio Planning",
            description:
              "We rank initiatives by value, readiness and dependency, set stage gates from pilot to scale, and rebalance the portfolio each quarter as evidence comes in.",
          },
          {
            icon: "handshake",
            title: "Stakeholder Management",
            description:
              "We map sponsors, owners and affected teams, run a steering cadence that makes decisions rather than reviewing status, and keep business and technology aligned.",
          },
          {
            icon: "shield-check",
            title: "Risk Management",
            description:
              "We maintain a live register covering delivery, data, model, regulatory and vendor risk, with named owners, mitigation plans and clear escalation thresholds.",
          },
          {
            icon: "clipboard-check",
            title: "Quality Assurance",
            description:
              "We define acceptance criteria for data, models and integrations, review test evidence at each gate, and confirm monitoring is live before anything goes to production.",
          },
        ],
      },
      {
        kind: "checklist",
        id: "services",
        title: "Program management services",
        intro:
          "We can run the whole program or strengthen the parts your internal PMO needs help with.",
        items: [
          "Program mobilization, charter and governance setup",
          "AI portfolio prioritization and stage-gate design",
          "Integrated planning across data, engineering and business teams",
          "Steering committee facilitation and executive reporting",
          "Budget tracking and benefits realization management",
          "Risk, issue and dependency management",
          "Vendor selection, contracting support and partner oversight",
          "Model risk and regulatory compliance coordination",
          "Change management, training and adoption tracking",
          "Transition to business-as-usual operations and PMO handover",
        ],
      },
      {
        kind: "reasons",
        id: "why-us",
        title: "Why choose Arcforge",
        intro:
          "Our program leaders understand the technology well enough to challenge estimates and the business well enough to protect the outcome.",
        items: [
          {
            icon: "cpu",
            title: "Technical fluency",
            description:
              "Our program managers have worked on data and machine learning delivery, so they spot unrealistic plans, weak data assumptions and hidden dependencies early.",
          },
          {
            icon: "trending-up",
            title: "Value, not just milestones",
            description:
              "We track benefits against the approved business case, not only schedule and budget, and raise the alarm when an initiative stops earning its place.",
          },
          {
            icon: "eye",
            title: "Transparent reporting",
            description:
              "Executives get one concise view of status, risk and value across the portfolio, built on the same data the delivery teams use every day.",
          },
          {
            icon: "user-check",
            title: "Built for handover",
            description:
              "We document processes, coach internal program staff and leave a PMO that can run the next wave of AI initiatives without us.",
          },
        ],
      },
    ],
    cta: {
      title: "Bring your AI portfolio under control",
      text: "Whether you are launching a first program or rescuing one that has stalled, we can help. Book a free 30-minute strategy session to talk it through.",
      primaryLabel: "Schedule a Consultation",
      secondaryLabel: "View Case Studies",
    },
  },
] satisfies ServicePage[];
