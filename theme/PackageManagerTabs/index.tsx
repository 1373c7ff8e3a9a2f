import {
  PackageManagerTabs as BaseTabs,
  type PackageManagerTabProps,
  Tab,
  Tabs,
  getCustomMDXComponent,
} from '@rspress/core/theme-original';
import { onlySupported, packageManagerCommands, splitCommand } from '../lib/packageManagers';

/**
 * Package-manager tabs: npm, yarn, pnpm and bun (no `deno`), labelled by name only (Rspress's
 * logos weighed much of a guide's HTML). Each block takes keyboard focus, as highlighted blocks
 * do, so that a long command scrolls with the arrow keys.
 */
export function PackageManagerTabs(props: PackageManagerTabProps) {
  const commands =
    typeof props.command === 'string'
      ? packageManagerCommands(props.command, { exec: props.exec, dlx: props.dlx })
      : onlySupported(props.command);
  // The Markdown twin of a page (llms): Rspress writes one fenced block per tool.
  if (import.meta.env.SSG_MD) return <BaseTabs command={commands} />;
  const Pre = getCustomMDXComponent().pre;
  return (
    <Tabs groupId="package.manager" keepDOM={false}>
      {Object.entries(commands).map(([manager, command]) => {
        const [tool, rest] = splitCommand(command);
        return (
          <Tab key={manager} label={manager}>
            <Pre
              lang="bash"
              tabIndex={0}
              className="shiki css-variables"
              style={{ backgroundColor: 'var(--shiki-background)', color: 'var(--shiki-foreground)' }}
            >
              <code style={{ whiteSpace: 'pre' }}>
                <span className="line">
                  <span style={{ color: 'var(--shiki-token-function)' }}>{tool}</span>
                  <span style={{ color: 'var(--shiki-token-string)' }}>{rest}</span>
                </span>
              </code>
            </Pre>
          </Tab>
        );
      })}
    </Tabs>
  );
}
