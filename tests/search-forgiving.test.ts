/**
 * The forgiving search: words and their forms, the vocabulary built from the
 * documents, corrections of Latin and Chinese slips, question words, file
 * names, flags and option names, the definitions that lead, and the marks of
 * a page opened from a result.
 */
import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../site/search';
import { searchDocument } from '../site/search-index';
import { buildPinyin, buildVocabulary } from '../site/search-vocabulary';
import { SECTIONS } from '../site/structure';
import { definitions, leadWith } from '../theme/Search/engine';
import { marksPattern, matchOffsets } from '../theme/Search/marks';
import { type PlanTerm, DROPPED_TERM_WEIGHT, fallbackAttempts, joinKnownChinese, rankAttempts, optionMatch, optionPathOf, planQuery, splitWords, tokenizeQuery } from '../theme/Search/query';
import { highlightUrl, markedTexts } from '../theme/Search/results';
import {
  VOCABULARY_VERSION,
  type VocabularyData,
  editDistance,
  frontCode,
  latinTokens,
  messageKey,
  namesMessage,
  normalizeWord,
  wordParts,
} from '../site/search-text';
import { Pinyin, Vocabulary, blurSyllable, correctChinese, maxEdits, unknownSpans } from '../theme/Search/vocabulary';

/** The query texts of the plan's fallbacks, in order. */
const fallbackTexts = (terms: readonly PlanTerm[]) => fallbackAttempts(terms).map((a) => a.text);

describe('words', () => {
  it('take the forms Pagefind indexes: whole and in parts', () => {
    expect(normalizeWord('output.distPath')).toBe('outputdistpath');
    expect(normalizeWord('--env-mode')).toBe('envmode');
    expect(wordParts('output.distPath')).toEqual(['output', 'dist', 'path']);
    expect(wordParts('postcss.config.mjs')).toEqual(['postcss', 'config', 'mjs']);
    expect(wordParts('onAfterBuild')).toEqual(['on', 'after', 'build']);
    expect(wordParts('HTMLPlugin')).toEqual(['html', 'plugin']);
  });

  it('find the Latin words of a text as written, keeping the dot of a file and the dashes of a flag', () => {
    expect(latinTokens('Set `--port` or edit .env.local (see output.distPath). 配置 webpack 迁移')).toEqual([
      'Set',
      '--port',
      'or',
      'edit',
      '.env.local',
      'see',
      'output.distPath',
      'webpack',
    ]);
  });

  it('count edits, a swap of neighbours as one, and stop past the limit', () => {
    expect(editDistance('webpak', 'webpack', 2)).toBe(1);
    expect(editDistance('brwoserslist', 'browserslist', 2)).toBe(1);
    expect(editDistance('compliation', 'compilation', 2)).toBe(1);
    expect(editDistance('kafka', 'webpack', 2)).toBe(3);
    expect(maxEdits(3)).toBe(0);
    expect(maxEdits(6)).toBe(1);
    expect(maxEdits(10)).toBe(2);
  });
});

/** A vocabulary made by hand: tiers of words, most common first. */
function vocabulary(words: string[], extra: Partial<VocabularyData> = {}) {
  return new Vocabulary({ version: VOCABULARY_VERSION, words, scopes: ['guide', 'config'], pages: {}, flags: {}, messages: {}, names: {}, ...extra });
}

describe('vocabulary: Latin words', () => {
  const words = vocabulary(['webpack module mode config plugin build configure', 'federation tailwind model', 'decorators prefix']);

  it('knows indexed words, their starts and their inflections', () => {
    for (const word of ['webpack', 'Webpack', 'webp', 'plugins', 'configuring', 'builds', '2024']) expect(words.knows(word), word).toBe(true);
    for (const word of ['webpak', 'tailwnd', 'decoraters', 'kafka']) expect(words.knows(word), word).toBe(false);
  });

  it('finds the closest word within the edits its length allows, preferring a longer word and a common one', () => {
    expect(words.closestWord('webpak')).toBe('webpack');
    expect(words.closestWord('tailwnd')).toBe('tailwind');
    expect(words.closestWord('decoraters')).toBe('decorators');
    // "mode", "model" and "module" are all one edit away: a left-out letter is the likeliest slip.
    expect(words.closestWord('modle')).toBe('module');
    expect(words.closestWord('kafka')).toBeUndefined();
    expect(words.closestWord('vuw')).toBeUndefined();
  });

  it('reads words written with the start they share with the word before', () => {
    const coded = frontCode(['webpack', 'webpacks', 'website', 'wasm']);
    expect(coded).toBe('webpack 7s 3site wasm');
    const read = vocabulary([coded]);
    for (const word of ['webpacks', 'website', 'wasm']) expect(read.tier(word), word).toBe(0);
  });

  it('rejects a vocabulary file of another version', () => {
    expect(() => new Vocabulary({ version: VOCABULARY_VERSION + 1, words: [], scopes: [], pages: {}, flags: {}, messages: {}, names: {} })).toThrow(
      new RegExp(`version ${VOCABULARY_VERSION + 1}`),
    );
  });
});

