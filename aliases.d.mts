export declare const ALIASES: Record<string, string>;
export declare const aliasPaths: (root?: string) => Record<string, string>;
export declare function unalias(spec: string, root?: string): string | undefined;
