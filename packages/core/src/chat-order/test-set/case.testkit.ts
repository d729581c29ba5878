/**
 * One message of the test set with what a careful seller would fill from it: the phone (normalised), the
 * name as written, the district and thana as our list names them (null when the message does not tell),
 * and the products by catalogue id with their quantities (empty when nothing in it is in the catalogue).
 */
export interface ChatOrderCase {
  text: string;
  phone: string | null;
  name: string | null;
  district: string | null;
  thana: string | null;
  products: Record<string, number>;
}
