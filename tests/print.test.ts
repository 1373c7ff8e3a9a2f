/**
 * The print stylesheet (docs/public/print.css): a page printed in the dark theme comes out
 * light, so every custom property that the dark theme sets (Rspress's and the site's
 * stylesheets of doc pages) gets a light value for print.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/docs';

const RSPRESS_VARS = path.join(ROOT, 'node_modules/@rspress/core/dist/theme/styles/vars');
const SITE_STYLES = ['theme/styles/global.css', 'theme/styles/code-annotations.css', 'site/plugins/rsbuild2-status.css', 'theme/styles/added-in.css'];

/** Custom properties declared in the rule blocks of `css` whose selector matches `selector`. */
function propertiesOf(css: string, selector: RegExp): Set<string> {
  const names = new Set<string>();
  for (const m of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!selector.test(m[1]!.trim())) continue;
    for (const p of m[2]!.matchAll(/(--[\w-]+)\s*:/g)) names.add(p[1]!);
  }
  return names;
}

const DARK = /(?:^|[\s(,])html\.rp-dark\)?$/;

describe('print stylesheet', () => {
  const print = readFileSync(path.join(ROOT, 'docs/public/print.css'), 'utf8');
  const printed = propertiesOf(print.replace(/^@media print \{/m, ''), DARK);

  it('resets for print every property the dark theme sets', () => {
    const sources = [
      // The landing page's own colours (home-vars.css) are not those of doc pages.
      ...readdirSync(RSPRESS_VARS).filter((f) => f.endsWith('.css') && f !== 'home-vars.css').map((f) => path.join(RSPRESS_VARS, f)),
      ...SITE_STYLES.map((f) => path.join(ROOT, f)),
    ];
    const missing: string[] = [];
    for (const file of sources) {
      for (const name of propertiesOf(readFileSync(file, 'utf8'), DARK)) {
        if (!printed.has(name)) missing.push(`${path.relative(ROOT, file)}: ${name} (set by the dark theme) has no print value in docs/public/print.css`);
      }
    }
    expect(printed.size).toBeGreaterThan(30);
    expect(missing, missing.join('\n')).toEqual([]);
  });

  it('hides the parts that are not content', () => {
    for (const part of ['.rp-nav', '.rp-doc-layout__sidebar', '.rp-doc-layout__outline', '.rsb-announcement', '.rp-code-button-group', '.rsb-feedback', 'button']) {
      expect(print, `docs/public/print.css does not hide ${part}`).toMatch(new RegExp(`${part.replace(/[.]/g, '\\.')}[,\\s][^{}]*\\{\\s*display: none !important;`));
    }
  });
});
