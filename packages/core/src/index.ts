export * from './auth/schemas.ts';
export * from './locations/index.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './permissions.ts';
export * from './phone.ts';
export * from './profile/schemas.ts';
export * from './users/schemas.ts';
