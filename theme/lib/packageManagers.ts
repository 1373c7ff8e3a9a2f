/**
 * Package-manager command tabs: npm, yarn, pnpm and bun, in that
 * order. Rspress 2 adds a fifth `deno` tab; the theme's `PackageManagerTabs`
 * builds the four commands here and hands them to Rspress as an object.
 */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];
export type Commands = Partial<Record<PackageManager, string>>;

export interface CommandOptions {
  /** Runs a locally installed binary (`npx`, `yarn`, `pnpm`, `bun`). */
  exec?: boolean;
  /** Runs a package from the registry (`npx`, `yarn dlx`, `pnpm dlx`, `bunx`); wins over `exec`. */
  dlx?: boolean;
}

const DLX: Record<PackageManager, string> = { npm: 'npx', yarn: 'yarn dlx', pnpm: 'pnpm dlx', bun: 'bunx' };
const EXEC: Record<PackageManager, string> = { npm: 'npx', yarn: 'yarn', pnpm: 'pnpm', bun: 'bun' };

/** Yarn, pnpm and bun spell `npm install <pkg>` as `add`; `yarn create x@latest` takes no tag. */
function normalize(manager: PackageManager, command: string): string {
  if (manager === 'npm') return command;
  if (command.startsWith('yarn create')) return command.replace(/(yarn create [^\s]+)@latest/, '$1');
  if (!/\binstall\b/.test(command)) return command;
  const bare = command
    .split(' ')
    .filter((part) => !part.startsWith('-'))
    .join(' ');
  if (bare === `${manager} install`) return command;
  return command.replace(/\binstall\b/, 'add');
}

/** The four commands of a `<PackageManagerTabs command="…" />` written with one shared command. */
export function packageManagerCommands(command: string, { exec = false, dlx = false }: CommandOptions = {}): Required<Commands> {
  const entries = PACKAGE_MANAGERS.map((manager) => {
    const prefix = dlx ? DLX[manager] : exec ? EXEC[manager] : manager;
    return [manager, normalize(manager, `${prefix} ${command}`)] as const;
  });
  return Object.fromEntries(entries) as Required<Commands>;
}

/** Keeps the supported package managers of a per-manager command object, in the canonical order. */
export function onlySupported(commands: Record<string, string | undefined>): Commands {
  const out: Commands = {};
  for (const manager of PACKAGE_MANAGERS) {
    const value = commands[manager];
    if (value) out[manager] = value;
  }
  return out;
}

/** `npm install foo` → `['npm', ' install foo']`: the tool, highlighted apart, and the rest. */
export function splitCommand(command: string): [string, string] {
  const tool = command.split(' ')[0] ?? '';
  return [tool, command.slice(tool.length)];
}
