/** The most orders one invoice page prints (`GET /api/invoices`): the labels of a larger send print in parts. */
export const MAX_INVOICES = 200;
