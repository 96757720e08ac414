// An endpoint's failures in words, for docs/api.md and the OpenAPI description: status, code and when, declared
// first, then the implied ones (marked) the endpoint does not declare itself.
import { impliedWithReason } from './impliedFailures';
import { loadFailureCodes, type EndpointSpec } from './loadContract';

const registry = loadFailureCodes();

/** Markdown list lines, one per code the endpoint can answer with. */
export function failureLines(e: Pick<EndpointSpec, 'auth' | 'flag' | 'rateLimit' | 'failures'>): string[] {
  const status = (code: string) => registry[code]!.status;
  const declared = e.failures ?? [];
  const lines = declared.map((f) => `- ${status(f.code)} \`${f.code}\`${f.when ? ` — ${f.when}` : ''}`);
  for (const { code, why } of impliedWithReason(e))
    if (!declared.some((f) => f.code === code)) lines.push(`- ${status(code)} \`${code}\` — _implied: ${why}_`);
  return lines;
}
