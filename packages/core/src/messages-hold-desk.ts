/** Server messages of the hold desk (spread into MESSAGES). */
export const holdDeskMessages = {
  holdNoteRequired: 'Write what the customer said',
  holdNoteTooLong: 'A note can be at most 500 characters',
  holdCourierRequired: 'Choose the courier to send it with',
  holdNoteAdded: 'Note added',
  holdWillTakeMarked: 'Marked: the customer will take parcel {{parcel}}',
  holdWillTakeUndone: 'Parcel {{parcel}} is no longer marked “customer will take it”',
  holdWillTakeNotNow:
    'Only a parcel on hold or after a failed delivery can be marked “customer will take it”',
  holdReturnAsked: 'Return asked of {{courier}}: waiting for {{courier}} to confirm it',
  holdReturnInPanel:
    '{{courier}}’s API has no return call: ask for the return of parcel {{parcel}} in the {{courier}} merchant panel',
  holdReturnNotNow: 'Parcel {{parcel}} is not on hold: {{courier}} is not holding it for you to call back',
  holdReturnWithAgent:
    '{{courier}} would not return parcel {{parcel}}: “{{detail}}”. Ask {{courier}} (its hotline or panel) to return it',
  holdNotBackYet: 'Possible once {{courier}} reports parcel {{parcel}} returned or cancelled',
  holdPartialSettle:
    'Parcel {{parcel}} was partly delivered: complete the order on the {{courier}} page once the rest is back',
  holdNoOtherCourier: 'Add another active courier with an API connection to send it with',
  holdSameCourier: 'Choose a courier other than {{courier}}, which returned it',
  holdReceivedBack: 'Order {{code}} is marked returned: its goods are back in stock',
  holdResent: 'Order {{code}} is sent again, now with {{courier}}',
} as const;
