import type { orderImportEn } from './en-order-import.ts';
import type { Texts } from './texts.ts';

/**
 * Bangla texts of the order import screens (words: docs/bangla-glossary.md). The column names the guide
 * shows come from core and stay English: the import reads only those headers. For the same reason the
 * payment types (COD, bKash, …), the product column names and Excel's “CSV UTF-8” stay as written.
 */
export const orderImportBn: Texts<typeof orderImportEn> = {
  orderImport: {
    intro:
      'স্প্রেডশিট থেকে একসাথে অনেক অর্ডার যোগ করুন, প্রতি সারিতে একটি অর্ডার। নমুনা CSV ডাউনলোড করে এক্সেল বা গুগল শিটে পূরণ করুন, “CSV UTF-8” হিসেবে সেভ করে এখানে আপলোড করুন। আগে প্রতিটি সারি যাচাই হয়: ইমপোর্ট না করা পর্যন্ত কিছুই সেভ হয় না।',
    sampleCsv: 'নমুনা CSV',
    columnGuide: 'কলাম গাইড',
    file: {
      label: 'CSV ফাইল',
      placeholder: 'একটি CSV ফাইল বেছে নিন',
      hint: 'CSV ফাইল, সর্বোচ্চ {{max}} ও {{rows}}টি অর্ডার',
      upload: 'আপলোড করুন',
      chooseOther: 'অন্য ফাইল বেছে নিন',
      megabytes: '{{count}} এমবি',
      tooLarge: 'ফাইলটি অনেক বড় (সর্বোচ্চ {{max}})',
    },
    progress: {
      uploading: '{{name}} আপলোড হচ্ছে… {{percent}}%',
      uploadingUnknown: '{{name}} আপলোড হচ্ছে…',
      checking: 'প্রতিটি সারি যাচাই হচ্ছে…',
      importing: 'অর্ডারগুলো সেভ হচ্ছে…',
    },
    summary: {
      title: 'ফাইলে যা আছে',
      rows: 'সারি',
      ready: 'ইমপোর্টের জন্য রেডি',
      withErrors: 'ভুল আছে',
      bill: 'মোট বিল',
      cod: 'COD আদায় হবে',
      ignored: 'এই কলামগুলো চেনা নয়, তাই বাদ দেওয়া হবে: {{columns}}',
    },
    tabs: {
      orders: 'ইমপোর্ট হবে যে অর্ডার ({{count}})',
      errors: 'ভুল ({{count}})',
    },
    actions: {
      import_one: '{{count}}টি অর্ডার ইমপোর্ট করুন',
      import_other: '{{count}}টি অর্ডার ইমপোর্ট করুন',
      downloadErrors: 'ভুল থাকা সারিগুলো ডাউনলোড করুন',
      nothingToImport: 'এখনো কোনো সারি ইমপোর্ট করা যাবে না: ভুল থাকা সারিগুলো ঠিক করে ফাইলটি আবার আপলোড করুন।',
      someLeftOut_one: 'ভুল থাকা {{count}}টি সারি বাদ যাবে। সেটি ডাউনলোড করে ঠিক করুন, তারপর আবার আপলোড করুন।',
      someLeftOut_other: 'ভুল থাকা {{count}}টি সারি বাদ যাবে। সেগুলো ডাউনলোড করে ঠিক করুন, তারপর আবার আপলোড করুন।',
    },
    preview: {
      row: 'সারি',
      customer: 'গ্রাহক',
      district: 'জেলা',
      products: 'পণ্য',
      courier: 'কুরিয়ার',
      salesDate: 'বিক্রির তারিখ',
      reference: 'রেফারেন্স',
      bill: 'বিল',
      cod: 'COD',
      firstOnly: '{{count}}টি অর্ডারের প্রথম {{shown}}টি দেখানো হচ্ছে।',
      none: 'ইমপোর্টের জন্য কোনো সারি রেডি নেই।',
    },
    errors: {
      row: 'সারি',
      column: 'কলাম',
      problem: 'কী ঠিক করতে হবে',
      wholeRow: 'পুরো সারি',
      none: 'কোনো ভুল নেই।',
    },
    result: {
      title_one: '{{count}}টি অর্ডার ইমপোর্ট হয়েছে',
      title_other: '{{count}}টি অর্ডার ইমপোর্ট হয়েছে',
      body: 'এগুলো অর্ডার প্রসেসিংয়ে আছে।',
      customersAdded_one: '{{count}}জন নতুন গ্রাহক যোগ হয়েছে।',
      customersAdded_other: '{{count}}জন নতুন গ্রাহক যোগ হয়েছে।',
      leftOut_one: 'ভুল থাকা {{count}}টি সারি বাদ দেওয়া হয়েছে।',
      leftOut_other: 'ভুল থাকা {{count}}টি সারি বাদ দেওয়া হয়েছে।',
      openProcessing: 'অর্ডার প্রসেসিং খুলুন',
      importAnother: 'আরেকটি ফাইল ইমপোর্ট করুন',
    },
    guide: {
      title: 'কোন কলামে কী লিখবেন',
      column: 'কলাম',
      required: 'আবশ্যক',
      what: 'কী লিখবেন',
      example: 'উদাহরণ',
      yes: 'হ্যাঁ',
      no: 'না',
      notes:
        'কলামের নাম নমুনা CSV-র মতো ইংরেজিতেই লিখুন; বড়-ছোট হাতের অক্ষর বা স্পেসে কিছু যায় আসে না, অচেনা কলাম বাদ দেওয়া হয়। টাকা লিখুন পুরো টাকায়, পয়সা ছাড়া। একই অর্ডারে আরও পণ্য দিতে Product 2, Qty 2, Line Discount 2 এভাবে কলাম যোগ করুন।',
      phone: {
        what: 'গ্রাহকের ১১ সংখ্যার মোবাইল নম্বর। এই নম্বরের গ্রাহক থাকলে তাকেই নেওয়া হয়, না থাকলে নতুন গ্রাহক যোগ হয়। সামনে +৮৮ থাকলে বা শুরুর ০ বাদ পড়লেও চলবে।',
        example: '01712345678',
      },
      name: { what: 'গ্রাহকের নাম (নতুন গ্রাহক যোগ হলে এই নামে হবে)।', example: 'রহিমা আক্তার' },
      address: { what: 'পার্সেল কোথায় যাবে: বাসা, রোড, এলাকা।', example: 'বাসা ১২, রোড ৫, ধানমন্ডি' },
      district: { what: '৬৪ জেলার যেকোনো একটি, বাংলায় বা ইংরেজিতে।', example: 'ঢাকা' },
      thana: { what: 'ওই জেলার একটি থানা (এলাকা)।', example: 'ধানমন্ডি' },
      product: {
        what: 'আপনার একটি পণ্য: পণ্যের তালিকায় যে নাম আছে সেই নাম, অথবা পণ্যের আইডি।',
        example: 'নকশি কাঁথা',
      },
      qty: { what: 'ওই পণ্য কয়টি। খালি রাখলে ১টি ধরা হয়।', example: '2' },
      lineDiscount: { what: 'ওই পণ্যের লাইনে ছাড়: টাকায়, বা শতাংশে।', example: '50 বা 10%' },
      store: { what: 'আপনার একটি স্টোর। খালি রাখলে আপনার প্রথম স্টোর ধরা হয়।', example: 'মেইন স্টোর' },
      courier: {
        what: 'আপনার একটি সক্রিয় কুরিয়ার। খালি রাখলে প্রথম সক্রিয় কুরিয়ার ধরা হয়।',
        example: 'Steadfast',
      },
      deliveryCharge: {
        what: 'খালি রাখলে জেলা অনুযায়ী কুরিয়ারের চার্জ (ঢাকার ভেতরে বা বাইরে) বসে।',
        example: '60',
      },
      discount: {
        what: 'পুরো অর্ডারে ছাড়: টাকায়, বা সাবটোটালের শতাংশে।',
        example: '100 বা 5%',
      },
      advance: { what: 'অগ্রিম যত টাকা পেয়েছেন; বাকিটা কুরিয়ার আদায় করবে।', example: '200' },
      paymentType: {
        what: 'COD, bKash, Nagad, Rocket বা Partial, ঠিক এভাবে ইংরেজিতে। খালি রাখলে COD।',
        example: 'COD',
      },
      salesDate: {
        what: '2024-03-05 বা 05/03/2024 (আগে দিন, পরে মাস)। খালি রাখলে আজকের তারিখ।',
        example: '2024-03-05',
      },
      reference: { what: 'অর্ডারের জন্য আপনার রেফারেন্স (পেজ, পোস্ট, ইনভয়েস…)।', example: 'পেজ-১০০১' },
      note: { what: 'কুরিয়ারের জন্য নোট (সর্বোচ্চ ৫০০ অক্ষর)।', example: 'ডেলিভারির আগে কল করবেন' },
    },
  },
};
