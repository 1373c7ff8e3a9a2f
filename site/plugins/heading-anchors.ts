/**
 * Rspress plugin: the heading anchor links (`#`) are drawn by the heading components
 * (theme/DocParts/MdxComponents.tsx) instead of being compiled into every page's chunk, one
 * element per heading. This rehype plugin takes out the link Rspress adds to each heading; the
 * components put the same link back in the same place, so the HTML does not change.
 */
import type { RspressPlugin } from '@rspress/core';
import { isHeadingAnchor } from './rspress-internals';
import { walk } from './walk';

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const HEADING = /^h[1-6]$/;

/** Rehype plugin: each heading without the anchor link Rspress gave it. */
export function rehypeHeadingAnchors() {
  return (tree: HastNode) => {
    walk(tree, (visited) => {
      const node = visited as HastNode;
      if (node.type === 'element' && HEADING.test(node.tagName ?? '') && isHeadingAnchor(node.children?.[0], node.properties?.id)) {
        node.children = node.children!.slice(1);
      }
    });
  };
}

export function pluginHeadingAnchors(): RspressPlugin {
  return { name: 'rsbuild-docs:heading-anchors', markdown: { rehypePlugins: [rehypeHeadingAnchors] } };
}
