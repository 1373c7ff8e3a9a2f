/**
 * Every claim of the Rsbuild 2 guide about other packages on the npm registry
 * (`registry.facts` of an entry in `site/rsbuild2/data.ts`) holds in what
 * `npm run rsbuild2:registry` recorded (`site/rsbuild2/registry.json`), and
 * carries that recording's date.
 */
import { describe, expect, it } from 'vitest';
import { OPTION_STATUS, UPGRADE_TOPICS } from '../site/rsbuild2/data';
import { REGISTRY, registryProblem } from '../site/rsbuild2/registry';

const DATA = 'site/rsbuild2/data.ts';
const withFacts = [
  ...OPTION_STATUS.filter((e) => e.registry).map((e) => ({ name: e.option, registry: e.registry!, text: JSON.stringify([e.summary, e.note]) })),
  ...UPGRADE_TOPICS.filter((t) => t.registry).map((t) => ({ name: `topic ${t.id}`, registry: t.registry!, text: JSON.stringify(t.body) })),
];

describe('registry facts', () => {
  it('the recording is dated and holds the packages the guide names', () => {
    expect(REGISTRY.retrieved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(REGISTRY.packages)).toContain('@rsdoctor/rspack-plugin');
  });

  it.each(withFacts.map((e) => [e.name, e] as const))('%s: every fact holds in site/rsbuild2/registry.json, with its date', (_, entry) => {
    const problems: string[] = [];
    if (entry.registry.date !== REGISTRY.retrieved) problems.push(`dated ${entry.registry.date}, but the recording is of ${REGISTRY.retrieved} (run npm run rsbuild2:registry and update the facts and the text)`);
    for (const fact of entry.registry.facts) {
      const problem = registryProblem(fact);
      if (problem) problems.push(problem);
    }
    // The date the text gives is the recording's.
    for (const date of entry.text.match(/\d{4}-\d{2}-\d{2}/g) ?? []) if (date !== REGISTRY.retrieved) problems.push(`the text says ${date}, the recording is of ${REGISTRY.retrieved}`);
    expect(problems, `${DATA}: ${entry.name}:\n${problems.join('\n')}`).toEqual([]);
  });

  it('a wrong fact is reported with what the registry gave (sanity)', () => {
    expect(registryProblem('@rsdoctor/rspack-plugin: dist-tags.latest "2.0.0"')).toMatch(/the registry gave "1\.6\.5"/);
    expect(registryProblem('@rsdoctor/rspack-plugin: versions /^2\\.\\d+\\.\\d+$/ ["2.0.0"]')).toMatch(/gave \[\]/);
    expect(registryProblem('@rsbuild/plugin-react latest 2.1.1')).toMatch(/is not "<package>/);
    // A key with dots, in brackets: the 2.x line has no require condition, the 1.x line has one.
    expect(registryProblem('@rsbuild/plugin-react@2.1.1: exports["."].require "./dist/index.cjs"')).toMatch(/the registry gave undefined/);
    expect(registryProblem('@rsbuild/plugin-less@1.6.4: exports["."].require "./dist/index.cjs"')).toBeUndefined();
  });
});
