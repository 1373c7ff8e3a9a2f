/**
 * Compact code tokens (site/plugins/code-tokens.ts) and heading anchors drawn by the heading
 * components (site/plugins/heading-anchors.ts): the page looks and reads as Rspress draws it.
 */
import { expect, test } from './fixtures';
import { hydrated, open } from './helpers';

for (const scheme of ['light', 'dark'] as const) {
  test(`each token class paints its Shiki colour, and plain text the block's own colour (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await open(page, '/plugins/dev/hooks');
    const found = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      const probe = document.createElement('span');
      document.body.append(probe);
      const colourOf = (value: string) => {
        probe.style.color = value;
        return getComputedStyle(probe).color;
      };
      const wrong: string[] = [];
      const classes = new Set<string>();
      for (const span of document.querySelectorAll<HTMLElement>('.shiki [class^="rsb-tok-"]')) {
        const name = span.className.replace('rsb-tok-', '');
        classes.add(name);
        const expected = colourOf(root.getPropertyValue(`--shiki-token-${name}`).trim());
        if (getComputedStyle(span).color !== expected) wrong.push(`${span.className} "${span.textContent}" is ${getComputedStyle(span).color}, not ${expected}`);
      }
      for (const line of document.querySelectorAll<HTMLElement>('.shiki .line')) {
        const pre = line.closest('pre')!;
        if (getComputedStyle(line).color !== getComputedStyle(pre).color) wrong.push(`a line of "${line.textContent}" is not in its block's colour`);
      }
      probe.remove();
      return { wrong, classes: [...classes].sort(), styled: document.querySelectorAll('.shiki .line span[style]').length };
    });
    expect(found.wrong.slice(0, 10)).toEqual([]);
    expect(found.classes).toEqual(expect.arrayContaining(['constant', 'function', 'keyword', 'string-expression']));
    expect(found.styled, 'token spans with an inline colour').toBe(0);
  });
}

test('every heading of the content starts with its anchor link, once, out of the Tab order; the Markdown twin has none', async ({ page, request }) => {
  await open(page, '/zh/guide/migration/rsbuild-2');
  await hydrated(page);
  const headings = await page.locator('.rp-doc :is(h1, h2, h3, h4)[id]').evaluateAll((list) =>
    list.map((h) => {
      const anchors = h.querySelectorAll(':scope > a.rp-header-anchor');
      const first = h.firstElementChild as HTMLAnchorElement | null;
      return {
        id: h.id,
        anchors: anchors.length,
        first: first?.classList.contains('rp-header-anchor') && first.getAttribute('href') === `#${h.id}` && first.getAttribute('aria-hidden') === 'true' && first.tabIndex === -1 && first.textContent === '#',
      };
    }),
  );
  expect(headings.length).toBeGreaterThan(20);
  expect(headings.filter((h) => h.anchors !== 1 || !h.first)).toEqual([]);
  const twin = await (await request.get('/zh/guide/migration/rsbuild-2.md')).text();
  expect(twin).toMatch(/^## /m);
  expect(twin).not.toMatch(/^#{1,6} .*\[#\]/m);
});
