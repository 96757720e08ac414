// Texts of the feedback thread (the operator's reference reply, in English and Filipino) and the demo thread seeded
// for the `demo` member, so the message centre shows a conversation before anyone sends feedback.

/** The reply every feedback gets at once from the reference server (a real back office would answer later). */
export const FEEDBACK_REPLY = {
  titleEn: 'Re: your feedback',
  titleTy: 'Re: ang iyong feedback',
  contentEn:
    'Thank you for your feedback. Our team has received it and will review it within 2 working days. ' +
    'If we need more details we will write to you here.',
  contentTy:
    'Salamat sa iyong feedback. Natanggap ito ng aming team at susuriin sa loob ng 2 araw ng trabaho. ' +
    'Kung kailangan namin ng higit pang detalye, susulatan ka namin dito.',
} as const;

/** The `demo` member's earlier feedback (already answered and read). */
export const DEMO_FEEDBACK_TEXT =
  'The slots lobby loads slowly on my phone in the evening.\nCould you add a search by provider?';
