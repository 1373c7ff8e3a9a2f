/**
 * Code annotations (site/plugins/code-annotations.ts): added, removed, highlighted and
 * focused lines in the page, told to screen readers and not by colour alone; copy gives
 * the "after" code; the Markdown twin and llms-full.txt show a +/- diff, never a notation.
 */
import { expect, test } from './fixtures';
import { axeViolations, open } from './helpers';

const PAGES = [
  { url: '/guide/migration/cra', added: 'Added line: ', removed: 'Removed line: ', copy: 'Copy' },
  { url: '/zh/guide/migration/cra', added: '新增行：', removed: '删除行：', copy: '复制' },
] as const;

/** The package.json block of the CRA guide: two removed scripts, three added. */
const SCRIPTS_BLOCK = '.rp-codeblock:has(.rp-codeblock__title:text-is("package.json"))';
const AFTER_SCRIPTS = `{
  "scripts": {
    "dev": "rsbuild dev",
    "build": "rsbuild build",
    "preview": "rsbuild preview"
  }
}`;

/** The pseudo-element content, gutter sign and background of each line of a block. */
const linesOf = (block: Element) =>
  Array.from(block.querySelectorAll('.line'), (line) => ({
    classes: line.className,
    sign: getComputedStyle(line, '::after').content,
    background: getComputedStyle(line).backgroundColor,
    label: line.querySelector('.rsb-code-sr')?.textContent ?? null,
    labelHidden: (() => {
      const label = line.querySelector('.rsb-code-sr');
      return label ? label.getBoundingClientRect().width <= 1 : null;
    })(),
  }));

for (const { url, added, removed, copy } of PAGES) {
  const lang = url.startsWith('/zh') ? 'zh' : 'en';

  test(`added and removed lines carry a sign, a tint and a hidden label; copy gives the after version (${lang})`, async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await open(page, url);
    await expect(page.locator('main')).not.toContainText('[!code');
    const block = page.locator(SCRIPTS_BLOCK);
    const lines = await block.evaluate(linesOf);
    const kinds = lines.map((l) => (/\badd\b/.test(l.classes) ? 'add' : /\bremove\b/.test(l.classes) ? 'remove' : 'plain'));
    expect(kinds).toEqual(['plain', 'plain', 'remove', 'remove', 'add', 'add', 'add', 'plain', 'plain']);
    for (const [i, line] of lines.entries()) {
      if (kinds[i] === 'plain') {
        expect(line.label, `line ${i + 1} is plain`).toBeNull();
        continue;
      }
      // Not by colour alone: a sign in the gutter, hidden from screen readers, which read the label.
      expect(line.sign, `line ${i + 1}`).toMatch(kinds[i] === 'add' ? /^"\+"/ : /^"−"/);
      expect(line.label).toBe(kinds[i] === 'add' ? added : removed);
      expect(line.labelHidden).toBe(true);
      expect(line.background).not.toBe(lines[0]!.background);
    }
    // The accessible text of a removed line starts with its label.
    await expect(block.locator('.line.remove').first()).toHaveText(`${removed.trim()} "start": "react-scripts start",`);

    await block.hover();
    await block.getByRole('button', { name: copy, exact: true }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(AFTER_SCRIPTS);
  });

  test(`a meta range highlights its line, a focus notation marks its lines (${lang})`, async ({ page }) => {
    await open(page, url);
    const highlighted = page.locator('pre.has-highlighted .line.highlighted');
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted).toContainText("const { publicVars } = loadEnv({ prefixes: ['REACT_APP_'] });");
    await open(page, url.replace('/cra', '/vite'));
    const focused = page.locator('pre.has-focused .line.focused');
    await expect(focused).toHaveCount(6);
    await expect(focused.first()).toContainText('source: {');
    // The other lines stay fully readable.
    await expect(page.locator('pre.has-focused .line:not(.focused)').first()).toHaveCSS('opacity', '1');
  });

  // In the light theme, the a11y sweep checks these pages with every other.
  test.describe(() => {
    test.use({ storedTheme: 'dark' });
    test(`annotated blocks pass axe in the dark theme (${lang})`, async ({ page }) => {
      // Each text style judged once over both pages, as in the sweep.
      const stylesChecked = new Set<string>();
      await open(page, url);
      expect(await axeViolations(page, { include: ['.rp-doc'], stylesChecked })).toEqual([]);
      await open(page, url.replace('/cra', '/rsbuild-0-x'));
      expect(await axeViolations(page, { include: ['.rp-doc'], stylesChecked })).toEqual([]);
    });
  });

  test(`the Markdown twin shows a diff without notations (${lang})`, async ({ request }) => {
    const twin = await (await request.get(`${url}.md`)).text();
    expect(twin).not.toContain('[!code');
    expect(twin).toContain('```diff title="package.json"');
    expect(twin).toContain('-     "start": "react-scripts start",');
    expect(twin).toContain('+     "dev": "rsbuild dev",');
    expect(twin).toContain('      "preview": "rsbuild preview"'.replace(/^ {6}/, '+     '));
    // A meta range is left out; the block keeps its language.
    expect(twin).toContain('```ts title="rsbuild.config.ts"\nimport { defineConfig, loadEnv }');
  });
}

test('llms-full.txt has the diffs and no notation in either language', async ({ request }) => {
  for (const file of ['/llms-full.txt', '/zh/llms-full.txt']) {
    const text = await (await request.get(file)).text();
    expect(text, file).not.toContain('[!code');
    expect(text, file).toContain('+   environments: {');
  }
});
