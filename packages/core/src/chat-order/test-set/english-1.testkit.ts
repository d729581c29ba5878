import type { ChatOrderCase } from './case.testkit.ts';

/** Messages in English, as customers of a Facebook shop write them. */
export const ENGLISH_CASES_1: ChatOrderCase[] = [
  {
    text: `Hi, I want to order the Jamdani saree you posted.
Name: Nabila Rahman
Phone: 01712-334455
Address: Flat 4B, House 21, Road 7, Dhanmondi, Dhaka`,
    phone: '01712334455',
    name: 'Nabila Rahman',
    district: 'Dhaka',
    thana: 'Dhanmondi',
    products: { jamdani: 1 },
  },
  {
    text: 'Please send 2 pcs Cotton Panjabi (size 40). Tanvir Ahmed, +880 1819 556677, Chittagong, Sitakunda',
    phone: '01819556677',
    name: 'Tanvir Ahmed',
    district: 'Chattogram',
    thana: 'Sitakunda',
    products: { 'cotton-panjabi': 2 },
  },
  {
    text: `Name: Farhana Haque
Mobile: 01911-445566
Address: Uttara Sector 4, Road 12, House 9, Dhaka
Items: Hijab x3, Borka x1`,
    phone: '01911445566',
    name: 'Farhana Haque',
    district: 'Dhaka',
    thana: null,
    products: { hijab: 3, borka: 1 },
  },
  {
    text: `Hello
I need two Smart Watches and one Power Bank
Rafiq Islam
01678-112244
Sylhet Sadar, Sylhet`,
    phone: '01678112244',
    name: 'Rafiq Islam',
    district: 'Sylhet',
    thana: 'Sylhet Sadar',
    products: { watch: 2, powerbank: 1 },
  },
  {
    text: 'Order: Katan Saree 1 pc. Name - Sharmin Sultana. Contact - 01552 667788. Address - Kazir Dewri, Kotwali, Chattogram',
    phone: '01552667788',
    name: 'Sharmin Sultana',
    district: 'Chattogram',
    thana: null,
    products: { katan: 1 },
  },
  {
    text: `Full name: Mahmudul Hasan
Phone number: 01733-998877
Delivery address: Holding 45, College Road, Barishal Sadar, Barishal
Product: Leather Wallet
Quantity: 2`,
    phone: '01733998877',
    name: 'Mahmudul Hasan',
    district: 'Barisal',
    thana: 'Barisal Sadar',
    products: { wallet: 2 },
  },
  {
    text: `Hi apu, I'd like 3 Kurtis (all M size)
Name: Ayesha Siddika
Cell: 01844-223311
Address: Bogura Sadar, Bogura`,
    phone: '01844223311',
    name: 'Ayesha Siddika',
    district: 'Bogura',
    thana: 'Bogra Sadar',
    products: { kurti: 3 },
  },
  {
    text: 'Nusrat, 01712-000111, Sector 11, Uttara, Dhaka. TWS earbuds x1 and phone cover x2 please',
    phone: '01712000111',
    name: 'Nusrat',
    district: 'Dhaka',
    thana: null,
    products: { earbuds: 1, cover: 2 },
  },
  {
    text: `Good evening. I want to order:
1. Matte Lipstick - 2
2. Face Wash - 1
3. Sunscreen - 1
Name: Sadia Afrin
Phone: 01515-334422
Address: Khulna Sadar, Sonadanga, Khulna`,
    phone: '01515334422',
    name: 'Sadia Afrin',
    district: 'Khulna',
    thana: null,
    products: { lipstick: 2, facewash: 1, sunscreen: 1 },
  },
  {
    text: `Name: Imran Hossain
Phone: 01999-887766, alternative 01711-665544
Address: Savar, Dhaka
Hair trimmer 1`,
    phone: '01999887766',
    name: 'Imran Hossain',
    district: 'Dhaka',
    thana: 'Savar',
    products: { trimmer: 1 },
  },
  {
    text: 'Send one Tangail cotton saree to Rupa Das, Tangail Sadar, Tangail. Phone 01311-224466',
    phone: '01311224466',
    name: 'Rupa Das',
    district: 'Tangail',
    thana: 'Tangail Sadar',
    products: { tangail: 1 },
  },
  {
    text: `Name: Kaniz Fatema
Mobile: 01822 334 455
Address: Shahbagh, Dhaka
Lawn three piece - 2 sets`,
    phone: '01822334455',
    name: 'Kaniz Fatema',
    district: 'Dhaka',
    thana: 'Shahbagh',
    products: { lawn: 2 },
  },
  {
    text: `I want 5 lungi for Eid gifts
Name: Abdur Rahim
Mob: 01777-443322
Vill: Char Kukri, Charfesson, Bhola`,
    phone: '01777443322',
    name: 'Abdur Rahim',
    district: 'Bhola',
    thana: 'Charfesson',
    products: { lungi: 5 },
  },
  {
    text: 'Name: Tahsin, Phone: 01633-221144, Address: Motijheel, Dhaka. Product: Baby Frock (2-3 years), qty 2',
    phone: '01633221144',
    name: 'Tahsin',
    district: 'Dhaka',
    thana: 'Motijheel',
    products: { frock: 2 },
  },
  {
    text: `Hello, is the Aloe Vera Gel available? I want 2.
Name: Mithila Akter
Number: 01955-112233
Address: Gazipur Sadar, Gazipur`,
    phone: '01955112233',
    name: 'Mithila Akter',
    district: 'Gazipur',
    thana: 'Gazipur Sadar',
    products: { aloe: 2 },
  },
  {
    text: `Customer name: Rashed Khan
Contact no: 01745-889900
Shipping address: Jessore Sadar, Jessore
Order: Silk Panjabi (XL) x 1`,
    phone: '01745889900',
    name: 'Rashed Khan',
    district: 'Jashore',
    thana: 'Jessore Sadar',
    products: { 'silk-panjabi': 1 },
  },
  {
    text: 'Hi! Please book 1 Three Piece for me. Maliha, 01766-123321, Feni, Chhagalnaiya',
    phone: '01766123321',
    name: 'Maliha',
    district: 'Feni',
    thana: 'Chhagalnaiya',
    products: { 'three-piece': 1 },
  },
  {
    text: `Name: Shafiqul Islam
Phone: 01712-445599
Address: Ward 5, Rangamati Sadar, Rangamati
Power bank 10000mAh - 1 pc`,
    phone: '01712445599',
    name: 'Shafiqul Islam',
    district: 'Rangamati',
    thana: 'Rangamati Sadar',
    products: { powerbank: 1 },
  },
  {
    text: `Thanks for the quick reply.
My details:
Sabina Yasmin
01917-334455
Gulshan 1, Dhaka
2 Hijabs please`,
    phone: '01917334455',
    name: 'Sabina Yasmin',
    district: 'Dhaka',
    thana: 'Gulshan',
    products: { hijab: 2 },
  },
  {
    text: 'Name: Arif Chowdhury | Phone: 01610-998877 | Address: Hathazari, Chattogram | Smart watch 1, earbuds 1',
    phone: '01610998877',
    name: 'Arif Chowdhury',
    district: 'Chattogram',
    thana: 'Hathazari',
    products: { watch: 1, earbuds: 1 },
  },
  {
    text: `Name: Jesmin Nahar
Phone: 01923-556644
Address: Natore Sadar, Natore
I want the nakshi katha (red one)`,
    phone: '01923556644',
    name: 'Jesmin Nahar',
    district: 'Natore',
    thana: 'Natore Sadar',
    products: { katha: 1 },
  },
  {
    text: `Hi, how much is delivery to Dinajpur?
If it's ok, send me 1 jamdani saree and 1 katan saree.
Name: Poly Rani
Phone: 01734-221100
Parbatipur, Dinajpur`,
    phone: '01734221100',
    name: 'Poly Rani',
    district: 'Dinajpur',
    thana: 'Parbatipur',
    products: { jamdani: 1, katan: 1 },
  },
  {
    text: `Name: Zubair
Phone: 01858-776655
Address: Mirpur DOHS, Dhaka
Just confirming my order, will send product list later`,
    phone: '01858776655',
    name: 'Zubair',
    district: 'Dhaka',
    thana: 'Mirpur',
    products: {},
  },
  {
    text: 'Send 3 face wash to Nipa, Comilla Sadar, Comilla. 01827-665544',
    phone: '01827665544',
    name: 'Nipa',
    district: 'Comilla',
    thana: 'Comilla Sadar',
    products: { facewash: 3 },
  },
  {
    text: `Name: Rezaul Karim
Phone: 01303-445566
Address: Sonargaon, Narayanganj
Mustard oil 5 litre`,
    phone: '01303445566',
    name: 'Rezaul Karim',
    district: 'Narayanganj',
    thana: 'Sonargaon',
    products: { oil: 5 },
  },
  {
    text: `Dear seller, please deliver to
Shamima Nasrin
House 10, Road 2, Block B, Bashundhara R/A, Dhaka
Phone: 01711-220033
1 Borka, size 54`,
    phone: '01711220033',
    name: 'Shamima Nasrin',
    district: 'Dhaka',
    thana: null,
    products: { borka: 1 },
  },
];
