/**
 * Page feedback (theme/PageFeedback): "Was this page helpful?" and the pre-filled GitHub
 * issue, in the page language, by keyboard, with no request, cookie or storage, and
 * never on the landing page or in the Markdown twin.
 */
import { SITE } from '../site/meta';
import { repositoryOf } from '../theme/lib/feedback';
import { expect, test } from './fixtures';
import { axeViolations, focused, open, tabTo } from './helpers';

const CASES = [
  {
    url: '/config/dev/hmr',
    heading: 'Example',
    question: 'Was this page helpful?',
    yes: 'Yes',
    no: 'No',
    thanks: 'Thank you for your feedback.',
    report: 'Report a problem with this page',
    language: '**Language:** English',
    section: '**Section:** Example',
  },
  {
    url: '/zh/config/dev/hmr',
    heading: '示例',
    question: '本页对你有帮助吗？',
    yes: '有',
    no: '没有',
    thanks: '感谢你的反馈。',
    report: '报告本页的问题',
    language: '**语言：** 简体中文',
    section: '**章节：** 示例',
  },
] as const;

for (const c of CASES) {
  const lang = c.url.startsWith('/zh') ? 'zh' : 'en';

  test(`answering by keyboard thanks the reader, with no request, cookie or storage (${lang})`, async ({ page, context }) => {
    await open(page, c.url);
    const storage = await page.evaluate(() => JSON.stringify(localStorage) + JSON.stringify(sessionStorage));
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const group = page.locator('.rsb-feedback').getByRole('group', { name: c.question });
    await expect(group).toBeVisible();
    const yes = group.getByRole('button', { name: c.yes, exact: true });
    // The answers and the report link follow one another in the Tab order.
    await yes.focus();
    await page.keyboard.press('Enter');
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    await expect(group.getByRole('button', { name: c.no, exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('status').filter({ hasText: c.thanks })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(group.getByRole('button', { name: c.no, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(yes).toHaveAttribute('aria-pressed', 'false');
    expect(requests).toEqual([]);
    await tabTo(page, page.getByRole('link', { name: c.report }), 2);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => JSON.stringify(localStorage) + JSON.stringify(sessionStorage))).toBe(storage);
  });

  test(`the report link opens a new issue with page, language, section and selection (${lang})`, async ({ page, baseURL }) => {
    await open(page, c.url);
    // The reader selects a sentence of the Example section, which is in view.
    const heading = page.locator('.rp-doc h2', { hasText: c.heading }).first();
    const id = await heading.getAttribute('id');
    await heading.evaluate((h) => window.scrollTo(0, window.scrollY + h.getBoundingClientRect().top - 80));
    const paragraph = page.locator(`.rp-doc h2#${id} ~ p`).first();
    const selected = await paragraph.evaluate((p) => {
      const range = document.createRange();
      range.selectNodeContents(p);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return selection.toString().replace(/\s+/g, ' ').trim();
    });
    const link = page.getByRole('link', { name: c.report });
    // Focusing the link by keyboard fills it in (the page does not scroll: the heading stays in view).
    await link.evaluate((a: HTMLElement) => a.focus({ preventScroll: true }));
    await expect(focused(page)).toHaveText(new RegExp(c.report));
    await expect(link).toHaveAttribute('href', /body=.*%23/);
    const check = (address: string, sectionInView = true) => {
      const url = new URL(address);
      expect(`${url.origin}${url.pathname}`).toBe(`${repositoryOf(SITE.editBaseUrl)}/issues/new`);
      const body = url.searchParams.get('body')!;
      expect(body).toContain(sectionInView ? `${baseURL}${c.url}#${id}` : `${baseURL}${c.url}`);
      expect(body).toContain(c.language);
      if (sectionInView) expect(body).toContain(c.section);
      expect(body).toContain(`> ${selected.slice(0, 60)}`);
      expect(url.searchParams.get('title')).toBe('dev.hmr');
    };
    check((await link.getAttribute('href'))!);

    // Following it with the mouse (GitHub answered here by a stub) opens the form filled in when
    // pressed: the link scrolled into view, so the section in view is another; the selection stays.
    await page.route('https://github.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'new issue' }));
    await link.click();
    await page.waitForURL(/^https:\/\/github\.com\//);
    check(page.url(), false);
  });

  test(`feedback sits after the content and passes axe (${lang})`, async ({ page }) => {
    await open(page, c.url);
    const feedback = page.locator('main .rsb-feedback');
    await expect(feedback).toHaveCount(1);
    // The last part of the page's content, before the previous/next links.
    expect(await feedback.evaluate((f) => f.parentElement!.matches('.rp-doc') && !f.nextElementSibling)).toBe(true);
    expect(await axeViolations(page, { include: ['.rsb-feedback'], rules: 'all' })).toEqual([]);
  });

  test(`no feedback on the landing page or in the Markdown twin (${lang})`, async ({ page, request }) => {
    await open(page, lang === 'zh' ? '/zh/' : '/');
    await expect(page.locator('.rsb-feedback')).toHaveCount(0);
    const twin = await (await request.get(`${c.url}.md`)).text();
    expect(twin).not.toContain(c.question);
    expect(twin).not.toContain(c.report);
  });
}
