import { DISTRICT_NAMES, thanasOf } from '@chalan/core';

/** A float in [0, 1), like Math.random, but repeatable from a seed. */
export type RandomSource = () => number;

/** mulberry32: tiny, fast and good enough for sample data; the same seed gives the same data. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Integers in [0, n). */
export const intBelow = (random: RandomSource, n: number) => Math.floor(random() * n);
export const pick = <T>(random: RandomSource, items: readonly T[]): T =>
  items[intBelow(random, items.length)]!;
export const between = (random: RandomSource, min: number, max: number) =>
  min + intBelow(random, max - min + 1);

/** Picks a key by weight: `{ completed: 80, returned: 11 }`. */
export function weighted<K extends string>(random: RandomSource, weights: Partial<Record<K, number>>): K {
  const entries = Object.entries(weights) as [K, number][];
  let roll = random() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [key, w] of entries) {
    roll -= w;
    if (roll < 0) return key;
  }
  return entries.at(-1)![0];
}

const hex32 = (random: RandomSource) => intBelow(random, 0x1_0000_0000).toString(16).padStart(8, '0');

/** A UUIDv7 for the instant `ms` with random bits from `random`, so ids follow the rows' dates and the seed. */
export function uuidv7At(ms: number, random: RandomSource): string {
  const time = Math.floor(ms).toString(16).padStart(12, '0');
  const bits = hex32(random) + hex32(random) + hex32(random);
  const variant = (8 + intBelow(random, 4)).toString(16);
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${bits.slice(0, 3)}-${variant}${bits.slice(3, 6)}-${bits.slice(6, 18)}`;
}

const MALE = [
  'Rahim',
  'Karim',
  'Abdul',
  'Mohammad',
  'Rakib',
  'Sakib',
  'Tanvir',
  'Hasan',
  'Mahmud',
  'Rafiq',
  'Jamal',
  'Kamal',
  'Nasir',
  'Shahin',
  'Imran',
  'Arif',
  'Fahim',
  'Masud',
  'Habib',
  'Sohel',
  'Rubel',
  'Sumon',
  'Mizanur',
  'Anisur',
  'Faruk',
  'Jahid',
  'Riyad',
  'Tareq',
  'Shafiq',
  'Biplob',
];
const FEMALE = [
  'Fatema',
  'Ayesha',
  'Nusrat',
  'Sadia',
  'Taslima',
  'Farzana',
  'Sharmin',
  'Nasrin',
  'Rokeya',
  'Sumaiya',
  'Tahmina',
  'Jannatul',
  'Mim',
  'Riya',
  'Shirin',
  'Afroza',
  'Laila',
  'Rehana',
  'Salma',
  'Tania',
  'Moushumi',
  'Poly',
  'Shapla',
  'Jesmin',
  'Lipi',
  'Rupa',
  'Sabina',
  'Nazma',
  'Tasnim',
  'Marium',
];
const FAMILY = [
  'Uddin',
  'Ahmed',
  'Hossain',
  'Islam',
  'Rahman',
  'Khan',
  'Chowdhury',
  'Akter',
  'Begum',
  'Sarkar',
  'Miah',
  'Talukder',
  'Bhuiyan',
  'Sheikh',
  'Mollah',
  'Howlader',
  'Haque',
  'Karim',
  'Alam',
  'Siddique',
];
const FEMALE_FAMILY = ['Akter', 'Begum', 'Khatun', 'Sultana', 'Islam', 'Rahman', 'Chowdhury', 'Hossain'];

export function bangladeshiName(random: RandomSource): string {
  if (random() < 0.5) return `${pick(random, MALE)} ${pick(random, FAMILY)}`;
  return `${pick(random, FEMALE)} ${pick(random, FEMALE_FAMILY)}`;
}

const OPERATORS = ['013', '014', '015', '016', '017', '018', '019'];

/** A valid mobile number (01[3-9] and 8 digits) not in `taken`; adds it to `taken`. */
export function uniquePhone(random: RandomSource, taken: Set<string>): string {
  for (;;) {
    const phone = pick(random, OPERATORS) + String(intBelow(random, 100_000_000)).padStart(8, '0');
    if (!taken.has(phone)) {
      taken.add(phone);
      return phone;
    }
  }
}

/** Where online buyers are: Dhaka first, then the big cities around it, then the whole country. */
const BUSY_DISTRICTS = [
  'Chattogram',
  'Gazipur',
  'Narayanganj',
  'Comilla',
  'Sylhet',
  'Rajshahi',
  'Khulna',
  'Bogura',
];
const OTHER_DISTRICTS = DISTRICT_NAMES.filter((d) => d !== 'Dhaka' && !BUSY_DISTRICTS.includes(d));

export function customerLocation(random: RandomSource): { district: string; thana: string } {
  const roll = random();
  const district =
    roll < 0.45 ? 'Dhaka' : roll < 0.75 ? pick(random, BUSY_DISTRICTS) : pick(random, OTHER_DISTRICTS);
  return { district, thana: pick(random, thanasOf(district)) };
}

const ROAD_PLACES = ['Road', 'Lane', 'Avenue'];
const LANDMARKS = ['near the mosque', 'beside the school', 'opposite the pharmacy', 'behind the bazar', ''];

export function streetAddress(random: RandomSource, district: string, thana: string): string {
  const landmark = pick(random, LANDMARKS);
  const street =
    district === 'Dhaka' || random() < 0.4
      ? `House ${between(random, 1, 120)}, ${pick(random, ROAD_PLACES)} ${between(random, 1, 30)}, ${thana}`
      : `Village ${pick(random, FAMILY)}para, ${thana}`;
  return landmark ? `${street} (${landmark})` : street;
}

export const ORDER_NOTES = [
  'Call before delivery',
  'Deliver after 5 pm',
  'Gift wrap please',
  'Office address',
];
