import { describe, expect, it } from 'vitest';
import { searchEnter } from './search-enter.ts';

const found = ['Rahim · 01712345678', 'Rahima · 01712345679', 'Karim · 01812345678'];

describe('Enter in the customer or product search', () => {
  it('picks the first suggestion when none is highlighted', () => {
    expect(searchEnter(true, found, -1)).toEqual({ kind: 'pick', item: found[0] });
  });

  it('picks the suggestion the arrow keys highlighted', () => {
    expect(searchEnter(true, found, 2)).toEqual({ kind: 'pick', item: found[2] });
  });

  it('says nothing was found when the list is empty (the customer search then offers a new customer)', () => {
    expect(searchEnter(true, [], -1)).toEqual({ kind: 'nothing' });
  });

  it('waits while the search for the text as typed has not answered, instead of picking an older answer', () => {
    expect(searchEnter(false, found, 0)).toEqual({ kind: 'wait' });
  });
});
