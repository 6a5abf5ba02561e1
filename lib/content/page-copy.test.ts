import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { dump, load } from "js-yaml";
import { formatProblem, isError, type Problem } from "./loader";
import { loadPageCopy } from "./page-copy";
import { iconNames } from "./page-schema";

/**
 * The page-copy files (content/pages) against broken copies of the real ones: each rule of the
 * schemas, and the one-line message an editor sees for it (file, field, rule).
 */
const realPages = path.join(process.cwd(), "content", "pages");
let pages: string;

beforeEach(() => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "page-copy-"));
  pages = path.join(root, "content", "pages");
  fs.cpSync(realPages, pages, { recursive: true });
  fs.copyFileSync(path.join(realPages, "..", "figures.yaml"), path.join(root, "content", "figures.yaml"));
  process.env.CONTENT_DIR = path.join(root, "content");
});

afterAll(() => {
  delete process.env.CONTENT_DIR;
});

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Rewrites one page file through `change`, as an editor's edit would. */
function edit(file: string, change: (data: Data) => void) {
  const target = path.join(pages, file);
  const data = load(fs.readFileSync(target, "utf8")) as Data;
  change(data);
  fs.writeFileSync(target, dump(data, { lineWidth: 100 }));
}

/** Problems as an editor reads them (file, field, rule; the line is tested in check.test.ts). */
const plain = (list: Problem[]) => list.map(({ line: _line, ...problem }) => formatProblem(problem));
const errorsOf = (result: { problems: Problem[] }) => plain(result.problems.filter(isError));
const warningsOf = (result: { problems: Problem[] }) => plain(result.problems.filter((problem) => !isError(problem)));

function problems() {
  return errorsOf(loadPageCopy());
}

describe("the real page copy", () => {
  it("loads with no problem and no warning", () => {
    const result = loadPageCopy();
    expect(errorsOf(result)).toEqual([]);
    expect(warningsOf(result)).toEqual([]);
    expect(result.copy?.services.map((page) => page.slug)).toEqual(["ai-strategy", "ai-solutions", "ai-program-management"]);
  });

  it("fills in the reply promise wherever a file writes {responseTime}", () => {
    const { copy } = loadPageCopy();
    expect(copy?.common.responseTime).toBe("within 24 hours");
    expect(copy?.home.contact.responseBadge).toBe("Replies within 24 hours");
    expect(copy?.common.contactForm.toasts.success.description).toBe("We'll get back to you within 24 hours.");
    expect(JSON.stringify(copy)).not.toContain("{responseTime}");
  });
});

describe("the editors' guide", () => {
  it("lists every icon name the schema allows", () => {
    const guide = fs.readFileSync(path.join(process.cwd(), "content", "README.md"), "utf8");
    const listed = guide.match(/- `icon:` takes one of these names: ([^.]+)\./)?.[1]?.match(/`[a-z-]+`/g);
    expect(listed?.map((name) => name.slice(1, -1))).toEqual([...iconNames]);
  });
});

