// Renders docs/api.md: the hand-written intro (api-intro.md), demo accounts, the error catalogue, one section per
// endpoint from the OpenAPI document @fastify/swagger builds from schemas/api, each with its reply shape, and the
// shared shapes. gen-api-docs.ts writes it; server/test/contract.test.ts checks the file is current.
import { readFileSync } from 'node:fs';
import { format } from 'prettier';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../src/buildServer';
import type { Db } from '../src/db/client';
import { DEMO_ACCOUNTS, DEMO_INVITATION_CODE } from '../src/db/seed/demoAccounts';
import { DEMO_OPERATORS } from '../src/db/seed/opsSeed';
import { TEXT } from '../src/errors';
import { failureLines } from '../src/api/failureDocs';
import { contract } from '../src/api/route';
import { schemaText } from './schemaText';

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  default?: unknown;
  description?: string;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

export const apiDocsPath = fileURLToPath(new URL('../../docs/api.md', import.meta.url));
const intro = readFileSync(fileURLToPath(new URL('./api-intro.md', import.meta.url)), 'utf8');

/** docs/api.md as it should be, formatted. */
export async function renderApiDocs(): Promise<string> {
  // Building the routes needs no database connection: a placeholder is enough for the schemas. The dev tools are on
  // so their (opt-in) endpoints are documented too.
  const { app } = await buildServer({ db: {} as Db, production: false, devTools: true, liveBrands: false });
  const spec = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  await app.close();

  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

  function constraints(s: Schema | undefined): string {
    if (!s) return '';
    const out: string[] = [];
    if (s.enum) out.push(`one of ${s.enum.map((v) => `\`${String(v)}\``).join(', ')}`);
    if (s.minLength !== undefined) out.push(`min length ${s.minLength}`);
    if (s.maxLength !== undefined) out.push(`max length ${s.maxLength}`);
    if (s.minimum !== undefined) out.push(`≥ ${s.minimum}`);
    if (s.maximum !== undefined) out.push(`≤ ${s.maximum}`);
    if (s.pattern) out.push(`pattern \`${s.pattern}\``);
    if (s.default !== undefined) out.push(`default \`${JSON.stringify(s.default)}\``);
    return out.join('; ');
  }

  const typeOf = (s: Schema | undefined) => (Array.isArray(s?.type) ? s!.type.join(' \\| ') : (s?.type ?? 'any'));

  function table(rows: { name: string; where: string; type: string; required: boolean; notes: string }[]): string {
    if (rows.length === 0) return '';
    const lines = ['| name | in | type | required | constraints |', '|---|---|---|---|---|'];
    for (const r of rows) {
      lines.push(`| \`${r.name}\` | ${r.where} | ${r.type} | ${r.required ? 'yes' : ''} | ${cell(r.notes)} |`);
    }
    return `${lines.join('\n')}\n`;
  }

  const COMMON = new Set(['language', 'brand', 'token']);
  const sections = new Map<string, string[]>();
  const ORDER = [
    'system',
    'session',
    'member',
    'verification',
    'wallet',
    'content',
    'inbox',
    'games',
    'lottery',
    'agent',
    'images',
    'ops',
    'development',
  ];

  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'other';
      const rows = (op.parameters ?? [])
        .filter((p) => !(p.in === 'query' && COMMON.has(p.name)))
        .map((p) => ({
          name: p.name,
          where: p.in,
          type: typeOf(p.schema),
          required: !!p.required,
          notes: constraints(p.schema),
        }));
      const contentTypes = Object.keys(op.requestBody?.content ?? {});
      const body = op.requestBody?.content[contentTypes[0] ?? '']?.schema;
      for (const [name, s] of Object.entries(body?.properties ?? {})) {
        if (name === 'token') continue;
        rows.push({
          name,
          where: 'body',
          type: typeOf(s),
          required: !!body?.required?.includes(name),
          notes: constraints(s),
        });
      }
      const display = path.replace(/\{(\w+)\}/g, ':$1');
      const endpoint = op.operationId ? contract.endpoints.get(op.operationId) : undefined;
      const replyLine = endpoint?.reply
        ? `**Reply value:** \`${schemaText(endpoint.reply)}\``
        : endpoint?.produces
          ? `**Reply:** \`${endpoint.produces}\` (not an envelope).`
          : '';
      const text = [
        `#### ${method.toUpperCase()} ${display}`,
        '',
        `${op.summary ?? ''}.`,
        '',
        table(rows),
        body ? `Body: JSON${method === 'post' ? ' or form-encoded' : ''}.\n` : '',
        replyLine,
        '',
        // The failures come from the contract here, whatever route() puts in the OpenAPI description.
        (op.description ?? '').split('\n\n**Failures:**')[0]!,
        '',
        ...(endpoint
          ? ['**Failures** (status, code, when; implied ones in italics):', '', ...failureLines(endpoint), '']
          : []),
      ]
        .filter((l, i, all) => !(l === '' && all[i - 1] === ''))
        .join('\n');
      sections.set(tag, [...(sections.get(tag) ?? []), text]);
    }
  }

  const accounts = [
    '## Demo accounts',
    '',
    'Seeded for every brand only when asked: with the dev tools (`npm start`, `DEV_TOOLS=1`) or `SEED_DEMO=1`; never by default, as their passwords are public. The start command prints them when seeded.',
    '',
    '| user name | password | type | notes |',
    '|---|---|---|---|',
    ...DEMO_ACCOUNTS.map(
      (a) =>
        `| \`${a.username}\` | \`${a.password}\` | ${a.type} | ${a.description}${a.mobile ? `; mobile \`${a.mobile.dialing} ${a.mobile.num}\`` : ''}; balance ${a.balance.toFixed(2)} |`,
    ),
    '',
    `Invitation (affiliate) code of the demo agent: \`${DEMO_INVITATION_CODE}\`. Trial accounts are created on demand (GET /wps/member/trialuser) under the brand's \`trialMerchantCode\` with 2,000.00 demo balance.`,
    '',
    `Demo console operators (POST /ops/api/session; every brand; [operations.md](operations.md)): ${DEMO_OPERATORS.map((o) => `\`${o.username}\` / \`${o.password}\` (${o.role})`).join(', ')}.`,
    '',
  ].join('\n');

  const catalogue = [
    '## Error catalogue',
    '',
    'Every failure code (schemas/api/failure-codes.json). `message` is the SPEC §8 text the server sends; the client',
    'shows its own text for the code (`apiError.<code with _>`), in English or Filipino.',
    '',
    '| HTTP | code | message | meaning |',
    '|---|---|---|---|',
    ...Object.entries(contract.failureCodes).map(
      ([code, c]) => `| ${c.status} | \`${code}\` | ${TEXT[c.text as keyof typeof TEXT]} | ${cell(c.description)} |`,
    ),
    '',
  ].join('\n');

  const tags = [...sections.keys()].sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99));
  const endpoints = [
    '## Endpoints',
    '',
    'Every query also accepts `language` and `brand` (not repeated below). A `token` in the query is ignored: the session travels only in `Authorization: Bearer`.',
    '',
  ];
  for (const tag of tags) endpoints.push(`### ${tag[0]!.toUpperCase()}${tag.slice(1)}`, '', ...sections.get(tag)!);

  const shapes = [
    '## Shapes',
    '',
    'Named shapes the replies above refer to (schemas/api/*.api.json `definitions`).',
    '',
  ];
  for (const file of contract.files) {
    for (const [name, schema] of Object.entries(file.definitions ?? {})) {
      const about = typeof schema.description === 'string' ? ` ${schema.description}` : '';
      shapes.push(`- **${name}** (${file.$id}): \`${schemaText(schema, 2)}\`.${about}`);
    }
  }

  const out = [intro.trimEnd(), '', accounts, catalogue, endpoints.join('\n'), shapes.join('\n'), ''].join('\n');
  return format(out.replace(/\n{3,}/g, '\n\n'), {
    parser: 'markdown',
    singleQuote: true,
    printWidth: 120,
    trailingComma: 'all',
  });
}
