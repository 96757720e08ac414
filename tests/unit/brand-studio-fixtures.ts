// The five real brands as BrandConfigs (brands/<id>/), for the brand studio's check tests.
import { readFileSync, readdirSync } from 'node:fs';

const read = (id: string, file: string) => JSON.parse(readFileSync(`brands/${id}/${file}`, 'utf8'));

export const brandIds = readdirSync('brands');

/** A fresh copy of a real brand's configuration (tests change it freely). */
export const realConfig = (id: string) => ({
  brand: read(id, 'brand.json'),
  theme: read(id, 'theme.json'),
  logo: null as string | null,
});
