import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** The Markdown toolchain (unified, remark and friends) ships ES modules only: compile it for Jest. */
const esmOnlyPackages = [
  "remark",
  "unified",
  "mdast",
  "micromark",
  "unist",
  "hast",
  "vfile",
  "bail",
  "trough",
  "is-plain-obj",
  "devlop",
  "zwitch",
  "longest-streak",
  "ccount",
  "character-",
  "decode-named-character-reference",
  "property-information",
  "space-separated-tokens",
  "comma-separated-tokens",
  "html-void-elements",
  "stringify-entities",
  "trim-lines",
  "markdown-table",
  "escape-string-regexp",
  "web-namespaces",
  "temporal-",
];

/** Unit tests sit beside the code they test as *.test.ts. */
const config = {
  testEnvironment: "node",
  testMatch: ["<rootDir>/{lib,components,app,scripts}/**/*.test.ts", "<rootDir>/bench/lib/**/*.test.ts"],
  moduleNameMapper: {
    "^server-only$": "<rootDir>/test/support/empty-module.ts",
    "^@/(.*)$": "<rootDir>/$1",
  },
  testTimeout: 30_000,
  setupFiles: ["<rootDir>/test/support/jest-setup.ts"],
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${esmOnlyPackages.join("|")}))`,
      ...resolved.transformIgnorePatterns.filter((pattern) => !pattern.includes("node_modules")),
    ],
  };
}
