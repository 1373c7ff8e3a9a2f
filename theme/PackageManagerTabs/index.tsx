import { PackageManagerTabs as BaseTabs, type PackageManagerTabProps } from '@rspress/core/theme-original';
import { onlySupported, packageManagerCommands } from '../lib/packageManagers';

/**
 * Rspress's package-manager tabs limited to npm, yarn, pnpm and bun (SPEC §3):
 * a string command is expanded here, without Rspress's `deno` tab.
 */
export function PackageManagerTabs(props: PackageManagerTabProps) {
  const { command, additionalTabs } = props;
  const commands =
    typeof command === 'string' ? packageManagerCommands(command, { exec: props.exec, dlx: props.dlx }) : onlySupported(command);
  return <BaseTabs command={commands} additionalTabs={additionalTabs} />;
}
