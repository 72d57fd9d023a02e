import { z } from 'zod';

// Zod compiles fast object parsers with `new Function` after probing whether eval is allowed.
// The site's and the desktop's Content Security Policy forbid eval, so the probe itself is a
// CSP violation (Chrome lists it as an issue; Lighthouse takes it off Best Practices). Every
// contract module imports this before it builds a schema.
z.config({ jitless: true });
