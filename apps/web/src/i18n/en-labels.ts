/** English texts of the 4×6 parcel label, the invoice's courier block and "Print labels" (spread into en). */
export const labelsEn = {
  labels: {
    printLabels: 'Print labels',
    /** One button per part of a send too large for one page of labels. */
    printLabelsRange: 'Print labels {{from}}–{{to}}',
    labelFor: 'Label {{code}}',
    courier: 'Courier',
    noCourier: 'No courier chosen',
    consignmentId: 'Consignment ID',
    trackingCode: 'Tracking',
    barcodeOf: 'Barcode of consignment {{id}}',
    notBooked: 'Not booked with a courier: no consignment ID, no barcode',
    cod: 'Collect (COD)',
    returnTo: 'If undelivered, return to',
    /** Under the QR of the customer's tracking page (a sent order only). */
    scanToTrack: 'Scan to track',
    trackingQr: 'Tracking page of order {{code}}',
  },
};
