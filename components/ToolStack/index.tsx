import { TOOL_STACK, toolLinkText } from '../../theme/data/tools';
import { type ToolLang, type ToolLink, toolDesc, toolUrl } from '../../theme/lib/tools';
import { ToolLogo } from '../ToolLogo';
import './index.css';

export interface ToolStackProps {
  lang: ToolLang;
  tools?: ToolLink[];
}

/** Six sibling tools: logo, name, description in the page's language and a link. */
export function ToolStack({ lang, tools = TOOL_STACK }: ToolStackProps) {
  return (
    <ul className="rsb-stack">
      {tools.map((tool) => {
        const url = toolUrl(tool, lang);
        return (
          <li key={tool.name} className="rsb-stack__item">
            <ToolLogo tool={tool} size={48} className="rsb-stack__logo" lazy />
            <h3 className="rsb-stack__name">{tool.name}</h3>
            <p className="rsb-stack__desc">{toolDesc(tool, lang)}</p>
            <a className="rsb-stack__link" href={url} target="_blank" rel="noopener noreferrer">
              {toolLinkText(url)}
              <span aria-hidden="true"> ↗</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
