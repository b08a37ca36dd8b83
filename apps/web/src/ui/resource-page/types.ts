import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { SimpleResource } from '@stallfront/shared/product-extras';
import type { AnyListFilter, EmptyStateContent, ListColumn, SecondaryAction } from '../list-page';

/** A simple resource's item as every one has it; its own fields come on top. */
export interface ResourceItem {
  _id: string;
  /** The version the form saves from: a save after someone else's is refused, not lost. */
  version: number;
  name: string;
  product_ids?: string[];
  catalog_ids?: string[];
  created_on: string;
  updated_on: string;
}

/** A resource's item as its shared schema says it is. */
export type ItemOf<R extends SimpleResource> = z.output<R['schemas']['item']> & ResourceItem;

/** A thing's own fields, as a screen's blank values list them: all but the name and what the server keeps. */
export type OwnFields<T> = Omit<T, '_id' | 'name' | 'version' | 'created_on' | 'updated_on'>;

/** The form's values: the name, the resource's own fields and the ids it is attached to. */
export type ResourceValues = { name: string; product_ids?: string[]; catalog_ids?: string[] } & Record<string, unknown>;

export interface ResourcePageProps<Item extends ResourceItem> {
  resource: SimpleResource;
  title: string;
  /** Under the title: what these things are for. */
  description?: ReactNode;
  /** Columns of the resource's own fields, after the name. */
  columns?: readonly ListColumn<Item>[];
  /**
   * How the thing looks in the shop (a badge, a swatch, an icon): a column after the name on a
   * desktop, beside the name on a phone's card.
   */
  preview?: { header: string; cell: (item: Item) => ReactNode };
  /** A row's second line under its name, and a phone card's text. */
  summary?: (item: Item) => string;
  /** The inputs of the resource's own fields. */
  fields: (form: UseFormReturnType<ResourceValues>) => ReactNode;
  /** A form that needs room (a grid of sizes): a wider drawer on a desktop. */
  wideForm?: boolean;
  /**
   * What the product picker is for and when it shows, when the products are the thing's content
   * (a collection's hand-picked ones): the list then has no "Shown on" column. When not given the
   * picker says where the shop shows the thing, always.
   */
  productPicker?: { description: string; shown: (values: ResourceValues) => boolean };
  /** Its own fields' values for a new one. */
  blank: Record<string, unknown>;
  emptyState: EmptyStateContent;
  /** Filters of the fields the resource lets its list be narrowed by (its shared `filters`), keyed as those fields. */
  filters?: readonly AnyListFilter[];
  /** Links beside the add button: the resource's settings page. */
  secondaryActions?: readonly SecondaryAction[];
}
