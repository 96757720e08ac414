import { banks, securityQuestions } from '../schema';
import type { ContentSeed } from './contentSeeds';

/** Philippine banks and e-wallets a member may add a card of, in display order. */
const BANKS: readonly { code: string; name: string }[] = [
  { code: 'BDO', name: 'BDO Unibank' },
  { code: 'BPI', name: 'Bank of the Philippine Islands' },
  { code: 'MBTC', name: 'Metrobank' },
  { code: 'LBP', name: 'Land Bank of the Philippines' },
  { code: 'PNB', name: 'Philippine National Bank' },
  { code: 'UBP', name: 'UnionBank' },
  { code: 'SECB', name: 'Security Bank' },
  { code: 'GCASH', name: 'GCash' },
  { code: 'MAYA', name: 'Maya' },
];

/** Account-recovery questions, English and Filipino. */
const QUESTIONS: readonly { en: string; ty: string }[] = [
  { en: "What is your mother's maiden name?", ty: 'Ano ang apelyido ng iyong ina noong dalaga pa siya?' },
  { en: 'What was the name of your first pet?', ty: 'Ano ang pangalan ng una mong alagang hayop?' },
  { en: 'In which city were you born?', ty: 'Saang lungsod ka ipinanganak?' },
  { en: 'What was the name of your elementary school?', ty: 'Ano ang pangalan ng iyong paaralang elementarya?' },
  { en: 'What is your favourite food?', ty: 'Ano ang paborito mong pagkain?' },
];

/** The security centre's banks and security questions, once per brand. */
export const securitySeed: ContentSeed = {
  name: 'security-v1',
  seed: async ({ db }, file) => {
    const brandId = file.brand.id;
    await db.insert(banks).values(BANKS.map((b, sort) => ({ brandId, code: b.code, name: b.name, sort })));
    await db
      .insert(securityQuestions)
      .values(QUESTIONS.map((q, sort) => ({ brandId, sort, textEn: q.en, textTy: q.ty })));
  },
};
