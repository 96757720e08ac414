import { describe, expect, it } from 'vitest';
import { kindsToPrompt } from './contractKinds';

describe('contract prompts', () => {
  it('asks about each kind with a waiting offer, daily salary first, skipping answered ones', () => {
    const request = { dailysalreqtype: 1, divtypecompperiodreq: 2, contracthoursalreq: 0 };
    expect(kindsToPrompt(request, [])).toEqual(['daily', 'dividend']);
    expect(kindsToPrompt(request, ['daily'])).toEqual(['dividend']);
    expect(kindsToPrompt({ dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 }, [])).toEqual([]);
  });
});
