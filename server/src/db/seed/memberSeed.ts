import { and, eq } from 'drizzle-orm';
import { users, vipLevels } from '../schema';
import type { ContentSeed } from './contentSeeds';

const perks = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/** Four VIP levels of every brand: label and member-club benefits (HTML), English and Filipino. */
const LEVELS: { labelEn: string; labelTy: string; benefitsEn: string; benefitsTy: string }[] = [
  {
    labelEn: 'Bronze',
    labelTy: 'Tanso',
    benefitsEn: perks(['Birthday bonus ₱100', 'Weekly rebate 0.3%']),
    benefitsTy: perks(['Bonus sa kaarawan ₱100', 'Lingguhang rebate 0.3%']),
  },
  {
    labelEn: 'Silver',
    labelTy: 'Pilak',
    benefitsEn: perks(['Birthday bonus ₱300', 'Weekly rebate 0.5%', 'Faster withdrawals']),
    benefitsTy: perks(['Bonus sa kaarawan ₱300', 'Lingguhang rebate 0.5%', 'Mas mabilis na pag-withdraw']),
  },
  {
    labelEn: 'Gold',
    labelTy: 'Ginto',
    benefitsEn: perks(['Birthday bonus ₱800', 'Weekly rebate 0.8%', 'Priority customer service']),
    benefitsTy: perks(['Bonus sa kaarawan ₱800', 'Lingguhang rebate 0.8%', 'Unang serbisyo sa customer']),
  },
  {
    labelEn: 'Platinum',
    labelTy: 'Platino',
    benefitsEn: perks(['Birthday bonus ₱2,000', 'Weekly rebate 1.2%', 'Personal account manager']),
    benefitsTy: perks(['Bonus sa kaarawan ₱2,000', 'Lingguhang rebate 1.2%', 'Sariling account manager']),
  },
];

/** Demo accounts with a level (the others have none): docs/api.md demo accounts. */
const DEMO_LEVELS: Record<string, number> = { type0: 1, demo: 3, agent: 4 };

/** VIP levels and member-club benefits per brand, and the demo accounts' levels. */
export const memberSeed: ContentSeed = {
  name: 'member-v1',
  seed: async ({ db }, file) => {
    const brandId = file.brand.id;
    await db.insert(vipLevels).values(LEVELS.map((l, i) => ({ brandId, level: i + 1, ...l })));
    for (const [username, vipLevel] of Object.entries(DEMO_LEVELS))
      await db
        .update(users)
        .set({ vipLevel })
        .where(and(eq(users.brandId, brandId), eq(users.username, username)));
  },
};
