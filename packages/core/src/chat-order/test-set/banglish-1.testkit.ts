import type { ChatOrderCase } from './case.testkit.ts';

/** Bangla written in Latin letters, spelled as people type it (several ways, with typos). */
export const BANGLISH_CASES_1: ChatOrderCase[] = [
  {
    text: `Assalamualaikum apu
Name: Rima Akter
Phone: 01712-987654
Address: House 5, Road 3, Mirpur-2, Dhaka
jamdani shari 1ta`,
    phone: '01712987654',
    name: 'Rima Akter',
    district: 'Dhaka',
    thana: 'Mirpur',
    products: { jamdani: 1 },
  },
  {
    text: 'vai 2ta panjabi dien cotton er, L size. Name Rakib Hasan, 01819-223344, Ashulia, Savar',
    phone: '01819223344',
    name: 'Rakib Hasan',
    district: 'Dhaka',
    thana: 'Savar',
    products: { 'cotton-panjabi': 2 },
  },
  {
    text: `nam: sumaiya
mobile: 01911334455
thikana: brahmanbaria sadar, kawtoli
hijab 3ta`,
    phone: '01911334455',
    name: 'sumaiya',
    district: 'Brahmanbaria',
    thana: 'Brahmanbaria Sadar',
    products: { hijab: 3 },
  },
  {
    text: 'apu ekta three piece nibo. Tania, 01688112233, cumilla, daudkandi',
    phone: '01688112233',
    name: 'Tania',
    district: 'Comilla',
    thana: 'Daudkandi',
    products: { 'three-piece': 1 },
  },
  {
    text: `Nam- Kamal Hossain
Mobile- 01717445566
Gram: Kalir bazar, Thana: Islampur, Jela: Jamalpur
lungi 2 ta`,
    phone: '01717445566',
    name: 'Kamal Hossain',
    district: 'Jamalpur',
    thana: 'Islampur',
    products: { lungi: 2 },
  },
  {
    text: 'lipstick 2ta r facewash 1ta dien plz. Shahana, 01552-334455, dhanmondi 27, dhaka',
    phone: '01552334455',
    name: 'Shahana',
    district: 'Dhaka',
    thana: 'Dhanmondi',
    products: { lipstick: 2, facewash: 1 },
  },
  {
    text: `name: abdul karim
phone: 01730-112233, 01844556677
address: hathazari, ctg
shorishar tel 2 liter`,
    phone: '01730112233',
    name: 'abdul karim',
    district: 'Chattogram',
    thana: 'Hathazari',
    products: { oil: 2 },
  },
  {
    text: 'khejur gur 3 kg lagbe. Nasrin Sultana, sherpur, bogra. 01799-112233',
    phone: '01799112233',
    name: 'Nasrin Sultana',
    district: 'Bogura',
    thana: 'Sherpur',
    products: { gur: 3 },
  },
  {
    text: `apu nokshi katha ta nibo
Moriom Begum
01312-445566
Naogaon, Manda`,
    phone: '01312445566',
    name: 'Moriom Begum',
    district: 'Naogaon',
    thana: 'Manda',
    products: { katha: 1 },
  },
  {
    text: 'Name: Fahim, Address: Mohammadpur Tajmahal road, Phone 01511-334455, smart watch 1ta black',
    phone: '01511334455',
    name: 'Fahim',
    district: 'Dhaka',
    thana: 'Mohammadpur',
    products: { watch: 1 },
  },
  {
    text: `01977665500 e call diyen
Sajjad, Kaliakoir, gazipur
powerbank duita`,
    phone: '01977665500',
    name: 'Sajjad',
    district: 'Gazipur',
    thana: 'Kaliakair',
    products: { powerbank: 2 },
  },
  {
    text: `Name: Jannatul Ferdous
Mobile: 01711-998877
Address: Kuakata, Kalapara, Potuakhali
kurti 2ta M size`,
    phone: '01711998877',
    name: 'Jannatul Ferdous',
    district: 'Patuakhali',
    thana: 'Kalapara',
    products: { kurti: 2 },
  },
  {
    text: 'hijab 2ta ar borka 1ta. name: rumana, ph: 01612-998877, address: khilgaon taltola, dhaka',
    phone: '01612998877',
    name: 'rumana',
    district: 'Dhaka',
    thana: 'Khilgaon',
    products: { hijab: 2, borka: 1 },
  },
  {
    text: `amar nam shirin akter
number 01821-667788
ami thaki laxmipur, raipur
amer achar 2 boyam`,
    phone: '01821667788',
    name: 'shirin akter',
    district: 'Lakshmipur',
    thana: 'Raipur',
    products: { achar: 2 },
  },
  {
    text: 'nam rakib, 01708-776655, gazipur chowrasta, trimmer 1 pcs',
    phone: '01708776655',
    name: 'rakib',
    district: 'Gazipur',
    thana: null,
    products: { trimmer: 1 },
  },
  {
    text: `salam vaiya. earbuds nite chai 1ta
name: tasnim
phone: +8801919-876500
sylhet, beanibazar`,
    phone: '01919876500',
    name: 'tasnim',
    district: 'Sylhet',
    thana: 'Beanibazar',
    products: { earbuds: 1 },
  },
  {
    text: 'katan sharee 1ta ar jamdani 1ta pathaben. Name: Selina Haque. Mobile: 8801755-443300. Address: Rupganj, Narayanganj',
    phone: '01755443300',
    name: 'Selina Haque',
    district: 'Narayanganj',
    thana: 'Rupganj',
    products: { katan: 1, jamdani: 1 },
  },
  {
    text: `nam-nusrat jahan
fon-01533-445500
thikana-thakurgaon sadar, thakurgaon
lawn 3 piece 2 set`,
    phone: '01533445500',
    name: 'nusrat jahan',
    district: 'Thakurgaon',
    thana: 'Thakurgaon Sadar',
    products: { lawn: 2 },
  },
  {
    text: 'vai 2ta lungi diyen. 01811-002200. Alamgir, chokoria, coxsbazar',
    phone: '01811002200',
    name: 'Alamgir',
    district: 'Coxsbazar',
    thana: 'Chakaria',
    products: { lungi: 2 },
  },
  {
    text: `Name: Tahmina
Mobile no: 01788-123400
Basa: 45/2 Shantinagar, Dhaka
aloevera gel 1ta, sunscreen 1ta`,
    phone: '01788123400',
    name: 'Tahmina',
    district: 'Dhaka',
    thana: null,
    products: { aloe: 1, sunscreen: 1 },
  },
  {
    text: 'District: Jessore, Upazila: Jhikorgacha, Name: Masud Rana, Mobile: 01915-678900, Product: silk panjabi 1ti',
    phone: '01915678900',
    name: 'Masud Rana',
    district: 'Jashore',
    thana: 'Jhikargacha',
    products: { 'silk-panjabi': 1 },
  },
  {
    text: `assalamualaikum
ami ekta baby frock nite chai 2 bochorer baccar jonno
name: sabrina
01677-889900
madhupur, tangail`,
    phone: '01677889900',
    name: 'sabrina',
    district: 'Tangail',
    thana: 'Madhupur',
    products: { frock: 1 },
  },
  {
    text: `Name: Habibur Rahman
Phone: 01722-334400
Address: Jhenaidah, Shailkupa
wallet 1ta`,
    phone: '01722334400',
    name: 'Habibur Rahman',
    district: 'Jhenaidah',
    thana: 'Shailkupa',
    products: { wallet: 1 },
  },
  {
    text: `phone 01305-566700
name laboni
address jatrabari, dhaka
mobile cover 2ta ar hair trimmer 1ta`,
    phone: '01305566700',
    name: 'laboni',
    district: 'Dhaka',
    thana: 'Jatrabari',
    products: { cover: 2, trimmer: 1 },
  },
  {
    text: 'noakhali, begumgonj, chowmuhoni bazar. name: yasmin. 01876-543200. tangail er suti shari 1ta',
    phone: '01876543200',
    name: 'yasmin',
    district: 'Noakhali',
    thana: 'Begumganj',
    products: { tangail: 1 },
  },
  {
    text: `name: parvez ahmed
mobile: 01955-887700
address: agrabad, chittagong
smartwatch 2ta`,
    phone: '01955887700',
    name: 'parvez ahmed',
    district: 'Chattogram',
    thana: null,
    products: { watch: 2 },
  },
  {
    text: 'apu nokshi kantha 2ta ar achar 1ta diyen. sharmin, 01744-556600, ulipur, kurigram',
    phone: '01744556600',
    name: 'sharmin',
    district: 'Kurigram',
    thana: 'Ulipur',
    products: { katha: 2, achar: 1 },
  },
];