describe("page-copy problems", () => {
  it("names a missing field and where to add it", () => {
    edit("home.yaml", (data) => delete data.hero.intro);
    expect(problems()).toEqual(["content/pages/home.yaml: hero.intro: is missing; add it to the file (see content/README.md)"]);
  });

  it("rejects an unknown field, e.g. a misspelt one", () => {
    edit("about.yaml", (data) => {
      data.hero.tilte = data.hero.title;
    });
    expect(problems()).toEqual(["content/pages/about.yaml: hero.tilte: unknown field; title is written already (line 9), so remove this line"]);
  });

  it("counts: a home service card lists exactly four features", () => {
    edit("home.yaml", (data) => data.services.cards[1].features.pop());
    expect(problems()).toEqual(["content/pages/home.yaml: services.cards[1].features: must list exactly 4 features"]);
  });

  it("counts: six capability cards on the AI solutions page, each with four key capabilities", () => {
    edit("ai-solutions.yaml", (data) => data.capabilities[0].features.push("Capacity planning"));
    expect(problems()).toEqual(["content/pages/ai-solutions.yaml: capabilities[0].features: must list exactly 4 key capabilities"]);
    edit("ai-solutions.yaml", (data) => {
      data.capabilities[0].features.pop();
      data.capabilities.pop();
    });
    expect(problems()).toEqual(["content/pages/ai-solutions.yaml: capabilities: must list exactly 6 capability cards"]);
  });

  it("counts: four 'By the Numbers' figures and four results per client story", () => {
    edit("success-stories.yaml", (data) => {
      data.metrics.push(data.metrics[0]);
      data.stories[2].results.splice(1, 1);
    });
    expect(problems()).toEqual([
      "content/pages/success-stories.yaml: metrics: must list exactly 4 'By the Numbers' figures",
      "content/pages/success-stories.yaml: stories[2].results: must list exactly 4 key results",
    ]);
  });

  it("lengths: too short a description, too long a headline", () => {
    edit("insights.yaml", (data) => {
      data.meta.description = "AI articles.";
      data.hero.title = "A".repeat(91);
    });
    expect(problems()).toEqual([
      "content/pages/insights.yaml: meta.description: is 12 characters; write at least 110",
      "content/pages/insights.yaml: hero.title: is 91 characters; shorten it to at most 90",
    ]);
  });

  it("allows only the icon names the site can draw", () => {
    edit("about.yaml", (data) => {
      data.values.items[0].icon = "rocketship";
    });
    expect(problems()).toEqual([
      "content/pages/about.yaml: values.items[0].icon: must be one of the icon names listed in content/README.md (e.g. award, badge-check, banknote)",
    ]);
  });

  it("links must lead to a page of this site, and a #section to a section that page has", () => {
    edit("services/ai-strategy.yaml", (data) => {
      data.cta.secondary.href = "/case-study";
      data.hero.backLink.href = "/#servicez";
    });
    edit("about.yaml", (data) => {
      data.hero.actions.secondary.href = "#leaders";
    });
    const found = problems();
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(
      /^content\/pages\/about\.yaml: hero\.actions\.secondary\.href: "#leaders" is not a page or section of this site; use one of \/, \/about, /,
    );
    expect(found[1]).toMatch(/^content\/pages\/services\/ai-strategy\.yaml: hero\.backLink\.href: "\/#servicez" is not a page/);
    expect(found[2]).toMatch(/^content\/pages\/services\/ai-strategy\.yaml: cta\.secondary\.href: "\/case-study" is not a page/);
  });

  it("a Schedule a Consultation button leads to the booking page, and any other button may lead to the contact form", () => {
    edit("about.yaml", (data) => {
      data.cta.primary.href = "/#contact";
    });
    edit("ai-solutions.yaml", (data) => {
      data.cta.primary.href = "/#contact";
      data.hero.actions.primary.href = "/book";
    });
    expect(problems()).toEqual([
      "content/pages/about.yaml: cta.primary.href: is a Schedule a Consultation button, which leads to the booking page; write href: /book",
      "content/pages/ai-solutions.yaml: cta.primary.href: is a Schedule Consultation button, which leads to the booking page; write href: /book",
    ]);
  });

  it("a home service card links to one of the three service pages", () => {
    edit("home.yaml", (data) => {
      data.services.cards[0].href = "/services/ai-ethics";
    });
    expect(problems()).toEqual([
      "content/pages/home.yaml: services.cards[0].href: must be one of /services/ai-strategy, /services/ai-solutions, /services/ai-program-management",
    ]);
  });

  it("the highlighted words must appear in the home headline", () => {
    edit("home.yaml", (data) => {
      data.hero.highlight = "measurable transformation";
    });
    expect(problems()).toEqual([
      "content/pages/home.yaml: hero.highlight: must be a part of hero.headline, written exactly as it appears there",
    ]);
  });

  it("testimonial ratings are whole stars from 1 to 5; industry bars are percentages", () => {
    edit("home.yaml", (data) => {
      data.testimonials.items[0].rating = 6;
      data.expertise.industries[0].percent = 4.5;
    });
    expect(problems()).toEqual([
      "content/pages/home.yaml: expertise.industries[0].percent: must be a whole number from 0 to 100",
      "content/pages/home.yaml: testimonials.items[0].rating: must be a whole number of stars from 1 to 5",
    ]);
  });

  it("service sections: a known kind, and ids that are distinct anchors", () => {
    edit("services/ai-solutions.yaml", (data) => {
      data.sections[1].id = data.sections[0].id;
      data.sections[2].kind = "gallery";
    });
    expect(problems()).toEqual([
      "content/pages/services/ai-solutions.yaml: sections[2].kind: kind must be one of steps, cards, checklist, tags, reasons",
    ]);
    edit("services/ai-solutions.yaml", (data) => {
      data.sections[2].kind = "tags";
    });
    expect(problems()).toEqual([
      'content/pages/services/ai-solutions.yaml: sections[1].id: "capabilities" is used by an earlier section; each section needs its own id',
    ]);
  });

  it("the careers address must be an e-mail address", () => {
    edit("about.yaml", (data) => {
      data.careers.email = "careers at arcforge";
    });
    expect(problems()).toEqual([
      "content/pages/about.yaml: careers.email: must be an e-mail address, e.g. careers@arcforge.consulting",
    ]);
  });

  it("rejects an unknown {placeholder}", () => {
    edit("insights.yaml", (data) => {
      data.cta.text = "Our consultants will reply {replyTime}, and happily discuss what you have read with you.";
    });
    expect(problems()).toEqual([
      "content/pages/insights.yaml: cta.text: {replyTime} is not a shared value; use one of {responseTime}, {caseStudyCount}, {articleCount}, {authorCount}, {sectorCount}, {industryCount}, {companiesAdvised}, {projectsDelivered}, {systemsImplemented}, {implementationsManaged}, {engagementSuccess}, {clientSatisfaction}, {averageRoi}, {quotedClientsRoi}, {portfolioRoiGain}, {lowerFailureRate}, {manualWorkReduction}, {industriesServed}, {combinedExperience} or remove the braces",
    ]);
  });

  it("a text the page fills in must keep its slots, and only its own", () => {
    edit("common.yaml", (data) => {
      data.screenReader.step = "Step number: ";
      data.testimonials.showSlide = "Show testimonial {number} of {title}";
    });
    expect(problems()).toEqual([
      "content/pages/common.yaml: screenReader.step: must contain {number}, where the page puts the value",
      "content/pages/common.yaml: testimonials.showSlide: must contain {number} and {total}, where the page puts the value",
      "content/pages/common.yaml: testimonials.showSlide: {title} is not filled in here; use only {number} and {total}",
    ]);
  });

  it("the contact form labels every interest the API stores, by its stored value, and only those", () => {
    edit("common.yaml", (data) => {
      delete data.contactForm.interests["program-management"];
      data.contactForm.interests["AI Program Management"] = "AI Program Management";
    });
    expect(problems()).toEqual([
      "content/pages/common.yaml: contactForm.interests.AI Program Management: unknown field; did you mean program-management?",
    ]);
  });

  it("the contact form's messages: each one present, a limit written as {max} or {min}", () => {
    edit("common.yaml", (data) => {
      data.contactForm.messages.nameTooLong = "Name must be at most 100 characters";
      data.contactForm.messages.message = "Message must be at least 10 characters";
      delete data.contactForm.messages.singleLine;
    });
    expect(problems()).toEqual([
      "content/pages/common.yaml: contactForm.messages.nameTooLong: must contain {max}, where the page puts the value",
      "content/pages/common.yaml: contactForm.messages.message: must contain {min}, where the page puts the value",
      expect.stringMatching(/^content\/pages\/common\.yaml: contactForm\.messages\.singleLine: /),
    ]);
  });

  it("an edited contact-form message reaches the form and the API as written", () => {
    edit("common.yaml", (data) => {
      data.contactForm.messages.email = "That address does not look right";
      data.contactForm.interests.other = "Something else";
    });
    const { copy } = loadPageCopy();
    expect(copy?.common.contactForm.messages.email).toBe("That address does not look right");
    expect(copy?.common.contactForm.interests.other).toBe("Something else");
  });

  it("the firm's description, keywords and feed title: lengths, and each keyword once", () => {
    edit("common.yaml", (data) => {
      data.site.description = "AI consulting.";
      data.site.keywords.push("ai strategy");
      delete data.site.feedTitle;
    });
    expect(problems()).toEqual([
      expect.stringMatching(/^content\/pages\/common\.yaml: site\.description: .*50/),
      "content/pages/common.yaml: site.keywords: lists a keyword twice; keep one of each",
      "content/pages/common.yaml: site.feedTitle: is missing; add it to the file (see content/README.md)",
    ]);
  });

  it("a slot the page fills in elsewhere is refused in plain text", () => {
    edit("common.yaml", (data) => {
      data.caseStudy.resultsTitle = "Results for {company}";
    });
    expect(problems()).toEqual(["content/pages/common.yaml: caseStudy.resultsTitle: {company} is not filled in here; remove the braces"]);
  });

  it("the header links to sections of the home page, the footer to pages of this site", () => {
    edit("common.yaml", (data) => {
      data.header.navigation[0].href = "/about";
      data.footer.company[1].href = "/about#team";
    });
    expect(problems()).toEqual([
      "content/pages/common.yaml: header.navigation[0].href: must be a section of the home page, e.g. /#services",
      expect.stringMatching(/^content\/pages\/common\.yaml: footer\.company\[1\]\.href: "\/about#team" is not a page or section of this site; use one of /),
    ]);
  });

  it("reports a file that is not valid YAML", () => {
    fs.writeFileSync(path.join(pages, "case-studies.yaml"), "meta:\n  title: [unclosed\n");
    expect(problems()).toEqual([
      'content/pages/case-studies.yaml: a value that starts with [ must be in double quotes: title: "[unclosed"',
    ]);
  });

  it("reports a missing file, a stray file and an unknown service", () => {
    fs.rmSync(path.join(pages, "success-stories.yaml"));
    fs.writeFileSync(path.join(pages, "home.ts"), "export const home = {};\n");
    fs.copyFileSync(path.join(pages, "services", "ai-strategy.yaml"), path.join(pages, "services", "ai-ethics.yaml"));
    expect(problems()).toEqual([
      "content/pages/home.ts: is not a page-copy file; the files are about.yaml, ai-solutions.yaml, book.yaml, case-studies.yaml, common.yaml, home.yaml, insights.yaml, services, services-index.yaml, success-stories.yaml (see content/README.md)",
      "content/pages/success-stories.yaml: file is missing; the page it belongs to needs it (see content/README.md)",
      "content/pages/services/ai-ethics.yaml: is not a service page; the service files are ai-strategy.yaml, ai-solutions.yaml, ai-program-management.yaml",
    ]);
  });

  it("warns, without failing, when a title or description is too long for search results", () => {
    edit("about.yaml", (data) => {
      data.meta.title = "About Arcforge: Our Story, Leadership and Careers";
      data.meta.description = `${data.meta.description} ${"More words to read. ".repeat(3)}`.trim();
    });
    edit("home.yaml", (data) => {
      data.meta.title = "AI Strategy, Solutions and Program Leadership";
    });
    const result = loadPageCopy();
    expect(errorsOf(result)).toEqual([]);
    expect(result.copy).toBeDefined();
    expect(warningsOf(result)).toEqual([
      'content/pages/home.yaml: meta.title: the page\'s <title> "Arcforge Consulting | AI Strategy, Solutions and Program Leadership" is 67 characters; search results cut titles after 60, so keep meta.title to 38',
      'content/pages/about.yaml: meta.title: the page\'s <title> "About Arcforge: Our Story, Leadership and Careers | Arcforge Consulting" is 71 characters; search results cut titles after 60, so keep meta.title to 38',
      expect.stringMatching(/^content\/pages\/about\.yaml: meta\.description: is 2\d\d characters; search results cut descriptions after 160$/),
    ]);
  });
});
