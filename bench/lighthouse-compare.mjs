// Lighthouse on the same pages of two shops already running (say the build of an older commit
// and today's), one run each in turn, twice: on a machine whose Chromium or speed changed, this
// tells a change of the code from a change of the machine, which a budget alone cannot.
//   node bench/lighthouse-compare.mjs http://127.0.0.1:5911 http://127.0.0.1:5912 /,/makeup
// `/cart` is audited with two items in it and `/dashboard` signed in, as the bench audits them.
import { lighthouseRows } from './lighthouse.mjs';
import { fillCart, signInCustomer } from './prepared-browser.mjs';

const [before, after, paths = '/'] = process.argv.slice(2);
if (!before || !after)
  throw new Error('usage: node bench/lighthouse-compare.mjs <origin> <origin> [/path,…]');
for (let round = 1; round <= 2; round++)
  for (const [name, origin] of [
    ['before', before],
    ['after', after],
  ])
    for (const path of paths.split(',')) {
      const prepare = { '/cart': fillCart, '/dashboard': signInCustomer }[path];
      const page = { name: path, path, kind: 'storefront', ...(prepare && { prepare }) };
      const { rows } = await lighthouseRows({ shop: `compare-${name}`, origin, pages: [page], runs: 1 });
      const shown = rows.filter((r) => / (performance|LCP|TBT)$/.test(r.measure));
      console.log(
        round,
        name,
        path,
        shown.map((r) => `${r.measure.split(' ').pop()} ${Math.round(r.value)}`).join(', '),
      );
    }
