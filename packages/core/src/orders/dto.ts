/**
 * The order replies are zod schemas in replies.ts now (decision 0005); this path keeps the types for
 * imports not moved yet.
 */
export type { OrderDetail, OrderEvent, OrderListItem, ReadySummary } from './replies.ts';
