export declare const ALIASES: Record<string, string>;
export declare const aliasPaths: (root?: string) => Record<string, string>;
export declare function unalias(spec: string, root?: string): string | undefined;
export declare const PREACT_NAMES: Record<string, string>;
export declare const playerAliases: () => { find: RegExp | string; replacement: string }[];
