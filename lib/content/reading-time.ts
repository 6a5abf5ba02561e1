/** Words an adult reads in a minute of business prose; the figure the reading time is computed at. */
export const WORDS_PER_MINUTE = 230;

/**
 * The words a reader reads in a Markdown text: link and image targets, HTML and Markdown
 * punctuation are not words; "AI-driven" and "don't" are one word each.
 */
export function countWords(markdown: string): number {
  const prose = markdown
    .replace(/```[\s\S]*?```/g, (block) => block.replace(/```\w*/g, " "))
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ");
  return prose.match(/[\p{L}\p{N}]+(?:['’.,\-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Whole minutes to read a text at about 230 words a minute, rounded up; never less than one. */
export function readingMinutes(...texts: string[]): number {
  const words = texts.reduce((total, text) => total + countWords(text), 0);
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** What a reader reads on a case study's page besides its body: the challenge and the solution blocks. */
export function caseStudyExtraText(study: { challenge: string; solution: { title: string; description: string }[] }): string[] {
  return [study.challenge, ...study.solution.flatMap((block) => [block.title, block.description])];
}