describe('vocabulary: Chinese slips', () => {
  const words = vocabulary(['配置 变量 环境 说明 更新 代码', '别名 代理 联邦 编译 模块', '环境变量 模块联邦 热更新']);
  const pinyin = new Pinyin({
    version: VOCABULARY_VERSION,
    syllables: 'liang:亮量两 ming:名明命 shuo:说 bie:别 xin:心新 bang:邦帮 yi:译已以 zhi:置制 cun:存 chun:纯',
  });

  it('blurs the sounds that input methods treat as fuzzy', () => {
    expect(blurSyllable('chun')).toBe(blurSyllable('cun'));
    expect(blurSyllable('jing')).toBe(blurSyllable('jin'));
    expect(blurSyllable('liang')).toBe(blurSyllable('niang'));
    expect(pinyin.soundsLike('纯', '存')).toBe(true);
    expect(pinyin.soundsLike('说', '别')).toBe(false);
    expect(pinyin.soundsLike('说', '龘')).toBeUndefined();
  });

  it('finds the parts of a query the pages never use', () => {
    expect(unknownSpans('环境变量', words)).toEqual([]);
    expect(unknownSpans('环境变亮', words)).not.toEqual([]);
  });

  it('replaces a character that sounds like the one of a known word', () => {
    expect(correctChinese('环境变亮', words, pinyin)).toMatchObject({ text: '环境变量', changed: true });
    expect(correctChinese('热更心', words, pinyin).text).toBe('热更新');
    expect(correctChinese('模块联帮', words, pinyin).text).toBe('模块联邦');
    // 说明 is more common than 别名, but only 别名 sounds like 别明.
    expect(correctChinese('别明', words, pinyin).text).toBe('别名');
    expect(correctChinese('配置代理', words, pinyin)).toMatchObject({ text: '配置代理', changed: false });
    // Known words that are not known together: only a whole entry replaces the run.
    const icons = vocabulary(['网站 图表 图标', '网站图标'], {});
    const sounds = new Pinyin({ version: VOCABULARY_VERSION, syllables: 'biao:表标' });
    expect(correctChinese('网站图表', icons, sounds).text).toBe('网站图标');
    expect(correctChinese('网站图表', vocabulary(['网站 图表 图标']), sounds).text).toBe('网站图表');
  });

  it('asks for the pinyin table when only the sound can decide', () => {
    expect(correctChinese('别明', words)).toMatchObject({ changed: false, needsPinyin: true });
    // A long window is corrected from the context alone.
    expect(correctChinese('环境变亮', words)).toMatchObject({ text: '环境变量', needsPinyin: false });
  });
});
describe('Chinese words the word breaker splits', () => {
  const words = vocabulary(['配置 端口 服务器', '端口号']);

  it('searches a word the pages know as one word, not as its characters', () => {
    expect(joinKnownChinese(['端', '口'], words)).toEqual(['端口']);
    expect(joinKnownChinese(['修改', '端', '口'], words)).toEqual(['修改', '端口']);
    // Two words the pages never write together stay apart; so does everything without a vocabulary.
    expect(joinKnownChinese(['配置', '端'], words)).toEqual(['配置', '端']);
    expect(joinKnownChinese(['端', '口'], null)).toEqual(['端', '口']);
  });

  it('searches once more as a phrase only the words broken into single characters', () => {
    expect(splitWords('端口 webpack')).toEqual(['端口']);
    expect(splitWords('环境 变量 webpack')).toEqual([]);
    expect(splitWords('环境变量')).toEqual([]);
  });
});


