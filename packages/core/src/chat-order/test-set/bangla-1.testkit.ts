import type { ChatOrderCase } from './case.testkit.ts';

/** Messages written in Bangla (Bangla digits mostly), labelled and not, multi-line and one-line. */
export const BANGLA_CASES_1: ChatOrderCase[] = [
  {
    text: `আসসালামু আলাইকুম আপু
নাম: রহিমা আক্তার
ফোন: ০১৭১২৩৪৫৬৭৮
ঠিকানা: বাসা ১২, রোড ৫, মিরপুর ১০, ঢাকা
জামদানি শাড়ি ১টা`,
    phone: '01712345678',
    name: 'রহিমা আক্তার',
    district: 'Dhaka',
    thana: 'Mirpur',
    products: { jamdani: 1 },
  },
  {
    text: `নাম- মোঃ কামাল হোসেন
মোবাইল- ০১৮১৯-৪৫৬৭২৩
গ্রাম: চরপাড়া, থানা: ভালুকা, জেলা: ময়মনসিংহ
কটন পাঞ্জাবি ২টা, সাইজ XL`,
    phone: '01819456723',
    name: 'মোঃ কামাল হোসেন',
    district: 'Mymensingh',
    thana: 'Bhaluka',
    products: { 'cotton-panjabi': 2 },
  },
  {
    text: 'সুমাইয়া ইসলাম, ০১৯১১২২৩৩৪৪, উত্তর বাড্ডা, ঢাকা। হিজাব ৩টা দিবেন',
    phone: '01911223344',
    name: 'সুমাইয়া ইসলাম',
    district: 'Dhaka',
    thana: 'Badda',
    products: { hijab: 3 },
  },
  {
    text: `ভাই একটা থ্রি পিস অর্ডার করতে চাই
নাম তানিয়া
০১৬৮৮৫৫৪৪৩৩
কুমিল্লা সদর, কান্দিরপাড়`,
    phone: '01688554433',
    name: 'তানিয়া',
    district: 'Comilla',
    thana: 'Comilla Sadar',
    products: { 'three-piece': 1 },
  },
  {
    text: `অর্ডার কনফার্ম করতে চাই
নামঃ শাহানা পারভীন
ঠিকানাঃ হাউজ ৩২, রোড ১১, ধানমন্ডি, ঢাকা
মোবাইলঃ +৮৮০১৫৫২৩৪৫৬৭৮
লিপস্টিক ২ টি আর ফেসওয়াশ ১ টি`,
    phone: '01552345678',
    name: 'শাহানা পারভীন',
    district: 'Dhaka',
    thana: 'Dhanmondi',
    products: { lipstick: 2, facewash: 1 },
  },
  {
    text: `নাম: আব্দুল করিম
ফোন: ০১৭৩০০১১২২৩, ০১৮৪৪৫৫৬৬৭৭
ঠিকানা: পটিয়া, চট্টগ্রাম
সরিষার তেল ২ লিটার`,
    phone: '01730011223',
    name: 'আব্দুল করিম',
    district: 'Chattogram',
    thana: 'Patiya',
    products: { oil: 2 },
  },
  {
    text: 'খেজুরের গুড় ৩ কেজি লাগবে। নাম নাসরিন সুলতানা, বগুড়া সদর, বগুড়া। ০১৭৯৯৮৮৭৭৬৬',
    phone: '01799887766',
    name: 'নাসরিন সুলতানা',
    district: 'Bogura',
    thana: 'Bogra Sadar',
    products: { gur: 3 },
  },
  {
    text: `আপু এই নকশী কাঁথাটা নিবো
মরিয়ম বেগম
০১৩১২৩৪৫৬৭৮
রাজশাহী, পবা`,
    phone: '01312345678',
    name: 'মরিয়ম বেগম',
    district: 'Rajshahi',
    thana: 'Paba',
    products: { katha: 1 },
  },
  {
    text: `নাম: ফাহিম
ঠিকানা: মোহাম্মদপুর, তাজমহল রোড
ফোন ০১৫১১২২২৩৩৩
স্মার্ট ওয়াচ ১টা, কালো কালার`,
    phone: '01511222333',
    name: 'ফাহিম',
    district: 'Dhaka',
    thana: 'Mohammadpur',
    products: { watch: 1 },
  },
  {
    text: '০১৯৭৭-৬৬৫৫৪৪ নাম্বারে কল দিয়েন। নাম সাজ্জাদ হোসেন, সাভার, ঢাকা। পাওয়ার ব্যাংক দুইটা',
    phone: '01977665544',
    name: 'সাজ্জাদ হোসেন',
    district: 'Dhaka',
    thana: 'Savar',
    products: { powerbank: 2 },
  },
  {
    text: `নাম: জান্নাতুল ফেরদৌস
মোবাইল: ০১৭১১-২২৩৩৪৪
ঠিকানা: বাংলাবাজার, বরিশাল
কুর্তি ২টা (M সাইজ)`,
    phone: '01711223344',
    name: 'জান্নাতুল ফেরদৌস',
    district: 'Barisal',
    thana: null,
    products: { kurti: 2 },
  },
  {
    text: 'হিজাব ২টা আর বোরকা ১টা। নাম: রুমানা, ফোন: ০১৬১২৩৪৫৬৭৮, ঠিকানা: খিলগাঁও তালতলা, ঢাকা',
    phone: '01612345678',
    name: 'রুমানা',
    district: 'Dhaka',
    thana: 'Khilgaon',
    products: { hijab: 2, borka: 1 },
  },
  {
    text: `অর্ডার
আমার নাম শিরিন আক্তার
নাম্বার 01821-556677
আমি থাকি ফেনী সদর, ফেনী
আমের আচার ২ বয়াম`,
    phone: '01821556677',
    name: 'শিরিন আক্তার',
    district: 'Feni',
    thana: 'Feni Sadar',
    products: { achar: 2 },
  },
  {
    text: 'নাম রাকিব, ০১৭০৮৮৮৯৯৯০, গাজীপুর চৌরাস্তা, ট্রিমার ১ পিস',
    phone: '01708889990',
    name: 'রাকিব',
    district: 'Gazipur',
    thana: null,
    products: { trimmer: 1 },
  },
  {
    text: `সালাম ভাইয়া। ইয়ারবাড নিতে চাই ১টা
নাম: তাসনিম
ফোন: ০১৯১৯৮৭৬৫৪৩
সিলেট, জিন্দাবাজার`,
    phone: '01919876543',
    name: 'তাসনিম',
    district: 'Sylhet',
    thana: null,
    products: { earbuds: 1 },
  },
  {
    text: 'কাতান শাড়ি ১টা আর জামদানি ১টা পাঠাবেন। নাম: সেলিনা হক। মোবাইল: ০১৭৫৫৪৪৩৩২২। ঠিকানা: নারায়ণগঞ্জ, চাষাড়া',
    phone: '01755443322',
    name: 'সেলিনা হক',
    district: 'Narayanganj',
    thana: null,
    products: { katan: 1, jamdani: 1 },
  },
  {
    text: `নাম-নুসরাত জাহান
ফোন-০১৫৩৩৪৪৫৫৬৬
ঠিকানা-রংপুর সদর, রংপুর
লন থ্রি পিস ২ সেট`,
    phone: '01533445566',
    name: 'নুসরাত জাহান',
    district: 'Rangpur',
    thana: 'Rangpur Sadar',
    products: { lawn: 2 },
  },
  {
    text: 'ভাই ২টা লুঙ্গি দিয়েন। ০১৮১১০০২২৩৩। আলমগীর, চকরিয়া, কক্সবাজার',
    phone: '01811002233',
    name: 'আলমগীর',
    district: 'Coxsbazar',
    thana: 'Chakaria',
    products: { lungi: 2 },
  },
  {
    text: `নাম: তাহমিনা
মোবাইল নং: ০১৭৮৮-১২৩৪৫৬
বাসা: ৪৫/২ শান্তিনগর, ঢাকা
অ্যালোভেরা জেল ১টা, সানস্ক্রিন ১টা`,
    phone: '01788123456',
    name: 'তাহমিনা',
    district: 'Dhaka',
    thana: null,
    products: { aloe: 1, sunscreen: 1 },
  },
  {
    text: 'জেলা: যশোর, উপজেলা: ঝিকরগাছা, নাম: মাসুদ রানা, মোবাইল: ০১৯১৫৬৭৮৯০১, পণ্য: সিল্ক পাঞ্জাবি ১টি',
    phone: '01915678901',
    name: 'মাসুদ রানা',
    district: 'Jashore',
    thana: 'Jhikargacha',
    products: { 'silk-panjabi': 1 },
  },
  {
    text: `আসসালামু আলাইকুম
আমি একটা বেবি ফ্রক নিতে চাই, ২ বছরের বাচ্চার জন্য
নাম: সাবরিনা
০১৬৭৭৮৮৯৯০০
টাঙ্গাইল সদর`,
    phone: '01677889900',
    name: 'সাবরিনা',
    district: 'Tangail',
    thana: 'Tangail Sadar',
    products: { frock: 1 },
  },
  {
    text: `নাম: হাবিবুর রহমান
ফোন: ০১৭২২৩৩৪৪৫৫
ঠিকানা: ডাকবাংলো মোড়, কুষ্টিয়া
মানিব্যাগ ১টা`,
    phone: '01722334455',
    name: 'হাবিবুর রহমান',
    district: 'Kushtia',
    thana: null,
    products: { wallet: 1 },
  },
  {
    text: `ফোন ০১৩০৫৫৬৬৭৭৮
নাম লাবনী
ঠিকানা যাত্রাবাড়ী, ঢাকা
মোবাইল কভার ২টা আর হেয়ার ট্রিমার ১টা`,
    phone: '01305566778',
    name: 'লাবনী',
    district: 'Dhaka',
    thana: 'Jatrabari',
    products: { cover: 2, trimmer: 1 },
  },
  {
    text: 'নোয়াখালী, বেগমগঞ্জ, চৌমুহনী বাজার। নাম: ইয়াসমিন। ০১৮৭৬৫৪৩২১০। টাঙ্গাইলের সুতি শাড়ি ১টা',
    phone: '01876543210',
    name: 'ইয়াসমিন',
    district: 'Noakhali',
    thana: 'Begumganj',
    products: { tangail: 1 },
  },
  {
    text: `নামঃ পারভেজ আহমেদ
মোবাইলঃ ০১৯৫৫-৮৮৭৭৬৬
ঠিকানাঃ কোতোয়ালী, চট্টগ্রাম
স্মার্ট ওয়াচ ২টা`,
    phone: '01955887766',
    name: 'পারভেজ আহমেদ',
    district: 'Chattogram',
    thana: null,
    products: { watch: 2 },
  },
  {
    text: 'আপু নকশী কাঁথা ২টা আর আচার ১টা দিয়েন। শারমিন, ০১৭৪৪৫৫৬৬৭৭, দিনাজপুর সদর',
    phone: '01744556677',
    name: 'শারমিন',
    district: 'Dinajpur',
    thana: 'Dinajpur Sadar',
    products: { katha: 2, achar: 1 },
  },
  {
    text: `নাম: মো: রফিকুল ইসলাম
ঠিকানা: গ্রাম- দক্ষিণ পাড়া, পোস্ট- শিবগঞ্জ, থানা- শিবগঞ্জ, জেলা- চাঁপাইনবাবগঞ্জ
মোবাইল: ০১৭১৮২৯৩৮৪৭
পাঞ্জাবি (কটন) ১টা`,
    phone: '01718293847',
    name: 'মো: রফিকুল ইসলাম',
    district: 'Chapainawabganj',
    thana: 'Shibganj',
    products: { 'cotton-panjabi': 1 },
  },
  {
    text: `০১৬২২-৩৩৩৪৪৪
মিতু
মগবাজার, ঢাকা
হিজাব ৪টা`,
    phone: '01622333444',
    name: 'মিতু',
    district: 'Dhaka',
    thana: null,
    products: { hijab: 4 },
  },
];
