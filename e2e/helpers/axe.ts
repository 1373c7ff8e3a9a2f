/**
 * axe-core run inside the page: a fraction of AxeBuilder's cost (no extra
 * page, no per-frame partial runs), and one copy of axe per document.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Page, expect } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeOptions {
  /** Selectors of the parts to check; the whole document by default. */
  include?: string[];
  /**
   * Selectors of parts to leave out (checked on another page where they are
   * the same). An `include` inside one of them is checked all the same.
   */
  exclude?: string[];
  /**
   * `severe` (default): the default rules that can report a serious or
   * critical issue, and only those issues. The others (landmark and heading
   * structure, for example, which the landmark tests check directly) could
   * never fail the check; skipping them saves about a fifth of axe's time.
   * `all`: every default rule, every impact.
   */
  rules?: 'severe' | 'all';
  /**
   * Style signatures already judged by the two rules whose result depends
   * only on styles: colour contrast (a text's colour, size, weight and shadow
   * and what is painted behind it) and links in text (a link's colour and
   * decoration against the text of its block). These two rules then check
   * only elements whose signature is new, and add the ones they pass or fail;
   * every other rule checks every element. A sweep over many pages thus
   * judges each style once instead of every line of every code block again
   * (the most expensive part of axe). Severe rules only.
   */
  stylesChecked?: Set<string>;
}

/** The rules that `stylesChecked` limits, each with the attribute that marks the elements it checks. */
const STYLE_RULES = { 'color-contrast': 'data-axe-contrast', 'link-in-text-block': 'data-axe-link' } as const;