describe('query plans', () => {
  const words = vocabulary(['webpack config build plugin proxy port output path dist', 'postcss tsconfig local env migrate', 'distPath']);

  it('classifies tokens and marks question words and filler in both languages', () => {
    expect(tokenizeQuery('how do I set --port in postcss.config.mjs or output.distPath?').map((t) => [t.text, t.kind, t.filler])).toEqual([
      ['how', 'word', true],
      ['do', 'word', true],
      ['I', 'word', true],
      ['set', 'word', true],
      ['--port', 'flag', false],
      ['in', 'word', true],
      ['postcss.config.mjs', 'file', false],
      ['or', 'word', true],
      ['output.distPath', 'path', false],
    ]);
    expect(tokenizeQuery('.env.local')[0]).toMatchObject({ kind: 'file' });
    expect(tokenizeQuery('如何配置代理').filter((t) => t.filler).map((t) => t.text)).toEqual(['如何']);
  });

  it('drops question words unless nothing else is left', () => {
    expect(planQuery('how do I add a proxy', words).terms.map((t) => t.text)).toEqual(['proxy']);
    expect(planQuery('如何配置代理', words).terms.map((t) => t.text).join('')).toBe('配置代理');
    expect(planQuery('how', words).terms.map((t) => t.text)).toEqual(['how']);
  });

  it('drops the words that say how a task is put, not what it is about', () => {
    expect(planQuery('use a different port', words).terms.map((t) => t.text)).toEqual(['port']);
    expect(planQuery('put files in public', words).terms.map((t) => t.text)).toEqual(['files', 'public']);
    expect(tokenizeQuery('小图片转 base64').filter((t) => t.filler).map((t) => t.text)).toEqual(['转']);
    // Who and how many a task is for.
    expect(planQuery('give every page the same title', words).terms.map((t) => t.text)).toEqual(['page', 'title']);
    expect(tokenizeQuery('给所有页面').filter((t) => t.filler).map((t) => t.text)).toEqual(['给', '所有']);
  });

  it('searches a file by its name without the extension, a flag by its word', () => {
    expect(planQuery('postcss.config.mjs', words).terms.map((t) => t.text)).toEqual(['postcss', 'config']);
    expect(planQuery('.env.local', words).terms.map((t) => t.text)).toEqual(['env', 'local']);
    expect(planQuery('--port', words)).toMatchObject({ flags: ['--port'], terms: [{ text: 'port' }] });
  });

  it('names a lone option path or option name, corrected if need be', () => {
    expect(planQuery('output.distPath', words).option).toBe('output.distPath');
    expect(planQuery('distPath', words).option).toBe('distPath');
    expect(planQuery('dist path', words).option).toBeNull();
    expect(planQuery('ouput.distPath', words)).toMatchObject({ option: 'output.distPath', corrected: 'output.distPath' });
  });

  it('replaces misspelled words in the query as typed', () => {
    expect(planQuery('migrate from webpak', words)).toMatchObject({ corrected: 'migrate from webpack' });
    expect(planQuery('webpack', words).corrected).toBeNull();
    // A Chinese slip is shown where it was typed, around the question words.
    const chinese = vocabulary(['配置 代理'], {});
    const sounds = new Pinyin({ version: VOCABULARY_VERSION, syllables: 'zhi:置制' });
    expect(planQuery('代理怎么配制', chinese, sounds).corrected).toBe('代理怎么配置');
    // Exactly as typed: nothing replaced, nothing dropped.
    expect(planQuery('migrate from webpak', words, undefined, true)).toMatchObject({ corrected: null, terms: [{ text: 'migrate from webpak' }] });
  });

  it('tries fewer terms when all of them find nothing, the most common first', () => {
    const terms = [
      { text: 'change', tier: 0 },
      { text: 'output.distPath', parts: 'output dist path', last: 'distPath', tier: 2 },
      { text: 'folder', tier: 1 },
    ];
    expect(fallbackTexts(terms)).toEqual([
      'change output.distPath folder',
      'change distPath folder',
      'change output dist path folder',
      'output dist path folder',
      'change output dist path',
      'change folder',
      'output dist path',
    ]);
    expect(fallbackTexts([{ text: 'proxy', tier: 0 }])).toEqual(['proxy']);
    // Each attempt knows how many terms it leaves out: the ranking weighs its pages by it.
    expect(fallbackAttempts(terms).map((a) => a.dropped)).toEqual([0, 0, 0, 1, 1, 1, 2]);
  });

  it('ranks a page that has all but one term far better above pages that merely mention every term', () => {
    const everyTerm = [
      { id: 'minify', score: 8.7 },
      { id: 'build-performance', score: 8.6 },
    ];
    // "disable source maps production": the source map option lacks "disable", but its title has the rest.
    const oneLeftOut = [
      { id: 'source-map', score: 17 },
      { id: 'minify', score: 9 },
    ];
    const ranked = rankAttempts([
      { dropped: 0, hits: everyTerm },
      { dropped: 1, hits: oneLeftOut },
    ]);
    expect(ranked.map((r) => r.hit.id)).toEqual(['source-map', 'minify', 'build-performance']);
    expect(ranked[0]!.weighted).toBeCloseTo(17 * DROPPED_TERM_WEIGHT);
    // A page with every term keeps its place against a page only a little better without one.
    expect(rankAttempts([{ dropped: 0, hits: everyTerm }, { dropped: 1, hits: [{ id: 'other', score: 9 }] }]).map((r) => r.hit.id)).toEqual(['minify', 'build-performance', 'other']);
    // Equal scores keep the order in which the pages were found.
    expect(rankAttempts([{ dropped: 0, hits: [{ id: 'a', score: 1 }, { id: 'b', score: 1 }] }]).map((r) => r.hit.id)).toEqual(['a', 'b']);
  });
});

