// Claims about hook behaviour that pages mark with a `{/* recorded … */}` comment, read and checked
// against the recordings of Rsbuild 1.7.6 (tests/behaviour/recordings.json).
//
// The comment holds one line per item of the list that follows it (or one line for a whole ordered
// list). A line is either segments of recordings (several separated by `;`), whose hooks the item
// lists in order, and which say "only the first" (`onExit` callback) exactly when only one of two ran:
//   <scenario> [after "<step>" | from <hook>] [until <hook> | until "<step>"]
// or what the plugin API sees: the item lists the hooks where `<field>` is missing, then the first
// hook where it is there (fields: normalizedConfig, devServer):
//   sees <field> <scenario>
// or a statement about the hook of the section (the nearest `###` heading above):
//   runs <scenario>, <scenario> …        not <scenario>, <scenario> …
// or what a step of a JavaScript API scenario got: a string field the item quotes word for word, or
// a field with the value the rule gives ("hook:<name>" reads the first call of a hook instead):
//   shows <scenario> "<step>" <field>      shows <scenario> "<step>" <field>=<JSON value>
// or that a scenario never reached a step:   lacks <scenario> "<step>"
// or how often a hook (or a plugin's `setup`) was called:   counts <scenario> <hook>=<n>

export interface Entry {
  hook?: string;
  step?: string;
  callback?: number;
  [key: string]: unknown;
}
export interface Recording {
  log: Entry[];
  exitCode: number | null;
  signal?: string | null;
}
export interface Recordings {
  rsbuild: string;
  scenarios: Record<string, Recording>;
}

export const HOOKS = [
  'modifyRsbuildConfig',
  'modifyEnvironmentConfig',
  'modifyBundlerChain',
  'modifyRspackConfig',
  'modifyHTMLTags',
  'modifyHTML',
  'onBeforeCreateCompiler',
  'onAfterCreateCompiler',
  'onBeforeEnvironmentCompile',
  'onAfterEnvironmentCompile',
  'onBeforeBuild',
  'onAfterBuild',
  'onCloseBuild',
  'onBeforeStartDevServer',
  'onAfterStartDevServer',
  'onBeforeDevCompile',
  'onAfterDevCompile',
  'onDevCompileDone',
  'onCloseDevServer',
  'onBeforeStartProdServer',
  'onAfterStartProdServer',
  'onExit',
];

/** Words that say only the first `onExit` callback runs, per language. */
export const FIRST_CALLBACK_ONLY = { en: 'only the first', zh: '只有第一个' } as const;

export interface Claim {
  line: number;
  text: string;
  rule: string;
}

/** The claims of one page: each comment line paired with the list item it describes. */
export function readClaims(source: string): Claim[] {
  const lines = source.split('\n');
  const claims: Claim[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() !== '{/* recorded') continue;
    // Right after a paragraph or a list item, MDX would read the comment as part of it.
    if (i > 0 && lines[i - 1]!.trim() !== '') {
      claims.push({ line: i + 1, text: '', rule: '!the comment needs a blank line before it' });
      continue;
    }
    const rules: string[] = [];
    let j = i + 1;
    for (; j < lines.length && lines[j]!.trim() !== '*/}'; j++) rules.push(lines[j]!.trim().replace(/^- /, ''));
    // The list that follows: items start with "1." or "-", continuation lines are indented.
    let k = j + 1;
    while (k < lines.length && lines[k]!.trim() === '') k++;
    const items: { line: number; text: string }[] = [];
    for (; k < lines.length && lines[k]!.trim() !== ''; k++) {
      const text = lines[k]!;
      if (/^(\d+\.|-) /.test(text)) items.push({ line: k + 1, text });
      else if (items.length && /^\s+\S/.test(text)) items[items.length - 1]!.text += ` ${text.trim()}`;
      else break;
    }
    const whole = rules.length === 1 && items.length > 1 && /^\d+\. /.test(items[0]!.text);
    if (!whole && rules.length !== items.length) {
      claims.push({ line: i + 1, text: '', rule: `!the comment has ${rules.length} lines and the list after it ${items.length} items` });
      continue;
    }
    if (whole) claims.push({ line: items[0]!.line, text: items.map((item) => item.text).join(' '), rule: rules[0]! });
    else rules.forEach((rule, n) => claims.push({ line: items[n]!.line, text: items[n]!.text, rule }));
  }
  return claims;
}

