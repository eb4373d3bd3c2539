import { describe, expect, it } from 'vitest';
import { searchPath, searchStateFromParams, searchVariables } from './searchParams.ts';

const stateOf = (query: string) => searchStateFromParams(new URLSearchParams(query));

describe('search URL', () => {
  it('reads and writes every parameter, in a fixed order', () => {
    const state = stateOf('date=2026-11-26&period=this-week&q=%20Balad%20&kind=events&category=Q2F0&audience=QXVk');
    expect(state).toEqual({
      text: 'Balad',
      kind: 'EVENTS',
      categoryId: 'Q2F0',
      audienceId: 'QXVk',
      period: 'THIS_WEEK',
      date: '2026-11-26',
    });
    expect(searchPath(state)).toBe(
      '/search?q=Balad&kind=events&category=Q2F0&audience=QXVk&period=this-week&date=2026-11-26',
    );
  });

  it('drops unknown kinds, periods and malformed dates, and cuts long text', () => {
    const state = stateOf(`q=${'x'.repeat(150)}&kind=planets&period=yesterday&date=26-11-2026`);
    expect(state.text).toHaveLength(100);
    expect([state.kind, state.period, state.date]).toEqual([undefined, undefined, undefined]);
    expect(searchPath({ text: '' })).toBe('/search');
  });

  it('asks for 5 of each kind, or 50 of one kind, in the chosen city', () => {
    expect(searchVariables(stateOf('q=tea'), 'Q2l0eTox')).toEqual({
      text: 'tea',
      hasText: true,
      first: 5,
      kinds: null,
      filter: { cityIds: ['Q2l0eTox'] },
    });
    expect(searchVariables(stateOf('q=tea&kind=tags&period=today'), null)).toMatchObject({
      first: 50,
      kinds: ['TAGS'],
      filter: { period: 'TODAY' },
    });
    expect(searchVariables(stateOf(''), null)).toMatchObject({ hasText: false });
    expect(searchVariables(stateOf('q=tea'), 'all').filter).toEqual({ cityIds: ['all'] });
  });
});
