import type { $ZodConfig } from 'zod/v4/core';

// For the browser, imported first by the page. Its Content-Security-Policy allows no eval, so
// zod's compiled fast path stays off; with it on, zod's probe for `new Function` is reported as
// a policy violation even though zod catches the refusal. The server keeps the fast path.
//
// Set on the object zod itself keeps its settings in (zod/v4/core/core.js adopts
// `globalThis.__zod_globalConfig` when it loads, or is already using it), not through
// `z.config()`: importing zod here would put zod's core in every page's first bundle, and first
// pages carry no zod (it loads with the forms that check answers).
declare global {
  var __zod_globalConfig: $ZodConfig | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;
