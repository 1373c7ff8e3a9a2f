/**
 * The config overview (/config/): every option with its summary and its
 * headings, and the filter over titles, headings and descriptions. That its
 * headings stay out of other pages' first load is in budgets.spec.ts.
 */
import { expect, test } from './fixtures';
import { open } from './helpers';

for (const [lang, prefix, noMatch] of [
  ['en', '', 'No matching API found'],
  ['zh', '/zh', '没有找到匹配的 API'],
] as const) {
  test(`lists options with their summary and headings, and filters them by titles, headings and descriptions (${lang})`, async ({ page }) => {
    await open(page, `${prefix}/config/`);
    const item = (text: string) => page.locator('.rb-overview-list__item').filter({ has: page.getByRole('link', { name: text, exact: true }) });
    const hmr = item('dev.hmr');
    await expect(hmr).toHaveCount(1);
    await expect(hmr).toBeVisible();
    await expect(hmr.locator('.rb-overview-list__desc')).not.toBeEmpty();
    await expect(hmr.locator('a.rb-overview-list__link')).toHaveAttribute('href', `${prefix}/config/dev/hmr`);
    const title = page.locator('.rb-overview-list__item', { hasText: 'html.title' });
    await expect(title).toBeVisible();
    const headings = hmr.locator('.rb-overview-list__heading');
    expect(await headings.count()).toBeGreaterThan(0);
    await expect(headings.first()).toHaveAttribute('href', new RegExp(`^${prefix}/config/dev/hmr#[\\w-]+$`));
    // The heading links lead to the heading.
    const [firstHref, firstText] = [await headings.first().getAttribute('href'), await headings.first().innerText()];
    expect(firstText.length).toBeGreaterThan(0);

    // A word of a title.
    const filter = page.locator('#api-filter');
    await filter.fill('hmr');
    await expect(hmr).toBeVisible();
    await expect(title).toHaveCount(0);

    // A heading that is no page title or description finds its page (and only the matching headings).
    await filter.fill('');
    const all = await page.locator('.rb-overview-list__item').evaluateAll((items) =>
      items.map((li) => ({
        title: li.querySelector('.rb-overview-list__link')?.textContent ?? '',
        desc: li.querySelector('.rb-overview-list__desc')?.textContent ?? '',
        headings: [...li.querySelectorAll('.rb-overview-list__heading')].map((h) => h.textContent ?? ''),
      })),
    );
    const texts = all.flatMap((i) => [i.title, i.desc]).join('\n').toLowerCase();
    const target = all.flatMap((i) => i.headings.map((h) => ({ h, title: i.title }))).find(({ h }) => h.length > 8 && !texts.includes(h.toLowerCase()));
    expect(target, 'a distinctive heading').toBeDefined();
    await filter.fill(target!.h);
    await expect(item(target!.title)).toBeVisible();
    await expect(item(target!.title).locator('.rb-overview-list__heading', { hasText: target!.h }).first()).toBeVisible();
    expect(await page.locator('.rb-overview-list__item').count()).toBeLessThan(all.length);

    // A description.
    const described = all.find((i) => i.desc.length > 30)!;
    await filter.fill(described.desc.slice(0, 30));
    await expect(item(described.title)).toBeVisible();

    // Nothing.
    await filter.fill('zzzz-nothing');
    await expect(page.getByText(`${noMatch}: zzzz-nothing`)).toBeVisible();
    await filter.fill('');
    await page.locator(`a[href="${firstHref}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${firstHref}$`));
  });
}
