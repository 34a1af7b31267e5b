/**
 * zod as the web build sees it: every `import { z } from 'zod'` of the app and of the shared package
 * resolves to this module (vite.config.ts), which turns zod's JIT off before any schema can be built.
 * zod 4 compiles object parsers with `new Function` otherwise, and even its probe for that counts as a
 * Content-Security-Policy violation under the server's `script-src 'self'`. The setting is read when a
 * schema is built, and no schema module runs before the module it imports zod from.
 */

// The file itself, not the package's index: that builds schemas, which import zod from here.
import { zodIssueMessage } from '@wurzelwerk/shared/zod-messages';
import { z } from 'zod/v4';
import { config } from 'zod/v4/core';

// Not `z.config`: the build takes calls on `z` for free of side effects (vite.config.ts). zod's own issues
// are the catalogue's message ids, as on the server (decision 0061), never zod's English wording.
config({ jitless: true, localeError: zodIssueMessage });

export { z };