describe('definitions lead', () => {
  it('knows the option path of a config page', () => {
    expect(optionPathOf('/config/output/dist-path')).toBe('output.distPath');
    expect(optionPathOf('/zh/config/module-federation/options')).toBe('moduleFederation.options');
    expect(optionPathOf('/guide/start/')).toBeNull();
    expect(optionMatch('output.distPath', '/config/output/dist-path')).toBe(0);
    expect(optionMatch('output.distPath.root', '/config/output/dist-path')).toBe(1);
    expect(optionMatch('distpath', '/config/output/dist-path')).toBe(2);
    expect(optionMatch('path', '/config/output/dist-path')).toBeNull();
    // Any page by the name its address gives it.
    expect(optionMatch('pluginSass', '/plugins/list/plugin-sass')).toBe(3);
    expect(optionMatch('ssr', '/zh/guide/advanced/ssr')).toBe(3);
    expect(optionMatch('sass', '/plugins/list/plugin-sass')).toBeNull();
  });

  it('puts the pages that define a flag or an option first, and finds them when the results miss them', () => {
    const words = vocabulary(['port'], {
      pages: { a: ['/config/server/port', 1], b: ['/guide/basic/cli', 0], c: ['/guide/basic/server', 0], d: ['/config/dev/client', 1] },
      flags: { '--port': ['b'] },
    });
    const found = [{ id: 'd' }, { id: 'c' }, { id: 'b' }];
    expect(definitions(planQuery('--port', words), words, found)).toEqual([{ id: 'b', finder: 'port' }]);
    expect(definitions(planQuery('port', words), words, found)).toEqual([{ id: 'a', finder: 'server.port' }]);
    expect(leadWith(found, [{ id: 'b' }]).map((r) => r.id)).toEqual(['b', 'd', 'c']);
  });

  it('puts the page whose heading quotes an error message first when the query names the message', () => {
    expect(messageKey("Module not found: Can't resolve '...'")).toBe('module not found can t resolve');
    expect(namesMessage(messageKey('Uncaught ReferenceError: process is not defined'), 'process is not defined')).toBe(true);
    expect(namesMessage(messageKey('module not found'), 'module not found can t resolve')).toBe(true);
    // Fewer words than a message are a name, not a message; other words are another message.
    expect(namesMessage(messageKey('not found'), 'module not found can t resolve')).toBe(false);
    expect(namesMessage(messageKey('process is defined'), 'process is not defined')).toBe(false);
    expect(namesMessage('', 'process is not defined')).toBe(false);
    const words = vocabulary(['process defined'], {
      pages: { a: ['/config/source/define', 1], b: ['/guide/faq/exceptions', 0] },
      messages: { 'process is not defined': ['b'] },
    });
    const found = [{ id: 'a' }];
    expect(definitions(planQuery('process is not defined?', words), words, found)).toEqual([{ id: 'b', finder: 'process is not defined' }]);
    expect(definitions(planQuery('process', words), words, found)).toEqual([]);
  });

  it('puts the introduction first for the name of the product alone, asked or typed', () => {
    const words = vocabulary(['rsbuild what'], {
      pages: { a: ['/guide/configuration/rsbuild', 0], b: ['/guide/start/', 0] },
      names: { rsbuild: 'b' },
    });
    const found = [{ id: 'a' }];
    expect(definitions(planQuery('what is Rsbuild', words), words, found)[0]).toEqual({ id: 'b', finder: 'Rsbuild' });
    expect(definitions(planQuery('rsbuild', words), words, found).map((d) => d.id)).toEqual(['b', 'a']);
  });
});

