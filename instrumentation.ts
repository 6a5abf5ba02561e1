/** Runs once when a server process starts: prepares inquiry storage and e-mail delivery. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startContactRuntime } = await import("./lib/contact/runtime");
  try {
    await startContactRuntime();
  } catch (error) {
    // A misconfigured inquiry pipeline would lose leads: refuse to serve rather than run without it.
    console.error(`Contact pipeline misconfigured: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