/** The hook names an item mentions in inline code, in order, repeated names once. */
export function statedHooks(text: string): string[] {
  const names = [...text.matchAll(/`(\w+)`/g)].map((m) => m[1]!).filter((name) => HOOKS.includes(name));
  return names.filter((name, n) => name !== names[n - 1]);
}

/** The hooks of a segment of a recording, in order, consecutive repeats once (`setup` left out). */
export function segment(recordings: Recordings, rule: string): { hooks: string[]; entries: Entry[] } {
  const m = /^([\w:-]+)(?: after "([^"]+)"| from (\w+))?(?: until (?:(\w+)|"([^"]+)"))?$/.exec(rule);
  if (!m) throw new Error(`cannot read "${rule}": expected <scenario> [after "<step>" | from <hook>] [until <hook> | until "<step>"]`);
  const [, name, after, from, untilHook, untilStep] = m;
  const recording = recordings.scenarios[name!];
  if (!recording) throw new Error(`no recorded scenario "${name}"`);
  let entries = recording.log;
  if (after || from) {
    const start = entries.findIndex((entry) => (after ? entry.step === after : entry.hook === from));
    if (start < 0) throw new Error(`scenario "${name}" has no ${after ? `step "${after}"` : from}`);
    entries = entries.slice(after ? start + 1 : start);
  }
  if (untilHook || untilStep) {
    const end = entries.findIndex((entry) => (untilHook ? entry.hook === untilHook : entry.step === untilStep));
    if (end < 0) throw new Error(`scenario "${name}" has no ${untilHook ?? `step "${untilStep}"`} in the segment`);
    entries = entries.slice(0, untilHook ? end + 1 : end);
  }
  entries = entries.filter((entry) => entry.hook && entry.hook !== 'setup');
  const hooks = entries.map((entry) => entry.hook!).filter((hook, n, all) => hook !== all[n - 1]);
  return { hooks, entries };
}

/** The hooks before `field` is seen by the plugin API, then the first hook that sees it. */
export function seenFrom(recordings: Recordings, field: string, name: string): string[] {
  const recording = recordings.scenarios[name];
  if (!recording) throw new Error(`no recorded scenario "${name}"`);
  const hooks: string[] = [];
  for (const entry of recording.log) {
    if (!entry.hook || entry.hook === 'setup') continue;
    const sees = entry.sees as Record<string, unknown> | undefined;
    if (!sees || !(field in sees)) throw new Error(`the recordings have no "${field}"`);
    hooks.push(entry.hook);
    if (sees[field]) return hooks;
  }
  throw new Error(`no hook of "${name}" sees ${field}`);
}

/** The hook a section is about: the `### name {#id}` heading above the line. */
export function sectionHook(source: string, line: number): string | undefined {
  const lines = source.split('\n');
  for (let i = line - 1; i >= 0; i--) {
    const m = /^###? (\w+) \{#/.exec(lines[i]!);
    if (m) return HOOKS.includes(m[1]!) ? m[1] : undefined;
  }
  return undefined;
}

/** What is wrong with one claim, or nothing. A claim may hold several rules, separated by `;`. */
export function checkClaim(recordings: Recordings, source: string, claim: Claim, lang: 'en' | 'zh'): string | undefined {
  if (claim.rule.startsWith('!')) return claim.rule.slice(1);
  for (const rule of claim.rule.split(/\s*;\s*/)) {
    const [kind] = rule.split(' ');
    const problem =
      kind === 'runs' || kind === 'not'
        ? checkStatement(recordings, source, claim, rule)
        : kind === 'sees'
          ? checkSees(recordings, claim, rule)
          : kind === 'shows'
            ? checkShows(recordings, claim, rule)
            : kind === 'lacks'
              ? checkLacks(recordings, rule)
              : kind === 'counts'
                ? checkCounts(recordings, rule)
                : checkSegment(recordings, claim, rule, lang);
    if (problem) return problem;
  }
  return undefined;
}

function checkStatement(recordings: Recordings, source: string, claim: Claim, rule: string): string | undefined {
  const statement = /^(runs|not) (.+)$/.exec(rule)!;
  const hook = sectionHook(source, claim.line);
  if (!hook) return `"${rule}" is not under the heading of a hook`;
  for (const name of statement[2]!.split(/,\s*/)) {
    const recording = recordings.scenarios[name];
    if (!recording) return `no recorded scenario "${name}"`;
    const count = recording.log.filter((entry) => entry.hook === hook).length;
    if (statement[1] === 'runs' && count === 0) return `says ${hook} runs in "${name}"; it was not called there`;
    if (statement[1] === 'not' && count > 0) return `says ${hook} does not run in "${name}"; it was called ${count} time(s) there`;
  }
  return undefined;
}

