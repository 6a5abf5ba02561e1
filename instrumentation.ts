/** Runs once when a server process starts: prepares inquiry storage and e-mail delivery. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startContactRuntime } = await import("./lib/contact/runtime");
  await startContactRuntime();
}
