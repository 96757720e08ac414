import type { TFunction } from 'i18next';
import {
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  feedbackProblem,
  type FeedbackProblem,
} from '@common/feedbackWords';
import { ApiError } from '../../api/envelope';
import { apiErrorText } from '../../api/apiErrorText';

/** The screen's words for a refused text, with the counts (the same for its own check and the server's). */
export function problemText(t: TFunction, problem: FeedbackProblem): string {
  switch (problem.kind) {
    case 'few':
      return t('messages.feedback.few', { n: problem.words, min: problem.min });
    case 'many':
      return t('messages.feedback.many', { n: problem.words, max: problem.max });
    case 'chars':
      return t('messages.feedback.tooLong', { n: problem.chars, max: problem.max });
    case 'control':
      return t('messages.feedback.control');
  }
}

/** The text's problem before sending, in words; undefined when it may be sent. */
export function checkFeedback(t: TFunction, text: string): string | undefined {
  const problem = feedbackProblem(text);
  return problem && problemText(t, problem);
}

/** The server's refusal in words: its bound refusals with the counts it sent, others through the catalogue. */
export function refusalText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return apiErrorText(t, error);
  const value = (error.value ?? {}) as { words?: number; chars?: number; retryAfterSeconds?: number };
  switch (error.code) {
    case 'feedback.words.few':
      return problemText(t, { kind: 'few', words: value.words ?? 0, min: FEEDBACK_MIN_WORDS });
    case 'feedback.words.many':
      return problemText(t, { kind: 'many', words: value.words ?? 0, max: FEEDBACK_MAX_WORDS });
    case 'feedback.too.long':
      return problemText(t, { kind: 'chars', chars: value.chars ?? 0, max: FEEDBACK_MAX_CHARS });
    case 'feedback.characters.invalid':
      return problemText(t, { kind: 'control' });
    case 'feedback.too.often':
      return t('messages.feedback.tooOften', { minutes: Math.max(1, Math.ceil((value.retryAfterSeconds ?? 60) / 60)) });
    default:
      return apiErrorText(t, error);
  }
}
