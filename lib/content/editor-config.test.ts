import fs from "node:fs";
import path from "node:path";
import { CORE_SCHEMA, load } from "js-yaml";
import matter from "gray-matter";
import { z } from "zod";
import { loadAuthors } from "./authors";
import { declaredTopics } from "./collections";
import { editorConfig, editorConfigYaml, editorFields, type EditorField } from "./editor-config";
import { figureEntry, fillFigures, loadFigures } from "./figures";
import { contentRoot } from "./root";
import { accentColors, caseStudyFrontMatter, insightFrontMatter, legalFrontMatter } from "./schema";
import { fillPlaceholders, readSharedValues } from "./shared-values";

/** A form never refuses what the content check accepts, and refuses what it refuses for a length, a missing field, a choice or a count. */
const content = {
  authors: loadAuthors().authors,
  categories: declaredTopics("insights")!,
  sectors: declaredTopics("case-studies")!,
  figures: Object.values(loadFigures().figures!),
};
const config = editorConfig(content, { siteUrl: "https://www.example.com", branch: "main" });

type Collection = (typeof config.collections)[number];
const collection = (name: string) => config.collections.find((item) => item.name === name) as Collection & Record<string, unknown>;

function refusals(fields: readonly EditorField[], data: Record<string, unknown>, at: string): string[] {
  return fields.flatMap((field) => refusal(field, data[field.name], `${at}${at ? "." : ""}${field.name}`));
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

function refusal(field: EditorField, value: unknown, at: string): string[] {
  if (isEmpty(value)) return field.required === false ? [] : [`${at}: required`];
  switch (field.widget) {
    case "string":
    case "text":
    case "markdown":
    case "image":
      if (typeof value !== "string" && typeof value !== "number") return [`${at}: not text`];
      return field.pattern && !new RegExp(field.pattern[0]).test(String(value)) ? [`${at}: ${field.pattern[1]}`] : [];
    case "datetime":
      return /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? [] : [`${at}: not a date`];
    case "select": {
      const values = field.options!.map((option) => (typeof option === "string" ? option : option.value));
      return values.includes(String(value)) ? [] : [`${at}: not one of the options`];
    }
    case "number":
      if (typeof value !== "number" || (field.value_type === "int" && !Number.isInteger(value))) return [`${at}: not a number`];
      return (field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max) ? [`${at}: out of bounds`] : [];
    case "boolean":
      return typeof value === "boolean" ? [] : [`${at}: not true or false`];
    case "object":
      return value && typeof value === "object" ? refusals(field.fields!, value as Record<string, unknown>, at) : [`${at}: not an object`];
    case "list": {
      if (!Array.isArray(value)) return [`${at}: not a list`];
      const bounds = (field.min !== undefined && value.length < field.min) || (field.max !== undefined && value.length > field.max) ? [`${at}: count`] : [];
      return [
        ...bounds,
        ...value.flatMap((item, index) => {
          const itemAt = `${at}[${index}]`;
          if (field.field) return refusal(field.field, item, itemAt);
          const fields = field.types ? field.types.find((type) => type.name === (item as Record<string, unknown>)[field.typeKey!])?.fields : field.fields;
          return fields ? refusals(fields, item as Record<string, unknown>, itemAt) : [`${itemAt}: unknown kind`];
        }),
      ];
    }
  }
}

type Change = { path: (string | number)[]; value: unknown };
const REMOVE = Symbol("remove");

function changes(fields: readonly EditorField[], data: Record<string, unknown>, at: (string | number)[]): Change[] {
  return fields.flatMap((field) => {
    const value = data[field.name];
    if (value === undefined) return [];
    const here = [...at, field.name];
    const own: Change[] = [{ path: here, value: REMOVE }];
    if (typeof value === "string") own.push({ path: here, value: "" }, { path: here, value: `${value} `.repeat(20) }, { path: here, value: "x" });
    if (field.widget === "select") own.push({ path: here, value: "not-an-option" });
    if (Array.isArray(value)) {
      own.push({ path: here, value: [...value, ...value, ...value] }, { path: here, value: value.slice(0, 1) });
      value.forEach((item, index) => {
        if (field.field) own.push(...changes([{ ...field.field, name: "item" }], { item }, [...here, index]).map((change) => ({ ...change, path: [...here, index] })));
        else if (item && typeof item === "object") {
          const fieldsOfItem = field.types ? field.types.find((type) => type.name === (item as Record<string, unknown>)[field.typeKey!])?.fields : field.fields;
          if (fieldsOfItem) own.push(...changes(fieldsOfItem, item as Record<string, unknown>, [...here, index]));
        }
      });
    } else if (field.widget === "object" && value && typeof value === "object") {
      own.push(...changes(field.fields!, value as Record<string, unknown>, here));
    }
    return own;
  });
}

function applied(data: unknown, { path: at, value }: Change): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of at.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = at[at.length - 1]!;
  if (value === REMOVE) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else parent[last] = value;
  return copy;
}

