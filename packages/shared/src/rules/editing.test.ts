import { describe, expect, it } from 'vitest';
import { editingSentence, otherEditors } from './editing.js';

const notice = (editors: [string, string, string][]) => ({
  subject: 'product:p1',
  editors: editors.map(([socket_id, user_id, name]) => ({ socket_id, user_id, name })),
});

describe('otherEditors', () => {
  it('leaves out this console and the same person in another tab, and names each other person once', () => {
    const open = notice([
      ['s1', 'me', 'Asha'],
      ['s2', 'me', 'Asha'],
      ['s3', 'u2', 'Priya'],
      ['s4', 'u2', 'Priya'],
      ['s5', 'u3', 'Sam'],
    ]);
    expect(otherEditors(open, 's1', 'me')).toEqual(['Priya', 'Sam']);
  });
  it('is empty when only this console has it open', () => {
    expect(otherEditors(notice([['s1', 'me', 'Asha']]), 's1', 'me')).toEqual([]);
  });
});

describe('editingSentence', () => {
  it('says who else is editing, shortening three or more', () => {
    expect(editingSentence([], 'this product')).toBeNull();
    expect(editingSentence(['Priya'], 'this product')).toBe('Priya is editing this product');
    expect(editingSentence(['Priya', 'Sam'], 'this page')).toBe('Priya and Sam are editing this page');
    expect(editingSentence(['Lee', 'Priya', 'Sam'], 'this catalog')).toBe('Lee and 2 others are editing this catalog');
  });
});
