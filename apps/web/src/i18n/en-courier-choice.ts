/** English texts of the courier choice: rates and charges per courier, and the seller's rule (spread into en). */
export const courierChoiceEn = {
  courierChoice: {
    title: 'Couriers to {{district}}',
    rate_one: '{{rate}}% delivered · {{count}} parcel',
    rate_other: '{{rate}}% delivered · {{count}} parcels',
    few: 'too few to compare',
    noParcels: 'No parcels to {{district}} yet',
    fromCourier: 'price from {{courier}}',
    fromRateCard: 'your rate card',
    suggested: 'Suggested: {{reason}}',
    reasons: {
      last_used: 'last used',
      cheapest: 'cheapest',
      best_rate: 'best delivery rate',
      by_district: 'fixed for {{district}}',
    },
    unavailable: 'Delivery rates and charges could not be loaded. You can still choose a courier.',
    settings: {
      title: 'Courier choice',
      intro:
        'Which courier a new order starts with, for the customer’s district. You can always pick another.',
      rule: 'Choose first',
      rules: {
        last_used: 'The last used courier',
        cheapest: 'The cheapest',
        best_rate: 'The best delivery rate',
        by_district: 'A fixed courier per district',
      },
      ruleHints: {
        last_used: 'The courier of your last saved order.',
        cheapest: 'The lowest delivery charge for the parcel and the place.',
        best_rate: `Most delivered of your own parcels to that district (at least {{min}} parcels); otherwise the cheapest.`,
        by_district: 'The courier you set for a district below; in other districts the cheapest.',
      },
      districts: 'Fixed couriers',
      district: 'District',
      districtPlaceholder: 'Choose district',
      courier: 'Courier',
      courierPlaceholder: 'Choose courier',
      remove: 'Remove {{district}}',
      removeBlank: 'Remove this row',
      twice: 'This district is in the list already',
      add: 'Add district',
      none: 'No district has a fixed courier yet.',
    },
  },
};
