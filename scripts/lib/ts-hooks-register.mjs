// `node --import` this file to load the project's TypeScript natively (scripts/lib/ts-hooks.mjs).
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
globalThis[Symbol.for('rsbuild-docs.ts-hooks')] = true;
