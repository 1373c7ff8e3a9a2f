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
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
