import { z } from 'zod';

// For the browser, imported first by the page. Its Content-Security-Policy allows no eval, so
// zod's compiled fast path stays off; with it on, zod's probe for `new Function` is reported as
// a policy violation even though zod catches the refusal. The server keeps the fast path.
z.config({ jitless: true });
