#!/usr/bin/env node
/**
 * `npm run check:translations`: lists the Chinese pages whose English twin
 * changed (in git history) after the Chinese page last did. Each of them shows
 * a notice linking to the English page until it is updated. Exit code 0;
 * with --strict, 1 when a page is listed. --json prints the list as JSON.
 */
import path from 'node:path';
import { translationStatus } from './lib/translations.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const { warning, outdated } = translationStatus({ root: ROOT });

if (args.includes('--json')) {
  console.log(JSON.stringify({ warning, outdated }, null, 2));
} else {
  if (warning) console.warn(`warning: ${warning}`);
  const short = (c) => `${c.date.slice(0, 10)} (${c.commit.slice(0, 7)})`;
  if (outdated.length === 0) {
    console.log(warning ? 'No translation status without git history.' : 'Every Chinese page is up to date with its English twin.');
  } else {
    console.log(`${outdated.length} Chinese page(s) behind their English twin:`);
    for (const page of outdated) {
      console.log(`  docs/zh/${page.file}: English changed ${short(page.en)}, Chinese last changed ${page.zh ? short(page.zh) : 'never'}`);
    }
    console.log('\nThe notice on each of these pages goes away once the Chinese page is updated and committed.');
  }
}
process.exit(args.includes('--strict') && outdated.length > 0 ? 1 : 0);
