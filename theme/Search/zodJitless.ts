/**
 * Ask AI's AI SDK validates with zod, which probes `Function("")` the first time it builds an
 * object schema, to see whether it may compile validators. The site's CSP forbids eval, so the
 * probe is a CSP violation and a console error even though zod catches it. Jitless mode skips
 * the probe and validates the same way without compiling.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
