import { describe, expect, it } from 'vitest';
import { ageOn, checkAgeDeclaration } from './AgeDeclarationFields';

describe('age declaration', () => {
  const today = new Date(2026, 10, 23);

  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2005-11-23', today)).toBe(21);
    expect(ageOn('2005-11-24', today)).toBe(20);
    expect(ageOn('2005-02-30', today)).toBeUndefined();
    expect(ageOn('2030-01-01', today)).toBeUndefined();
    expect(ageOn('', today)).toBeUndefined();
  });

  it("refuses a missing date, an age under the brand's minimum and a missing declaration", () => {
    expect(checkAgeDeclaration({ birthDate: '', notRestricted: true }, 21, today)).toEqual({
      birthDate: 'rp.register.birthDateNeeded',
    });
    expect(checkAgeDeclaration({ birthDate: '2006-01-01', notRestricted: false }, 21, today)).toEqual({
      birthDate: 'rp.register.underage',
      notRestricted: 'apiError.rp_declaration_required',
    });
    expect(checkAgeDeclaration({ birthDate: '2006-01-01', notRestricted: true }, 18, today)).toEqual({});
  });
});
