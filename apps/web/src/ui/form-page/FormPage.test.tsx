// @vitest-environment happy-dom
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen, waitFor, within } from '@testing-library/react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../api/api-error';
import { renderRoutes } from '../test-utils';
import { FormPage } from './FormPage';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  sku: z.string().regex(/^[A-Z0-9-]+$/, 'must be upper-case letters, digits and hyphens'),
  variants: z.array(z.object({ sku: z.string().min(1, 'is required') })),
});
type Values = z.infer<typeof schema>;
const INITIAL: Values = { name: 'Red tee', sku: 'TEE-RED', variants: [{ sku: 'TEE-RED-M' }] };

type Save = (values: Values) => Promise<unknown>;

function ProductForm({ onSave, leaveAfterSave, isNew }: { onSave: Save; leaveAfterSave?: boolean; isNew?: boolean }) {
  const navigate = useNavigate();
  const form = useForm<Values>({ mode: 'controlled', initialValues: INITIAL, validate: zod4Resolver(schema) });
  return (
    <FormPage
      form={form}
      title="Edit product"
      backTo="/products"
      onSubmit={async (values) => {
        await onSave(values);
        if (leaveAfterSave) navigate('/products');
      }}
      sections={[
        {
          id: 'overall',
          title: 'Product',
          description: 'Name and SKU',
          content: (
            <>
              <TextInput label="Name" {...form.getInputProps('name')} />
              <TextInput label="SKU" {...form.getInputProps('sku')} />
              <TextInput label="Variant SKU" {...form.getInputProps('variants.0.sku')} />
            </>
          ),
        },
      ]}
      aside={<p>Status column</p>}
      isNew={isNew}
    />
  );
}

function renderForm(onSave: Save = async () => undefined, leaveAfterSave = false) {
  return renderRoutes(
    [
      { path: '/products/1', element: <ProductForm onSave={onSave} leaveAfterSave={leaveAfterSave} /> },
      { path: '/products', element: <p>Product list</p> },
    ],
    ['/products/1'],
  );
}

const saveBar = () => screen.queryByRole('region', { name: 'Unsaved changes' });
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('FormPage', { timeout: 20_000 }, () => {
  it('shows the sections and aside, and the save bar only while something changed', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('region', { name: 'Product' })).toBeTruthy();
    expect(screen.getByText('Status column')).toBeTruthy();
    expect(saveBar()).toBeNull();
    await user.type(field('Name'), ' XL');
    expect(saveBar()).toBeTruthy();
    // Typing the value back to what it was is not a change.
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Red tee');
    expect(saveBar()).toBeNull();
  });

  it('shows a new record’s save button from the start, disabled until something is entered', async () => {
    const { user } = renderRoutes(
      [{ path: '/new', element: <ProductForm onSave={async () => undefined} isNew /> }],
      ['/new'],
    );
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.type(field('Name'), ' XL');
    expect((within(saveBar() as HTMLElement).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('discards changes back to the initial values', async () => {
    const { user } = renderForm();
    await user.type(field('SKU'), '-XL');
    await user.click(within(saveBar() as HTMLElement).getByRole('button', { name: 'Discard' }));
    expect(field('SKU').value).toBe('TEE-RED');
    expect(saveBar()).toBeNull();
  });

  it('shows schema errors on their fields, focuses the first and does not save', async () => {
    const onSave = vi.fn(async () => undefined);
    const { user } = renderForm(onSave);
    await user.type(field('SKU'), 'x');
    await user.clear(field('Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('must be upper-case letters, digits and hyphens')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Name'));
    expect(await screen.findByText('Check the highlighted fields')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('puts a refused field on its input, not in a toast', async () => {
    const { user } = renderForm(async () => {
      throw new ApiError(409, 'sku: already used by another product');
    });
    await user.type(field('Name'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('already used by another product')).toBeTruthy();
    expect(field('SKU').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('SKU'));
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(saveBar()).toBeTruthy();
  });

  it('puts a nested field error on the nested input', async () => {
    const { user } = renderForm(async () => {
      throw new ApiError(400, 'variants.0.sku: is used twice; body: unknown key');
    });
    await user.type(field('Name'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('is used twice')).toBeTruthy();
    expect(field('Variant SKU').getAttribute('aria-invalid')).toBe('true');
    expect(field('SKU').getAttribute('aria-invalid')).not.toBe('true');
    // The part naming no field of the form is still shown.
    expect(await screen.findByText('body: unknown key')).toBeTruthy();
  });

  it('toasts a refusal that names no field of the form', async () => {
    const { user } = renderForm(async () => {
      throw new ApiError(403, 'Your account may not do this.');
    });
    await user.type(field('Name'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your account may not do this.')).toBeTruthy();
  });

  it('asks before leaving with unsaved changes, and stays or leaves as told', async () => {
    const { user, router } = renderForm();
    await user.type(field('Name'), '!');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/products/1');
    expect(field('Name').value).toBe('Red tee!');

    await user.click(screen.getByRole('link', { name: 'Back' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Product list')).toBeTruthy();
  });

  it('leaves an unchanged form without asking', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByText('Product list')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves with Ctrl+S from inside a field, then leaves without a question', async () => {
    const onSave = vi.fn(async () => undefined);
    const { user } = renderForm(onSave);
    await user.type(field('Name'), ' XL');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ ...INITIAL, name: 'Red tee XL' }));
    await waitFor(() => expect(saveBar()).toBeNull());
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByText('Product list')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets a save navigate away by itself', async () => {
    const { user } = renderForm(async () => undefined, true);
    await user.type(field('Name'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product list')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks the browser before a reload only while there are unsaved changes', async () => {
    const { user } = renderForm();
    const reload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(reload()).toBe(false);
    await user.type(field('Name'), '!');
    expect(reload()).toBe(true);
  });
});
