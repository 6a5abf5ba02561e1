import { dump } from "js-yaml";
import { z } from "zod";
import { authorsFile, AUTHORS_FILE, loadAuthors, type Author } from "./authors";
import { availabilityFile, AVAILABILITY_FILE } from "./availability";
import { declaredTopics } from "./collections";
import { ContentError, isError } from "./loader";
import { pageCopyFiles } from "./page-copy";
import { figureEntry, loadFigures, type Figure } from "./figures";
import { caseStudyFrontMatter, editorFormOf, insightFrontMatter, legalFrontMatter, type EditorMeta } from "./schema";
import { FIGURES_FILE } from "./shared-values";
import { siteFactsFile, SITE_FILE } from "./site-facts";

/** The browser editor's configuration, generated from the content check's schemas so a form offers only what the check accepts. */
type Node = EditorMeta & {
  type?: string | string[];
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  anyOf?: Node[];
  oneOf?: Node[];
  enum?: (string | number)[];
  const?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

type Option = string | { label: string; value: string };

export type EditorField = {
  name: string;
  label: string;
  widget: "string" | "text" | "markdown" | "number" | "boolean" | "select" | "datetime" | "image" | "object" | "list";
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  default?: unknown;
  options?: Option[];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  choose_url?: boolean;
  media_folder?: string;
  public_folder?: string;
  fields?: EditorField[];
  field?: EditorField;
  types?: (EditorField & { widget: "object" })[];
  typeKey?: string;
  summary?: string;
  collapsed?: boolean;
  buttons?: string[];
  editor_components?: string[];
  modes?: string[];
};

/** Pick-lists from content, by field path or by the name a schema gives (EditorMeta's choices). */
export type Choices = Record<string, Option[]>;

type Media = { folder: string; public: string };

function jsonSchemaOf(schema: z.core.$ZodType): Node {
  // The input side, before the schema's transforms.
  return z.toJSONSchema(schema, {
    io: "input",
    override: ({ zodSchema, jsonSchema }) => {
      const form = editorFormOf(zodSchema);
      if (!form) return;
      const { $schema: _, ...formSchema } = jsonSchemaOf(form) as Node & { $schema?: string };
      for (const key of Object.keys(jsonSchema)) delete (jsonSchema as Record<string, unknown>)[key];
      Object.assign(jsonSchema, formSchema);
    },
  }) as Node;
}

const acronyms: Record<string, string> = { cta: "Call to action", seo: "Search", url: "URL", id: "ID" };

function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase()
    .split(" ")
    .map((word) => acronyms[word] ?? word);
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const sentence = (text: string) => (/[.?!]$/.test(text) ? text : `${text}.`);

function lengthRule(node: Node): string | undefined {
  const { minLength: min, maxLength: max } = node;
  if (min !== undefined && max !== undefined) return `${min} to ${max} characters`;
  if (max !== undefined) return `At most ${max} characters`;
  if (min !== undefined && min > 1) return `At least ${min} characters`;
  return undefined;
}

function countRule(node: Node): string | undefined {
  const { minItems: min, maxItems: max } = node;
  if (min !== undefined && min === max) return `Exactly ${min}`;
  if (min !== undefined && max !== undefined) return `${min} to ${max}`;
  if (max !== undefined) return `At most ${max}`;
  if (min !== undefined && min > 0) return `At least ${min}`;
  return undefined;
}

function hintOf(node: Node, rule: string | undefined): string | undefined {
  const parts = [node.description, rule].filter((part): part is string => Boolean(part)).map(sentence);
  return parts.length > 0 ? parts.join(" ") : undefined;
}

/** Decap checks one pattern, so the length rule is folded into it. */
function patternOf(node: Node): [string, string] | undefined {
  const { minLength: min, maxLength: max, pattern } = node;
  const length = min !== undefined || max !== undefined ? `[\\s\\S]{${min ?? 0},${max ?? ""}}` : undefined;
  if (pattern && length) return [`(?=^${length}$)(?:${pattern})`, node.patternMessage ?? `Must match the form described above; ${lengthRule(node)!.toLowerCase()}`];
  if (pattern) return [pattern, node.patternMessage ?? "Must match the form described above"];
  if (length) return [`^${length}$`, `${lengthRule(node)!}`];
  return undefined;
}

/** The form writes text, so a union such as a figure's becomes its text member. */
function textMember(node: Node): Node | undefined {
  if (Array.isArray(node.type)) return node.type.includes("string") ? { ...node, type: "string" } : undefined;
  const members = node.anyOf ?? node.oneOf;
  if (!members || !members.every((member) => member.type === "string" || member.type === "number" || member.type === "integer")) return undefined;
  const text = members.find((member) => member.type === "string");
  return text ? { ...text, description: node.description ?? text.description, title: node.title ?? text.title } : undefined;
}

type Context = { choices: Choices; media: Media };

function fieldOf(name: string, node: Node, required: boolean, at: string, context: Context): EditorField {
  const base = { name, label: node.title ?? labelOf(name), ...(required ? {} : { required: false }) };
  if (node.choices !== undefined && !context.choices[node.choices]) throw new Error(`the browser editor has no pick-list "${node.choices}" for ${at}`);
  const choice = context.choices[at] ?? (node.choices !== undefined ? context.choices[node.choices] : undefined);
  if (choice) return { ...base, widget: "select", options: choice, hint: hintOf(node, undefined) };

  const union = textMember(node);
  if (union) return fieldOf(name, union, required, at, context);

  if (node.editor === "date") {
    return {
      ...base,
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      picker_utc: true,
      ...(required ? { default: "{{now}}" } : {}),
      hint: hintOf(node, "Written YYYY-MM-DD"),
    };
  }
  if (node.editor === "image") {
    return {
      ...base,
      widget: "image",
      choose_url: false,
      media_folder: `/${context.media.folder}`,
      public_folder: context.media.public,
      pattern: patternOf(node),
      hint: hintOf(node, undefined),
    };
  }
  if (node.enum) return { ...base, widget: "select", options: node.enum.map(String), hint: hintOf(node, undefined) };

  switch (node.type) {
    case "string":
      return {
        ...base,
        widget: (node.maxLength ?? 0) > 160 ? "text" : "string",
        pattern: patternOf(node),
        hint: hintOf(node, lengthRule(node)),
      };
    case "integer":
    case "number":
      return {
        ...base,
        widget: "number",
        value_type: node.type === "integer" ? "int" : "float",
        ...(node.minimum !== undefined ? { min: node.minimum } : {}),
        ...(node.maximum !== undefined ? { max: node.maximum } : {}),
        hint: hintOf(node, node.minimum !== undefined && node.maximum !== undefined ? `${node.minimum} to ${node.maximum}` : undefined),
      };
    case "boolean":
      return { ...base, widget: "boolean", ...(node.default !== undefined ? { default: node.default } : {}), required: false, hint: hintOf(node, undefined) };
    case "object":
      return { ...base, widget: "object", collapsed: false, fields: fieldsOf(node, at, context), hint: hintOf(node, undefined) };
    case "array":
      return listOf(base, node, at, context);
    default:
      throw new Error(`the browser editor has no form control for ${at} (${JSON.stringify(node).slice(0, 120)})`);
  }
}

function summaryOf(fields: EditorField[]): string | undefined {
  const shown = ["title", "name", "label", "question", "company", "value"].find((name) => fields.some((field) => field.name === name));
  return shown ? `{{fields.${shown}}}` : undefined;
}

function listOf(base: { name: string; label: string; required?: boolean }, node: Node, at: string, context: Context): EditorField {
  const items = node.items;
  if (!items) throw new Error(`the browser editor has no form control for ${at}: a list without items`);
  const bounds = {
    ...(node.minItems !== undefined ? { min: node.minItems } : {}),
    ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
    hint: hintOf(node, countRule(node)),
  };
  const variants = items.oneOf ?? items.anyOf;
  if (variants && variants.every((variant) => variant.type === "object")) {
    const typeKey = Object.keys(variants[0]!.properties ?? {}).find((key) => variants.every((variant) => variant.properties?.[key]?.const !== undefined));
    if (!typeKey) throw new Error(`the browser editor has no form control for ${at}: a list of different items without a kind field`);
    return {
      ...base,
      widget: "list",
      typeKey,
      types: variants.map((variant) => {
        const kind = variant.properties![typeKey]!.const!;
        const fields = fieldsOf({ ...variant, properties: Object.fromEntries(Object.entries(variant.properties!).filter(([key]) => key !== typeKey)) }, `${at}[]`, context);
        return { name: kind, label: labelOf(kind), widget: "object" as const, fields, summary: summaryOf(fields) };
      }),
      ...bounds,
    };
  }
  if (items.type === "object") {
    const fields = fieldsOf(items, `${at}[]`, context);
    return { ...base, widget: "list", fields, summary: summaryOf(fields), collapsed: true, ...bounds };
  }
  return { ...base, widget: "list", field: fieldOf(labelOf(base.name), items, true, `${at}[]`, context), ...bounds };
}

function fieldsOf(node: Node, at: string, context: Context): EditorField[] {
  if (node.type !== "object" || !node.properties) throw new Error(`the browser editor has no form control for ${at || "the file"}: only fields with names it knows can be shown`);
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties).map(([name, child]) => fieldOf(name, child, required.has(name), at ? `${at}.${name}` : name, context));
}

