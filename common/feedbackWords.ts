// Feedback bounds (SPEC §5 "between a minimum and maximum number of words"), shared by the feedback screen and the
// server so both refuse the same text with the same counts.

/** Fewest words a feedback may have. */
export const FEEDBACK_MIN_WORDS = 5;
/** Most words a feedback may have. */
export const FEEDBACK_MAX_WORDS = 500;
/** Most characters (a cap on one very long "word" or pasted blob; the server stores text, not files). */
export const FEEDBACK_MAX_CHARS = 5_000;

/**
 * A word is a run of letters, combining marks or digits, which an apostrophe or hyphen may join ("don't",
 * "mag-log", "24/7" is two words); punctuation and emoji alone are not words, so "!!!!!" counts 0.
 */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

/** How many words the text has. */
export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** Control characters other than tab, line feed and carriage return (they are refused, not stripped). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/u;

export type FeedbackProblem =
  | { kind: 'few'; words: number; min: number }
  | { kind: 'many'; words: number; max: number }
  | { kind: 'chars'; chars: number; max: number }
  | { kind: 'control' };

/** Why a feedback text is refused, or undefined when it may be sent. */
export function feedbackProblem(text: string): FeedbackProblem | undefined {
  if (CONTROL.test(text)) return { kind: 'control' };
  const chars = [...text].length;
  if (chars > FEEDBACK_MAX_CHARS) return { kind: 'chars', chars, max: FEEDBACK_MAX_CHARS };
  const words = countWords(text);
  if (words < FEEDBACK_MIN_WORDS) return { kind: 'few', words, min: FEEDBACK_MIN_WORDS };
  if (words > FEEDBACK_MAX_WORDS) return { kind: 'many', words, max: FEEDBACK_MAX_WORDS };
  return undefined;
}
