import { config } from 'zod';

// Zod compiles object parsers with `new Function` when it may, and probes for that as each object schema is built.
// The Content-Security-Policy allows no eval, so the probe is a reported violation on every page: parse without it.
// Imported by main.tsx before anything that defines a schema.
config({ jitless: true });