const shared = readSharedValues();
const figures = loadFigures().figures!;
/** The shared values and figures filled in, as the loaders do. */
const checked = (schema: z.ZodType, data: unknown) => schema.safeParse(fillFigures(fillPlaceholders(data, shared, [], () => {}), figures, [], () => {}));
/** Cross-field and content rules are the check's alone. */
const formIssue = (issue: z.core.$ZodIssue) => ["too_big", "too_small", "invalid_value", "invalid_type", "invalid_format", "invalid_union"].includes(issue.code);
const startsWith = (a: PropertyKey[], b: PropertyKey[]) => b.every((segment, index) => a[index] === segment);

/** An optional field left empty is left out of the file (omit_empty_optional_fields). */
function saved(fields: readonly EditorField[], data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const field of fields) {
    const value = out[field.name];
    if (field.required === false && isEmpty(value)) delete out[field.name];
    else if (field.widget === "object" && value && typeof value === "object" && !Array.isArray(value)) out[field.name] = saved(field.fields!, value as Record<string, unknown>);
  }
  return out;
}

/** Pick-lists from content are stricter than the schema: the check's own rules refuse what is not in them. */
function drift(schema: z.ZodType, fields: readonly EditorField[], data: Record<string, unknown>, fromContent: string[] = []): string[] {
  if (!(schema instanceof z.ZodObject)) throw new Error("a content file's schema is an object");
  if (!checked(schema, data).success) throw new Error("the fixture must be valid content");
  const found: string[] = [];
  const asIs = refusals(fields, data, "");
  if (asIs.length > 0) found.push(`the form refuses the file as it is: ${asIs.join("; ")}`);
  // The rest of the file is unchanged, so each change is checked against its top-level field only.
  for (const change of changes(fields, data, [])) {
    const top = String(change.path[0]);
    const field = fields.find((item) => item.name === top)!;
    const changed = saved(fields, applied(data, change) as Record<string, unknown>);
    const result = checked((schema.shape as Record<string, z.ZodType>)[top]!, changed[top]);
    const refused = refusal(field, (applied(data, change) as Record<string, unknown>)[top], top);
    const what = `${change.path.join(".")} = ${change.value === REMOVE ? "(removed)" : JSON.stringify(change.value).slice(0, 40)}`;
    if (result.success && refused.length > 0 && !fromContent.includes(top)) {
      found.push(`${what}: the check accepts it, the form refuses it (${refused.join("; ")})`);
    }
    if (!result.success && refused.length === 0 && result.error.issues.some((issue) => formIssue(issue) && startsWith([top, ...issue.path], change.path))) {
      found.push(`${what}: the check refuses it (${result.error.issues.map((issue) => issue.message).join("; ")}), the form accepts it`);
    }
  }
  return found;
}

const read = (file: string) => fs.readFileSync(path.join(contentRoot(), file), "utf8");
const frontMatter = (file: string) => matter(read(file), { engines: { yaml: (source: string) => load(source, { schema: CORE_SCHEMA }) as object } });

