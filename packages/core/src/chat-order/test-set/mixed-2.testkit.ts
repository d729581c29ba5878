import type { ChatOrderCase } from './case.testkit.ts';

/** More mixed messages: pasted chat lines, prices and sizes among the numbers, awkward phone forms. */
export const MIXED_CASES_2: ChatOrderCase[] = [
  {
    text: `Katan saree 3500tk er ta 1ta
name: Bithi
01741-223355
address: Sonagazi, Feni`,
    phone: '01741223355',
    name: 'Bithi',
    district: 'Feni',
    thana: 'Sonagazi',
    products: { katan: 1 },
  },
  {
    text: `নাম: সোহাগ
ফোন: 01865 443 322
ঠিকানা: Kasba, Brahmanbaria
Panjabi 2ta (1 silk, 1 cotton)`,
    phone: '01865443322',
    name: 'সোহাগ',
    district: 'Brahmanbaria',
    thana: 'Kasba',
    products: { 'silk-panjabi': 1, 'cotton-panjabi': 1 },
  },
  {
    text: `Seen
Mahin: apu delivery charge koto?
Mahin: ok 2ta hijab r 1ta borka pathan
Mahin: Mahin Sultana, 01623-110044, Shibchar, Madaripur`,
    phone: '01623110044',
    name: 'Mahin Sultana',
    district: 'Madaripur',
    thana: 'Shibchar',
    products: { hijab: 2, borka: 1 },
  },
  {
    text: 'Sunscreen SPF 50 1ta, Aloe vera 1ta. নাম Rumki, ০১৭৪৫৫৬৬৭৭৮, Naria, Shariatpur',
    phone: '01745566778',
    name: 'Rumki',
    district: 'Shariatpur',
    thana: 'Naria',
    products: { sunscreen: 1, aloe: 1 },
  },
  {
    text: `Name: Habib
Phone: 0171-1223344
Address: Rajarhat, Kurigram
Power Bank 10000mAh 2 pcs`,
    phone: '01711223344',
    name: 'Habib',
    district: 'Kurigram',
    thana: 'Rajarhat',
    products: { powerbank: 2 },
  },
  {
    text: `ami tania, 01552-007788
bashundhara r/a, block D, dhaka
lawn three piece ta nibo, 2400 taka`,
    phone: '01552007788',
    name: 'tania',
    district: 'Dhaka',
    thana: null,
    products: { lawn: 1 },
  },
  {
    text: `নাম: Fatema
Phone: 01818-220033
Address: Boalmari, Faridpur
Kurti 2ta, size L, price 950 each`,
    phone: '01818220033',
    name: 'Fatema',
    district: 'Faridpur',
    thana: 'Boalmari',
    products: { kurti: 2 },
  },
  {
    text: 'Order: Earbuds x2 | Nam: Sakib | Mob: 01515-220044 | Add: Lama, Bandarban',
    phone: '01515220044',
    name: 'Sakib',
    district: 'Bandarban',
    thana: 'Lama',
    products: { earbuds: 2 },
  },
  {
    text: `Assalamualaikum, আপনাদের Katan Saree টা কি available?
থাকলে ১টা পাঠান
নাম: Rebeka Sultana
Mob: 01740-998866
Address: Tala, Satkhira`,
    phone: '01740998866',
    name: 'Rebeka Sultana',
    district: 'Satkhira',
    thana: 'Tala',
    products: { katan: 1 },
  },
  {
    text: `Name: Abir
Phone: 01933-556600
Address: Sadar, Chandpur
hijab`,
    phone: '01933556600',
    name: 'Abir',
    district: 'Chandpur',
    thana: 'Chandpur Sadar',
    products: { hijab: 1 },
  },
  {
    text: 'Rumana Parvin 01817-445566 Kaliganj Gazipur Jamdani saree 1 pcs',
    phone: '01817445566',
    name: 'Rumana Parvin',
    district: 'Gazipur',
    thana: 'Kaliganj',
    products: { jamdani: 1 },
  },
  {
    text: `Name: Dipa
Phone: 01829-331100
Address: Agailjhara, Barishal
Nokshi katha 1ta, Amer achar 2ta`,
    phone: '01829331100',
    name: 'Dipa',
    district: 'Barisal',
    thana: 'Agailjhara',
    products: { katha: 1, achar: 2 },
  },
  {
    text: `Name: Shohag Mia
ফোন: ০১৭৭১-০০৯৯৮৮
Address: Demra, Dhaka
TWS Earbuds ১টা`,
    phone: '01771009988',
    name: 'Shohag Mia',
    district: 'Dhaka',
    thana: 'Demra',
    products: { earbuds: 1 },
  },
  {
    text: `Hello
Name: Lucky Akter
Phone: 01634-776655
Address: Akhaura, B.Baria
Three piece 2ta r Hijab 2ta`,
    phone: '01634776655',
    name: 'Lucky Akter',
    district: 'Brahmanbaria',
    thana: 'Akhaura',
    products: { 'three-piece': 2, hijab: 2 },
  },
  {
    text: 'Phone 01728-998800, name Joynal Abedin, address Haluaghat Mymensingh, lungi 4 pcs',
    phone: '01728998800',
    name: 'Joynal Abedin',
    district: 'Mymensingh',
    thana: 'Haluaghat',
    products: { lungi: 4 },
  },
  {
    text: `নাম: Liza
ফোন: +880-1558-112233
ঠিকানা: Rampal, Bagerhat
ফেসওয়াশ 1, লিপস্টিক 1`,
    phone: '01558112233',
    name: 'Liza',
    district: 'Bagerhat',
    thana: 'Rampal',
    products: { facewash: 1, lipstick: 1 },
  },
  {
    text: `Name: Samiul
Phone: 01922-774411
Address: Turag, Dhaka
Smart watch x 1, Phone cover x 1`,
    phone: '01922774411',
    name: 'Samiul',
    district: 'Dhaka',
    thana: 'Turag',
    products: { watch: 1, cover: 1 },
  },
  {
    text: `Name: Mousumi
Phone: 01557-223399
Address: Gopalpur, Tangail
Hijab 3ta, Kurti 1ta, Borka 1ta`,
    phone: '01557223399',
    name: 'Mousumi',
    district: 'Tangail',
    thana: 'Gopalpur',
    products: { hijab: 3, kurti: 1, borka: 1 },
  },
  {
    text: 'আমি Sabbir, 01676-009900. Sutrapur, Dhaka. একটা leather wallet দিবেন',
    phone: '01676009900',
    name: 'Sabbir',
    district: 'Dhaka',
    thana: 'Sutrapur',
    products: { wallet: 1 },
  },
  {
    text: `Name: Kulsum
Phone: 01996-884422
Address: Ullapara, Sirajganj
Jamdani shari 1ta, Tangail saree 1ta`,
    phone: '01996884422',
    name: 'Kulsum',
    district: 'Sirajganj',
    thana: 'Ullapara',
    products: { jamdani: 1, tangail: 1 },
  },
  {
    text: `Name: Sohana
Phone: 01766 223 300
Address: Panchagarh Sadar, Panchagarh
Matte lipstick (nude shade) 1ta`,
    phone: '01766223300',
    name: 'Sohana',
    district: 'Panchagarh',
    thana: 'Panchagarh Sadar',
    products: { lipstick: 1 },
  },
  {
    text: `Name: Kamrul
Phone: 01780-557799
Address: Adabor, Dhaka
Cotton panjabi 42 size 1ta`,
    phone: '01780557799',
    name: 'Kamrul',
    district: 'Dhaka',
    thana: 'Adabor',
    products: { 'cotton-panjabi': 1 },
  },
  {
    text: 'Name: Nasima, Phone: ০১৯৩৭-১১২২৩৩, Address: Sirajdikhan, Munshiganj, baby frock 1, hijab 1',
    phone: '01937112233',
    name: 'Nasima',
    district: 'Munshiganj',
    thana: 'Sirajdikhan',
    products: { frock: 1, hijab: 1 },
  },
  {
    text: `Name: Arafat
Phone: 01405-112233 / 01715-112233
Address: Kamalnagar, Lakshmipur
Hair trimmer 1`,
    phone: '01405112233',
    name: 'Arafat',
    district: 'Lakshmipur',
    thana: 'Kamalnagar',
    products: { trimmer: 1 },
  },
  {
    text: `Name: Mukta
Phone: 01310-443355
Address: Jhalokathi Sadar
Kurti 2`,
    phone: '01310443355',
    name: 'Mukta',
    district: 'Jhalakathi',
    thana: 'Jhalakathi Sadar',
    products: { kurti: 2 },
  },
  {
    text: `Name: Tanjim
Phone: 01511-667744
Address: Mohammadpur, Dhaka
Smart watch 1ta ar ekta power bank`,
    phone: '01511667744',
    name: 'Tanjim',
    district: 'Dhaka',
    thana: 'Mohammadpur',
    products: { watch: 1, powerbank: 1 },
  },
  // Added after two bugs found in use: Bangla-digit counts beside products, a "call this number" line.
  {
    text: `স্মার্ট ওয়াচ ১টা আর power bank ২টা
01844112299 নাম্বারে কল দিবেন`,
    phone: '01844112299',
    name: null,
    district: null,
    thana: null,
    products: { watch: 1, powerbank: 2 },
  },
  {
    text: `Lipstick ২টি, Face wash ১টি
নাম: তন্বী
০১৭৯৯৮৮৭৭৬৬
আদাবর, ঢাকা`,
    phone: '01799887766',
    name: 'তন্বী',
    district: 'Dhaka',
    thana: 'Adabor',
    products: { lipstick: 2, facewash: 1 },
  },
];
