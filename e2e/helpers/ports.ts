import docsearchEnv from '../docsearch-env.json' with { type: 'json' };

/** Port of `rspress preview` serving the default build (doc_build). */
export const PORT = Number(process.env.E2E_PORT ?? 4173);
/** Port serving the DocSearch variant, built into doc_build_docsearch by `npm test`. */
export const DOCSEARCH_PORT = PORT + 1;
/** Build-time variables of the DocSearch variant (shared with scripts/test-all.mjs). */
export const DOCSEARCH_ENV: Record<string, string> & { DOCS_OUT_DIR: string; ALGOLIA_API_KEY: string } = docsearchEnv;
/** Port of the static host's own runtime (`wrangler pages dev`, scripts/host.mjs); its inspector uses HOST_PORT + 1. */
export const HOST_PORT = PORT + 2;
export const HOST_URL = `http://127.0.0.1:${HOST_PORT}`;
