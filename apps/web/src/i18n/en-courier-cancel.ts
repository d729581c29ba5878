/** English texts of a parcel's cancel (or COD change) at its courier (spread into en). */
export const courierCancelEn = {
  courierCancel: {
    badge: {
      manual: 'Cancel at {{courier}} pending',
      requested: 'Return requested at {{courier}}',
    },
    explain: {
      manualTitle: 'Cancel parcel {{parcel}} at {{courier}}',
      manual:
        '{{courier}}’s API cannot cancel a parcel. Cancel parcel {{parcel}} in the {{courier}} merchant panel; this mark clears when {{courier}} reports it cancelled or returned.',
      requestedTitle: 'Return requested at {{courier}}',
      requested:
        '{{courier}} has the request for parcel {{parcel}}; this mark clears when it confirms the parcel cancelled.',
      since: 'Asked {{at}}',
    },
    /** The toast that stays until closed: the user still has to act in the courier's panel. */
    toDoTitle: 'Still to do at {{courier}}',
    /** Added to the confirmation of Cancel / Back to Processing / Delete of a sent order. */
    confirmSent: 'Its parcel is with {{courier}}: it will be cancelled at {{courier}} too.',
    confirmSentNoName: 'Its parcel is with the courier: it will be cancelled there too.',
    backToProcessingTitle: 'Back to Processing',
    backToProcessingText: 'Move order {{code}} back to Processing?',
    resend: {
      title: 'Send again?',
      confirm: 'Send again',
    },
    editHint:
      'This parcel is with {{courier}}: a change of the amount is sent to {{courier}} (or refused where its API cannot change it).',
    timeline: {
      cancelled: 'Parcel {{parcel}} cancelled at {{courier}}',
      requested: 'Return requested at {{courier}} for parcel {{parcel}}',
      manual: 'Cancel of parcel {{parcel}} at {{courier}} left to its panel',
      settled: '{{courier}} reported the parcel {{status}}: cancel settled',
      settledNoCourier: 'The courier reported the parcel {{status}}: cancel settled',
    },
  },
};
