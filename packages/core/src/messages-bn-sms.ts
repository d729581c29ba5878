import type { smsMessages } from './messages-sms.ts';

/** Bangla of the customer SMS messages (spread into MESSAGES_BN). */
export const smsMessagesBn: { [K in keyof typeof smsMessages]: string } = {
  smsTemplateRequired: 'মেসেজটি লিখুন',
  smsTemplateTooLong: 'মেসেজ সর্বোচ্চ ৪০০ অক্ষরের হতে পারে',
  smsTemplateNeedsLink: 'মেসেজে {link} থাকতেই হবে: গ্রাহক এটিই খুলবেন',
  smsTemplateUnknownPlaceholder: 'শুধু {shop}, {name}, {order}, {amount}, {courier} ও {link} ব্যবহার করুন',
  smsGatewayUrlInvalid: 'গেটওয়ের পুরো URL দিন, যেমনটি গেটওয়ে আপনাকে দিয়েছে',
  smsGatewayUrlRequired: 'মেসেজ পাঠাতে SMS গেটওয়ের ঠিকানা দিন',
  smsSenderIdRequired: 'আপনার গেটওয়ে যে সেন্ডার আইডি দিয়েছে তা দিন',
  smsSenderIdTooLong: 'সেন্ডার আইডি সর্বোচ্চ ২০ অক্ষরের হতে পারে',
  smsApiKeyRequired: 'আপনার SMS গেটওয়ের API কী দিন',
  smsSettingsSaved: 'SMS সেটিংস সংরক্ষিত হয়েছে',
  smsNotSetUp: 'আগে “গ্রাহককে SMS” পেজে SMS গেটওয়ে সেট করুন',
  smsTestSent: '{{phone}} নম্বরে পরীক্ষামূলক মেসেজ পাঠানো হয়েছে',
  smsGatewaySaid: 'SMS গেটওয়ে পাঠায়নি: {{detail}}',
  smsGatewayUnreachable: 'SMS গেটওয়ের সাথে যোগাযোগ করা যায়নি ({{detail}})',
  smsGatewayTimedOut: 'SMS গেটওয়ে {{seconds}} সেকেন্ডের মধ্যে সাড়া দেয়নি',
  smsGatewayUnexpected: 'SMS গেটওয়ের উত্তর বোঝা যায়নি (HTTP {{status}})',
  confirmSmsQueued: 'অর্ডার {{code}}-এর নিশ্চিতকরণ SMS {{phone}} নম্বরে যাচ্ছে',
  confirmSmsNotNow: 'অর্ডার {{code}} আগেই কুরিয়ারে গেছে বা বন্ধ হয়েছে: গ্রাহকের নিশ্চিত করার কিছু নেই',
  confirmSmsAnswered: 'অর্ডার {{code}}-এর জন্য গ্রাহক আগেই উত্তর দিয়েছেন',
  orderCustomerAnswerInvalid: 'নিশ্চিত, বাতিল, অপেক্ষায় বা জিজ্ঞাসা হয়নি — এর একটি বেছে নিন',
  confirmSmsNoMobile: 'অর্ডার {{code}}-এ SMS পাঠানোর মতো মোবাইল নম্বর নেই',
};
