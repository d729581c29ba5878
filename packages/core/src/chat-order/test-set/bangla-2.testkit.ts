import type { ChatOrderCase } from './case.testkit.ts';

/** More Bangla messages: several products, two phones, a thana with no district, nothing to sell. */
export const BANGLA_CASES_2: ChatOrderCase[] = [
  {
    text: `আমার অর্ডার টা নিন প্লিজ
নাম: রোকসানা
নাম্বার: ০১৮১৫-৬৭৮৯১২
ঠিকানা: চাঁদপুর সদর, চাঁদপুর
থ্রি পিস ৩টা`,
    phone: '01815678912',
    name: 'রোকসানা',
    district: 'Chandpur',
    thana: 'Chandpur Sadar',
    products: { 'three-piece': 3 },
  },
  {
    text: 'ফেসওয়াশ ১টা, লিপস্টিক ৩টা। নাম সুমি। ০১৫৫৫৬৬৬৭৭৭। ঠিকানা: সিরাজগঞ্জ, উল্লাপাড়া',
    phone: '01555666777',
    name: 'সুমি',
    district: 'Sirajganj',
    thana: 'Ullapara',
    products: { facewash: 1, lipstick: 3 },
  },
  {
    text: `নাম: জাহিদ হাসান
মোবাইল: ০১৭১৫১২৩৪৫৬ / ০১৯১২৩৪৫৬৭৮
ঠিকানা: ধামরাই, ঢাকা
পাওয়ার ব্যাংক ১টি`,
    phone: '01715123456',
    name: 'জাহিদ হাসান',
    district: 'Dhaka',
    thana: 'Dhamrai',
    products: { powerbank: 1 },
  },
  {
    text: `ভাই এক জোড়া ইয়ারবাড দিয়েন
নাম: অনিক
ফোন: ০১৩১৬৭৮৯০১২
ঠিকানা: খুলনা, ডুমুরিয়া`,
    phone: '01316789012',
    name: 'অনিক',
    district: 'Khulna',
    thana: 'Dumuria',
    products: { earbuds: 1 },
  },
  {
    text: `নাম: ফারজানা ইয়াসমিন
০১৭৬৬-৫৫৪৪৩৩
কেরানীগঞ্জ, ঢাকা
জামদানি শাড়ি ২টা, কাতান ১টা`,
    phone: '01766554433',
    name: 'ফারজানা ইয়াসমিন',
    district: 'Dhaka',
    thana: 'Keraniganj',
    products: { jamdani: 2, katan: 1 },
  },
  {
    text: 'নাম: রাজিয়া সুলতানা, মোবাইল: ০১৯৮৮৭৭৬৬৫৫, ঠিকানা: ময়মনসিংহ সদর, বোরকা ১টা, সাইজ ৫২',
    phone: '01988776655',
    name: 'রাজিয়া সুলতানা',
    district: 'Mymensingh',
    thana: 'Mymensingh Sadar',
    products: { borka: 1 },
  },
  {
    text: `পণ্য: সরিষার তেল ৫ লিটার
নাম: হাসান মাহমুদ
ফোন: ০১৭৩৩৪৪৫৫৬৬
ঠিকানা: পাবনা সদর`,
    phone: '01733445566',
    name: 'হাসান মাহমুদ',
    district: 'Pabna',
    thana: 'Pabna Sadar',
    products: { oil: 5 },
  },
  {
    text: 'আসসালামু আলাইকুম। আমি রিনা। আমার নাম্বার ০১৮৯৯০০১১২২। লালবাগ, ঢাকা। কুর্তি একটা আর হিজাব দুইটা',
    phone: '01899001122',
    name: 'রিনা',
    district: 'Dhaka',
    thana: 'Lalbagh',
    products: { kurti: 1, hijab: 2 },
  },
  {
    text: `নাম: শামীম
মোবাইল: ০১৫১২৩৪৫০০৯
ঠিকানা: নরসিংদী সদর, নরসিংদী
লুঙ্গি ৩টা`,
    phone: '01512345009',
    name: 'শামীম',
    district: 'Narsingdi',
    thana: 'Narsingdi Sadar',
    products: { lungi: 3 },
  },
  {
    text: '০১৭০১-২৩৪৫৬৭, নাম: লিমা, ঠিকানা: হাজারীবাগ, ঢাকা, বাচ্চার ফ্রক ২টা',
    phone: '01701234567',
    name: 'লিমা',
    district: 'Dhaka',
    thana: 'Hazaribagh',
    products: { frock: 2 },
  },
  {
    text: `ভাইয়া আমি আপনার পেজ থেকে অর্ডার করতে চাই
নাম: সোহেল রানা
মোবাইল: ০১৮৫৫-৩৩২২১১
ঠিকানা: বাড়ি নং ৭, ব্লক সি, বনশ্রী, রামপুরা, ঢাকা
সিল্ক পাঞ্জাবি ১টা, সাইজ ৪২`,
    phone: '01855332211',
    name: 'সোহেল রানা',
    district: 'Dhaka',
    thana: 'Rampura',
    products: { 'silk-panjabi': 1 },
  },
  {
    text: 'নাম: নাজমা, ফোন: ০১৭৭৭৬৬৫৫৪৪, গ্রাম: বাঁশখালী, চট্টগ্রাম, খেজুরের গুড় ২ কেজি, সরিষার তেল ১ লিটার',
    phone: '01777665544',
    name: 'নাজমা',
    district: 'Chattogram',
    thana: 'Banshkhali',
    products: { gur: 2, oil: 1 },
  },
  {
    text: `অর্ডার দিতে চাই
কুমিল্লা, লাকসাম
নাম- আরিফ
মোবা- ০১৯৪৪-৫৫৬৬৭৭
ট্রিমার ১টা`,
    phone: '01944556677',
    name: 'আরিফ',
    district: 'Comilla',
    thana: 'Laksam',
    products: { trimmer: 1 },
  },
  {
    text: `নাম: সাদিয়া
মোবাইল: ০১৬৪৪৩৩২২১১
ঠিকানা: গুলশান ২, ঢাকা
সানস্ক্রিন ২টা`,
    phone: '01644332211',
    name: 'সাদিয়া',
    district: 'Dhaka',
    thana: 'Gulshan',
    products: { sunscreen: 2 },
  },
  {
    text: `নাম: মোছাঃ হালিমা খাতুন
মোবাইল: ০১৭২৯৮৭৬৫৪৩
ঠিকানা: গোদাগাড়ী, রাজশাহী
কিছু জিনিস লাগবে, পরে জানাবো`,
    phone: '01729876543',
    name: 'মোছাঃ হালিমা খাতুন',
    district: 'Rajshahi',
    thana: 'Godagari',
    products: {},
  },
  {
    text: 'ভাই আগের অর্ডারটা আবার দিয়েন। ০১৮১২৩৪৫৬৭০, তানভীর, বনানী, ঢাকা',
    phone: '01812345670',
    name: 'তানভীর',
    district: 'Dhaka',
    thana: 'Banani',
    products: {},
  },
  {
    text: `নাম: কবির আহমেদ
ফোন: ০১৩২২-১১২২৩৩
ঠিকানা: সুনামগঞ্জ সদর
কটন পাঞ্জাবি ১টা সিল্ক পাঞ্জাবি ১টা`,
    phone: '01322112233',
    name: 'কবির আহমেদ',
    district: 'Sunamganj',
    thana: 'Sunamganj Sadar',
    products: { 'cotton-panjabi': 1, 'silk-panjabi': 1 },
  },
  {
    text: 'নাম: দিলরুবা, মোবাইল: ০১৭৪০০০০১১১, ঠিকানা: শ্রীমঙ্গল, মৌলভীবাজার। জামদানি ১ পিস',
    phone: '01740000111',
    name: 'দিলরুবা',
    district: 'Moulvibazar',
    thana: 'Sreemangal',
    products: { jamdani: 1 },
  },
  {
    text: `আপু
থ্রি পিস টা নিবো
নাম পপি
নাম্বার ০১৯২২৩৩৪৪৫৫
ভৈরব, কিশোরগঞ্জ`,
    phone: '01922334455',
    name: 'পপি',
    district: 'Kishoreganj',
    thana: 'Bhairab',
    products: { 'three-piece': 1 },
  },
  {
    text: 'নাম: মাহবুব, ফোন: ৮৮০১৭১০২০৩০৪০, ঠিকানা: পল্লবী, মিরপুর ১২, ঢাকা, ইয়ারবাড ২টা',
    phone: '01710203040',
    name: 'মাহবুব',
    district: 'Dhaka',
    thana: 'Pallabi',
    products: { earbuds: 2 },
  },
  {
    text: `নাম: শাকিল
মোবাইল: ০১৬৯৯৮৮৭৭৬৬
ঠিকানা: গোপালগঞ্জ সদর
ফেস ওয়াশ ২টা`,
    phone: '01699887766',
    name: 'শাকিল',
    district: 'Gopalganj',
    thana: 'Gopalganj Sadar',
    products: { facewash: 2 },
  },
  {
    text: 'আসসালামু আলাইকুম, অ্যালোভেরা জেল ৩টা। নাম: মুন্নি। ০১৭৮১২৩৪৫৬৭। ঠিকানা: কক্সবাজার সদর',
    phone: '01781234567',
    name: 'মুন্নি',
    district: 'Coxsbazar',
    thana: 'Coxsbazar Sadar',
    products: { aloe: 3 },
  },
  {
    text: `নাম: হৃদয়
মোবাইল: ০১৮৩৩-২২১১০০
ঠিকানা: টঙ্গী, গাজীপুর
স্মার্ট ওয়াচ ১টা পাওয়ার ব্যাংক ১টা`,
    phone: '01833221100',
    name: 'হৃদয়',
    district: 'Gazipur',
    thana: null,
    products: { watch: 1, powerbank: 1 },
  },
  {
    text: 'নাম রুবিনা, ফোন ০১৫৫১২৩৪৫৬৭, ঠিকানা তেজগাঁও, ঢাকা, কুর্তি ২টা ও হিজাব ১টা',
    phone: '01551234567',
    name: 'রুবিনা',
    district: 'Dhaka',
    thana: 'Tejgaon',
    products: { kurti: 2, hijab: 1 },
  },
  {
    text: `নাম: আক্তারুজ্জামান
মোবাইল: ০১৭১৬-৯৯৮৮৭৭
ঠিকানা: ঈশ্বরদী, পাবনা
লুঙ্গি ২টা, পাঞ্জাবি ১টা (সুতি)`,
    phone: '01716998877',
    name: 'আক্তারুজ্জামান',
    district: 'Pabna',
    thana: 'Ishurdi',
    products: { lungi: 2, 'cotton-panjabi': 1 },
  },
  {
    text: '০১৯০৯৮৮৭৭৬৬ এই নাম্বারে দিবেন। নাম সুরাইয়া। ঠিকানা ওয়ারী, ঢাকা। নকশী কাঁথা ১টা',
    phone: '01909887766',
    name: 'সুরাইয়া',
    district: 'Dhaka',
    thana: 'Wari',
    products: { katha: 1 },
  },
  {
    text: `নাম: মিজানুর রহমান
ফোন: ০১৭৬০-১১২২৩৩
ঠিকানা: রাউজান, চট্টগ্রাম
মানিব্যাগ ২টা আর ট্রিমার ১টা`,
    phone: '01760112233',
    name: 'মিজানুর রহমান',
    district: 'Chattogram',
    thana: 'Raozan',
    products: { wallet: 2, trimmer: 1 },
  },
  // Added after two bugs found in use: Bangla-digit counts beside products, a "send to this number" sentence.
  {
    text: `জামদানি শাড়ি ২টা আর হিজাব ১টা দিবেন
নাম: শারমিন
০১৮১২৩৪৫৬৭০
ঠিকানা: কালিহাতী, টাঙ্গাইল`,
    phone: '01812345670',
    name: 'শারমিন',
    district: 'Tangail',
    thana: 'Kalihati',
    products: { jamdani: 2, hijab: 1 },
  },
  {
    text: 'আপু ০১৯১২৩৩৪৪৫৫ এই নাম্বারে ২টা বোরকা পাঠাবেন',
    phone: '01912334455',
    name: null,
    district: null,
    thana: null,
    products: { borka: 2 },
  },
  {
    text: 'ভাইয়া ৩টা লুঙ্গি আর ১টা কটন পাঞ্জাবি লাগবে, ০১৬৭৭৮৮৯৯০০ নাম্বারে কল দিয়েন',
    phone: '01677889900',
    name: null,
    district: null,
    thana: null,
    products: { lungi: 3, 'cotton-panjabi': 1 },
  },
  {
    text: 'ভাই আমার ০১৫৫০১১২২৩৩ নাম্বারে একটা নকশী কাঁথা পাঠিয়ে দিন',
    phone: '01550112233',
    name: null,
    district: null,
    thana: null,
    products: { katha: 1 },
  },
];