export function editorFields(schema: z.ZodType, { choices = {}, media }: { choices?: Choices; media: Media }): EditorField[] {
  return fieldsOf(jsonSchemaOf(schema), "", { choices, media });
}

const body = (hint: string): EditorField => ({
  name: "body",
  label: "Text",
  widget: "markdown",
  hint,
  buttons: ["bold", "italic", "link", "heading-two", "heading-three", "heading-four", "quote", "bulleted-list", "numbered-list"],
  editor_components: ["image"],
  modes: ["rich_text", "raw"],
});

const bodyHint =
  "Start with a paragraph: the page shows the title above it. Use Heading 2 for sections and Heading 3 for sub-sections; pictures need a description.";

export type EditorContent = {
  authors: readonly Author[];
  categories: readonly string[];
  sectors: readonly string[];
  figures: readonly Figure[];
};

export type EditorTarget = {
  /** Where the sign-in with GitHub starts (/admin/auth). */
  siteUrl: string;
  /** Unset, only the local mode works. */
  repo?: string;
  branch: string;
};

const pageLabels: Record<string, string> = {
  "pages/common.yaml": "Words on every page",
  "pages/home.yaml": "Home page",
  "pages/about.yaml": "About page",
  "pages/ai-solutions.yaml": "AI solutions page",
  "pages/success-stories.yaml": "Success stories page",
  "pages/case-studies.yaml": "Case studies list (and its sectors)",
  "pages/insights.yaml": "Insights list (and its categories)",
  "pages/services-index.yaml": "Services page",
  "pages/services/ai-strategy.yaml": "Service: AI strategy",
  "pages/services/ai-solutions.yaml": "Service: AI solutions",
  "pages/services/ai-program-management.yaml": "Service: AI program management",
  "pages/book.yaml": "Booking page (and managing a booking)",
};

