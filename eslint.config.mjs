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
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message: "Use Link from @/components/ui/link: it prefetches on intent, not on view.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["components/ui/link.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // Tests, scripts and benchmarks are command-line programs: they report on the console.
    files: ["e2e/**", "test/**", "scripts/**", "bench/**", "**/*.test.ts", "server.mjs"],
    rules: { "no-console": "off" },
  },
  globalIgnores([".next/**", "out/**", "build/**", "next-env.d.ts", "bench/.work/**", "test-results/**", "playwright-report/**", ".tmp/**"]),
]);
