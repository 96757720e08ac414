import { describe, expect, test } from 'vitest';
import { ApiError } from '../../api/envelope';
import { placeRefusal } from './refusals';

const refused = (code: string, status = 400) => new ApiError('text', code, status);
const FIELD_OF = { 'format.bank.account': 'accountNumber' };

describe('where a refusal shows', () => {
  test('a code about one field goes under it, with its catalogue text', () => {
    expect(placeRefusal(refused('format.bank.account'), FIELD_OF, 'paymentPassword')).toEqual({
      field: 'accountNumber',
      key: 'apiError.format_bank_account',
      clear: false,
    });
  });

  test('a wrong or missing proof password goes under the password field, which is emptied', () => {
    for (const code of ['security.proof.wrong', 'security.proof.required'])
      expect(placeRefusal(refused(code), FIELD_OF, 'loginPassword')).toEqual({
        field: 'loginPassword',
        key: `apiError.${code.replace(/\./g, '_')}`,
        clear: true,
      });
  });

  test('anything else is a form alert', () => {
    expect(placeRefusal(refused('rate.limited', 429), FIELD_OF, 'loginPassword')).toEqual({
      key: 'apiError.rate_limited',
      clear: false,
    });
    expect(placeRefusal(refused('payee.locked', 409), {})?.field).toBeUndefined();
    expect(placeRefusal(new Error('network'), FIELD_OF)).toBeUndefined();
  });
});
