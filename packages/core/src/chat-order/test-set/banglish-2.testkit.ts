import type { ChatOrderCase } from './case.testkit.ts';

/** More Banglish: one-liners, old district spellings, thanas named without a district. */
export const BANGLISH_CASES_2: ChatOrderCase[] = [
  {
    text: `nam: md rofiqul islam
thikana: gram- dokkhin para, post- shibganj, thana- shibganj, jela- chapainawabganj
mobile: 01718-293800
cotton panjabi 1ta`,
    phone: '01718293800',
    name: 'md rofiqul islam',
    district: 'Chapainawabganj',
    thana: 'Shibganj',
    products: { 'cotton-panjabi': 1 },
  },
  {
    text: `01622-333400
mitu
mogbazar dhaka
hijab 4ta`,
    phone: '01622333400',
    name: 'mitu',
    district: 'Dhaka',
    thana: null,
    products: { hijab: 4 },
  },
  {
    text: `amar order ta nen plz
name: roksana
number: 01815-678900
address: madaripur, shibchar
three pis 3ta`,
    phone: '01815678900',
    name: 'roksana',
    district: 'Madaripur',
    thana: 'Shibchar',
    products: { 'three-piece': 3 },
  },
  {
    text: 'face wash 1ta, lipstic 3ta. name sumi. 01555-666700. address: sirajgonj, ullapara',
    phone: '01555666700',
    name: 'sumi',
    district: 'Sirajganj',
    thana: 'Ullapara',
    products: { facewash: 1, lipstick: 3 },
  },
  {
    text: `Name: Zahid Hasan
Mobile: 01715-123400 / 01912-345600
Address: Dhamrai, Dhaka
power bank 1ta`,
    phone: '01715123400',
    name: 'Zahid Hasan',
    district: 'Dhaka',
    thana: 'Dhamrai',
    products: { powerbank: 1 },
  },
  {
    text: `vai ek jora earbud diyen
name: anik
phone: 01316-789000
address: satkhira, shyamnagar`,
    phone: '01316789000',
    name: 'anik',
    district: 'Satkhira',
    thana: 'Shyamnagar',
    products: { earbuds: 1 },
  },
  {
    text: `Farzana Yasmin
01766-554400
keranigonj, dhaka
jamdani sari 2ta, katan 1ta`,
    phone: '01766554400',
    name: 'Farzana Yasmin',
    district: 'Dhaka',
    thana: 'Keraniganj',
    products: { jamdani: 2, katan: 1 },
  },
  {
    text: 'name: razia sultana, mobile: 01988-776600, address: netrokona, kendua, borkha 1ta, size 52',
    phone: '01988776600',
    name: 'razia sultana',
    district: 'Netrokona',
    thana: 'Kendua',
    products: { borka: 1 },
  },
  {
    text: `product: sorisar tel 5 liter
name: hasan mahmud
phone: 01733-445500
address: natore, singra`,
    phone: '01733445500',
    name: 'hasan mahmud',
    district: 'Natore',
    thana: 'Singra',
    products: { oil: 5 },
  },
  {
    text: 'assalamualaikum. ami rina. amar number 01899-001100. lalbag, dhaka. kurti ekta ar hijab duita',
    phone: '01899001100',
    name: 'rina',
    district: 'Dhaka',
    thana: 'Lalbagh',
    products: { kurti: 1, hijab: 2 },
  },
  {
    text: `name: shamim
mobile: 01512-345000
address: munsiganj, sreenagar
lungi 3 ta`,
    phone: '01512345000',
    name: 'shamim',
    district: 'Munshiganj',
    thana: 'Sreenagar',
    products: { lungi: 3 },
  },
  {
    text: '01701-234500, name: lima, address: hazaribag, dhaka, baby frok 2ta',
    phone: '01701234500',
    name: 'lima',
    district: 'Dhaka',
    thana: 'Hazaribagh',
    products: { frock: 2 },
  },
  {
    text: `vaiya ami apnar page theke order korte chai
name: sohel rana
mobile: 01855-332200
address: house 7, block C, banasree, rampura, dhaka
silk panjabi 1ta, size 42`,
    phone: '01855332200',
    name: 'sohel rana',
    district: 'Dhaka',
    thana: 'Rampura',
    products: { 'silk-panjabi': 1 },
  },
  {
    text: 'name: nazma, phone: 01777-665500, gram: sitakundo, chottogram, khejur gur 2 kg, sorishar tel 1 liter',
    phone: '01777665500',
    name: 'nazma',
    district: 'Chattogram',
    thana: 'Sitakunda',
    products: { gur: 2, oil: 1 },
  },
  {
    text: `order dite chai
comilla, chouddagram
nam- arif
mob- 01944-556600
trimmer 1ta`,
    phone: '01944556600',
    name: 'arif',
    district: 'Comilla',
    thana: 'Chauddagram',
    products: { trimmer: 1 },
  },
  {
    text: `name: sadia
mobile: 01644-332200
address: gulshan 2, dhaka
sunscreen 2ta`,
    phone: '01644332200',
    name: 'sadia',
    district: 'Dhaka',
    thana: 'Gulshan',
    products: { sunscreen: 2 },
  },
  {
    text: `name: mst halima khatun
mobile: 01729-876500
address: gaibanda, gobindogonj
kichu jinis lagbe pore janabo`,
    phone: '01729876500',
    name: 'mst halima khatun',
    district: 'Gaibandha',
    thana: 'Gobindaganj',
    products: {},
  },
  {
    text: 'vai ager order ta abar diyen. 01812-345600, tanvir, banani, dhaka',
    phone: '01812345600',
    name: 'tanvir',
    district: 'Dhaka',
    thana: 'Banani',
    products: {},
  },
  {
    text: `name: kabir ahmed
phone: 01322-112200
address: habigonj, madhobpur
cotton panjabi 1ta silk panjabi 1ta`,
    phone: '01322112200',
    name: 'kabir ahmed',
    district: 'Habiganj',
    thana: 'Madhabpur',
    products: { 'cotton-panjabi': 1, 'silk-panjabi': 1 },
  },
  {
    text: 'name: dilruba, mobile: 01740-000100, address: srimongol. jamdani 1 pcs',
    phone: '01740000100',
    name: 'dilruba',
    district: 'Moulvibazar',
    thana: 'Sreemangal',
    products: { jamdani: 1 },
  },
  {
    text: `apu
three piece ta nibo
nam popi
number 01922-334400
bhairab, kishorganj`,
    phone: '01922334400',
    name: 'popi',
    district: 'Kishoreganj',
    thana: 'Bhairab',
    products: { 'three-piece': 1 },
  },
  {
    text: 'name: mahbub, phone: 8801710-203000, address: pallabi, mirpur 12, dhaka, earbuds 2ta',
    phone: '01710203000',
    name: 'mahbub',
    district: 'Dhaka',
    thana: 'Pallabi',
    products: { earbuds: 2 },
  },
  {
    text: `name: shakil
mobile: 01699-887700
address: bhanga, faridpur
facewash 2ta`,
    phone: '01699887700',
    name: 'shakil',
    district: 'Faridpur',
    thana: 'Bhanga',
    products: { facewash: 2 },
  },
  {
    text: "assalamualaikum, aloe vera gel 3ta. name: munni. 01781-234500. address: cox's bazar, teknaf",
    phone: '01781234500',
    name: 'munni',
    district: 'Coxsbazar',
    thana: 'Teknaf',
    products: { aloe: 3 },
  },
  {
    text: `name: hridoy
mobile: 01833-221100
address: tongi, gazipur
smart watch 1ta, power bank 1ta`,
    phone: '01833221100',
    name: 'hridoy',
    district: 'Gazipur',
    thana: null,
    products: { watch: 1, powerbank: 1 },
  },
  {
    text: 'nam rubina, fon 01551-234500, thikana tejgaon, dhaka, kurti 2ta o hijab 1ta',
    phone: '01551234500',
    name: 'rubina',
    district: 'Dhaka',
    thana: 'Tejgaon',
    products: { kurti: 2, hijab: 1 },
  },
  {
    text: `name: akhtaruzzaman
mobile: 01716-998800
address: ishwardi, pabna
lungi 2ta, panjabi 1ta (cotton)`,
    phone: '01716998800',
    name: 'akhtaruzzaman',
    district: 'Pabna',
    thana: 'Ishurdi',
    products: { lungi: 2, 'cotton-panjabi': 1 },
  },
  {
    text: '01909-887700 ei number e diben. name suraiya. address wari, dhaka. nokshi katha 1ta',
    phone: '01909887700',
    name: 'suraiya',
    district: 'Dhaka',
    thana: 'Wari',
    products: { katha: 1 },
  },
  // Added after two bugs found in use: counts beside products, a "send to this number" sentence.
  {
    text: '01755667788 ei numbere 2ta hijab ar 1ta facewash pathaben',
    phone: '01755667788',
    name: null,
    district: null,
    thana: null,
    products: { hijab: 2, facewash: 1 },
  },
  {
    text: 'Vai 2ta jamdani saree r 1ta katan saree lagbe. Nam Ruma, 01533221144, Chandina, Cumilla',
    phone: '01533221144',
    name: 'Ruma',
    district: 'Comilla',
    thana: 'Chandina',
    products: { jamdani: 2, katan: 1 },
  },
];
