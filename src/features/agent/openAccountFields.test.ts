import { describe, expect, it } from 'vitest';
import { fieldOfRefusal, openAccountSpecs } from './openAccountFields';

const field = (name: string, required = false, enabled = true) => ({ name, enabled, required });

describe('open-account fields', () => {
  it('keeps the brand order and requirement of the fields an agent may fill, user name and password always', () => {
    const specs = openAccountSpecs({
      usernameRegistration: true,
      mobileRegistration: true,
      fields: [
        field('nickname'),
        field('affiliateCode', true),
        field('mobileNum', true),
        field('confirmPassword', true),
        field('email', false, false),
        field('facebook'),
      ],
    });
    expect(specs).toEqual([
      { name: 'username', required: true },
      { name: 'password', required: true },
      { name: 'nickname', required: false },
      { name: 'mobileNum', required: true },
      { name: 'confirmPassword', required: true },
    ]);
  });

  it('puts a refusal under its field, a rate one under its category', () => {
    expect(fieldOfRefusal('register.username.exists', undefined)).toBe('username');
    expect(fieldOfRefusal('format.name', { field: 'payeeName' })).toBe('payeeName');
    expect(fieldOfRefusal('agent.rebate.too.high', { category: 'slots', max: '0.80' })).toBe('rate_slots');
    expect(fieldOfRefusal('request.invalid', undefined)).toBeUndefined();
  });
});
