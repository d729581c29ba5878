export * from './activity.ts';
export * from './auth.ts';
export * from './catalogue.ts';
export * from './orders.ts';
export * from './parcels.ts';
export * from './payouts.ts';
export * from './sellers.ts';
export * from './sms.ts';
