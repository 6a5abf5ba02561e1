import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
      // Internal links are plain anchors on purpose: see no-restricted-imports below.
      "@next/next/no-html-link-for-pages": "off",
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message:
                "Link to a page of the site with SiteLink (lib/speed/site-link.tsx): a plain <a> that LinkNavigation opens in the app, next/link in the plain build.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/speed/site-link.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // Tests, scripts and benchmarks are command-line programs: they report on the console.
    files: ["e2e/**", "test/**", "scripts/**", "bench/**", "**/*.test.ts", "server.mjs"],
    rules: { "no-console": "off" },
  },
  globalIgnores([".next/**", "out/**", "build/**", "next-env.d.ts", "bench/.work/**", "test-results/**", "playwright-report/**", ".tmp/**"]),
]);
