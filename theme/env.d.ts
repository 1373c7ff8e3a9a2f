declare module '*.css';
declare module '*.scss';
declare module '*.svg' {
  const url: string;
  export default url;
}

/** Build-time flags that Rspress defines for theme code. */
interface ImportMetaEnv {
  /** True while Rspress renders pages to Markdown (llms.txt). */
  readonly SSG_MD?: boolean;
  /** True when the page actions (Copy Markdown, "Open in") are on (`themeConfig.llmsUI`). */
  readonly ENABLE_LLMS_UI?: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Icons of the configured social links (theme/rspress-internals.ts). */
declare module 'virtual-social-links' {
  const icons: Record<string, string>;
  export default icons;
}
