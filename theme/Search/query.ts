/**
 * What a query asks for, before Pagefind sees it. Pagefind requires every
 * word of a query on a page and knows no misspellings, so the query is
 * turned into a plan: question words and filler are dropped ("how do I",
 * "如何"), file names search their parts (`postcss.config.mjs` → `postcss
 * config`), words the index does not have are replaced by the closest ones,
 * CLI flags and option names point at the pages that define them, and the
 * terms are ranked so that the least telling can be dropped when nothing
 * matches them all. Pure, unit-tested in tests/search-forgiving.test.ts.
 */
import { CJK, TIER_LIMITS, messageKey, normalizeWord, segmentChinese, wordParts } from '../../site/search-text';
import { type Pinyin, type Vocabulary, correctChinese } from './vocabulary';

export type TokenKind = 'word' | 'flag' | 'file' | 'path' | 'chinese';

export interface QueryToken {
  /** The token as typed. */
  text: string;
  kind: TokenKind;
  /** A question word or filler ("how", "the", "如何", "的"). */
  filler: boolean;
}

/** English question words and filler: they say how a reader asks, not what about. */
const FILLER_EN = new Set(
  (
    'a an the how do does did doing done i im me my we our you your can could should would will shall may might must ' +
    'is are was were be been being am what whats which who whom whose why when where to of for in on at by with from about ' +
    'into onto and or it its this that these those there here please want wanna need needs way ways possible thing things ' +
    'use using used get getting make making some any so if then just also like up out as ' +
    // Verbs of the task itself: the page of the thing is the answer ("enable https", "change the port").
    'change changing set setting setup configure configuring enable enabling add adding modify customize specify turn ' +
    // How a task is said rather than what it is about ("put files in public", "use a different port").
    'put putting place another different other during call calling instead see view show look ' +
    // Who and how many a task is for ("give every page the same title"): the page of the thing answers.
    'give every each all same'
  ).split(' '),
);

/** Chinese question words and filler (as the segmenter cuts them). */
const FILLER_ZH = new Set(
  (
    '如何 怎么 怎样 怎么样 怎么办 为什么 为何 什么 是 是否 吗 呢 吧 啊 呀 的 地 得 了 我 我们 你 你们 可以 能 能否 能不能 ' +
    '需要 想 想要 要 请问 一下 该 应该 有没有 有 在 把 将 对 用 使用 哪些 哪个 哪里 才能 如何才能 怎么才能 一个 这个 那个 ' +
    '开启 启用 设置 修改 添加 更改 ' +
    // How a task is said rather than what it is about ("小图片转 base64", "放在 public 目录的文件").
    '转 转成 转为 当 当成 当作 放 放在 里 里面 查看 看看 变 变成 换 换成 一些 到 其他 其它 别的 ' +
    // Who and how many a task is for ("给所有页面设置标题", "给开发服务器换个端口").
    '给 个 每 每个 所有 全部 各个 都'
  ).split(' '),
);

/** File name extensions: `postcss.config.mjs` is a file, `output.distPath` is an option path. */
const EXTENSIONS = new Set(
  'js mjs cjs ts mts cts jsx tsx json json5 jsonc yaml yml toml md mdx html htm css scss sass less styl stylus vue svelte svg png jpg jpeg gif webp ico wasm txt lock map env'.split(
    ' ',
  ),
);

const FLAG = /^--?[a-z][a-z0-9-]*$/i;
/** A name that may be an option path or an option's own name (`output.distPath`, `distPath`, `port`). */
const IDENTIFIER = /^[a-z][a-z0-9]*(\.[a-z][a-z0-9]*)*$/i;

function kindOf(token: string): TokenKind {
  if (FLAG.test(token)) return 'flag';
  if (token.includes('.') && !/^\.+$/.test(token)) {
    const last = token.slice(token.lastIndexOf('.') + 1).toLowerCase();
    return token.startsWith('.') || EXTENSIONS.has(last) ? 'file' : 'path';
  }
  return 'word';
}

