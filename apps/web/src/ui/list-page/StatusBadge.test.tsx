// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusBadge, type StatusLook } from './StatusBadge';

afterEach(cleanup);

type Stock = 'in' | 'out';
const STOCK: StatusLook<Stock> = { labels: { in: 'In stock', out: 'Sold out' }, colors: { in: 'teal', out: 'red' } };

/** The badge holding `text`, and the Mantine colour its style names. */
function badge(text: string) {
  const root = screen.getByText(text).closest('.mantine-Badge-root');
  const style = root?.getAttribute('style') ?? '';
  return { variant: root?.getAttribute('data-variant'), color: style.match(/--mantine-color-([a-z]+)-/)?.[1] };
}

const draw = <S extends string>(status: S, look: StatusLook<S>) =>
  render(
    <MantineProvider env="test">
      <StatusBadge status={status} look={look} />
    </MantineProvider>,
  );

describe('StatusBadge', () => {
  it("shows the status's label in its colour, light by default", () => {
    draw('out', STOCK);
    expect(badge('Sold out')).toEqual({ variant: 'light', color: 'red' });
  });

  it('draws the dot variant when the look asks for it', () => {
    draw('in', { ...STOCK, variant: 'dot' });
    expect(badge('In stock')).toEqual({ variant: 'dot', color: 'teal' });
  });

  it('shows the value itself when the look has no labels', () => {
    draw('Feature request', { colors: { 'Feature request': 'grape' } });
    expect(badge('Feature request').color).toBe('grape');
  });

  it('shows a status the look does not know as it is, in gray', () => {
    draw('refunded' as Stock, STOCK);
    expect(badge('refunded')).toEqual({ variant: 'light', color: 'gray' });
  });

  it("does not take an object's inherited keys for statuses", () => {
    draw('constructor' as Stock, STOCK);
    expect(badge('constructor').color).toBe('gray');
  });
});
