import fs from "node:fs";
import path from "node:path";
import { scratchContentProject } from "@/test/support/content-fixtures";
import { formatProblem } from "./loader";
import { loadSiteFacts } from "./site-facts";

/** content/site.yaml: the firm's name, addresses and profiles, which every page shows. */
const project = scratchContentProject();
const file = () => path.join(project.root(), "content", "site.yaml");
const edit = (from: string, to: string) => {
  const yaml = fs.readFileSync(file(), "utf8");
  expect(yaml).toContain(from);
  fs.writeFileSync(file(), yaml.replace(from, to));
};
const problems = () => loadSiteFacts().problems.map(formatProblem);

describe("the firm's facts (content/site.yaml)", () => {
  it("reads the file as written, each profile named by its network", () => {
    const { data, problems } = loadSiteFacts();
    expect(problems).toEqual([]);
    expect(data?.name).toBe("Arcforge Consulting");
    expect(data?.social.map((profile) => profile.name)).toEqual(["LinkedIn", "Twitter", "Facebook", "Instagram"]);
  });

  it("rejects an address that is not an e-mail address, naming the line", () => {
    edit("email: hello@arcforge.consulting", "email: hello at arcforge");
    expect(problems()).toEqual(["content/site.yaml:15: email: must be an e-mail address, e.g. hello@arcforge.consulting"]);
  });

  it("rejects a network the footer has no icon for, and a profile that is not https", () => {
    edit("network: Twitter", "network: Mastodon");
    edit("href: https://www.facebook.com/arcforgeconsulting", "href: http://www.facebook.com/arcforgeconsulting");
    expect(problems()).toEqual([
      "content/site.yaml:28: social[1].network: must be one of LinkedIn, Twitter, Facebook, Instagram (the networks the footer has an icon for)",
      "content/site.yaml:31: social[2].href: must be the profile's https:// address",
    ]);
  });

  it("rejects a field it does not know, and a missing file", () => {
    edit("foundingYear: 2014", "foundingYear: 2014\nphone: 555-0100");
    expect(problems().join("\n")).toMatch(/^content\/site\.yaml:\d+: phone: /);
    fs.rmSync(file());
    expect(problems()).toEqual(["content/site.yaml: file is missing"]);
  });
});