/** Splits a query into tokens: Latin words as typed, Chinese text into the segmenter's words. */
export function tokenizeQuery(query: string): QueryToken[] {
  const tokens: QueryToken[] = [];
  for (const piece of query.split(/\s+/)) {
    for (const part of piece.split(/([\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+)/u)) {
      if (!part) continue;
      if (CJK.test(part)) {
        for (const segment of segmentChinese(part)) if (CJK.test(segment)) tokens.push({ text: segment, kind: 'chinese', filler: FILLER_ZH.has(segment) });
        continue;
      }
      // Punctuation around a word goes (`"proxy"`, `port?`); a leading `-` or `.` stays (flags, file names).
      const text = part.replace(/^[^\p{L}\p{N}.-]+|[^\p{L}\p{N}]+$/gu, '');
      if (!/[\p{L}\p{N}]/u.test(text)) continue;
      const kind = kindOf(text);
      tokens.push({ text, kind, filler: kind === 'word' && FILLER_EN.has(normalizeWord(text)) });
    }
  }
  return tokens;
}

/** One term of the Pagefind query. */
export interface PlanTerm {
  /** What Pagefind searches for this term. */
  text: string;
  /** The term's parts, searched instead when the whole term finds nothing (`output.distPath.foo`). */
  parts?: string;
  /** The last name of a dotted path (`api.modifyRsbuildConfig` → `modifyRsbuildConfig`), tried before the parts. */
  last?: string;
  /** How common the term is in the pages (0: the most common); the most common is dropped first. */
  tier: number;
}

export interface QueryPlan {
  terms: PlanTerm[];
  /** The query as typed with its misspellings replaced, or `null` when nothing was replaced. */
  corrected: string | null;
  /** CLI flags of the query (`--port`), which lead to the pages that define them. */
  flags: string[];
  /** A lone option path or option name (`output.distPath`, `distPath`), which leads to the option's page. */
  option: string | null;
  /** A Chinese slip can only be fixed with the pinyin table, which is not loaded. */
  needsPinyin: boolean;
  /** The query as words (`messageKey`), to find the error or log message it names. */
  message: string;
}

const RARE = TIER_LIMITS.length;

/** The query's word with a part replaced, in the case the reader typed it (`assetPrefx` → `assetPrefix`). */
function replacePart(token: string, part: string, replacement: string): string {
  const at = token.toLowerCase().indexOf(part);
  if (at < 0) return token;
  const typed = token.slice(at, at + part.length);
  const fixed = typed[0] && typed[0] !== typed[0].toLowerCase() ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;
  return token.slice(0, at) + (token.length === part.length ? replacement : fixed) + token.slice(at + part.length);
}

/** A Latin token with its unknown parts replaced by the closest indexed words (unchanged when none is close). */
function correctLatin(token: string, vocabulary: Vocabulary): string {
  if (vocabulary.knows(token)) return token;
  const parts = wordParts(token);
  if (parts.length <= 1) {
    return vocabulary.closestWord(token) ?? token;
  }
  let fixed = token;
  for (const part of parts) {
    if (part.length < 4 || vocabulary.knows(part)) continue;
    const closest = vocabulary.closestWord(part);
    if (closest) fixed = replacePart(fixed, part, closest.toLowerCase());
  }
  return fixed;
}

const tierOfWord = (word: string, vocabulary: Vocabulary | null) => vocabulary?.tier(word) ?? RARE;

/**
 * The replaced parts of a Chinese run, each with the character before it
 * (`配制` → `配置`), to find them in the query as typed, where filler may
 * separate the words of the run.
 */
function changedParts(run: string, fixed: string): [string, string][] {
  const parts: [string, string][] = [];
  for (let i = 0; i < run.length; i++) {
    if (run[i] === fixed[i]) continue;
    let end = i + 1;
    while (end < run.length && run[end] !== fixed[end]) end++;
    const from = Math.max(0, i - 1);
    parts.push([run.slice(from, end), fixed.slice(from, end)]);
    i = end;
  }
  return parts;
}

/**
 * The browser's word breaker splits some words the pages use into single
 * characters (`端口` → `端` `口`): a single character is joined to its
 * neighbour when the pages know the pair, so that the word is searched as one.
 */
export function joinKnownChinese(words: readonly string[], vocabulary: Vocabulary | null): string[] {
  const joined: string[] = [];
  for (const word of words) {
    const last = joined[joined.length - 1];
    if (vocabulary && last !== undefined && (last.length === 1 || word.length === 1) && vocabulary.knowsChinese(last + word)) joined[joined.length - 1] = last + word;
    else joined.push(word);
  }
  return joined;
}

/**
 * Chinese words of a query that Pagefind's own query segmentation (the same
 * word breaker) splits into single characters, and so matches on any page
 * that has the characters anywhere: they are searched once more as a phrase.
 */
export function splitWords(searched: string): string[] {
  return searched.split(/\s+/).filter((word) => CJK.test(word) && word.length > 1 && segmentChinese(word).every((part) => part.length === 1));
}

/**
 * The plan of a query. Without a vocabulary (not loaded, or an exact search),
 * nothing is corrected. `exact` searches the query as typed.
 */
export function planQuery(query: string, vocabulary: Vocabulary | null, pinyin?: Pinyin, exact = false): QueryPlan {
  const plan: QueryPlan = { terms: [], corrected: null, flags: [], option: null, needsPinyin: false, message: messageKey(query) };
  if (/^\s*".+"\s*$/.test(query)) {
    plan.terms = [{ text: query.trim(), tier: RARE }];
    return plan;
  }
  const all = tokenizeQuery(query);
  if (exact) {
    // As typed: every word, nothing replaced or dropped.
    plan.terms = query.trim() ? [{ text: query.trim(), tier: RARE }] : [];
    return plan;
  }
  const content = all.some((t) => !t.filler) ? all.filter((t) => !t.filler) : all;
  const replacements: [string, string][] = [];

  // Adjacent Chinese words form one run: slips are found and fixed with their neighbours.
  const groups: QueryToken[][] = [];
  for (const token of content) {
    const last = groups[groups.length - 1];
    if (token.kind === 'chinese' && last?.[0]?.kind === 'chinese') last.push(token);
    else groups.push([token]);
  }

  for (const group of groups) {
    const token = group[0]!;
    if (token.kind === 'chinese') {
      const run = group.map((t) => t.text).join('');
      let text = run;
      if (vocabulary) {
        const fixed = correctChinese(run, vocabulary, pinyin);
        plan.needsPinyin ||= fixed.needsPinyin;
        if (fixed.changed) {
          replacements.push(...changedParts(run, fixed.text));
          text = fixed.text;
        }
      }
      const split = text === run ? group.map((t) => t.text) : segmentChinese(text).filter((s) => CJK.test(s) && !FILLER_ZH.has(s));
      const words = joinKnownChinese(split, vocabulary);
      for (const word of words) plan.terms.push({ text: word, tier: tierOfWord(word, vocabulary) });
      continue;
    }
    if (token.kind === 'flag') {
      plan.flags.push(token.text.toLowerCase());
      plan.terms.push({ text: token.text.replace(/^-+/, ''), tier: RARE });
      continue;
    }
    const fixed = vocabulary ? correctLatin(token.text, vocabulary) : token.text;
    if (fixed !== token.text) replacements.push([token.text, fixed]);
    // A misspelled filler word ("configre") is filler once corrected.
    if (fixed !== token.text && token.kind === 'word' && FILLER_EN.has(normalizeWord(fixed)) && content.length > 1) continue;
    const parts = wordParts(fixed);
    const rarest = Math.max(...parts.map((p) => tierOfWord(p, vocabulary)), 0);
    if (token.kind === 'file') {
      // A file is found by its name without the extension: `postcss.config.mjs` → `postcss config`.
      const name = fixed.replace(/^\.+/, '').split('.');
      if (name.length > 1 && EXTENSIONS.has(name[name.length - 1]!.toLowerCase())) name.pop();
      for (const word of name.flatMap(wordParts)) plan.terms.push({ text: word, tier: tierOfWord(word, vocabulary) });
      continue;
    }
    const path = token.kind === 'path' ? { parts: parts.join(' '), last: fixed.slice(fixed.lastIndexOf('.') + 1) } : {};
    plan.terms.push({ text: fixed, ...path, tier: rarest });
  }

  const lone = content.length === 1 ? content[0]! : null;
  if (lone && (lone.kind === 'word' || lone.kind === 'path')) {
    const text = replacements.find(([from]) => from === lone.text)?.[1] ?? lone.text;
    if (IDENTIFIER.test(text)) plan.option = text;
  }
  if (replacements.length) {
    let corrected = query.trim();
    let from = 0;
    for (const [typed, fixed] of replacements) {
      const at = corrected.indexOf(typed, from);
      if (at < 0) continue;
      corrected = corrected.slice(0, at) + fixed + corrected.slice(at + typed.length);
      from = at + fixed.length;
    }
    plan.corrected = corrected === query.trim() ? null : corrected;
  }
  return plan;
}

/** One query of the plan's fallbacks, with how many of the plan's terms it leaves out. */
export interface Attempt {
  text: string;
  dropped: number;
}

/**
 * The queries to try, in order, until enough pages are found: all the terms;
 * then dotted terms replaced by their last name, then by their parts; then
 * without the most common term, the next most common, and so on; last, the
 * rarest term alone.
 */
export function fallbackAttempts(terms: readonly PlanTerm[]): Attempt[] {
  const attempts: Attempt[] = [];
  const add = (list: readonly PlanTerm[], form: 'text' | 'parts' | 'last' = 'text') => {
    const text = list
      .map((t) => (form === 'text' ? t.text : (t[form] ?? t.text)))
      .join(' ')
      .trim();
    if (text && !attempts.some((a) => a.text === text)) attempts.push({ text, dropped: terms.length - list.length });
  };
  add(terms);
  if (terms.some((t) => t.last)) add(terms, 'last');
  if (terms.some((t) => t.parts)) add(terms, 'parts');
  if (terms.length > 1) {
    const byCommon = [...terms.keys()].sort((a, b) => terms[a]!.tier - terms[b]!.tier || b - a);
    for (const drop of byCommon) add(terms.filter((_, i) => i !== drop), 'parts');
    const rarest = byCommon[byCommon.length - 1]!;
    add([terms[rarest]!], 'parts');
  }
  return attempts;
}

/**
 * What a page found with terms left out is worth against pages that have
 * every term, per term left out: a page that answers all but one word of a
 * task in its title or keywords ("disable source maps" on the source map
 * option) outranks pages that only mention every word in passing.
 */
export const DROPPED_TERM_WEIGHT = 0.6;

/** A score found with `dropped` terms left out, as it ranks against scores with every term. */
export const weigh = (score: number, dropped: number): number => score * DROPPED_TERM_WEIGHT ** dropped;

/**
 * Hits of several attempts in one order, each page with its best weighted
 * score (`weigh`); equal scores keep the order in which the pages were found.
 */
export function rankAttempts<T extends { id: string; score: number }>(found: readonly { dropped: number; hits: readonly T[] }[]): { hit: T; weighted: number }[] {
  const best = new Map<string, { hit: T; weighted: number; order: number }>();
  for (const { dropped, hits } of found) {
    for (const hit of hits) {
      const weighted = weigh(hit.score, dropped);
      const seen = best.get(hit.id);
      if (!seen) best.set(hit.id, { hit, weighted, order: best.size });
      else if (weighted > seen.weighted) seen.weighted = weighted;
    }
  }
  return [...best.values()].sort((a, b) => b.weighted - a.weighted || a.order - b.order).map(({ hit, weighted }) => ({ hit, weighted }));
}

/** The option path of a config page's URL (`/zh/config/output/dist-path` → `output.distPath`), or `null`. */
export function optionPathOf(url: string): string | null {
  const match = /^(?:\/[a-z]{2})?\/config\/(.+?)\/?$/.exec(url.split(/[?#]/)[0]!);
  if (!match) return null;
  return match[1]!
    .split('/')
    .map((segment) => segment.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()))
    .join('.');
}

/**
 * How strongly a page answers a lone name: a config page 0 by its exact path
 * (`output.distPath`), 1 by a path inside it (`output.distPath.root`), 2 by
 * its own name without the group (`distPath`); any page 3 by the name its
 * address gives it (`/plugins/list/plugin-sass` → `pluginSass`, `/guide/advanced/ssr`
 * → `ssr`); `null` when it does not.
 */
export function optionMatch(option: string, url: string): number | null {
  const wanted = option.toLowerCase();
  const path = optionPathOf(url)?.toLowerCase();
  if (path) {
    if (wanted === path) return 0;
    if (wanted.startsWith(`${path}.`)) return 1;
    if (!wanted.includes('.') && path.slice(path.lastIndexOf('.') + 1) === wanted) return 2;
  }
  const slug = /\/([a-z0-9-]+)\/?$/.exec(url.split(/[?#]/)[0]!)?.[1];
  if (slug && !wanted.includes('.') && slug.replace(/-/g, '') === wanted) return 3;
  return null;
}
