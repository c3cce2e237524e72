// Every date the shop writes (pages, e-mails, PDFs, CSVs, the admin) in one place and in one
// clock: the shop's, Lagos time, wherever the server or the reader is. Nigerian English
// ("5 Mar 2026, 22:30"), except the two shapes the product's description fixes for the admin
// (orders "Mar 5, 2026", reviews "5th March 2026"). No zod: the storefront's first bundle imports it.

/** The shop's days are Nigerian days: "today" and the daily figures start at midnight in Lagos. */
export const SHOP_TIME_ZONE = 'Africa/Lagos';

type When = Date | string;

const inShopTime = (options: Intl.DateTimeFormatOptions, timeZone = SHOP_TIME_ZONE) =>
  new Intl.DateTimeFormat('en-NG', { timeZone, ...options });

/**
 * A format in the shop's clock, made the first time it is used: making one loads the time zone's
 * data, about 20 ms on a slow phone each, which a page that imports this module and shows no date
 * (the tracking form, the account's first screen) then never pays.
 */
function formatWhenUsed(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= inShopTime(options)).format(date);
}

const DAY_MONTH_YEAR = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const HOUR_MINUTE = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const dateFormat = formatWhenUsed(DAY_MONTH_YEAR);
const dateTimeFormat = formatWhenUsed({ ...DAY_MONTH_YEAR, ...HOUR_MINUTE });
const timeFormat = formatWhenUsed(HOUR_MINUTE);
const longMonthFormat = formatWhenUsed({ month: 'long' });
const shortMonthFormat = formatWhenUsed({ month: 'short' });

/** A Date from an instant or an ISO text; null for one that is not a date. */
function dateOf(when: When): Date | null {
  const date = when instanceof Date ? when : new Date(when);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Formats `when`, or hands back a text that is not a date as it came (never "Invalid Date"). */
const written = (format: (date: Date) => string) => (when: When) => {
  const date = dateOf(when);
  return date ? format(date) : String(when);
};

/** "5 Mar 2026". */
export const shopDate = written(dateFormat);
/** "5 Mar 2026, 22:30". */
export const shopDateTime = written(dateTimeFormat);
/** "22:30". */
export const shopTime = written(timeFormat);

// One clock format per time zone, kept: a CSV of many orders reads the clock once a row.
const clockFormats = new Map<string, Intl.DateTimeFormat>();
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = inShopTime(
      { year: 'numeric', month: 'numeric', day: 'numeric', ...HOUR_MINUTE, second: '2-digit' },
      timeZone,
    );
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** The shop's clock at an instant, as numbers (month 1 to 12, hour 0 to 23). */
export function shopClock(at: Date, timeZone = SHOP_TIME_ZONE) {
  const parts = clockFormat(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-03-05": the shop's day at an instant (file names, date fields, day keys). */
export function shopDay(at: Date): string {
  const { year, month, day } = shopClock(at);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** "2026-03-05 22:30": the shop's clock in a form every spreadsheet sorts and reads as a date. */
export function shopStamp(at: Date): string {
  const { hour, minute } = shopClock(at);
  return `${shopDay(at)} ${pad(hour)}:${pad(minute)}`;
}

/** Admin orders: "Mar 5, 2026". */
export const monthDayYear = written((d) => {
  const { year, day } = shopClock(d);
  return `${shortMonthFormat(d)} ${day}, ${year}`;
});

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/** Admin reviews: "5th March 2026". */
export const ordinalDate = written((d) => {
  const { year, day } = shopClock(d);
  return `${ordinal(day)} ${longMonthFormat(d)} ${year}`;
});

/** A shop day ("2026-11-23", already a Lagos day) as "23 Nov", or "23 November" in long style. */
export function dayOfMonth(day: string, style: 'short' | 'long' = 'short'): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-NG', {
    day: 'numeric',
    month: style,
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}
