import { describe, expect, it, vi } from 'vitest';
import { createRegistry } from './createRegistry';
import { flagDefinitions, flagRegistry } from './flags';
import { resolveVariant } from './variants';

describe('createRegistry', () => {
  it('finds items by id and alias and throws on duplicates', () => {
    const reg = createRegistry(() => [{ id: 'a', aliasIds: ['old-a'] }, { id: 'b' }]);
    expect(reg.get('old-a').id).toBe('a');
    expect(reg.getIfExists('zzz')).toBeUndefined();
    expect(() => reg.get('zzz')).toThrow('Unknown registry id');
    const dup = createRegistry(() => [{ id: 'a' }, { id: 'b', aliasIds: ['a'] }]);
    expect(() => dup.list()).toThrow('Duplicate registry id: a');
  });
});

describe('flag registry', () => {
  it('declares every flag of SPEC §2 and §6 once', () => {
    const ids = flagRegistry.list().map((f) => f.id);
    for (const id of [
      'DIRECTREG3',
      'DEPRECM3',
      'WITHREC3',
      'TRANSREC3',
      'TRANSBETREPMEM3',
      'PERSREP',
      'REWCEN3',
      'MANPLAYREB3',
      'PLYRBT',
      'MAILCEN',
      'FEEDBACK3',
      'MOBILEVERCODELOGIN3',
      'FACEBOOKLOGIN3',
      'GOOGLELOGIN3',
      'AGETRANSFERUP3',
      'TELEGRAMLOGIN3',
      'VIPBENEFIT',
      'REFERRAL',
      'MISSION',
      'agent.dividend',
      'agent.mail',
    ]) {
      expect(ids).toContain(id);
    }
    expect(new Set(ids).size).toBe(flagDefinitions.length);
    for (const flag of flagRegistry.list()) {
      expect(flag.where.length).toBeGreaterThan(0);
      expect(flag.states).toEqual([true, false]);
    }
  });
});

describe('screen variants', () => {
  it('maps mem_cen / dep_func values and falls back to base with a warning', () => {
    const warn = vi.fn();
    expect(resolveVariant('memberCentre', 1, warn)).toBe('new');
    expect(resolveVariant('depositDetail', 0, warn)).toBe('base');
    expect(warn).not.toHaveBeenCalled();
    expect(resolveVariant('memberCentre', 7, warn)).toBe('base');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown template value 7'));
  });
});
