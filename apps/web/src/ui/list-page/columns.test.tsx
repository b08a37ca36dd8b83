// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { joinDetails } from './cells';
import { contactColumn, moneyColumn, moneyOf, statusColumn, textColumn, twoLineColumn } from './columns';
import { dateColumn } from './date-column';
import type { ListColumn } from './types';

afterEach(cleanup);

interface Sale {
  id: string;
  total: number;
  currency: string;
  status: 'paid' | 'failed';
  created_on: string;
  name: string | null;
  email: string;
}

const sale = (overrides: Partial<Sale> = {}): Sale => ({
  id: 's1',
  total: 129999,
  currency: 'INR',
  status: 'paid',
  created_on: '2026-11-24T12:00:00.000Z',
  name: 'Asha Rao',
  email: 'asha@example.com',
  ...overrides,
});

/** One cell of `column` for `row`, drawn as the table draws it. */
function drawCell(column: ListColumn<Sale, string>, row: Sale) {
  const cell: ReactNode = column.cell(row);
  return render(<MantineProvider env="test">{cell}</MantineProvider>).container;
}

describe('moneyColumn', () => {
  it("writes minor units in the row's own currency, right-aligned, sorting by its key", () => {
    const column: ListColumn<Sale, 'total'> = moneyColumn('total', 'Total', { sortKey: 'total' });
    expect(column.cell(sale())).toBe('₹1,299.99');
    expect(column.cell(sale({ total: 1250, currency: 'USD' }))).toBe('$12.50');
    expect(column).toMatchObject({ id: 'total', header: 'Total', align: 'right', sortKey: 'total' });
  });

  it('sets a strong figure in the medium weight', () => {
    const column: ListColumn<Sale, never> = moneyColumn('total', 'Total', { strong: true });
    drawCell(column, sale());
    expect(screen.getByText('₹1,299.99').getAttribute('style')).toContain('font-weight: 500');
  });

  it('gives cards the same text', () => {
    expect(moneyOf(sale({ total: 50000, currency: 'EUR' }), 'total')).toBe('€500.00');
  });
});

describe('dateColumn', () => {
  it('writes the day in the lists\' format ("Nov 24, 2026"), sorting by its key', () => {
    const column: ListColumn<Sale, 'created'> = dateColumn('created_on', 'Placed', { sortKey: 'created' });
    expect(column.cell(sale())).toBe('Nov 24, 2026');
    expect(column).toMatchObject({ id: 'created_on', header: 'Placed', sortKey: 'created' });
    expect(column.align).toBeUndefined();
  });

  it('hands the timestamp to the format it is given', () => {
    const column: ListColumn<Sale, never> = dateColumn('created_on', 'Placed', { format: (iso) => `at ${iso}` });
    expect(column.cell(sale())).toBe('at 2026-11-24T12:00:00.000Z');
  });
});

describe('statusColumn', () => {
  it("draws the row's status with the look's label and colour", () => {
    const column: ListColumn<Sale, never> = statusColumn('status', 'Payment', {
      labels: { paid: 'Paid', failed: 'Failed' },
      colors: { paid: 'teal', failed: 'red' },
    });
    drawCell(column, sale({ status: 'failed' }));
    const badge = screen.getByText('Failed').closest('.mantine-Badge-root');
    expect(badge?.getAttribute('style')).toContain('--mantine-color-red-light');
    expect(column).toMatchObject({ id: 'status', header: 'Payment' });
  });
});

describe('text, contact and two-line columns', () => {
  it('cuts a text column to the width left, in the medium weight when strong', () => {
    const column: ListColumn<Sale, never> = textColumn('who', 'Who', (row) => row.email, { strong: true });
    drawCell(column, sale());
    const text = screen.getByText('asha@example.com');
    expect(text.getAttribute('data-truncate')).toBe('end');
    expect(text.getAttribute('style')).toContain('font-weight: 500');
    expect(column.grow).toBe(true);
  });

  it('puts a name over its email, dimmed, and the email alone when there is no name', () => {
    const column: ListColumn<Sale, never> = contactColumn('who', 'Customer', (row) => ({
      name: row.name,
      contact: row.email,
    }));
    const named = drawCell(column, sale());
    expect([...named.querySelectorAll('p')].map((p) => [p.textContent, p.getAttribute('data-size')])).toEqual([
      ['Asha Rao', 'sm'],
      ['asha@example.com', 'xs'],
    ]);
    cleanup();
    const unnamed = drawCell(column, sale({ name: null }));
    expect([...unnamed.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['asha@example.com']);
    expect(column.grow).toBe(true);
  });

  it('keeps a contact column to its content when asked not to grow', () => {
    const column = contactColumn<Sale>('who', 'From', (row) => ({ name: row.name, contact: row.email }), {
      grow: false,
    });
    expect(column.grow).toBe(false);
  });

  it('draws a title over a dimmed detail', () => {
    const column: ListColumn<Sale, never> = twoLineColumn('title', 'Title', (row) => ({
      primary: `Order ${row.id}`,
      secondary: row.email,
    }));
    const cell = drawCell(column, sale());
    expect([...cell.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Order s1', 'asha@example.com']);
    expect(screen.getByText('asha@example.com').getAttribute('style')).toContain('--mantine-color-dimmed');
  });
});

describe('joinDetails', () => {
  it('joins the parts there are with middle dots', () => {
    expect(joinDetails('Asha Rao', 'asha@example.com', null, '', undefined, 'Rao Traders')).toBe(
      'Asha Rao · asha@example.com · Rao Traders',
    );
    expect(joinDetails(null, 'asha@example.com')).toBe('asha@example.com');
  });
});
