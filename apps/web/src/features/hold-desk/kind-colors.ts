import type { HoldKind } from '@chalan/core/hold-desk/kinds';

/** The badge colour of each kind of parcel on the hold desk (the desk and the Overview's card). */
export const KIND_COLORS: Record<HoldKind, string> = {
  hold: 'grape',
  failed: 'red',
  partial: 'teal',
  returning: 'orange',
  returned: 'blue',
};
