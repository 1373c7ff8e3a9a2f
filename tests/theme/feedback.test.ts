/** Page feedback (theme/lib/feedback.ts): the repository of the edit links, the section in view, the pre-filled issue. */
import { describe, expect, it } from 'vitest';
import { SITE } from '../../site/meta';
import { label } from '../../site/structure';
import { MAX_SELECTION, headingInView, issueBody, newIssueUrl, repositoryOf, selectionExcerpt } from '../../theme/lib/feedback';
import { readFileSync } from 'node:fs';
import { withPageFeedback } from '../../site/plugins/page-feedback';

describe('page feedback', () => {
  it('files issues in the repository the edit links use', () => {
    const config = readFileSync(new URL('../../rspress.config.ts', import.meta.url), 'utf8');
    expect(config, 'rspress.config.ts: the edit links must take their base from SITE.editBaseUrl').toMatch(/editLink: \{ docRepoBaseUrl: SITE\.editBaseUrl \}/);
    expect(repositoryOf(SITE.editBaseUrl)).toBe('https://github.com/web-infra-dev/rsbuild-v1-docs');
    expect(repositoryOf('https://github.com/a/b.c/tree/main/x/')).toBe('https://github.com/a/b.c');
    expect(() => repositoryOf('https://gitlab.com/a/b/-/edit/main/')).toThrow(/not a GitHub edit URL/);
  });

  it('the section in view is the last heading above the top third, else the first on screen', () => {
    const h = (id: string, top: number) => ({ id, text: id, top });
    expect(headingInView([h('a', -900), h('b', -20), h('c', 250), h('d', 700)], 800)?.id).toBe('c');
    expect(headingInView([h('a', 500), h('b', 700)], 800)?.id).toBe('a');
    expect(headingInView([h('a', 900)], 800)).toBeUndefined();
    expect(headingInView([], 800)).toBeUndefined();
  });

  it('the selection is tidied and cut', () => {
    expect(selectionExcerpt('  a   b \n\n  c ')).toBe('a b\nc');
    const long = selectionExcerpt('x'.repeat(MAX_SELECTION + 50));
    expect(long).toHaveLength(MAX_SELECTION);
    expect(long.endsWith('…')).toBe(true);
  });

  it('the issue body carries page, language, section and selection, in the page language', () => {
    const body = (lang: 'en' | 'zh', values: Parameters<typeof issueBody>[1]) => issueBody(label('feedbackIssueBody', lang), values);
    expect(body('zh', { url: 'https://v1.rsbuild.rs/zh/config/dev/hmr#example', section: '示例', selection: 'hot\n  update ' })).toBe(
      ['**页面：** https://v1.rsbuild.rs/zh/config/dev/hmr#example', '**语言：** 简体中文', '**章节：** 示例', '**选中的文字：**', '', '> hot', '> update', '', '**哪里有误或缺少什么？**', ''].join('\n'),
    );
    // Without a section or a selection, their lines are left out.
    expect(body('en', { url: 'https://x/guide/a' })).toBe('**Page:** https://x/guide/a\n**Language:** English\n\n**What is wrong or missing?**\n');
  });

  it("the new-issue URL is the repository's form with the title and body", () => {
    const url = new URL(newIssueUrl('https://github.com/o/r', 'dev.hmr', 'a & b #c'));
    expect(url.origin + url.pathname).toBe('https://github.com/o/r/issues/new');
    expect(url.searchParams.get('title')).toBe('dev.hmr');
    expect(url.searchParams.get('body')).toBe('a & b #c');
  });

  it('every doc page ends with it, the landing pages do not', () => {
    expect(withPageFeedback('# Title\n\nText.\n\n')).toMatch(/^# Title\n\nText\.\n\nimport \{ PageFeedback as RsbPageFeedback \} from ".*theme\/PageFeedback\/index\.tsx";\n\n<RsbPageFeedback \/>\n$/);
    const landing = '---\npageType: home\n---\n\n<Landing />\n';
    expect(withPageFeedback(landing)).toBe(landing);
  });
});
