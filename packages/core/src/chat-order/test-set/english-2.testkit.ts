import type { ChatOrderCase } from './case.testkit.ts';

/** More English: one-liners, pipes and semicolons, a thana with no district, questions around the order. */
export const ENGLISH_CASES_2: ChatOrderCase[] = [
  {
    text: 'Rahim Uddin; 01717-556644; Kotchandpur, Jhenaidah; 2 cotton panjabi',
    phone: '01717556644',
    name: 'Rahim Uddin',
    district: 'Jhenaidah',
    thana: 'Kotchandpur',
    products: { 'cotton-panjabi': 2 },
  },
  {
    text: `Name: Sumon Mia
Phone: +8801812-112233
Address: Kaptai, Rangamati
Hair Trimmer x2`,
    phone: '01812112233',
    name: 'Sumon Mia',
    district: 'Rangamati',
    thana: 'Kaptai',
    products: { trimmer: 2 },
  },
  {
    text: `Hello, I'm Tania from Rajshahi (Puthia).
Number 01720-334411.
I want one matte lipstick and one sunscreen.`,
    phone: '01720334411',
    name: 'Tania',
    district: 'Rajshahi',
    thana: 'Puthia',
    products: { lipstick: 1, sunscreen: 1 },
  },
  {
    text: `Name: Mizanur Rahman
Phone: 01556-778899
Address: Jatrabari
Panjabi silk 1 piece`,
    phone: '01556778899',
    name: 'Mizanur Rahman',
    district: 'Dhaka',
    thana: 'Jatrabari',
    products: { 'silk-panjabi': 1 },
  },
  {
    text: 'Please deliver 2 pieces Baby frock to Lipi Akter, Dohar, Dhaka. Mobile 01945-332211.',
    phone: '01945332211',
    name: 'Lipi Akter',
    district: 'Dhaka',
    thana: 'Dohar',
    products: { frock: 2 },
  },
  {
    text: `Name: Ashraful Alam
Phone: 01867-443322
Address: Maijdee Court, Noakhali Sadar, Noakhali
Products: TWS Earbuds (1), Phone Cover (1), Smart Watch (1)`,
    phone: '01867443322',
    name: 'Ashraful Alam',
    district: 'Noakhali',
    thana: 'Noakhali Sadar',
    products: { earbuds: 1, cover: 1, watch: 1 },
  },
  {
    text: `Salam. Need 4 hijab (black 2, maroon 2)
Name: Afsana Mimi
Phone: 01776-554433
Address: Mymensingh, Trishal`,
    phone: '01776554433',
    name: 'Afsana Mimi',
    district: 'Mymensingh',
    thana: 'Trishal',
    products: { hijab: 4 },
  },
  {
    text: 'Name: Nadia, Phone: 01676-554411, Address: Kushtia Sadar, Kushtia, Item: Kurti 1 and Lawn three piece 1',
    phone: '01676554411',
    name: 'Nadia',
    district: 'Kushtia',
    thana: 'Kushtia Sadar',
    products: { kurti: 1, lawn: 1 },
  },
  {
    text: `Name: Raju Ahmed
Phone: 01913-220011
Address: Sreepur, Gazipur
Date jaggery (khejur gur) 2 kg`,
    phone: '01913220011',
    name: 'Raju Ahmed',
    district: 'Gazipur',
    thana: 'Sreepur',
    products: { gur: 2 },
  },
  {
    text: `Hi there!
Could you send a Leather Wallet and a Hair Trimmer?
Name: Fardin Hasan
Phone: 01521-889900
Address: Wazirpur, Barisal`,
    phone: '01521889900',
    name: 'Fardin Hasan',
    district: 'Barisal',
    thana: 'Wazirpur',
    products: { wallet: 1, trimmer: 1 },
  },
  {
    text: `Name: Sharifa Begum
Phone: 01811-778866
Address: Teknaf, Cox's Bazar
Product: Mango pickle 3 jars`,
    phone: '01811778866',
    name: 'Sharifa Begum',
    district: 'Coxsbazar',
    thana: 'Teknaf',
    products: { achar: 3 },
  },
  {
    text: 'Order for Mou: 1 Jamdani Saree + 2 Hijab. Address: Pirojpur Sadar, Pirojpur. Phone: 01734-665511',
    phone: '01734665511',
    name: 'Mou',
    district: 'Pirojpur',
    thana: 'Pirojpur Sadar',
    products: { jamdani: 1, hijab: 2 },
  },
  {
    text: `Name: Monir Hossain
Phone: 01689-221144
Address: Bhaluka, Mymensingh
What's the price of the power bank? Send 1 if under 1500tk`,
    phone: '01689221144',
    name: 'Monir Hossain',
    district: 'Mymensingh',
    thana: 'Bhaluka',
    products: { powerbank: 1 },
  },
  {
    text: `Name: Runa Laila
Phone: 01552-889911
Address: 12/A, Kalabagan, Dhaka
Katan saree 1, Jamdani saree 1, Tangail cotton saree 1`,
    phone: '01552889911',
    name: 'Runa Laila',
    district: 'Dhaka',
    thana: 'Kalabagan',
    products: { katan: 1, jamdani: 1, tangail: 1 },
  },
  {
    text: `Hello, I need a perfume and a body spray.
Name: Shuvo
Phone: 01799-334466
Address: Badda, Dhaka`,
    phone: '01799334466',
    name: 'Shuvo',
    district: 'Dhaka',
    thana: 'Badda',
    products: {},
  },
  {
    text: 'Name: Rokeya Khatun, Phone: 01918-223344, Address: Lalmonirhat Sadar, Lalmonirhat, 2 lungi and 1 panjabi (cotton)',
    phone: '01918223344',
    name: 'Rokeya Khatun',
    district: 'Lalmonirhat',
    thana: 'Lalmonirhat Sadar',
    products: { lungi: 2, 'cotton-panjabi': 1 },
  },
  {
    text: `Name: Anika Tabassum
Phone: 01624-557788
Address: Road 4, Banani, Dhaka
Sunscreen SPF 50 - 2 pcs`,
    phone: '01624557788',
    name: 'Anika Tabassum',
    district: 'Dhaka',
    thana: 'Banani',
    products: { sunscreen: 2 },
  },
  {
    text: `Name: Hasibul
Phone: 01847-889900
Address: Rangpur Sadar, Rangpur
earbud 1`,
    phone: '01847889900',
    name: 'Hasibul',
    district: 'Rangpur',
    thana: 'Rangpur Sadar',
    products: { earbuds: 1 },
  },
  {
    text: 'Hi, this is Priyanka. Please send three pieces of Matte Lipstick to Sylhet, Golapganj. Phone 01715-448877',
    phone: '01715448877',
    name: 'Priyanka',
    district: 'Sylhet',
    thana: 'Golapganj',
    products: { lipstick: 3 },
  },
  {
    text: `Name: Abu Bakar
Phone: 01934-112299
Address: Faridpur Sadar, Faridpur
1 Cotton Panjabi, 1 Silk Panjabi, 2 Lungi`,
    phone: '01934112299',
    name: 'Abu Bakar',
    district: 'Faridpur',
    thana: 'Faridpur Sadar',
    products: { 'cotton-panjabi': 1, 'silk-panjabi': 1, lungi: 2 },
  },
  {
    text: `Name: Sultana Razia
Phone: 01790-667788
Address: Manikganj Sadar, Manikganj
Face wash 1, aloe vera gel 1`,
    phone: '01790667788',
    name: 'Sultana Razia',
    district: 'Manikganj',
    thana: 'Manikganj Sadar',
    products: { facewash: 1, aloe: 1 },
  },
  {
    text: `Name: Tareq
Phone: 01812 33 44 55
Address: Keraniganj
Smart watch (black) 1`,
    phone: '01812334455',
    name: 'Tareq',
    district: 'Dhaka',
    thana: 'Keraniganj',
    products: { watch: 1 },
  },
  {
    text: 'Send 2 phone covers for iPhone 13 to Rahat, Chawkbazar, Dhaka, 01575-123456',
    phone: '01575123456',
    name: 'Rahat',
    district: 'Dhaka',
    thana: 'Chawkbazar',
    products: { cover: 2 },
  },
  {
    text: `Name: Jahanara
Phone: 01711-889922
Address: Patgram, Lalmonirhat
One nakshi kantha and 2kg date molasses`,
    phone: '01711889922',
    name: 'Jahanara',
    district: 'Lalmonirhat',
    thana: 'Patgram',
    products: { katha: 1, gur: 2 },
  },
  {
    text: `Name: Selim Reza
Phone: 01556-443311
Address: Chuadanga Sadar, Chuadanga
Borka 2 (size 56)`,
    phone: '01556443311',
    name: 'Selim Reza',
    district: 'Chuadanga',
    thana: 'Chuadanga Sadar',
    products: { borka: 2 },
  },
  {
    text: 'Mim, 01684-778899, Shyampur, Dhaka — 1 three piece & 1 hijab',
    phone: '01684778899',
    name: 'Mim',
    district: 'Dhaka',
    thana: 'Shyampur',
    products: { 'three-piece': 1, hijab: 1 },
  },
  {
    text: `Name: Golam Mostafa
Phone: 01727-556600
Address: Moheshkhali, Coxsbazar
Katan saree 1 pcs`,
    phone: '01727556600',
    name: 'Golam Mostafa',
    district: 'Coxsbazar',
    thana: 'Moheshkhali',
    products: { katan: 1 },
  },
  // Added after two bugs found in use: counts beside products, a "send to this number" sentence.
  {
    text: 'Hijab x2 and Borka x1 please. Send to this number 01911002233, thanks',
    phone: '01911002233',
    name: null,
    district: null,
    thana: null,
    products: { hijab: 2, borka: 1 },
  },
];
