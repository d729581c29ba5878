import { MESSAGES } from '@chalan/core/messages';
import { DEFAULT_SMS_TEMPLATES, ENGLISH_SMS_TEMPLATES } from '@chalan/core/sms/templates';
import { describe, expect, it } from 'vitest';
import { type SmsFormValues, sampleMessage, validateSmsSettings } from './sms-settings-values.ts';

const sample = { shop: 'Shop', origin: 'https://chalan.example' };

const values: SmsFormValues = {
  confirmOnSave: true,
  linkAfterDispatch: false,
  gatewayUrl: 'http://bulksmsbd.net/api/smsapi',
  apiKey: '',
  senderId: '8809617000000',
  confirmTemplate: DEFAULT_SMS_TEMPLATES.confirm,
  dispatchTemplate: DEFAULT_SMS_TEMPLATES.dispatched,
};

describe('a message for the sample order', () => {
  it('fills in the order as the server does, Bangla digits in a Bangla text', () => {
    const { text, count } = sampleMessage('confirm', DEFAULT_SMS_TEMPLATES.confirm, sample);
    expect(text).toContain('Shop: রহিম');
    expect(text).toContain('৳১,২৫০');
    expect(text).toContain(`https://chalan.example/c/${'x'.repeat(40)}`);
    expect(count.encoding).toBe('ucs2');
    expect(count.length).toBe(text.length);
    expect(count.parts).toBeGreaterThan(1);
  });

  it('keeps Latin digits and a Latin name in an English text', () => {
    const { text } = sampleMessage('dispatched', ENGLISH_SMS_TEMPLATES.dispatched, sample);
    expect(text).toBe(
      `Shop: your order 7K3M9QXA is with Steadfast, pay Tk 1,250 on delivery. Track: https://chalan.example/t/${'x'.repeat(35)}`,
    );
  });

  it('counts a plain Latin text as GSM-7', () => {
    const { count } = sampleMessage('confirm', 'Hi {name}: {link}', sample);
    expect(count).toEqual({ encoding: 'gsm7', length: 75, parts: 1 });
  });
});

describe('the SMS settings form', () => {
  it('asks for the API key when a message is on and none is stored', () => {
    expect(validateSmsSettings(false)(values).apiKey).toBe(MESSAGES.smsApiKeyRequired);
    expect(validateSmsSettings(true)(values).apiKey).toBeUndefined();
    expect(validateSmsSettings(false)({ ...values, apiKey: 'secret' })).toEqual({});
    expect(
      validateSmsSettings(false)({ ...values, confirmOnSave: false, gatewayUrl: '', senderId: '' }),
    ).toEqual({});
  });

  it('says what is wrong with a template and the gateway with the core schema’s messages', () => {
    const errors = validateSmsSettings(true)({
      ...values,
      confirmTemplate: 'Hello {name}',
      dispatchTemplate: '{link} {price}',
      gatewayUrl: '',
      senderId: '',
    });
    expect(errors).toEqual({
      confirmTemplate: MESSAGES.smsTemplateNeedsLink,
      dispatchTemplate: MESSAGES.smsTemplateUnknownPlaceholder,
      gatewayUrl: MESSAGES.smsGatewayUrlRequired,
      senderId: MESSAGES.smsSenderIdRequired,
    });
  });
});
