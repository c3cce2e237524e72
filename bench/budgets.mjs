// The budgets `npm run bench` holds the shop to, and the one table it prints: each figure beside
// its budget and whether it is kept. A figure that could not be measured (NaN) misses its budget.

export const BUDGETS = {
  /** The storefront's pages: every category 100, and the load's timings. */
  lighthouse: {
    performance: { min: 100 },
    accessibility: { min: 100 },
    'best-practices': { min: 100 },
    seo: { min: 100 },
    lcpMs: { max: 1500 },
    tbtMs: { max: 100 },
    cls: { max: 0.02 },
  },
  /**
   * Sign-in, sign-up, password reset, tracking, the dashboard and an order's page, rendered on the
   * server like the storefront (decision 65): its budgets but SEO, as they tell search engines
   * `noindex` (Lighthouse's crawlable audit then costs points), so SEO is only reported.
   */
  lighthouseAccount: {
    performance: { min: 100 },
    accessibility: { min: 100 },
    'best-practices': { min: 100 },
    lcpMs: { max: 1500 },
    tbtMs: { max: 100 },
    cls: { max: 0.02 },
  },
  /**
   * The admin on the big shop (not for search engines, drawn in the browser): performance 95,
   * accessibility and best practices 100; its timings and SEO are reported.
   */
  lighthouseAdmin: {
    performance: { min: 95 },
    accessibility: { min: 100 },
    'best-practices': { min: 100 },
  },
  /** Regular 3G (300 ms round trip, 750 kbps down) with a 4× slower processor, 375 px wide. */
  slowPhoneMs: { max: 2000 },
  /** Every storefront page, with the browser's own router in place of React Router's (decision 72). */
  firstPageJsKb: { max: 120 },
  /** Share of the requests per second of a bare Fastify route sending the call's answer, in %. */
  apiShareOfCeiling: { min: 40 },
  apiP99Ms: { max: 25 },
  bigShopP95Ms: { max: 50 },
  /** The admin's orders list on the big shop, from /admin's navigation to the first order shown (admin-orders-shown.mjs). */
  adminOrdersShownMs: { max: 1000 },
  /** The storefront's p95 while 300 password hashes are asked for, 32 at a time (hashing-flood.mjs). */
  storefrontP95DuringHashingMs: { max: 100 },
  /** Paid orders a second in a flash sale of 50 guests (flash-sale.mjs), load generator included. */
  flashPaidPerSecondPglite: { min: 100 },
  flashPaidPerSecondPostgres: { min: 300 },
  flashCheckoutP95Ms: { max: 300 },
};

/** One line of the table. `budget` is `{ min }`, `{ max }`, or absent for a figure only reported. */
export function row(part, measure, value, unit, budget) {
  return { part, measure, value, unit, budget };
}

export function kept(r) {
  if (!r.budget) return true;
  if (typeof r.value !== 'number' || Number.isNaN(r.value)) return false;
  if (r.budget.min !== undefined && r.value < r.budget.min) return false;
  if (r.budget.max !== undefined && r.value > r.budget.max) return false;
  return true;
}

const formats = {
  ms: (v) => `${v < 10 ? v.toFixed(1) : Math.round(v)} ms`,
  s: (v) => `${(v / 1000).toFixed(2)} s`,
  kB: (v) => `${v.toFixed(1)} kB`,
  '%': (v) => `${Math.round(v)} %`,
  MB: (v) => `${Math.round(v)} MB`,
  'req/s': (v) => `${Math.round(v).toLocaleString('en-GB')} req/s`,
  'orders/s': (v) => `${v.toFixed(1)} orders/s`,
  score: (v) => String(Math.round(v)),
  '': (v) => (Number.isInteger(v) ? String(v) : v.toFixed(3)),
};

export function formatValue(value, unit) {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number' || Number.isNaN(value)) return 'not measured';
  return (formats[unit] ?? formats[''])(value);
}

function formatBudget(budget, unit) {
  if (!budget) return '';
  if (budget.min !== undefined && budget.min === budget.max) return `= ${formatValue(budget.min, unit)}`;
  if (budget.min !== undefined) return `≥ ${formatValue(budget.min, unit)}`;
  return `≤ ${formatValue(budget.max, unit)}`;
}

/** A Markdown table (readable in a terminal too) and how many budgets were missed. */
export function table(rows) {
  const lines = [
    '| part | measure | figure | budget | result |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) => {
      const result = !r.budget ? '' : kept(r) ? 'pass' : '**FAIL**';
      return `| ${r.part} | ${r.measure} | ${formatValue(r.value, r.unit)} | ${formatBudget(r.budget, r.unit)} | ${result} |`;
    }),
  ];
  return { text: lines.join('\n'), missed: rows.filter((r) => !kept(r)).length };
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The value below which `p` % of the sorted samples fall (nearest rank). */
export function percentile(samples, p) {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