/** Violations of the page as it is now, one readable entry each (empty when there is none). */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  if (options.stylesChecked && options.rules === 'all') throw new Error('stylesChecked applies to the severe rules only');
  // A new document gets axe, and the styles judged so far (kept in the page while it stays).
  const fresh = !(await page.evaluate(() => 'axe' in window));
  if (fresh) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(
    async ({ include, exclude, all, checked, styleRules }) => {
      type StyleRule = keyof typeof styleRules;
      type RuleId = string | { id: string };
      type Rule = { id: string; selector?: string; impact?: string; enabled?: boolean; tags: string[]; any: RuleId[]; all: RuleId[]; none: RuleId[] };
      type NodeResult = { html: string; target?: unknown[]; element?: Element };
      type RuleResult = { id: string; impact?: string | null; help: string; nodes: NodeResult[] };
      type Axe = {
        run: (context: unknown, options: object) => Promise<Record<'violations' | 'passes', RuleResult[]>>;
        configure: (spec: { rules: { id: string; selector: string }[] }) => void;
        _audit: { rules: Rule[]; checks: Record<string, { metadata?: { impact?: string } }> };
        __severe?: string[];
        __selectors?: Record<string, string>;
      };
      const axe = (window as unknown as { axe: Axe }).axe;
      const styleRuleIds = Object.keys(styleRules) as StyleRule[];
      if (!axe.__severe) {
        const rank: Record<string, number> = { minor: 1, moderate: 2, serious: 3, critical: 4 };
        const checkRank = (c: RuleId) => rank[axe._audit.checks[typeof c === 'string' ? c : c.id]?.metadata?.impact ?? ''] ?? 0;
        const byDefault = (r: Rule) => r.enabled !== false && !r.tags.includes('experimental') && !r.tags.includes('deprecated');
        axe.__severe = axe._audit.rules
          .filter((r) => byDefault(r) && Math.max(rank[r.impact ?? ''] ?? 0, ...[...r.any, ...r.all, ...r.none].map(checkRank)) >= 3)
          .map((r) => r.id);
        axe.__selectors = Object.fromEntries(styleRuleIds.map((id) => [id, axe._audit.rules.find((r) => r.id === id)?.selector ?? '*']));
      }
      /** Takes the marks of the elements to judge off again: the page is left as it was. */
      const unmark = () => {
        for (const el of document.querySelectorAll(styleRuleIds.map((id) => `[${styleRules[id]}]`).join(', '))) {
          for (const id of styleRuleIds) el.removeAttribute(styleRules[id]);
        }
      };
      /** Where an element is, for the report: its tag, id and classes and those of two ancestors. */
      const path = (el: Element | undefined) => {
        const parts: string[] = [];
        for (let node = el ?? null; node && parts.length < 3 && node !== document.body; node = node.parentElement) {
          parts.unshift(`${node.localName}${node.id ? `#${node.id}` : ''}${[...node.classList].map((c) => `.${c}`).join('')}`);
        }
        return parts.join(' > ');
      };
      const report = (rule: RuleResult) =>
        `${rule.impact} ${rule.id}: ${rule.help}\n${rule.nodes.map((n) => `  ${n.target ? n.target.map(String).join(' ') : path(n.element)}\n    ${n.html.slice(0, 160)}`).join('\n')}`;
      const keep = (rule: RuleResult) => all || rule.impact === 'serious' || rule.impact === 'critical';
      const context = include || exclude ? { include: include?.map((selector) => [selector]) ?? [], exclude: exclude?.map((selector) => [selector]) ?? [] } : document;

      if (!checked) {
        axe.configure({ rules: styleRuleIds.map((id) => ({ id, selector: axe.__selectors![id]! })) });
        const { violations } = await axe.run(context, { ...(all ? {} : { runOnly: { type: 'rule', values: axe.__severe } }), resultTypes: ['violations'] });
        return { rules: axe.__severe, checkedNow: [], violations: violations.filter(keep).map(report) };
      }

      // Style signatures, memoised per element (ancestors are shared by many texts).
      const backdrops = new Map<Element, string>();
      /** What is painted behind an element: opacity, images and colours of it and its ancestors, up to an opaque one. */
      const backdrop = (el: Element | null): string => {
        if (!el) return '';
        let known = backdrops.get(el);
        if (known === undefined) {
          const style = getComputedStyle(el);
          const own = `${style.opacity}/${style.backgroundImage}/${style.mixBlendMode}/${style.filter}/${style.backgroundColor}`;
          known = style.backgroundImage === 'none' && /^rgb\(/.test(style.backgroundColor) ? own : `${own}|${backdrop(el.parentElement)}`;
          backdrops.set(el, known);
        }
        return known;
      };
      const text = (el: Element) => {
        const style = getComputedStyle(el);
        return [el.localName, style.color, style.fontSize, style.fontWeight, style.textShadow, style.webkitTextStrokeWidth].join('/');
      };
      const isBlock = (el: Element) => /^(block|list-item|table|flex|grid|inline-block)$|^table-/.test(getComputedStyle(el).display);
      const signatures: Record<StyleRule, (el: Element) => string> = {
        'color-contrast': (el) => `${text(el)}|${backdrop(el)}`,
        'link-in-text-block': (el) => {
          let block = el.parentElement;
          while (block && !isBlock(block)) block = block.parentElement;
          const style = getComputedStyle(el);
          const decoration = [style.textDecorationLine, style.textDecorationStyle, style.textDecorationColor, style.borderBottomStyle, style.borderBottomWidth, style.borderBottomColor, style.fontStyle];
          for (const pseudo of ['::before', '::after']) decoration.push(getComputedStyle(el, pseudo).content);
          return `${text(el)}/${decoration.join('/')}|${backdrop(el)}|in ${block ? `${text(block)}|${backdrop(block)}` : ''}`;
        },
      };
      // Elements in the context, as axe decides: the closest included or left-out ancestor wins.
      const includeSelector = include?.join(', ') ?? null;
      const excludeSelector = exclude?.join(', ') ?? null;
      const inContext = (el: Element) => {
        const included = includeSelector ? el.closest(includeSelector) : document.documentElement;
        const excluded = excludeSelector ? el.closest(excludeSelector) : null;
        return Boolean(included && (!excluded || excluded.contains(included)));
      };
      const candidates: Record<StyleRule, Set<Element>> = { 'color-contrast': new Set(), 'link-in-text-block': new Set() };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.trim() && node.parentElement) candidates['color-contrast'].add(node.parentElement);
      }
      for (const field of document.querySelectorAll('input, select, textarea')) candidates['color-contrast'].add(field);
      for (const link of document.querySelectorAll('a[href], [role="link"]')) candidates['link-in-text-block'].add(link);
      if (include || exclude) {
        for (const id of styleRuleIds) for (const el of candidates[id]) if (!inContext(el)) candidates[id].delete(el);
      }
      // A few elements per new signature: axe may be unable to decide on one of them.
      const known = ((window as unknown as { __axeStylesChecked?: Set<string> }).__axeStylesChecked ??= new Set());
      for (const key of checked) known.add(key);
      const marked = new Map<string, number>();
      for (const id of styleRuleIds) {
        for (const el of candidates[id]) {
          if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
          const key = `${id}|${signatures[id](el)}`;
          const count = marked.get(key) ?? 0;
          if (known.has(key) || count >= 3) continue;
          marked.set(key, count + 1);
          el.setAttribute(styleRules[id], key);
        }
      }
      axe.configure({ rules: styleRuleIds.map((id) => ({ id, selector: `[${styleRules[id]}]` })) });
      // Passes too, with element references instead of selectors (selectors for every passed node would double the cost).
      const { violations, passes } = await axe.run(context, {
        runOnly: { type: 'rule', values: axe.__severe },
        resultTypes: ['violations', 'passes'],
        selectors: false,
        elementRef: true,
      });
      // A signature counts as judged once axe passed or failed an element that has it (not when
      // it could not decide, e.g. for text partly covered by another element).
      const checkedNow = new Set<string>();
      for (const rule of [...violations, ...passes]) {
        const mark = styleRules[rule.id as StyleRule];
        if (!mark) continue;
        for (const node of rule.nodes) {
          const key = node.element?.getAttribute(mark);
          if (key) checkedNow.add(key);
        }
      }
      for (const key of checkedNow) known.add(key);
      unmark();
      return { rules: axe.__severe, checkedNow: [...checkedNow], violations: violations.filter(keep).map(report) };
    },
    { include: options.include ?? null, exclude: options.exclude ?? null, all: options.rules === 'all', checked: options.stylesChecked ? (fresh ? [...options.stylesChecked] : []) : null, styleRules: STYLE_RULES },
  );
  // The rules that matter most here are among those run.
  expect(result.rules).toEqual(
    expect.arrayContaining(['color-contrast', 'link-in-text-block', 'scrollable-region-focusable', 'nested-interactive', 'aria-hidden-focus', 'link-name', 'button-name']),
  );
  for (const key of result.checkedNow) options.stylesChecked?.add(key);
  return result.violations.map((v) => `${page.url()} ${v}`);
}
