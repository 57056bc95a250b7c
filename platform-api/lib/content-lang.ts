/** Content languages the platform stores (vi, en); other languages read English. */
export type ContentLang = 'vi' | 'en';
