import { describe, expect, it } from 'vitest';
import { fieldOfError, registerSpecs, registerVariants, type RegisterSettings } from './registerFields';

const settings: RegisterSettings = {
  usernameRegistration: true,
  mobileRegistration: true,
  fields: [
    { name: 'username', enabled: true, required: true },
    { name: 'password', enabled: true, required: true },
    { name: 'confirmPassword', enabled: true, required: true },
    { name: 'affiliateCode', enabled: true, required: false },
    { name: 'email', enabled: false, required: false },
    { name: 'mobileNum', enabled: true, required: false },
    { name: 'unknownField', enabled: true, required: true },
  ],
};

describe('registration fields from the server rules', () => {
  it('lists enabled fields in server order with required marks, plus the captcha for user-name registration', () => {
    expect(registerSpecs(settings, 'username')).toEqual([
      { name: 'username', required: true },
      { name: 'password', required: true },
      { name: 'confirmPassword', required: true },
      { name: 'affiliateCode', required: false },
      { name: 'mobileNum', required: false },
      { name: 'captcha', required: true },
    ]);
  });

  it('mobile registration drops the user name, requires the number and adds the SMS code after it', () => {
    expect(registerSpecs(settings, 'mobile').map((s) => `${s.name}${s.required ? '*' : ''}`)).toEqual([
      'password*',
      'confirmPassword*',
      'affiliateCode',
      'mobileNum*',
      'verificationCode*',
    ]);
  });

  it('always asks for the user name and password even when the server forgets them', () => {
    const names = registerSpecs({ ...settings, fields: [] }, 'username').map((s) => s.name);
    expect(names).toEqual(['username', 'password', 'captcha']);
  });

  it('offers user name first, mobile alone only when user name is off', () => {
    expect(registerVariants(settings)).toEqual(['username', 'mobile']);
    expect(registerVariants({ ...settings, usernameRegistration: false })).toEqual(['mobile']);
  });

  it('maps server refusals to their field', () => {
    expect(fieldOfError('register.username.exists', undefined)).toBe('username');
    expect(fieldOfError('format.name', { field: 'payeeName' })).toBe('payeeName');
    expect(fieldOfError('unknown', undefined)).toBeUndefined();
  });
});
