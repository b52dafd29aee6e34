import { describe, expect, it } from 'vitest';
import { filterOptionGroups, type OptionGroup } from './option-filter';

const groups: OptionGroup[] = [
  {
    id: 1,
    name: 'Finance',
    options: [
      { id: 1, name: 'Bookkeeping' },
      { id: 2, name: 'Cash flow forecasting' },
    ],
  },
  {
    id: 2,
    name: 'Sales',
    options: [
      { id: 3, name: 'Negotiation' },
      { id: 4, name: 'Pricing' },
    ],
  },
  { id: 3, name: 'Café trade', options: [{ id: 5, name: 'Barista training' }] },
];
const ids = (q: string) => filterOptionGroups(groups, q).flatMap((g) => g.options.map((o) => o.id));

describe('filterOptionGroups', () => {
  it('keeps everything for an empty query', () => {
    expect(filterOptionGroups(groups, '  ')).toEqual(groups);
  });

  it('matches option names by every word, in any case', () => {
    expect(ids('CASH')).toEqual([2]);
    expect(ids('flow cash')).toEqual([2]);
    expect(ids('cash pricing')).toEqual([]);
  });

  it('keeps a whole category when its name matches, and drops empty categories', () => {
    expect(ids('finance')).toEqual([1, 2]);
    expect(filterOptionGroups(groups, 'negot').map((g) => g.name)).toEqual(['Sales']);
    expect(ids('sales pric')).toEqual([4]);
  });

  it('ignores accents', () => {
    expect(ids('cafe')).toEqual([5]);
  });
});
