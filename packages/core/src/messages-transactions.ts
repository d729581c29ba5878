/** Server messages of the transactions area (spread into MESSAGES). */
export const transactionsMessages = {
  transactionsFilterInvalid: 'Choose a list: all, pending or received',
  codOrdersRequired: 'Select at least one completed order',
  codOrdersTooMany: 'Select at most {{max}} orders at a time',
  codReceivedDateInvalid: 'Enter the date the money came, such as 2024-03-05',
  codReceivedDateFuture: 'The received date cannot be in the future',
  codAmountInvalid: 'Enter the amount received: 0 or more, with at most two decimals',
  codAmountOneOrder:
    'An amount can be typed only when marking one order; several orders are each marked with their payable',
  codReceivedMarked: 'Marked COD received: {{count}}',
  codReceivedPartly:
    'Marked COD received: {{marked}}. Left as they were: {{already}} already received, {{notCompleted}} not completed',
  codReceivedUndone: 'COD received undone: {{count}}',
  codReceivedUndonePartly:
    'COD received undone: {{undone}}. Left as they were: {{skipped}} not marked received',
  payoutsNoCourier: 'Add a Steadfast courier with its API keys to import payouts',
  payoutsCourierNotSteadfast: 'Choose a Steadfast courier with API keys',
  payoutsImported:
    'Imported {{payouts}} new payouts ({{consignments}} parcels): {{matched}} matched, {{differs}} paid differently, {{unmatched}} without an order. Orders marked COD received: {{marked}}',
  payoutsNothingNew: 'No new payouts since the last import. Orders marked COD received: {{marked}}',
  payoutsCourierFailed: '{{courier}}: {{detail}}',
} as const;