describe("the browser editor's forms follow the content schemas", () => {
  const withoutBody = (fields: readonly EditorField[]) => fields.filter((field) => field.name !== "body");
  const files = (name: string) => collection(name).files as { file: string; fields: EditorField[] }[];

  it.each([
    ["insights", "content/insights/ai-vision-to-value.md"],
    ["case-studies", "content/case-studies/ai-risk-management.md"],
  ])("%s: %s and every change of it", (name, file) => {
    const schema = name === "insights" ? insightFrontMatter : caseStudyFrontMatter;
    const data = frontMatter(file.replace(/^content\//, "")).data;
    expect(drift(schema, withoutBody(collection(name).fields as EditorField[]), data, ["category", "sector", "author"])).toEqual([]);
  });

  it("page copy, authors, the firm's details and figures, the booking hours and the legal pages, on every file and every change of them", async () => {
    const { pageCopyFiles } = await import("./page-copy");
    const { authorsFile } = await import("./authors");
    const { siteFactsFile } = await import("./site-facts");
    const { availabilityFile } = await import("./availability");
    const figuresForm = z.strictObject(Object.fromEntries(content.figures.map((figure) => [figure.id, figureEntry])));
    const schemaOf = (file: string): z.ZodType =>
      file === "content/figures.yaml"
        ? figuresForm
        : file === "content/authors.yaml"
        ? authorsFile
        : file === "content/site.yaml"
        ? siteFactsFile
        : file === "content/availability.yaml"
        ? availabilityFile
        : file.startsWith("content/legal/")
        ? legalFrontMatter
        : pageCopyFiles.find((page) => `content/${page.file}` === file)!.schema;
    const all = [...files("pages"), ...files("authors"), ...files("legal")];
    expect(all.map((item) => item.file).sort()).toEqual(
      [...pageCopyFiles.map((page) => `content/${page.file}`), "content/authors.yaml", "content/site.yaml", "content/figures.yaml", "content/availability.yaml", "content/legal/privacy-policy.md", "content/legal/terms-of-service.md"].sort(),
    );
    for (const { file, fields } of all) {
      const relative = file.replace(/^content\//, "");
      const data = file.endsWith(".md") ? frontMatter(relative).data : (load(read(relative), { schema: CORE_SCHEMA }) as Record<string, unknown>);
      expect([file, drift(schemaOf(file), withoutBody(fields), data)]).toEqual([file, []]);
    }
  }, 60_000);

  it("pick-lists hold what the check accepts: the declared categories and sectors, the authors' ids, the colours", () => {
    const field = (name: string, field: string) => (collection(name).fields as EditorField[]).find((item) => item.name === field)!;
    expect(field("insights", "category").options).toEqual(content.categories);
    expect(field("case-studies", "sector").options).toEqual(content.sectors);
    expect(field("insights", "author").options!.map((option) => (typeof option === "string" ? option : option.value))).toEqual(content.authors.map((author) => author.id));
    expect(field("insights", "categoryColor").options).toEqual([...accentColors]);
  });

  it("a list of the firm's figures picks each by id from content/figures.yaml, and leaves its value and label to that file", () => {
    const home = files("pages").find((item) => item.file === "content/pages/home.yaml")!;
    const stats = home.fields.find((item) => item.name === "hero")!.fields!.find((item) => item.name === "stats")!;
    expect(stats.fields!.map((item) => item.name)).toEqual(["figure"]);
    expect(stats.fields![0]).toMatchObject({ widget: "select", options: content.figures.map((figure) => ({ label: `${figure.value} ${figure.label}`, value: figure.id })) });
    const stories = files("pages").find((item) => item.file === "content/pages/success-stories.yaml")!;
    const metrics = stories.fields.find((item) => item.name === "metrics")!;
    expect(metrics.fields!.map((item) => item.name)).toEqual(["figure", "icon"]);
  });

  it("uploads go where the check looks: a case study's picture and a body's pictures under public/images", () => {
    const image = (collection("case-studies").fields as EditorField[]).find((field) => field.name === "image")!.fields!.find((field) => field.name === "src")!;
    expect(image).toMatchObject({ widget: "image", media_folder: "/public/images/case-studies", public_folder: "/images/case-studies" });
    expect(new RegExp(image.pattern![0]).test("/images/case-studies/grocery-demand.png")).toBe(true);
    expect(new RegExp(image.pattern![0]).test("/images/case-studies/Grocery Demand.png")).toBe(false);
    expect(collection("insights")).toMatchObject({ media_folder: "/public/images/insights", public_folder: "/images/insights" });
  });

  it("opens pull requests: GitHub with the editorial workflow, signing in through this site", () => {
    expect(config).toMatchObject({
      backend: { name: "github", branch: "main", base_url: "https://www.example.com", auth_endpoint: "admin/auth" },
      publish_mode: "editorial_workflow",
      local_backend: true,
    });
  });

  it("a schema with a kind of field the editor cannot show stops the build, naming the field", () => {
    const schema = z.strictObject({ topics: z.record(z.string(), z.string()) });
    expect(() => editorFields(schema, { media: { folder: "public/images", public: "/images" } })).toThrow("the browser editor has no form control for topics");
  });

  it("is served as YAML that reads back as the same configuration", () => {
    const yaml = editorConfigYaml({ siteUrl: "https://www.example.com", branch: "main", repo: "arcforge/website" });
    const parsed = load(yaml) as typeof config;
    expect(parsed.backend).toMatchObject({ repo: "arcforge/website" });
    expect(parsed.collections.map((item) => item.name)).toEqual(config.collections.map((item) => item.name));
  });
});
