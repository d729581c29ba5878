/** Page sizes every list offers (spec: 10, 25, 50, 100 — and here they work). Apart from list.ts's
 * schemas so a web page's table can offer them without loading zod. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
