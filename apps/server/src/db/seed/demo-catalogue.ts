import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { products, stockMovements, stores, suppliers } from '../schema/index.ts';

const SUPPLIERS = [
  { name: 'Chawkbazar Wholesale', phone: '01711000001', address: 'Chawkbazar, Dhaka' },
  { name: 'Narayanganj Textile House', phone: '01811000002', address: 'Tanbazar, Narayanganj' },
  { name: 'Sundarban Naturals', phone: '01911000003', address: 'Boyra, Khulna' },
];

/** [name, brand, made in, supplier index, lift price, sale price] in whole taka, and one unit's grams. */
const PRODUCTS: [string, string, string, number, number, number, number][] = [
  ['Cotton Three-Piece', 'Aarong Style', 'Bangladesh', 1, 950, 1450, 450],
  ['Jamdani Saree', 'Rupganj Loom', 'Bangladesh', 1, 3200, 4800, 700],
  ['Tangail Cotton Saree', 'Tangail Tant', 'Bangladesh', 1, 1100, 1650, 600],
  ['Men’s Panjabi', 'Eid Collection', 'Bangladesh', 1, 800, 1290, 350],
  ['Georgette Borka', 'Dubai Style', 'UAE', 0, 1250, 1990, 500],
  ['Jersey Hijab', 'Modest Wear', 'Bangladesh', 0, 180, 350, 120],
  ['Check Lungi', 'Pakiza', 'Bangladesh', 1, 260, 420, 300],
  ['Kids Party Frock', 'Little Star', 'China', 0, 540, 890, 300],
  ['Leather Sandal', 'Bata Style', 'Bangladesh', 0, 620, 990, 700],
  ['Ladies Vanity Bag', 'Chic', 'China', 0, 700, 1150, 600],
  ['Power Bank 10000mAh', 'Xiaomi', 'China', 0, 1350, 1790, 300],
  ['Wireless Earbuds', 'QCY', 'China', 0, 1150, 1590, 150],
  ['Smart Watch', 'Haylou', 'China', 0, 2300, 2950, 200],
  ['USB-C Fast Charger', 'Baseus', 'China', 0, 450, 750, 150],
  ['Phone Cover', 'Spigen Style', 'China', 0, 90, 250, 50],
  ['Sundarban Honey 500g', 'Sundarban', 'Bangladesh', 2, 420, 650, 650],
  ['Mustard Oil 1L', 'Ghani Bhanga', 'Bangladesh', 2, 260, 380, 1000],
  ['Cow Ghee 400g', 'Bogura Special', 'Bangladesh', 2, 620, 890, 500],
  ['Ajwa Dates 1kg', 'Madinah', 'Saudi Arabia', 2, 1600, 2200, 1100],
  ['Black Seed Oil 100ml', 'Hamdard', 'Bangladesh', 2, 180, 320, 200],
  ['Chinigura Rice 5kg', 'Pran', 'Bangladesh', 2, 650, 880, 5100],
  ['Green Tea 100g', 'Kazi & Kazi', 'Bangladesh', 2, 210, 340, 150],
  ['Nakshi Kantha', 'Jessore Craft', 'Bangladesh', 1, 1800, 2750, 1500],
  ['Bed Sheet Set', 'Homeland', 'Bangladesh', 1, 900, 1390, 1200],
  ['Prayer Mat', 'Turkish Weave', 'Turkey', 1, 450, 750, 800],
  ['Aloe Vera Gel', 'Nature Republic', 'South Korea', 0, 380, 590, 350],
  ['Rose Water 250ml', 'Sundarban', 'Bangladesh', 2, 90, 180, 300],
  ['Kids School Bag', 'Little Star', 'China', 0, 480, 790, 700],
  ['Steel Water Bottle', 'Milton', 'India', 0, 330, 550, 400],
  ['Non-stick Fry Pan', 'Kiam', 'Bangladesh', 0, 850, 1250, 900],
];

const DAY = 24 * 60 * 60 * 1000;
const TAKA = 100;

/** The demo seller's catalogue: three suppliers and thirty products with stock, received over two months. */
export async function seedDemoCatalogue(db: Db, sellerId: string, userId: string, now = new Date()) {
  const existing = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.sellerId, sellerId));
  if (existing.length > 0) return;
  const [store] = await db.select().from(stores).where(eq(stores.sellerId, sellerId)).limit(1);
  if (!store) throw new Error('The demo seller has no store');
  await db.transaction(async (tx) => {
    const supplierRows = await tx
      .insert(suppliers)
      .values(SUPPLIERS.map((s) => ({ ...s, sellerId })))
      .returning();
    for (const [
      index,
      [name, brand, country, supplierIndex, lift, sale, weightGrams],
    ] of PRODUCTS.entries()) {
      // Spread over the last 60 days so both monthly stock-in cards have figures; a few restocked lately.
      const receivedAt = new Date(now.getTime() - ((index * 7) % 60) * DAY - 3_600_000);
      const initialQty = 10 + ((index * 13) % 40);
      const [product] = await tx
        .insert(products)
        .values({
          sellerId,
          name,
          brand,
          country,
          description: `${name} — ${brand}`,
          storeId: store.id,
          supplierId: supplierRows[supplierIndex]!.id,
          liftPrice: lift * TAKA,
          salePrice: sale * TAKA,
          weightGrams,
          qty: initialQty,
          availableQty: initialQty,
          createdAt: receivedAt,
        })
        .returning();
      await tx.insert(stockMovements).values({
        sellerId,
        productId: product!.id,
        kind: 'initial',
        qtyChange: initialQty,
        unitCost: lift * TAKA,
        createdById: userId,
        createdAt: receivedAt,
      });
    }
  });
}
