// GET /ops/api/audit.csv (issue 29): the rows the audit list selects for the same filters, every page, as RFC 4180
// CSV read in batches (more rows than one batch here), with spreadsheet formulas neutralised; refused outside scope.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OpsAuditReply } from '@common/generated/api';
import { auditLog, operators } from '../src/db/schema';
import { csvCell } from '../src/services/ops/auditCsv';
import { startServer, type TestServer } from './harness';
import { addOperator, opsCall, opsToken } from './ops-helpers';

/** An RFC 4180 reader: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  return rows;
}

const ROWS = 1_234;
let s: TestServer;
let owner: string;
beforeAll(async () => {
  s = await startServer();
  owner = await opsToken(s, 'owner');
  const [support] = await s.ctx.db.select().from(operators).where(eq(operators.username, 'support'));
  const start = s.ctx.clock().getTime();
  await s.ctx.db.insert(auditLog).values(
    Array.from({ length: ROWS }, (_, i) => ({
      operatorId: support!.id,
      action: 'probe.bulk',
      brandId: i % 2 ? 'lucky-peso' : 'bayani-bet',
      target: i === 0 ? '=HYPERLINK("http://evil","x")' : `probe:${i}`,
      before: i === 0 ? { note: 'a, "quoted"\nline' } : null,
      after: { i },
      // Two rows share each time: the keyset must still visit every one.
      at: new Date(start + Math.floor(i / 2) * 1000),
      address: '203.0.113.7',
    })),
  );
});
afterAll(() => s.close());

const csv = (query: string, token = owner) => opsCall(s, 'GET', `/ops/api/audit.csv?${query}`, token);

describe('cells', () => {
  test('RFC 4180 quoting and formula neutralising', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${lead}1+1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=SUM(A1,A2)')).toBe(`"'=SUM(A1,A2)"`);
  });
});

describe('GET /ops/api/audit.csv', () => {
  test('every matching row, newest first, the same as the paged list', async () => {
    const r = await csv('action=probe.bulk');
    expect(r.status).toBe(200);
    const rows = parseCsv(r.text);
    expect(rows[0]).toEqual(['id', 'at', 'operator', 'action', 'brand', 'target', 'before', 'after', 'address']);
    const body = rows.slice(1);
    expect(body).toHaveLength(ROWS);
    expect(new Set(body.map((c) => c[0])).size).toBe(ROWS);
    const ats = body.map((c) => Date.parse(c[1]!));
    expect([...ats].sort((a, b) => b - a)).toEqual(ats);

    const list = await opsCall<OpsAuditReply>(s, 'GET', '/ops/api/audit?action=probe.bulk&pageSize=5', owner);
    expect(body.slice(0, 5).map((c) => Number(c[0]))).toEqual(list.body.value!.list.map((a) => a.id));

    const evil = body.find((c) => c[5]!.includes('HYPERLINK'))!;
    expect(evil[5]).toBe(`'=HYPERLINK("http://evil","x")`);
    expect(JSON.parse(evil[6]!)).toEqual({ note: 'a, "quoted"\nline' });
    expect(evil.slice(2, 5)).toEqual(['support', 'probe.bulk', 'bayani-bet']);
  });

  test('filters by brand and time; refuses a brand outside the scope', async () => {
    const lucky = parseCsv((await csv('action=probe.bulk&brandId=lucky-peso')).text).slice(1);
    expect(lucky).toHaveLength(ROWS / 2);
    expect(new Set(lucky.map((c) => c[4]))).toEqual(new Set(['lucky-peso']));
    const first = Date.parse(lucky[lucky.length - 1]![1]!);
    const windowed = parseCsv((await csv(`action=probe.bulk&from=${first}&to=${first + 1000}`)).text).slice(1);
    expect(windowed).toHaveLength(2);

    await addOperator(s, 'bayaniaudit', [{ brandId: 'bayani-bet', role: 'viewer' }]);
    const scoped = await opsToken(s, 'bayaniaudit');
    const refused = await csv('brandId=lucky-peso', scoped);
    expect([refused.status, refused.body.code]).toEqual([403, 'auth.no.permission']);
    const own = parseCsv((await csv('action=probe.bulk', scoped)).text).slice(1);
    expect(new Set(own.map((c) => c[4]))).toEqual(new Set(['bayani-bet']));
  });
});
