/** How sure a filled field is: the form shows it so the seller knows what to check first. */
export type Confidence = 'high' | 'medium' | 'low';

export interface Guess<T> {
  value: T;
  confidence: Confidence;
}

export interface CatalogueItem {
  id: string;
  name: string;
}

export interface ProductGuess {
  productId: string;
  /** The catalogue's name, not the customer's words. */
  name: string;
  qty: number;
  confidence: Confidence;
  /** The words of the message that named it, for the seller to compare. */
  matchedText: string;
}

/** What a pasted chat message says, field by field; null where it says nothing we could find. */
export interface ChatOrderGuess {
  /** Normalised 01XXXXXXXXX: the first mobile of the message. */
  phone: Guess<string> | null;
  /** The other mobiles of the message, normalised, in order. */
  otherPhones: string[];
  name: Guess<string> | null;
  /** The address lines as written, without the phone, name and product lines. */
  address: Guess<string> | null;
  /** The English name of a district of bd-locations. */
  district: Guess<string> | null;
  /** The English name of a thana of that district. */
  thana: Guess<string> | null;
  products: ProductGuess[];
}
