/** Language and link choice for the sibling-tools popover and tool stack. */
export type ToolLang = 'en' | 'zh';

/** A path with a `zh` segment is Chinese, anything else English. */
export function toolLangFromPath(pathname: string): ToolLang {
  return /(^|\/)zh(\/|$|\.html)/i.test(pathname) ? 'zh' : 'en';
}

export interface ToolLink {
  name: string;
  /** Chinese description. */
  desc: string;
  descEn: string;
  /** Path of the logo under `docs/public`. */
  logo: string;
  /** Optional scale applied to the logo (1 = as drawn). */
  logoScale?: number;
  /** Chinese (or only) address. */
  url: string;
  /** English address, when it differs. */
  urlEn?: string;
}

export interface ToolGroup {
  /** Chinese title. */
  title: string;
  titleEn: string;
  links: ToolLink[];
}

export const toolUrl = (link: ToolLink, lang: ToolLang) => (lang === 'en' ? (link.urlEn ?? link.url) : link.url);
export const toolDesc = (link: ToolLink, lang: ToolLang) => (lang === 'en' ? link.descEn : link.desc);
export const groupTitle = (group: ToolGroup, lang: ToolLang) => (lang === 'en' ? group.titleEn : group.title);
