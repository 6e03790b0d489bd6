/** A catalogue price as the portal's language writes money: $19.00, 19,00 $US, … */
export function formatPrice(priceCents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(priceCents / 100);
}
