/** Compact token spans of highlighted code (site/plugins/code-tokens.ts). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type HastNode, TOKEN_COLOURS, compactTokens, tokenClass } from '../site/plugins/code-tokens';

const text = (value: string): HastNode => ({ type: 'text', value });
const token = (style: string, value: string): HastNode => ({ type: 'element', tagName: 'span', properties: { style }, children: [text(value)] });
const tok = (name: string, value: string) => token(`color:var(--shiki-token-${name})`, value);
const cls = (name: string, value: string): HastNode => ({ type: 'element', tagName: 'span', properties: { className: [`rsb-tok-${name}`] }, children: [text(value)] });

describe('compact code tokens', () => {
  it('makes tokens in the block colour and whitespace plain text, joined with the text around them', () => {
    const line = [tok('keyword', 'const'), token('color:var(--shiki-foreground)', ' a '), tok('keyword', '='), token('color:var(--shiki-token-constant)', '  '), token('color:var(--shiki-foreground)', '1;')];
    expect(compactTokens(line)).toEqual([cls('keyword', 'const'), text(' a '), cls('keyword', '='), text('  1;')]);
  });

  it('joins neighbouring tokens of one colour, also across whitespace', () => {
    expect(compactTokens([tok('keyword', 'export'), text(' '), tok('keyword', 'default'), tok('keyword', ' async')])).toEqual([cls('keyword', 'export default async')]);
    expect(compactTokens([tok('keyword', 'a'), tok('function', 'b')])).toEqual([cls('keyword', 'a'), cls('function', 'b')]);
  });

  it('keeps a style it has no class for, and a style with more than a colour (also on whitespace)', () => {
    const italic = token('color:var(--shiki-token-comment);font-style:italic', '  ');
    const other = token('color:#fff', 'x');
    expect(compactTokens([italic, other])).toEqual([italic, other]);
  });

  it('keeps any other node as it is, and never merges into it', () => {
    const label = { type: 'element', tagName: 'span', properties: { className: ['rsb-code-sr'] }, children: [text('Added line:')] };
    expect(compactTokens([label, tok('keyword', 'x')])).toEqual([label, cls('keyword', 'x')]);
    expect(label.children[0]).toEqual(text('Added line:'));
  });

  it('has a rule in theme/styles/code-tokens.css for every class it gives', () => {
    const css = readFileSync(path.join(import.meta.dirname, '../theme/styles/code-tokens.css'), 'utf8');
    const missing = TOKEN_COLOURS.filter((name) => !css.includes(`.shiki .${tokenClass(name)} { color: var(--shiki-token-${name}); }`));
    expect(missing, `theme/styles/code-tokens.css has no rule for ${missing.join(', ')}`).toEqual([]);
  });
});
