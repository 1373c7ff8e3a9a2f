import { normalizeImagePath } from '@rspress/core/runtime';
import type { ToolLink } from '../../theme/lib/tools';

/** A sibling tool's logo, decorative (the tool's name is always next to it). */
export function ToolLogo({ tool, size, className, lazy }: { tool: ToolLink; size: number; className: string; lazy?: boolean }) {
  return (
    <img
      className={className}
      src={normalizeImagePath(tool.logo)}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      style={tool.logoScale ? { transform: `scale(${tool.logoScale})` } : undefined}
    />
  );
}
