import { describe, expect, test } from 'vitest';
import { validateForm } from '../../ui/form/fieldRules';
import { securityRules } from './securityRules';

const check = (name: string, value: string, form: Record<string, string> = {}) =>
  securityRules[name]!(value, { [name]: value, ...form });

describe('security centre field checks', () => {
  test('payment password: exactly 6 digits', () => {
    expect(check('newPaymentPassword', '12345')).toBe('apiError.format_payment_password');
    expect(check('newPaymentPassword', '12345a')).toBe('apiError.format_payment_password');
    expect(check('newPaymentPassword', '1234567')).toBe('apiError.format_payment_password');
    expect(check('newPaymentPassword', '135790')).toBeUndefined();
  });

  test('confirmation must equal the new payment password', () => {
    expect(check('confirmPaymentPassword', '135791', { newPaymentPassword: '135790' })).toBe(
      'apiError.format_confirm_password',
    );
    expect(check('confirmPaymentPassword', '135790', { newPaymentPassword: '135790' })).toBeUndefined();
  });

  test('account number: 6–30 digits, spaces allowed', () => {
    expect(check('accountNumber', '12ab')).toBe('apiError.format_bank_account');
    expect(check('accountNumber', '12345')).toBe('apiError.format_bank_account');
    expect(check('accountNumber', '1'.repeat(31))).toBe('apiError.format_bank_account');
    expect(check('accountNumber', '1234 5678 9012')).toBeUndefined();
  });

  test('names: payee and holder are people, nickname has its own set', () => {
    expect(check('holderName', 'J0hn')).toBe('apiError.format_name');
    expect(check('payeeName', '--')).toBe('apiError.format_name');
    expect(check('payeeName', "  Ma. Clara  O'Neil-Santos ")).toBeUndefined();
    expect(check('nickname', 'x')).toBe('apiError.format_name');
    expect(check('nickname', 'Ace_99')).toBeUndefined();
  });

  test('e-mail: name@domain.tld and under 255 characters', () => {
    expect(check('email', 'not-an-address')).toBe('apiError.format_email');
    expect(check('email', `${'a'.repeat(243)}@example.com`)).toBe('apiError.format_email');
    expect(check('email', `${'a'.repeat(242)}@example.com`)).toBeUndefined();
  });

  test('answers 2–60 characters; the same question twice is refused on both', () => {
    expect(check('answer', 'a')).toBe('apiError.format_security_answer');
    expect(check('answer', 'a'.repeat(61))).toBe('apiError.format_security_answer');
    expect(check('answer', ' Manila ')).toBeUndefined();
    const specs = [
      { name: 'question0', rule: 'question', required: true },
      { name: 'question1', rule: 'question', required: true },
    ];
    expect(validateForm(specs, { question0: '3', question1: '3' }, securityRules)).toEqual({
      question0: 'security.questions.sameTwice',
      question1: 'security.questions.sameTwice',
    });
    expect(validateForm(specs, { question0: '3', question1: '4' }, securityRules)).toEqual({});
  });
});