describe('marks on the page a result opens', () => {
  it('carries the marked words of a result in its URL, before the anchor', () => {
    expect(markedTexts(['a <mark>Proxy</mark> and <mark>proxy</mark>', '<mark>别名</mark>'])).toEqual(['Proxy', '别名']);
    expect(highlightUrl('/config/server/proxy#example', ['proxy', 'api'])).toBe('/config/server/proxy?hl=proxy+api#example');
    expect(highlightUrl('/zh/guide/advanced/alias', ['别名'])).toBe(`/zh/guide/advanced/alias?hl=${encodeURIComponent('别名')}`);
    expect(highlightUrl('/a', [])).toBe('/a');
  });

  it('finds a Latin word at the start of a word, Chinese anywhere', () => {
    const pattern = marksPattern(['proxy', '别名'])!;
    expect(matchOffsets('Proxying a proxy, not aproxy; 路径别名', pattern)).toEqual([
      [0, 8],
      [11, 16],
      [32, 34],
    ]);
    expect(marksPattern([' '])).toBeNull();
  });
});

describe('the vocabulary built from the documents', () => {
  const doc = (route: string, source: string, lang: 'en' | 'zh' = 'en') =>
    searchDocument({ lang, route, url: lang === 'zh' ? `/zh${route}` : route, source })! satisfies SearchDocument;
  const docs = [
    doc('/guide/basic/cli', '# CLI\n\n## Flags {#flags}\n\n| Flag | Effect |\n| --- | --- |\n| `--port <port>` | Sets the webpack port. |\n| `-o, --open [url]` | Opens it. |\n'),
    doc('/config/server/port', '# server.port\n\nThe CLI flag `--port` overrides webpack settings for one run.\n'),
    doc('/community/', '# Community\n\nWebpack talk.\n'),
    doc('/guide/faq/exceptions', "# Exceptions\n\n## Runtime error `process is not defined`? {#process}\n\nText.\n\n## `Can't resolve 'path'` or `fs`? {#node}\n\nText.\n"),
  ];
  const ids = new Map(docs.map((d, i) => [d.url, `en_${i}`]));
  const built = buildVocabulary('en', docs, ids);

  it('ranks words by how many pages use them and keeps a single page\'s words only where they matter', () => {
    const read = new Vocabulary(built);
    const tierOf = (word: string) => read.tier(word) ?? -1;
    expect(tierOf('webpack')).toBe(2);
    expect(tierOf('server.port')).toBe(3);
    expect(tierOf('overrides')).toBe(-1);
  });

  it('lists every page with its section, and the pages whose tables or headings define a flag', () => {
    expect(built.scopes).toEqual(SECTIONS.map((s) => s.labelKey));
    expect(built.pages.en_0).toEqual(['/guide/basic/cli', built.scopes.indexOf('guide')]);
    expect(built.pages.en_1).toEqual(['/config/server/port', built.scopes.indexOf('config')]);
    expect(built.flags['--port']).toEqual(['en_0']);
    expect(built.flags['-o']).toEqual(['en_0']);
    // Code of three words or more in a heading is a message; shorter code is a name.
    expect(built.messages).toEqual({ 'can t resolve path': ['en_3'], 'process is not defined': ['en_3'] });
    expect(built.names).toEqual({});
    const withIntroduction = buildVocabulary('en', [...docs, doc('/guide/start/', '# Introduction\n\nRsbuild is a build tool.\n')], new Map([...ids, ['/guide/start/', 'en_9']]));
    expect(withIntroduction.names).toEqual({ rsbuild: 'en_9' });
    expect(() => buildVocabulary('en', docs, new Map())).toThrow(/not in the Pagefind index/);
  });

  it('groups the characters that sound the same', () => {
    const table = new Pinyin(buildPinyin([doc('/guide/advanced/env-vars', '# 环境变量\n\n变量。\n', 'zh')]));
    expect(table.soundsLike('亮', '量')).toBe(true);
    expect(table.soundsLike('心', '新')).toBe(true);
    expect(table.soundsLike('别', '说')).toBe(false);
  });
});
