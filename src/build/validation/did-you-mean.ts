import { distance } from 'fastest-levenshtein';

/**
 * The candidate closest to a misspelt word, or undefined when nothing is close enough to be a
 * likely typo. Case is ignored, so 'cardgrid' finds 'cardGrid'.
 */
export function didYouMean(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(lower, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  // Beyond a third of the word's length the "suggestion" is a different word, which misleads.
  return bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}
