// Stands in for the "server-only" guard in unit tests, which run outside the Next.js bundler.
export {};
