/** Rebate rates are percents with 2 decimals ("0.80" = 0.8 %); the screens compare them as whole hundredths. */

const RATE_INPUT = /^(\d{1,2})(?:\.(\d{1,2}))?$/;

/** A typed rate ("0.8", "1", "12.34") in hundredths of a percent, or undefined when it is not one. */
export function rateHundredths(text: string): number | undefined {
  const match = RATE_INPUT.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A typed rate as the API's AgentRate ("0.8" → "0.80"); undefined when it is not a rate. */
export function normaliseRate(text: string): string | undefined {
  const hundredths = rateHundredths(text);
  if (hundredths === undefined) return undefined;
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** Why a typed rate cannot be sent (an i18n key), given the ceiling and floor as API rates; undefined when it can. */
export function rateProblem(text: string, max: string, min = '0.00'): string | undefined {
  const value = rateHundredths(text);
  if (value === undefined) return 'agent.rate.format';
  if (value > (rateHundredths(max) ?? 0)) return 'agent.rate.tooHigh';
  if (value < (rateHundredths(min) ?? 0)) return 'agent.rate.tooLow';
  return undefined;
}
