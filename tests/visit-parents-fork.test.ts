/**
 * The build installs vendor/unist-util-visit-parents for every package that walks Markdown and HTML trees
 * (see vendor/README.md): upstream's 6.1.0 without the lines that rename each visit closure. These tests
 * hold it to that: the only installed copy, upstream's files apart from those lines, and the same walks as
 * upstream's published package (installed as `unist-util-visit-parents-upstream`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as fork from 'unist-util-visit-parents';
import * as upstream from 'unist-util-visit-parents-upstream';
import { listFiles } from '../scripts/lib/files.mjs';
import { ROOT } from './lib/docs';

const VENDOR = path.join(ROOT, 'vendor/unist-util-visit-parents');
const UPSTREAM = path.join(ROOT, 'node_modules/unist-util-visit-parents-upstream');

/** node_modules/unist-util-visit-parents-upstream/lib/index.js with the closure naming taken out, as the fork has it; throws when upstream's text moved. */
export function withoutClosureNames(source: string): string {
  const importLine = "import {color} from 'unist-util-visit-parents/do-not-use-color'\n";
  const start = source.indexOf('    const value = /** @type {Record<string, unknown>} */ (');
  const end = source.indexOf('    return visit\n', start);
  const naming = source.slice(start, end);
  if (!source.includes(importLine) || start < 0 || end < 0 || !naming.includes("Object.defineProperty(visit, 'name'")) {
    throw new Error('unist-util-visit-parents-upstream/lib/index.js: the closure naming is no longer where the fork expects it; redo vendor/unist-util-visit-parents from the new release (vendor/README.md)');
  }
  return source.slice(0, start).replace(importLine, '') + source.slice(end);
}

/** Every folder named unist-util-visit-parents under node_modules, at any depth. */
function installedCopies(dir = path.join(ROOT, 'node_modules'), found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const at = path.join(dir, entry.name);
    if (entry.name === 'unist-util-visit-parents') found.push(at);
    if (entry.name.startsWith('@')) installedCopies(at, found);
    else if (existsSync(path.join(at, 'node_modules'))) installedCopies(path.join(at, 'node_modules'), found);
  }
  return found;
}

type Node = { type: string; id: number; value?: string; children?: Node[] };

/** A deterministic tree of `count` nodes with types a-e, some of them leaves. */
function randomTree(seed: number, count: number): Node {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const root: Node = { type: 'root', id: 0, children: [] };
  const parents = [root];
  for (let id = 1; id < count; id++) {
    const parent = parents[Math.floor(next() * parents.length)]!;
    const type = 'abcde'.charAt(Math.floor(next() * 5));
    const node: Node = type === 'e' ? { type, id, value: `v${id}` } : { type, id, children: [] };
    parent.children!.push(node);
    if (node.children) parents.push(node);
  }
  return root;
}

type Visitor = (node: Node, ancestors: Node[], index?: number) => unknown;
/** Both packages, seen through the calls these tests make (the walks, not the declared types, are compared). */
interface Impl {
  visitParents(tree: Node, ...args: Array<string | boolean | object | Visitor>): void;
  CONTINUE: unknown;
  EXIT: unknown;
  SKIP: unknown;
}
const IMPLS = [fork, upstream] as unknown as [Impl, Impl];
type Scenario = { name: string; run: (impl: Impl, tree: Node, log: string[]) => void };

const record = (log: string[], node: Node, ancestors: Node[], index?: number) =>
  log.push(`${node.id}@${index ?? '-'}<${ancestors.map((a) => a.id).join('.')}`);

