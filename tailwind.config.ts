import type { Config } from "tailwindcss";

/**
 * Design tokens. Loaded by app/globals.css through `@config`; utilities such as `bg-brand-600`,
 * `text-ink`, `font-sans` and `animate-fade-up` come from here.
 */
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}", "./lib/**/*.{ts,tsx}", "./content/**/*.ts"],
  theme: {
    extend: {
      colors: {
        ink: {
          DEFAULT: "#0B1220",
          soft: "#1E293B",
          muted: "#475569",
        },
        night: {
          DEFAULT: "#0B1530",
          800: "#111F45",
          700: "#16295F",
        },
        brand: {
          50: "#EEF3FF",
          100: "#DCE6FF",
          200: "#B9CDFF",
          300: "#8AAEFF",
          400: "#5A86F7",
          500: "#3563E9",
          600: "#2449CC",
          700: "#1D3AA6",
          800: "#1C3283",
          900: "#1B2C66",
          950: "#111B40",
        },
        ember: {
          300: "#FCD58A",
          400: "#F5A524",
          500: "#E08A00",
          700: "#9A5A00",
        },
        surface: {
          DEFAULT: "#F6F8FC",
          line: "#E3E8F2",
        },
      },
      fontFamily: {
        sans: [
          "var(--font-sans)",
          "ui-sans-serif",
          "system-ui",
          "-apple-system",
          "Segoe UI",
          "Roboto",
          "Helvetica Neue",
          "Arial",
          "sans-serif",
        ],
      },
      maxWidth: {
        prose: "68ch",
      },
      boxShadow: {
        card: "0 1px 2px rgba(11, 18, 32, 0.04), 0 8px 24px -12px rgba(11, 18, 32, 0.12)",
        lift: "0 2px 4px rgba(11, 18, 32, 0.05), 0 24px 48px -20px rgba(11, 18, 32, 0.25)",
        header: "0 1px 0 rgba(11, 18, 32, 0.06), 0 8px 24px -16px rgba(11, 18, 32, 0.2)",
      },
      keyframes: {
        "fade-up": {
          from: { opacity: "0", transform: "translateY(12px)" },
          to: { opacity: "1", transform: "translateY(0)" },
        },
      },
      animation: {
        "fade-up": "fade-up 0.5s ease-out both",
      },
    },
  },
};

export default config;
