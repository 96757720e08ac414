// The publish diff (common/brandStudio/diff.ts): JSON-pointer leaf changes between two configurations.
import { describe, expect, it } from 'vitest';
import { diffConfigs } from '@common/brandStudio/diff';

describe('diffConfigs', () => {
  it('finds nothing between equal configurations', () => {
    const config = { brand: { domains: ['a.example'] }, theme: { colors: { primary: '#000' } }, logo: null };
    expect(diffConfigs(config, structuredClone(config))).toEqual([]);
  });

  it('reports changed, added and removed leaves by JSON pointer, escaping ~ and /', () => {
    const before = { theme: { colors: { primary: '#111' }, radii: { md: '4px' } }, logo: null, 'a/b~c': 1 };
    const after = { theme: { colors: { primary: '#222', onPrimary: '#fff' } }, logo: 'data:x', 'a/b~c': 2 };
    expect(diffConfigs(before, after)).toEqual([
      { path: '/theme/colors/primary', before: '#111', after: '#222' },
      { path: '/theme/colors/onPrimary', after: '#fff' },
      { path: '/theme/radii/md', before: '4px' },
      { path: '/logo', before: null, after: 'data:x' },
      { path: '/a~1b~0c', before: 1, after: 2 },
    ]);
  });

  it('compares arrays by index', () => {
    expect(diffConfigs({ d: ['a', 'b', 'c'] }, { d: ['a', 'x'] })).toEqual([
      { path: '/d/1', before: 'b', after: 'x' },
      { path: '/d/2', before: 'c' },
    ]);
  });

  it('compares arrays of items with an id by id, and reports a new order once', () => {
    const before = {
      events: [
        { id: 'a', n: 1 },
        { id: 'b', n: 2 },
      ],
    };
    const after = {
      events: [
        { id: 'b', n: 3 },
        { id: 'a', n: 1 },
        { id: 'c', n: 4 },
      ],
    };
    expect(diffConfigs(before, after)).toEqual([
      { path: '/events', before: ['a', 'b'], after: ['b', 'a', 'c'] },
      { path: '/events/0/n', before: 2, after: 3 },
      { path: '/events/2/id', after: 'c' },
      { path: '/events/2/n', after: 4 },
    ]);
  });

  it('reports a change of kind (object to scalar) as one entry', () => {
    expect(diffConfigs({ a: { b: 1 } }, { a: 2 })).toEqual([{ path: '/a', before: { b: 1 }, after: 2 }]);
  });
});
