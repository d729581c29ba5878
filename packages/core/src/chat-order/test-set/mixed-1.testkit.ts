import type { ChatOrderCase } from './case.testkit.ts';

/** Bangla, Banglish and English in one message, as people switch keyboards mid-sentence. */
export const MIXED_CASES_1: ChatOrderCase[] = [
  {
    text: `Name: রাহেলা খাতুন
Phone: ০১৭১৩-৪৪৫৫৬৬
Address: মিরপুর-১১, Dhaka
Hijab x2`,
    phone: '01713445566',
    name: 'রাহেলা খাতুন',
    district: 'Dhaka',
    thana: 'Mirpur',
    products: { hijab: 2 },
  },
  {
    text: 'নাম: Tamim Iqbal, মোবাইল: 01819-000222, ঠিকানা: Agrabad, Chattogram, Smart Watch ১টা',
    phone: '01819000222',
    name: 'Tamim Iqbal',
    district: 'Chattogram',
    thana: null,
    products: { watch: 1 },
  },
  {
    text: `[10:32 AM, 3/2/2025] Sumi Apu: assalamualaikum
[10:33 AM, 3/2/2025] Sumi Apu: jamdani ta 2ta dien
[10:34 AM, 3/2/2025] Sumi Apu: Sumi Akter, 01716-223344
[10:34 AM, 3/2/2025] Sumi Apu: Chandina, Cumilla`,
    phone: '01716223344',
    name: 'Sumi Akter',
    district: 'Comilla',
    thana: 'Chandina',
    products: { jamdani: 2 },
  },
  {
    text: `Order details
নাম - শফিকুল
Mobile - 01925-334411
Address - Hatia, Noakhali
লুঙ্গি 3 pcs`,
    phone: '01925334411',
    name: 'শফিকুল',
    district: 'Noakhali',
    thana: 'Hatia',
    products: { lungi: 3 },
  },
  {
    text: 'apu ami ২টা kurti নিবো. নাম: Sanjida. ফোন: ০১৫৩১-২২৩৩৪৪. Dhanmondi ৭/এ, ঢাকা',
    phone: '01531223344',
    name: 'Sanjida',
    district: 'Dhaka',
    thana: 'Dhanmondi',
    products: { kurti: 2 },
  },
  {
    text: `Name: Mahfuz
ফোন নম্বর: ০১৮৮৮-১১২২৩৩
ঠিকানা: Kalihati, Tangail
Power bank ১ পিস, earbuds ১ পিস`,
    phone: '01888112233',
    name: 'Mahfuz',
    district: 'Tangail',
    thana: 'Kalihati',
    products: { powerbank: 1, earbuds: 1 },
  },
  {
    text: `Customer: Nazia Islam
📞 01710-556677
🏠 Savar, Dhaka
🛍️ Lawn 3 piece – 1, Katan saree – 1`,
    phone: '01710556677',
    name: 'Nazia Islam',
    district: 'Dhaka',
    thana: 'Savar',
    products: { lawn: 1, katan: 1 },
  },
  {
    text: 'বোরকা 2 pcs লাগবে। Name: Afroza, Mobile: +88 01912-554433, Address: Sylhet, Companiganj',
    phone: '01912554433',
    name: 'Afroza',
    district: 'Sylhet',
    thana: 'Companiganj',
    products: { borka: 2 },
  },
  {
    text: `সালাম
I want to order আমের আচার 2 jar
Name: Rubel
Phone: 01785-667700
Chapai Nawabganj, Shibganj`,
    phone: '01785667700',
    name: 'Rubel',
    district: 'Chapainawabganj',
    thana: 'Shibganj',
    products: { achar: 2 },
  },
  {
    text: `name: Toma
number: ০১৬১১-৫৫৪৪৩৩
address: নিউ মার্কেট, ঢাকা
face wash x1, lipstick x2`,
    phone: '01611554433',
    name: 'Toma',
    district: 'Dhaka',
    thana: 'New Market',
    products: { facewash: 1, lipstick: 2 },
  },
  {
    text: 'Khejur gur ৫ কেজি. Mostafizur, 01713 66 77 88, Jashore, Keshabpur',
    phone: '01713667788',
    name: 'Mostafizur',
    district: 'Jashore',
    thana: 'Keshabpur',
    products: { gur: 5 },
  },
  {
    text: `নাম: Shirin Sultana
ফোন: 01521-998877, 01721-998877
ঠিকানা: Sadar, Brahmanbaria
Three piece ২ টি`,
    phone: '01521998877',
    name: 'Shirin Sultana',
    district: 'Brahmanbaria',
    thana: 'Brahmanbaria Sadar',
    products: { 'three-piece': 2 },
  },
  {
    text: `You: Order korte nam, number, address din
Customer: Rakibul Hasan
Customer: 01876-112200
Customer: Mohakhali, Dhaka
Customer: hair trimmer 1ta`,
    phone: '01876112200',
    name: 'Rakibul Hasan',
    district: 'Dhaka',
    thana: null,
    products: { trimmer: 1 },
  },
  {
    text: 'Phone: ০১৯৬৬-৭৭৮৮৯৯ | Name: মাসুমা | Address: রূপগঞ্জ, নারায়ণগঞ্জ | Silk panjabi 1, cotton panjabi 1',
    phone: '01966778899',
    name: 'মাসুমা',
    district: 'Narayanganj',
    thana: 'Rupganj',
    products: { 'silk-panjabi': 1, 'cotton-panjabi': 1 },
  },
  {
    text: `assalamualaikum bhaiya
নকশী কাঁথা ১টা আর sunscreen ১টা
Name: Nishat
Phone: 01644-220099
Address: Bagerhat, Mongla`,
    phone: '01644220099',
    name: 'Nishat',
    district: 'Bagerhat',
    thana: 'Mongla',
    products: { katha: 1, sunscreen: 1 },
  },
  {
    text: `Name: Ratul
Phone: 01734-000999
Address: Shahjadpur, সিরাজগঞ্জ
panjabi cotton ৩টা`,
    phone: '01734000999',
    name: 'Ratul',
    district: 'Sirajganj',
    thana: 'Shahjadpur',
    products: { 'cotton-panjabi': 3 },
  },
  {
    text: 'ভাই Jamdani saree এর দাম কত? 2ta nibo. নাম: Shapla, 01798-554422, ঠিকানা: Sherpur Sadar, Sherpur',
    phone: '01798554422',
    name: 'Shapla',
    district: 'Sherpur',
    thana: 'Sherpur Sadar',
    products: { jamdani: 2 },
  },
  {
    text: `Name: তানজিলা
Mobile: 01515-887744
Address: Kamrangirchar, Dhaka
Baby frock ২টা, Hijab ১টা`,
    phone: '01515887744',
    name: 'তানজিলা',
    district: 'Dhaka',
    thana: 'Kamrangirchar',
    products: { frock: 2, hijab: 1 },
  },
  {
    text: `hi
Name - Pritom
Phone - 01958-443322
Address - Mirsharai, Chattogram
Earbuds ১টা`,
    phone: '01958443322',
    name: 'Pritom',
    district: 'Chattogram',
    thana: 'Mirsharai',
    products: { earbuds: 1 },
  },
  {
    text: 'ঠিকানা: Debidwar, Comilla | নাম: Rashida Begum | ফোন: 880 1819 223300 | আইটেম: Face wash 2 pcs',
    phone: '01819223300',
    name: 'Rashida Begum',
    district: 'Comilla',
    thana: 'Debidwar',
    products: { facewash: 2 },
  },
  {
    text: `Name: Moni
Phone: 01303-220011
Address: Kahaloo, Bogra
aloe vera gel ২ টা, sunscreen ১ টা`,
    phone: '01303220011',
    name: 'Moni',
    district: 'Bogura',
    thana: 'Kahaloo',
    products: { aloe: 2, sunscreen: 1 },
  },
  {
    text: 'জাকির, 01911-990011, Wari Dhaka, Smart watch 1 + power bank 1 + phone cover 2',
    phone: '01911990011',
    name: 'জাকির',
    district: 'Dhaka',
    thana: 'Wari',
    products: { watch: 1, powerbank: 1, cover: 2 },
  },
  {
    text: `Name: Roxana
Phone: ০১৭১৯৮৮৭৭৬৬
Address: Sadar, Thakurgaon
Hijab 5ta (assorted colours)`,
    phone: '01719887766',
    name: 'Roxana',
    district: 'Thakurgaon',
    thana: 'Thakurgaon Sadar',
    products: { hijab: 5 },
  },
  {
    text: `নাম: Mehedi Hasan
মোবাইল: 01850-667788
ঠিকানা: Ramu, Cox's Bazar
Wallet 1, Trimmer 1`,
    phone: '01850667788',
    name: 'Mehedi Hasan',
    district: 'Coxsbazar',
    thana: 'Ramu',
    products: { wallet: 1, trimmer: 1 },
  },
  {
    text: `Name: Keya
Phone: 01690-112233
Address: Uttarkhan, Dhaka
Kurti 1ta, Three piece 1ta`,
    phone: '01690112233',
    name: 'Keya',
    district: 'Dhaka',
    thana: 'Uttarkhan',
    products: { kurti: 1, 'three-piece': 1 },
  },
  {
    text: 'সরিষার তেল 2 litre, খেজুরের গুড় 1 kg. Name: Anwar Hossain. Phone: 01711-334400. Address: Sadullapur, Gaibandha',
    phone: '01711334400',
    name: 'Anwar Hossain',
    district: 'Gaibandha',
    thana: 'Sadullapur',
    products: { oil: 2, gur: 1 },
  },
  {
    text: `Name: Shanta
Phone: 01977-009988
Address: Kafrul, Dhaka
matte lipstick ৩ টা`,
    phone: '01977009988',
    name: 'Shanta',
    district: 'Dhaka',
    thana: 'Kafrul',
    products: { lipstick: 3 },
  },
];