const images = (folder: string): Media => ({ folder: `public/images/${folder}`, public: `/images/${folder}` });

function entryCollection({ name, label, one, schema, choices, bodyHint: hint }: { name: string; label: string; one: string; schema: z.ZodType; choices: Choices; bodyHint: string }) {
  const media = images(name);
  return {
    name,
    label,
    label_singular: one,
    description: `The ${label.toLowerCase()} under /${name}. Saving opens a pull request; the content check runs on it.`,
    folder: `content/${name}`,
    extension: "md",
    format: "frontmatter",
    create: true,
    slug: "{{slug}}",
    identifier_field: "title",
    summary: "{{title}} ({{publishedAt}})",
    sortable_fields: ["publishedAt", "title"],
    media_folder: `/${media.folder}`,
    public_folder: media.public,
    preview_path: `${name}/{{slug}}`,
    fields: [...editorFields(schema, { choices, media }), body(hint)],
  };
}

function dataFile(name: string, label: string, file: string, schema: z.ZodType, options: { choices?: Choices } = {}) {
  return { name, label, file: `content/${file}`, format: "yaml", fields: editorFields(schema, { media: images("pages"), ...options }) };
}

const fileName = (file: string) => file.replace(/\.ya?ml$/, "").replace(/[^a-z0-9]+/g, "-");

