export function insertAfterTypeList(source: string, block: string, file?: string): string;
export default function rsbuild2InjectLoader(this: { getOptions(): { blocks: Record<string, string> }; resourcePath: string }, source: string): string;
