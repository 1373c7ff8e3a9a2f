/**
 * The Rsbuild 2 status of config pages in the built site: the block after the
 * Type/Default list (a removed, a changed-default and an unchanged option, in
 * both languages and both themes), its links to the upgrade guide and to
 * rsbuild.rs, the guide itself, and the same facts in the Markdown twin,
 * llms.txt and llms-full.txt.
 */
import { SITE } from '../site/meta';
import { RSBUILD2_LABELS } from '../site/rsbuild2/labels';
import { expect, test } from './fixtures';
import { axeViolations, open, themeClass } from './helpers';

const CASES = [
  { route: '/config/performance/profile', kind: 'removed', anchor: 'performance-profile', rsbuildRs: '/guide/debug/build-profiling' },
  { route: '/config/server/host', kind: 'default-changed', anchor: 'server-host', rsbuildRs: '/config/server/host' },
  { route: '/config/dev/hmr', kind: 'unchanged', anchor: 'unchanged-options', rsbuildRs: '/config/dev/hmr' },
] as const;

for (const lang of ['en', 'zh'] as const) {
  const prefix = lang === 'en' ? '' : '/zh';
  for (const c of CASES) {
    test(`${lang}: ${c.route} states its Rsbuild 2 status (${c.kind}) after the Type/Default list`, async ({ page }) => {
      await open(page, `${prefix}${c.route}`);
      const block = page.getByRole('note', { name: RSBUILD2_LABELS.region[lang] });
      await expect(block).toHaveCount(1);
      await expect(block).toHaveAttribute('data-rsb-v2', c.kind);
      await expect(block.locator('.rsb-v2__label').first()).toHaveText(RSBUILD2_LABELS.kind[c.kind][lang]);

      // Right after the list that holds the Type and Default lines.
      const previous = await block.evaluate((el) => el.previousElementSibling?.textContent ?? '');
      expect(previous).toContain(lang === 'en' ? 'Type:' : '类型：');
      expect(previous).toContain(lang === 'en' ? 'Default:' : '默认值：');

      const guide = block.getByRole('link', { name: RSBUILD2_LABELS.guide[lang] });
      await expect(guide).toHaveAttribute('href', `${prefix}/guide/migration/rsbuild-2#${c.anchor}`);
      const counterpart = block.locator('a[href^="https://rsbuild.rs/"]');
      await expect(counterpart).toHaveAttribute('href', `https://rsbuild.rs${prefix}${c.rsbuildRs}`);
      await expect(counterpart).toHaveAttribute('target', '_blank');
    });
  }

  // In the light theme, the a11y sweep checks these pages with every other.
  test(`${lang}: the status block keeps text contrast in the dark theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const c of CASES) {
      await open(page, `${prefix}${c.route}`);
      await expect(page.locator('html')).toHaveClass(themeClass('dark'));
      // Serious and critical rules in the block, colour contrast among them.
      expect(await axeViolations(page, { include: ['.rsb-v2'] }), `dark ${prefix}${c.route}`).toEqual([]);
    }
  });

  test(`${lang}: the guide link of a block leads to the option's entry in the upgrade guide`, async ({ page }) => {
    await open(page, `${prefix}/config/server/host`);
    await page.getByRole('note', { name: RSBUILD2_LABELS.region[lang] }).getByRole('link', { name: RSBUILD2_LABELS.guide[lang] }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/guide/migration/rsbuild-2#server-host$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(RSBUILD2_LABELS.guide[lang]);
    await expect(page.locator('#server-host')).toBeInViewport();
    // The entry links back to the option's page.
    await expect(page.locator(`a[href="${prefix}/config/server/host"]`).first()).toBeVisible();
  });

  test(`${lang}: the upgrade guide has its checklist and an entry per removed option`, async ({ page }) => {
    await open(page, `${prefix}/guide/migration/rsbuild-2`);
    await expect(page.locator('#checklist')).toBeVisible();
    for (const id of ['performance-profile', 'performance-bundle-analyze', 'performance-remove-moment-locale', 'source-alias', 'source-alias-strategy', 'performance-chunk-split']) {
      await expect(page.locator(`#${id}`), id).toHaveCount(1);
    }
    // Before/after pairs: the 2.x side is marked in its title.
    await expect(page.locator('.rp-codeblock__title', { hasText: 'rsbuild.config.ts (Rsbuild 2)' }).first()).toBeVisible();
  });

  test(`${lang}: the Markdown twin, llms.txt and llms-full.txt carry the status`, async ({ request }) => {
    const md = await (await request.get(`${prefix}/config/server/host.md`)).text();
    const label = `**${RSBUILD2_LABELS.kind['default-changed'][lang]}**`;
    expect(md).toContain(label);
    // Between the Type/Default list and the page's own text, as on the page.
    expect(md.indexOf(label)).toBeGreaterThan(md.indexOf(lang === 'en' ? '- **Default:**' : '- **默认值：**'));
    expect(md).toContain(`](${SITE.origin}${prefix}/guide/migration/rsbuild-2.md#server-host)`);
    expect(md).not.toContain('rsbuild2-status');

    const removed = await (await request.get(`${prefix}/config/performance/profile.md`)).text();
    expect(removed).toContain(`**${RSBUILD2_LABELS.kind.removed[lang]}**`);
    // The 1.x config and its 2.x version as one readable diff: removed 1.x lines, added 2.x lines, no raw markers.
    expect(removed).toContain('```diff title="rsbuild.config.ts (Rsbuild 2)"');
    expect(removed).toContain('-     profile: true,');
    expect(removed).not.toContain('[!code');

    const llms = await (await request.get(`${prefix}/llms.txt`)).text();
    const entry = llms.split('\n').find((line) => line.includes(`${prefix}/config/server/host.md)`));
    expect(entry).toContain(`${RSBUILD2_LABELS.llmsPrefix[lang]}${lang === 'en' ? ': ' : '：'}${RSBUILD2_LABELS.short['default-changed'][lang]}`);
    const unchanged = llms.split('\n').find((line) => line.includes(`${prefix}/config/dev/hmr.md)`));
    expect(unchanged).toContain(RSBUILD2_LABELS.short.unchanged[lang]);

    const full = await (await request.get(`${prefix}/llms-full.txt`)).text();
    const section = full.split(/^---\nurl: /m).find((s) => s.startsWith(`${SITE.origin}${prefix}/config/server/host.md`));
    expect(section).toContain(label);
  });
}
