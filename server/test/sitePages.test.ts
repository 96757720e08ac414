import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadBrands } from '../src/brands/loadBrands';
import { sitePages } from '../src/db/schema';
import { startServer, type Envelope, type TestServer } from './harness';

type Page = Envelope<{ title: string; content: string }>;

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const get = async (query: string) => {
  const res = await s.inject({ url: `/wps/system/page?${query}` });
  return { status: res.statusCode, body: res.json() as Page };
};

describe('GET /wps/system/page', () => {
  test('both pages in English and Filipino', async () => {
    const service = await get('name=service&brand=lucky-peso&language=EN');
    expect(service.status).toBe(200);
    expect(service.body.value!.title).toBe('Customer service');
    expect(service.body.value!.content).toContain('Lucky Peso');
    const serviceTy = await get('name=service&brand=lucky-peso&language=TY');
    expect(serviceTy.body.value!.title).toBe('Serbisyo sa customer');

    const agreement = await get('name=useragreement&brand=lucky-peso&language=EN');
    expect(agreement.body.value!.title).toBe('Lucky Peso user agreement');
    expect(agreement.body.value!.content).toContain('at least 21 years old');
    const agreementTy = await get('name=useragreement&brand=lucky-peso&language=TY');
    expect(agreementTy.body.value!.title).toBe('Kasunduan ng user ng Lucky Peso');
    expect(agreementTy.body.value!.content).toContain('21 taong gulang');
  });

  test("without a language the brand's default language is used", async () => {
    // bayani-bet defaults to Filipino, lucky-peso to English.
    expect((await get('name=useragreement&brand=bayani-bet')).body.value!.title).toBe(
      'Kasunduan ng user ng Bayani Bet',
    );
    expect((await get('name=useragreement&brand=lucky-peso')).body.value!.title).toBe('Lucky Peso user agreement');
  });

  test('every brand has both pages, with its own name and age limit', async () => {
    for (const [id, file] of loadBrands()) {
      for (const name of ['service', 'useragreement']) {
        const page = await get(`name=${name}&brand=${id}&language=EN`);
        expect(page.status, `${id} ${name}`).toBe(200);
        expect(page.body.value!.content).toContain(file.brand.name);
      }
      const agreement = await get(`name=useragreement&brand=${id}&language=EN`);
      expect(agreement.body.value!.content).toContain(`at least ${file.brand.ageLimit} years old`);
    }
  });

  test("a brand's page is its own (brand scoping)", async () => {
    const lucky = await get('name=useragreement&brand=lucky-peso&language=EN');
    const perlas = await get('name=useragreement&brand=perlas-play&language=EN');
    expect(lucky.body.value!.content).not.toContain('Perlas Play');
    expect(perlas.body.value!.content).toContain('Perlas Play');
    expect(perlas.body.value!.content).toContain('at least 18 years old');
  });

  test('the name must be service or useragreement (400 request.invalid)', async () => {
    for (const query of ['', 'name=', 'name=help', 'name=SERVICE', 'name=service&name=useragreement']) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'request.invalid' });
    }
  });

  test('a page the brand does not have is 404 page.missing', async () => {
    await s.ctx.db
      .delete(sitePages)
      .where(and(eq(sitePages.brandId, 'tala-maintenance'), eq(sitePages.name, 'service')));
    const res = await get('name=service&brand=tala-maintenance');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'page.missing' });
    // Other brands keep theirs.
    expect((await get('name=service&brand=perlas-play')).status).toBe(200);
  });

  test('stored HTML is returned as stored (the client sanitises it), script included', async () => {
    const html = '<p>Hi</p><script>alert(1)</script><img src=x onerror="alert(2)">';
    await s.ctx.db
      .update(sitePages)
      .set({ contentEn: html })
      .where(and(eq(sitePages.brandId, 'perlas-play'), eq(sitePages.name, 'useragreement')));
    const res = await get('name=useragreement&brand=perlas-play&language=EN');
    expect(res.body.value!.content).toBe(html);
  });

  test('needs no session', async () => {
    const res = await s.inject({ url: '/wps/system/page?name=service&brand=lucky-peso', headers: {} });
    expect(res.statusCode).toBe(200);
  });
});
