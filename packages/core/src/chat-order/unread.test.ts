import { describe, expect, it } from 'vitest';
import { parseChatOrder } from './parse-chat-order.ts';
import { TEST_CATALOGUE } from './test-set/catalogue.testkit.ts';
import { unreadLines } from './unread.ts';

const unread = (text: string) => unreadLines(text, parseChatOrder(text, TEST_CATALOGUE));

describe('the lines a message gave nothing from', () => {
  it('lists a product the catalogue does not have, not the lines that were read', () => {
    const text = `আসসালামু আলাইকুম আপু
নাম: রহিমা আক্তার
ফোন: ০১৭১২৩৪৫৬৭৮
ঠিকানা: বাসা ১২, রোড ৫, মিরপুর ১০, ঢাকা
জামদানি শাড়ি ১টা
লাল ব্যাগ ২টা`;
    expect(unread(text)).toEqual(['লাল ব্যাগ ২টা']);
  });

  it('lists nothing when every line was read', () => {
    expect(unread('Name: Rina\nPhone: 01712345678\nMirpur, Dhaka\nHijab 2ta')).toEqual([]);
  });
});
