import type { transactionsMessages } from './messages-transactions.ts';

/** Bangla of the transactions server messages (spread into MESSAGES_BN). */
export const transactionsMessagesBn: { [K in keyof typeof transactionsMessages]: string } = {
  transactionsFilterInvalid: 'একটি তালিকা বেছে নিন: সব, পেন্ডিং অথবা টাকা পাওয়া',
  codOrdersRequired: 'অন্তত একটি সম্পন্ন অর্ডার বেছে নিন',
  codOrdersTooMany: 'একবারে সর্বোচ্চ {{max}}টি অর্ডার বেছে নিন',
  codReceivedDateInvalid: 'যেদিন টাকা এসেছে সেই তারিখ দিন, যেমন 2024-03-05',
  codReceivedDateFuture: 'টাকা পাওয়ার তারিখ ভবিষ্যতের হতে পারে না',
  codAmountInvalid: 'পাওয়া টাকার অঙ্ক দিন: ০ বা তার বেশি, দশমিকের পরে সর্বোচ্চ দুই ঘর',
  codAmountOneOrder: 'শুধু একটি অর্ডার চিহ্নিত করার সময় টাকার অঙ্ক লেখা যায়; একাধিক অর্ডারের প্রতিটি তার প্রদেয় টাকায় চিহ্নিত হয়',
  codReceivedMarked: 'COD পাওয়া হিসেবে চিহ্নিত: {{count}}টি',
  codReceivedPartly:
    'COD পাওয়া হিসেবে চিহ্নিত: {{marked}}টি। আগের মতো রাখা হয়েছে: {{already}}টি আগেই পাওয়া, {{notCompleted}}টি সম্পন্ন নয়',
  codReceivedUndone: 'COD পাওয়ার চিহ্ন তুলে নেওয়া হয়েছে: {{count}}টি',
  codReceivedUndonePartly:
    'COD পাওয়ার চিহ্ন তুলে নেওয়া হয়েছে: {{undone}}টি। আগের মতো রাখা হয়েছে: {{skipped}}টি পাওয়া হিসেবে চিহ্নিত ছিল না',
  payoutsNoCourier: 'পেমেন্ট ইমপোর্ট করতে API কী সহ একটি Steadfast কুরিয়ার যোগ করুন',
  payoutsCourierNotSteadfast: 'API কী আছে এমন একটি Steadfast কুরিয়ার বেছে নিন',
  payoutsImported:
    '{{payouts}}টি নতুন পেমেন্ট ইমপোর্ট হয়েছে ({{consignments}}টি পার্সেল): {{matched}}টি মিলেছে, {{differs}}টিতে টাকার অঙ্ক আলাদা, {{unmatched}}টির কোনো অর্ডার নেই। COD পাওয়া হিসেবে চিহ্নিত অর্ডার: {{marked}}টি',
  payoutsNothingNew: 'শেষ ইমপোর্টের পর কোনো নতুন পেমেন্ট নেই। COD পাওয়া হিসেবে চিহ্নিত অর্ডার: {{marked}}টি',
  payoutsCourierFailed: '{{courier}}: {{detail}}',
};
