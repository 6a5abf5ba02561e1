/** The booking card's heading, which names the step the visitor is at (kept apart so the page's first code holds no more than this). */
export const headingClass = "mb-6 text-2xl font-semibold tracking-tight text-ink outline-none";
