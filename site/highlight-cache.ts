/**
 * The highlighted code blocks of a build, kept for the next block with the same language,
 * meta string and code (Shiki's `cache` option, keyed that way by @shikijs/rehype).
 * Most examples appear on an English page and its Chinese twin: each is highlighted once.
 *
 * A block's tree is changed in place once it is in a page (line labels, copy marks), so the
 * cache keeps a serialized copy and hands out a new tree each time.
 */
import type { UserConfig } from '@rspress/core';

export type HighlightCache = NonNullable<NonNullable<NonNullable<UserConfig['markdown']>['shiki']>['cache']>;
type Tree = NonNullable<ReturnType<HighlightCache['get']>>;

export function highlightCache(): HighlightCache {
  const trees = new Map<string, string>();
  const cache: HighlightCache = {
    get: (key) => {
      const json = trees.get(key);
      return json === undefined ? undefined : (JSON.parse(json) as Tree);
    },
    set: (key, value) => {
      trees.set(key, JSON.stringify(value));
      return cache;
    },
  };
  return cache;
}