export function editorConfig(content: EditorContent, settings: EditorTarget) {
  const authorOptions = content.authors.map((author) => ({
    label: author.type === "person" ? `${author.name}, ${author.role}` : author.name,
    value: author.id,
  }));
  const dataImages = images("pages");
  const figureOptions = content.figures.map((figure) => ({ label: `${figure.value} ${figure.label}`, value: figure.id }));
  return {
    backend: {
      name: "github",
      ...(settings.repo ? { repo: settings.repo } : {}),
      branch: settings.branch,
      base_url: settings.siteUrl,
      auth_endpoint: "admin/auth",
      squash_merges: true,
      commit_messages: {
        create: "Add {{collection}} “{{slug}}” (browser editor)",
        update: "Edit {{collection}} “{{slug}}” (browser editor)",
        delete: "Remove {{collection}} “{{slug}}” (browser editor)",
        uploadMedia: "Add picture “{{path}}” (browser editor)",
        deleteMedia: "Remove picture “{{path}}” (browser editor)",
      },
    },
    // Local hosts only: `npm run editor` (decap-server) writes to the working copy.
    local_backend: true,
    logo_url: "/logo.png",
    publish_mode: "editorial_workflow",
    site_url: settings.siteUrl,
    media_folder: "public/images",
    public_folder: "/images",
    omit_empty_optional_fields: true,
    // The page's look is previewed with npm run dev or the pull request's preview.
    editor: { preview: false },
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      entryCollection({
        name: "insights",
        label: "Articles",
        one: "Article",
        schema: insightFrontMatter,
        choices: { category: content.categories.map(String), author: authorOptions },
        bodyHint,
      }),
      entryCollection({
        name: "case-studies",
        label: "Case studies",
        one: "Case study",
        schema: caseStudyFrontMatter,
        choices: { sector: content.sectors.map(String), author: authorOptions },
        bodyHint: `${bodyHint} The challenge, the solution and the results above are shown from their fields; do not repeat them here.`,
      }),
      {
        name: "legal",
        label: "Legal pages",
        files: ["privacy-policy", "terms-of-service"].map((slug) => ({
          name: slug,
          label: labelOf(slug),
          file: `content/legal/${slug}.md`,
          format: "frontmatter",
          fields: [...editorFields(legalFrontMatter, { media: dataImages }), body(bodyHint)],
        })),
      },
      {
        name: "authors",
        label: "Authors",
        files: [dataFile("authors", "Authors and teams", AUTHORS_FILE, authorsFile)],
      },
      {
        name: "pages",
        label: "Page copy",
        files: [
          ...pageCopyFiles.map(({ file, schema }) =>
            dataFile(fileName(file.replace(/^pages\//, "")), pageLabels[file] ?? labelOf(fileName(file)), file, schema, { choices: { figures: figureOptions } }),
          ),
          dataFile("site", "The firm's details (name, addresses, profiles)", SITE_FILE, siteFactsFile),
          dataFile("availability", "Booking hours (when the strategy session can be booked)", AVAILABILITY_FILE, availabilityFile),
          {
            name: "figures",
            label: "The firm's figures (every page that gives one)",
            file: `content/${FIGURES_FILE}`,
            format: "yaml",
            // Pages name figures by id, so the ids stay as they are.
            fields: content.figures.map((figure) => ({
              name: figure.id,
              label: figure.label,
              widget: "object" as const,
              collapsed: true,
              summary: "{{fields.value}} {{fields.label}}",
              fields: editorFields(figureEntry, { media: dataImages }),
            })),
          },
        ],
      },
    ],
  };
}

export function editorConfigYaml(target: EditorTarget): string {
  const { authors, problems } = loadAuthors();
  const { figures, problems: figureProblems } = loadFigures();
  const categories = declaredTopics("insights");
  const sectors = declaredTopics("case-studies");
  const errors = [...problems, ...figureProblems].filter(isError);
  if (errors.length > 0 || !figures) throw new ContentError(errors);
  if (!categories || !sectors) throw new Error("the topics of content/pages/insights.yaml or case-studies.yaml cannot be read; run npm run content:check");
  // Through JSON: fields a schema does not set are left out, not written as undefined.
  return dump(JSON.parse(JSON.stringify(editorConfig({ authors, categories, sectors, figures: Object.values(figures) }, target))), { lineWidth: -1, noRefs: true });
}
