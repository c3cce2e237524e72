import { digestOf } from './data-digest';
import { callLoader, type RenderedData, type routesLeftOut } from './hydration';

// The data a rendered page left out (data-in-browser.ts), fetched before hydrating. In a chunk of
// its own, which only such a page loads (the page's starter asks for it beside the route's code),
// importing nothing of the app's but the digest it checks the data with (and the loader call from
// the first bundle's hydration.ts): the product page and the cart, at their first-page budget, do
// without it.

/**
 * How long hydrating waits for the data a page left out. Past it (a stalled answer) the page
 * hydrates without it: the part that needs it keeps the server's HTML until it comes.
 */
const WAIT_FOR_DATA_MS = 3000;

/**
 * The rendered data with what the page left out (the routes `left`) filled in: their loaders run
 * here, their answers awaited (the page started their fetches beside the app's scripts, so they
 * are usually there already). The first render then has all its data, as the server's had, and every part of
 * the page hydrates at once: a part still waiting would ignore a tap until its data came. A failed
 * answer stays a failed promise, which the page shows as its load failure (`failed`: the page is
 * then drawn afresh, since that differs from its HTML). `changed`: an answer is not the data the
 * server rendered the HTML from (its digest differs, data-digest.ts), so the page is drawn afresh
 * too; an answer still on its way cannot be told, and is not counted.
 */
export async function withDataLeftOut(
  data: RenderedData,
  left: ReturnType<typeof routesLeftOut>,
  location: Location,
): Promise<{ data: RenderedData; failed: boolean; changed: boolean }> {
  const loaderData = { ...data.loaderData };
  const url = new URL(location.href);
  let failed = false;
  let changed = false;
  await Promise.all(
    left.map(async ({ route, params }) => {
      const answer: unknown = await callLoader({ route, params }, url);
      const parts = await settled(answer);
      failed ||= parts.failed;
      const rendered = data.digests?.[route.id!];
      if (rendered && !parts.waiting) changed ||= digestOf(parts.answer) !== rendered;
      loaderData[route.id!] = parts.answer;
    }),
  );
  return { data: { loaderData }, failed, changed };
}

/**
 * A loader's answer with each promise it started replaced by its value, once it has one within
 * WAIT_FOR_DATA_MS; a failed or late one stays the promise it is (`waiting`: one is).
 */
async function settled(answer: unknown): Promise<{ answer: unknown; failed: boolean; waiting: boolean }> {
  if (answer === null || typeof answer !== 'object') return { answer, failed: false, waiting: false };
  let failed = false;
  let waiting = false;
  const parts = await Promise.all(
    Object.entries(answer).map(async ([key, part]) => {
      if (!(part instanceof Promise)) return [key, part] as const;
      // Wrapped: a promise handed on as it is must not be awaited here.
      const outcome = await Promise.race([
        part.then(
          (value: unknown) => ({ value }),
          () => {
            failed = true;
            return { value: part };
          },
        ),
        new Promise<{ value: unknown }>((resolve) =>
          setTimeout(() => resolve({ value: part }), WAIT_FOR_DATA_MS),
        ),
      ]);
      waiting ||= outcome.value === part;
      return [key, outcome.value] as const;
    }),
  );
  return { answer: Object.fromEntries(parts), failed, waiting };
}
