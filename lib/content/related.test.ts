import { insightsForCaseStudy, relatedCaseStudies, relatedInsights } from "./related";

const article = (slug: string, category: string, keywords: string[], publishedAt = "2024-03-01", title = `Article ${slug}`) => ({
  slug,
  title,
  category,
  keywords,
  publishedAt,
});

const articles = [
  article("a", "AI Strategy", ["AI roadmap", "operating model"], "2024-03-01"),
  article("b", "AI Strategy", ["funding"], "2024-01-01"),
  article("c", "MLOps", ["operating model", "AI roadmap"], "2024-02-01"),
  article("d", "Data Strategy", ["data quality"], "2024-02-20"),
  article("e", "Data Strategy", ["lineage"], "2023-06-01"),
  article("f", "AI Strategy", ["AI roadmap"], "2022-01-01"),
];

describe("related insights", () => {
  it("picks three others by shared category and keywords, never the article itself", () => {
    const related = relatedInsights(articles[0]!, articles).map((item) => item.slug);
    expect(related).toEqual(["f", "c", "b"]);
    for (const item of articles) {
      const picked = relatedInsights(item, articles);
      expect(picked).toHaveLength(3);
      expect(picked.map((other) => other.slug)).not.toContain(item.slug);
    }
  });

  it("is the same whatever order the files are read in", () => {
    const shuffled = [articles[4]!, articles[2]!, articles[5]!, articles[0]!, articles[3]!, articles[1]!];
    for (const item of articles) {
      expect(relatedInsights(item, shuffled).map((other) => other.slug)).toEqual(relatedInsights(item, articles).map((other) => other.slug));
    }
  });

  it("makes up three with the articles published closest in time when too few share anything", () => {
    expect(relatedInsights(articles[4]!, articles).map((item) => item.slug)).toEqual(["d", "b", "c"]);
  });
});

const study = (slug: string, sector: string, tags: string[], publishedAt = "2024-01-01") => ({
  slug,
  title: `Case study ${slug}`,
  sector,
  tags: tags.map((label) => ({ label })),
  publishedAt,
});

describe("related case studies", () => {
  const studies = [
    study("retail-1", "Retail", ["Demand Forecasting", "Store Analytics", "Replenishment"]),
    study("retail-2", "Retail", ["Customer Service", "Chatbots", "NLP"], "2023-05-01"),
    study("bank-1", "Banking", ["Fraud Detection", "Demand Forecasting", "Real-time"]),
    study("health-1", "Healthcare", ["Diagnostics", "Imaging", "Clinical AI"], "2024-01-02"),
  ];

  it("ranks the same sector first, then shared tags, and never the case study itself", () => {
    expect(relatedCaseStudies(studies[0]!, studies).map((item) => item.slug)).toEqual(["retail-2", "bank-1", "health-1"]);
  });

  it("adds up to two articles that share words with its sector and tags, and none when nothing is shared", () => {
    const reading = [
      article("forecasting-retail", "Retail Analytics", ["demand forecasting"]),
      article("store-ops", "Operations", ["store analytics"]),
      article("quantum", "Emerging Technology", ["quantum computing"]),
    ];
    expect(insightsForCaseStudy(studies[0]!, reading).map((item) => item.slug)).toEqual(["forecasting-retail", "store-ops"]);
    expect(insightsForCaseStudy(studies[3]!, reading)).toEqual([]);
  });
});