const SCENARIOS: Scenario[] = [
  { name: 'every node', run: (impl, tree, log) => impl.visitParents(tree, (n: Node, a: Node[]) => void record(log, n, a)) },
  { name: 'a type test, reversed', run: (impl, tree, log) => impl.visitParents(tree, 'b', (n: Node, a: Node[]) => void record(log, n, a), true) },
  { name: 'an object test', run: (impl, tree, log) => impl.visitParents(tree, { type: 'e' }, (n: Node, a: Node[]) => void record(log, n, a)) },
  { name: 'a function test and SKIP', run: (impl, tree, log) =>
    impl.visitParents(tree, (n: Node) => n.id % 3 === 0, (n: Node, a: Node[]) => (record(log, n, a), n.type === 'a' ? impl.SKIP : impl.CONTINUE)) },
  { name: 'EXIT after 40 nodes', run: (impl, tree, log) =>
    impl.visitParents(tree, (n: Node, a: Node[]) => (record(log, n, a), log.length >= 40 ? impl.EXIT : undefined)) },
  { name: 'removing the next sibling', run: (impl, tree, log) =>
    impl.visitParents(tree, 'c', (n: Node, a: Node[]) => {
      record(log, n, a);
      const siblings = a[a.length - 1]!.children!;
      siblings.splice(siblings.indexOf(n) + 1, 1);
    }) },
  { name: 'removing the node and returning its index', run: (impl, tree, log) =>
    impl.visitParents(tree, 'd', (n: Node, a: Node[]) => {
      record(log, n, a);
      const siblings = a[a.length - 1]!.children!;
      const at = siblings.indexOf(n);
      siblings.splice(at, 1);
      return [impl.SKIP, at];
    }) },
  { name: 'enter and exit visitors', run: (impl, tree, log) =>
    impl.visitParents(tree, { enter: (n: Node, a: Node[], i?: number) => void record(log, n, a, i), exit: (n: Node, a: Node[], i?: number) => void record(log, { ...n, id: -n.id }, a, i) }) },
];

describe('the unist-util-visit-parents fork', () => {
  it('is the only copy installed', () => {
    const copies = installedCopies();
    expect(copies.length).toBeGreaterThan(0);
    const forkCode = readFileSync(path.join(VENDOR, 'lib/index.js'), 'utf8');
    const others = copies.filter((dir) => readFileSync(path.join(dir, 'lib/index.js'), 'utf8') !== forkCode);
    expect(others, `${others.map((d) => path.relative(ROOT, d)).join(', ')}: not vendor/unist-util-visit-parents; package.json's override and \`npm install\` put the fork there (vendor/README.md)`).toEqual([]);
  });

  it('is upstream 6.1.0 apart from the closure naming', () => {
    expect(JSON.parse(readFileSync(path.join(UPSTREAM, 'package.json'), 'utf8')).version).toBe(JSON.parse(readFileSync(path.join(VENDOR, 'package.json'), 'utf8')).version);
    const forkFiles = listFiles(VENDOR).filter((f) => f !== 'package.json').sort();
    for (const file of forkFiles) {
      const theirs = readFileSync(path.join(UPSTREAM, file), 'utf8');
      const ours = readFileSync(path.join(VENDOR, file), 'utf8');
      expect(ours, `vendor/unist-util-visit-parents/${file} differs from upstream's`).toBe(file === 'lib/index.js' ? withoutClosureNames(theirs) : theirs);
    }
    expect(forkFiles).toEqual(expect.arrayContaining(['index.js', 'index.d.ts', 'lib/index.js', 'license']));
    expect(readFileSync(path.join(VENDOR, 'lib/index.js'), 'utf8')).not.toContain('defineProperty');
  });

  it('the naming check names the file when upstream moves the lines', () => {
    expect(() => withoutClosureNames('export function visitParents() {}\n')).toThrow(/unist-util-visit-parents-upstream\/lib\/index\.js/);
  });

  for (const scenario of SCENARIOS) {
    it(`walks like upstream: ${scenario.name}`, () => {
      for (const seed of [1, 7, 42]) {
        const logs = IMPLS.map((impl) => {
          const tree = randomTree(seed, 300);
          const log: string[] = [];
          scenario.run(impl, tree, log);
          return { log, tree: JSON.stringify(tree) };
        });
        expect(logs[0]!.log.length).toBeGreaterThan(0);
        expect(logs[0]).toEqual(logs[1]);
      }
    });
  }
});
