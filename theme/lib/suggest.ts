/**
 * Suggestions for the 404 page: the existing pages of the same language whose
 * path is closest to the missing one.
 */
export interface PageLike {
  routePath: string;
  title: string;
  lang: string;
  /** 404 pages (`pageType: '404'`, e.g. `/zh/404`) are never suggested. */
  frontmatter?: { pageType?: unknown };
}

export interface SuggestOptions {
  /** Language of the 404 page; only pages of this language are suggested. */
  lang: string;
  /** Language without a path prefix (`en`). */
  defaultLang: string;
  /** At most this many pages (default 5). */
  limit?: number;
}

/** Edit distance (insertions, deletions, substitutions). */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      // j runs from 1 to b.length, and both rows hold b.length + 1 entries.
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

const similarity = (a: string, b: string) => {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - levenshtein(a, b) / longest;
};

/**
 * Brings a path to a comparable form: decoded, lower case, without the
 * language prefix, `.html`, a trailing `/index` or trailing slashes.
 */
export function normalizePath(path: string, lang: string, defaultLang: string): string {
  let value = path.split(/[?#]/)[0] ?? '';
  try {
    value = decodeURIComponent(value);
  } catch {
    /* keep the raw path */
  }
  value = value.toLowerCase().replace(/\.html?$/, '').replace(/\/index$/, '/');
  if (lang && lang !== defaultLang) value = value.replace(new RegExp(`^/${lang}(?=/|$)`), '');
  value = value.replace(/\/+$/, '');
  return value.startsWith('/') ? value : `/${value}`;
}

const tokens = (path: string) => path.split(/[/\-_.\s]+/).filter(Boolean);

/** Similarity (0..1) of two normalized paths. */
function pathScore(missing: string, candidate: string): number {
  const whole = similarity(missing, candidate);
  const missingTokens = tokens(missing);
  const candidateTokens = tokens(candidate);
  let tokenScore = 0;
  if (missingTokens.length && candidateTokens.length) {
    let sum = 0;
    for (const token of missingTokens) {
      let best = 0;
      for (const other of candidateTokens) best = Math.max(best, similarity(token, other));
      sum += best;
    }
    // Average over the longer list, so extra unrelated segments cost something.
    tokenScore = sum / Math.max(missingTokens.length, candidateTokens.length);
  }
  const missingLast = missingTokens.length ? missing.slice(missing.lastIndexOf('/') + 1) : '';
  const candidateLast = candidate.slice(candidate.lastIndexOf('/') + 1);
  const lastScore = missingLast && candidateLast ? similarity(missingLast, candidateLast) : 0;
  return 0.35 * whole + 0.4 * tokenScore + 0.25 * lastScore;
}

/** Up to `limit` pages of `lang`, best match first (ties: shorter path, then alphabetical). */
export function suggestPages<T extends PageLike>(missingPath: string, pages: readonly T[], options: SuggestOptions): T[] {
  const { lang, defaultLang, limit = 5 } = options;
  const missing = normalizePath(missingPath, lang, defaultLang);
  const seen = new Set<string>();
  const scored: { page: T; path: string; score: number }[] = [];
  for (const page of pages) {
    if ((page.lang || defaultLang) !== lang || page.frontmatter?.pageType === '404') continue;
    const path = normalizePath(page.routePath, lang, defaultLang);
    if (path === missing || seen.has(path)) continue;
    seen.add(path);
    scored.push({ page, path, score: pathScore(missing, path) });
  }
  scored.sort((a, b) => b.score - a.score || a.path.length - b.path.length || a.path.localeCompare(b.path));
  return scored.filter((entry) => entry.score > 0).slice(0, limit).map((entry) => entry.page);
}
