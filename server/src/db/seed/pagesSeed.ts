import type { BrandFile } from '../../brands/loadBrands';
import { sitePages } from '../schema';
import type { ContentSeed } from './contentSeeds';

interface PageText {
  titleEn: string;
  titleTy: string;
  contentEn: string;
  contentTy: string;
}

/** The customer service page: hours and how to reach the brand (the links themselves are the brand's settings). */
function servicePage(brand: BrandFile['brand']): PageText {
  return {
    titleEn: 'Customer service',
    titleTy: 'Serbisyo sa customer',
    contentEn:
      `<p>The ${brand.name} support team is here for you 24 hours a day, 7 days a week.</p>` +
      '<h2>Before you contact us</h2>' +
      '<ul><li>Have your account name ready.</li>' +
      '<li>For a deposit or withdrawal, note the time and the amount.</li>' +
      '<li>We will never ask for your login or payment password.</li></ul>' +
      '<p>Most questions are answered within a few minutes through live chat.</p>',
    contentTy:
      `<p>Ang support team ng ${brand.name} ay handang tumulong 24 oras sa isang araw, 7 araw sa isang linggo.</p>` +
      '<h2>Bago kami kontakin</h2>' +
      '<ul><li>Ihanda ang pangalan ng iyong account.</li>' +
      '<li>Para sa deposito o withdrawal, tandaan ang oras at halaga.</li>' +
      '<li>Hindi namin kailanman hihingin ang iyong login o payment password.</li></ul>' +
      '<p>Karamihan ng tanong ay nasasagot sa loob ng ilang minuto sa live chat.</p>',
  };
}

/** The user agreement, with the brand's name and its minimum age (brand.json `ageLimit`). */
function agreementPage(brand: BrandFile['brand']): PageText {
  const age = brand.ageLimit;
  return {
    titleEn: `${brand.name} user agreement`,
    titleTy: `Kasunduan ng user ng ${brand.name}`,
    contentEn:
      `<p>By opening an account with ${brand.name} you accept the terms below.</p>` +
      '<h2>1. Eligibility</h2>' +
      `<p>You must be at least ${age} years old and allowed to play where you live.</p>` +
      '<h2>2. Your account</h2>' +
      '<p>One account per person. Keep your passwords to yourself; you are responsible for what is done with them.</p>' +
      '<h2>3. Deposits and withdrawals</h2>' +
      '<p>Withdrawals go to a bank card in your own name. We may ask you to confirm your identity first.</p>' +
      '<h2>4. Fair play</h2>' +
      '<p>Accounts used for fraud, collusion or bonus abuse may be closed and their winnings withheld.</p>' +
      '<h2>5. Responsible gaming</h2>' +
      '<p>Play for fun and within your means. Contact customer service to set limits or close your account.</p>',
    contentTy:
      `<p>Sa pagbukas ng account sa ${brand.name}, tinatanggap mo ang mga tuntunin sa ibaba.</p>` +
      '<h2>1. Pagiging karapat-dapat</h2>' +
      `<p>Dapat ikaw ay hindi bababa sa ${age} taong gulang at pinapayagang maglaro kung saan ka nakatira.</p>` +
      '<h2>2. Ang iyong account</h2>' +
      '<p>Isang account bawat tao. Huwag ibahagi ang iyong mga password; ikaw ang mananagot sa paggamit nito.</p>' +
      '<h2>3. Deposito at withdrawal</h2>' +
      '<p>Ang withdrawal ay mapupunta sa bank card na nasa iyong pangalan. Maaari naming hingin na patunayan ang iyong pagkakakilanlan.</p>' +
      '<h2>4. Patas na laro</h2>' +
      '<p>Ang mga account na ginamit sa panloloko, sabwatan o pang-aabuso ng bonus ay maaaring isara at pigilan ang panalo.</p>' +
      '<h2>5. Responsableng paglalaro</h2>' +
      '<p>Maglaro para sa kasiyahan at ayon sa iyong kakayahan. Kontakin ang customer service para magtakda ng limitasyon o isara ang account.</p>',
  };
}

/** Both static pages (customer service, user agreement) in English and Filipino for every brand. */
export const pagesSeed: ContentSeed = {
  name: 'pages-v1',
  seed: async ({ db }, file) => {
    const brandId = file.brand.id;
    await db.insert(sitePages).values([
      { brandId, name: 'service', ...servicePage(file.brand) },
      { brandId, name: 'useragreement', ...agreementPage(file.brand) },
    ]);
  },
};
