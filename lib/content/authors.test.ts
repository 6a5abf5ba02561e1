import fs from "node:fs";
import path from "node:path";
import { AUTHORS_YAML, scratchContentProject } from "@/test/support/content-fixtures";
import { loadAuthors } from "./authors";
import { formatProblem } from "./loader";

/** Bylines read "By <name>": each author's name must complete that sentence. */
const project = scratchContentProject();
const problems = () => loadAuthors().problems.map(formatProblem);
const withAuthors = (yaml: string) => fs.writeFileSync(path.join(project.root(), "content", "authors.yaml"), yaml);

describe("authors' names in bylines", () => {
  it("accepts a person's full name and a named team", () => {
    expect(problems()).toEqual([]);
  });

  it('rejects a team name that reads as a broken sentence after "By"', () => {
    withAuthors(AUTHORS_YAML.replace("name: Retail Practice", "name: our Organizational Development"));
    expect(problems()).toEqual([
      'content/authors.yaml:9: authors[1].name: is written after "By" in bylines; give the name alone, without "our", "the" or "by"',
      'content/authors.yaml:9: authors[1].name: must name the team as a reader should see it, ending in what it is, e.g. "Healthcare Practice" or "Arcforge Leadership Team"',
    ]);
  });

  it("rejects a person named by one word", () => {
    withAuthors(AUTHORS_YAML.replace("name: Jane Doe", "name: Jane"));
    expect(problems()).toEqual(["content/authors.yaml:4: authors[0].name: must be the person's full name, e.g. Rajiv Malhotra"]);
  });
});
