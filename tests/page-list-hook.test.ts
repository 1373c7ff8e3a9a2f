/**
 * The page list hook (theme/hooks/usePageList.ts) under the renderer of Rspress's Markdown
 * prerender: a lazily loaded page finishes rendering after the prerender has taken its
 * Markdown, and its effects then run for real in Node.js, when the build may already have
 * removed the chunks the list would be loaded from. The hook loads nothing there.
 */
import { Suspense, createElement, lazy, useEffect } from 'react';
import { renderToMarkdownString } from 'react-render-to-markdown';
import { describe, expect, it, vi } from 'vitest';
import { usePageList } from '../theme/hooks/usePageList';

describe('usePageList in the Markdown prerender', () => {
  it('loads no page list when a lazy page renders after its Markdown was taken', async () => {
    const load = vi.fn(() => Promise.resolve([]));
    let effectsRan!: () => void;
    const effects = new Promise<void>((resolve) => (effectsRan = resolve));
    function Page() {
      usePageList('zh', load);
      // A plain effect of the same commit: once it has run, the hook's effect has too.
      useEffect(() => effectsRan(), []);
      return createElement('p', null, '404');
    }
    // Like a theme layout in its own chunk, which resolves after the first commit.
    const LazyPage = lazy(() => new Promise<{ default: typeof Page }>((resolve) => setTimeout(() => resolve({ default: Page }))));
    const markdown = await renderToMarkdownString(createElement(Suspense, { fallback: null }, createElement(LazyPage)));
    expect(markdown).not.toContain('404');
    await effects;
    expect(load).not.toHaveBeenCalled();
  });
});
