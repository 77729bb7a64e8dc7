const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 3, maximumFractionDigits: 3 });
const SMALL_USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumSignificantDigits: 3 });

/** Display-only WAX price: USD with 3 decimals (SPEC §5), or 3 significant digits when that would show $0.000. */
export function formatWaxUsd(price: number | null): string {
  if (price === null || !Number.isFinite(price) || price <= 0) return '—';
  return price < 0.001 ? SMALL_USD.format(price) : USD.format(price);
}
