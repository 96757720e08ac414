import type { EndpointId } from '@common/generated/api';
import * as validators from '../config/generated/apiReplyValidators.js';
import type { ValidateFunction } from '../config/generated/validate-function';

/** Where and why a value breaks its endpoint's reply schema, one line per failing path (empty when it fits). */
export function replyProblems(id: EndpointId, value: unknown): string[] {
  const validate = (validators as unknown as Partial<Record<string, ValidateFunction>>)[id];
  if (!validate || validate({ success: true, value })) return [];
  return (validate.errors ?? []).map((e) => {
    const key = (e.params.additionalProperty ?? e.params.missingProperty) as string | undefined;
    const path = `${e.instancePath.replace(/^\/value/, '')}${key === undefined ? '' : `/${key}`}`;
    return `${id}: ${path || '/'} ${e.message ?? e.keyword}`;
  });
}

/**
 * The story replies that broke their schema while a story ran: a story answering with a shape the server would
 * never send fails its test (.storybook/preview.tsx reads and clears this after each story).
 */
export const storyReplyProblems = {
  found: [] as string[],
  check(id: EndpointId, value: unknown): void {
    for (const problem of replyProblems(id, value)) if (!this.found.includes(problem)) this.found.push(problem);
  },
  /** The problems found since the last call, as one error (or undefined), and a fresh start. */
  take(): Error | undefined {
    const found = this.found;
    this.found = [];
    return found.length ? new Error(`Story replies break the API contract:\n${found.join('\n')}`) : undefined;
  },
};