function checkSees(recordings: Recordings, claim: Claim, rule: string): string | undefined {
  const sees = /^sees (\w+) ([\w:-]+)$/.exec(rule);
  if (!sees) return `cannot read "${rule}": expected sees <field> <scenario>`;
  let recorded: string[];
  try {
    recorded = seenFrom(recordings, sees[1]!, sees[2]!);
  } catch (error) {
    return (error as Error).message;
  }
  const stated = statedHooks(claim.text);
  return stated.join(', ') === recorded.join(', ')
    ? undefined
    : `states ${stated.join(', ') || '(no hook)'}; recorded in "${sees[2]}": ${sees[1]} missing in ${recorded.slice(0, -1).join(', ') || '(no hook)'}, there from ${recorded.at(-1)}`;
}

function checkSegment(recordings: Recordings, claim: Claim, rule: string, lang: 'en' | 'zh'): string | undefined {
  let recorded: ReturnType<typeof segment>;
  try {
    recorded = segment(recordings, rule);
  } catch (error) {
    return (error as Error).message;
  }
  const stated = statedHooks(claim.text);
  if (stated.join(', ') !== recorded.hooks.join(', ')) {
    return `states ${stated.join(', ') || '(no hook)'}; recorded (${rule}): ${recorded.hooks.join(', ') || '(no hook)'}`;
  }
  const exits = recorded.entries.filter((entry) => entry.hook === 'onExit');
  if (exits.length) {
    const firstOnly = exits.every((entry) => entry.callback === 1);
    const saysFirstOnly = claim.text.toLowerCase().includes(FIRST_CALLBACK_ONLY[lang]);
    if (firstOnly !== saysFirstOnly) {
      return firstOnly
        ? `recorded (${rule}): only the first of two onExit callbacks ran; the item must say "${FIRST_CALLBACK_ONLY[lang]}"`
        : `says only the first onExit callback runs; recorded (${rule}): every callback ran`;
    }
  }
  return undefined;
}

function checkCounts(recordings: Recordings, rule: string): string | undefined {
  const m = /^counts ([\w:-]+) (\w+)=(\d+)$/.exec(rule);
  if (!m) return `cannot read "${rule}": expected counts <scenario> <hook>=<n>`;
  const recording = recordings.scenarios[m[1]!];
  if (!recording) return `no recorded scenario "${m[1]}"`;
  const count = recording.log.filter((entry) => entry.hook === m[2]).length;
  return count === Number(m[3]) ? undefined : `"${rule}": ${m[2]} was called ${count} time(s) in "${m[1]}"`;
}

function checkLacks(recordings: Recordings, rule: string): string | undefined {
  const m = /^lacks ([\w:-]+) "([^"]+)"$/.exec(rule);
  if (!m) return `cannot read "${rule}": expected lacks <scenario> "<step>"`;
  const recording = recordings.scenarios[m[1]!];
  if (!recording) return `no recorded scenario "${m[1]}"`;
  return recording.log.some((entry) => entry.step === m[2]) ? `"${rule}": the step was recorded` : undefined;
}

function checkShows(recordings: Recordings, claim: Claim, rule: string): string | undefined {
  const m = /^shows ([\w:-]+) "([^"]+)" (\w+)(?:=(.+))?$/.exec(rule);
  if (!m) return `cannot read "${rule}": expected shows <scenario> "<step>" <field>[=<JSON value>]`;
  const [, name, stepName, field, expected] = m;
  const hook = stepName!.startsWith('hook:') ? stepName!.slice(5) : undefined;
  const step = recordings.scenarios[name!]?.log.find((entry) => (hook ? entry.hook === hook : entry.step === stepName));
  if (!step) return `scenario "${name}" has no step "${stepName}"`;
  const value = step[field!];
  if (expected !== undefined) {
    return JSON.stringify(value) === JSON.stringify(JSON.parse(expected))
      ? undefined
      : `"${rule}": recorded ${field} = ${JSON.stringify(value)}`;
  }
  if (typeof value !== 'string') return `"${rule}": ${field} is not a recorded string`;
  return claim.text.includes(value) ? undefined : `does not quote what was recorded (${rule}): ${value}`;
}
