/**
 * Registry facts of the Rsbuild 2 guide, checked offline against what
 * `npm run rsbuild2:registry` recorded with `npm view` (`registry.json`, dated).
 * A fact is one line: `<package>[@<version>]: <field> <JSON value>`, where the
 * field is a path into the package's recorded data (`dist-tags.latest`,
 * `peerDependencies.@rsbuild/core`, `type`; a key with dots in brackets: `exports["."].require`),
 * or `versions /<regex>/ <JSON list>` for the releases whose version matches.
 */
import recorded from './registry.json' with { type: 'json' };

interface RecordedPackage {
  'dist-tags': Record<string, string>;
  versions: string[];
  releases: Record<string, Record<string, unknown>>;
}

export const REGISTRY = recorded as unknown as { retrieved: string; packages: Record<string, RecordedPackage> };

const LINE = /^(@?[^@\s:]+)(?:@(\d[^\s:]*))?: (\S+) (.+)$/;

/** The keys of a field path: `exports["."].require` → `exports`, `.`, `require`. */
function fieldKeys(field: string): string[] {
  return [...field.matchAll(/\["([^"]*)"\]|[^.[\]]+/g)].map((m) => m[1] ?? m[0]);
}

/** Why a fact does not hold in the recorded data, or undefined when it does. */
export function registryProblem(fact: string, registry = REGISTRY): string | undefined {
  const m = LINE.exec(fact);
  if (!m) return `"${fact}" is not "<package>[@<version>]: <field> <JSON value>"`;
  const [, pkg, version, field, rest] = m as unknown as [string, string, string | undefined, string, string];
  const data = registry.packages[pkg];
  if (!data) return `${pkg} is not recorded in site/rsbuild2/registry.json (add it to scripts/rsbuild2-registry.mjs)`;
  let actual: unknown;
  let expected: string = rest;
  if (field === 'versions') {
    const r = /^\/(.+)\/ (.+)$/.exec(rest);
    if (!r) return `"${fact}": versions takes /<regex>/ <JSON list>`;
    actual = data.versions.filter((v) => new RegExp(r[1]!).test(v));
    expected = r[2]!;
  } else {
    let value: unknown = version ? data.releases[version] : data;
    if (value === undefined) return `${pkg}@${version}: that release is not recorded in site/rsbuild2/registry.json`;
    for (const key of fieldKeys(field)) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    actual = value;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(expected);
  } catch {
    return `"${fact}": the value is not JSON`;
  }
  return JSON.stringify(actual) === JSON.stringify(parsed)
    ? undefined
    : `${pkg}${version ? `@${version}` : ''} ${field}: the registry gave ${JSON.stringify(actual)} on ${registry.retrieved}, the fact says ${expected}`;
}
