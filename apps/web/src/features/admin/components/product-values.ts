import { type ProgramProduct, ProgramProductUpdate } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { translatedErrors } from '@/shared/lib/forms/form-errors';

/** The product form's fields; the price as typed, in the currency's units (19.99), or empty. */
export interface ProductValues {
  name: string;
  price: number | string;
  active: boolean;
}

export function productValues(product: ProgramProduct): ProductValues {
  return { name: product.name, price: product.priceCents / 100, active: product.active };
}

/** The price in cents; not a number (refused as missing) when nothing or no number was typed. */
function priceCents(price: number | string): number {
  if (typeof price === 'string' && price.trim() === '') return Number.NaN;
  return Math.round(Number(price) * 100);
}

/** Validates with the server's ProgramProductUpdate; translated messages per form field. */
export function validateProduct(
  t: TFunction,
  values: ProductValues,
): { ok: true; request: ProgramProductUpdate } | { ok: false; errors: Record<string, string> } {
  const cents = priceCents(values.price);
  const result = ProgramProductUpdate.safeParse({
    name: values.name,
    priceCents: cents,
    active: values.active,
  });
  if (result.success) return { ok: true, request: result.data };
  const errors = translatedErrors(t, result.error.issues, {
    priceCents: Number.isNaN(cents) ? t('forms.required') : t('admin.products.priceRange'),
  });
  // The form's field is the price as typed.
  const { priceCents: price, ...others } = errors;
  return { ok: false, errors: price === undefined ? others : { ...others, price } };
}
