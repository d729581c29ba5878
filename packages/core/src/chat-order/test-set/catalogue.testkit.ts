/**
 * The fixed catalogue the test set is written against: what a small Bangladeshi online shop lists,
 * named the way sellers type names (mostly Latin, a few in Bangla), with near neighbours on purpose
 * (two sarees and a Tangail one, two panjabis, two three-pieces).
 */
export const TEST_CATALOGUE: readonly { id: string; name: string }[] = [
  { id: 'jamdani', name: 'Jamdani Saree' },
  { id: 'katan', name: 'Katan Saree' },
  { id: 'tangail', name: 'Tangail Cotton Saree' },
  { id: 'cotton-panjabi', name: 'Cotton Panjabi' },
  { id: 'silk-panjabi', name: 'Silk Panjabi' },
  { id: 'three-piece', name: 'Three Piece' },
  { id: 'lawn', name: 'Lawn Three Piece' },
  { id: 'hijab', name: 'Hijab' },
  { id: 'borka', name: 'Borka' },
  { id: 'lungi', name: 'Lungi' },
  { id: 'kurti', name: 'Kurti' },
  { id: 'frock', name: 'Baby Frock' },
  { id: 'lipstick', name: 'Matte Lipstick' },
  { id: 'facewash', name: 'Face Wash' },
  { id: 'aloe', name: 'Aloe Vera Gel' },
  { id: 'sunscreen', name: 'Sunscreen SPF 50' },
  { id: 'earbuds', name: 'TWS Earbuds' },
  { id: 'watch', name: 'Smart Watch' },
  { id: 'powerbank', name: 'Power Bank 10000mAh' },
  { id: 'cover', name: 'Phone Cover' },
  { id: 'trimmer', name: 'Hair Trimmer' },
  { id: 'wallet', name: 'Leather Wallet' },
  { id: 'katha', name: 'নকশী কাঁথা' },
  { id: 'gur', name: 'খেজুরের গুড়' },
  { id: 'oil', name: 'সরিষার তেল' },
  { id: 'achar', name: 'আমের আচার' },
];
