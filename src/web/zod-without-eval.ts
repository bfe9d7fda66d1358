// Our CSP has no 'unsafe-eval': zod's compiled fast path would probe `new Function` on the first parse
// and log a CSP violation on every page. Parsing without it is fast enough for API answers. Imported
// first by main.tsx, so that it runs before any module that parses.
import * as z from 'zod/mini';

z.config({ jitless: true });
