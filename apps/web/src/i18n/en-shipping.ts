/** English texts of weights and delivery options: products, order forms, the order view (spread into en). */
export const shippingEn = {
  shipping: {
    weight: 'Weight',
    weightKg: 'Weight (kg)',
    weightValue: '{{weight}} kg',
    productWeightHelp: 'One unit, in kilograms (0.5 is half a kilo)',
    orderWeightSum: 'The products’ weights added up; type to change it',
    orderWeightTyped: 'Typed by hand; clear it to add up the products again',
    courierMaxWeight: '{{courier}} takes parcels of at most {{maxKg}} kg',
    deliveryType: 'Delivery type',
    deliveryTypes: { home: 'Home delivery', hub: 'Hub pick-up' },
    itemType: 'Item type',
    itemTypes: { parcel: 'Parcel', document: 'Document' },
  },
};
