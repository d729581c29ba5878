import { appEn } from './en-app.ts';
import { publicEn } from './en-public.ts';

export { webMessagesEn } from './en-public.ts';

/** The whole English tree (the types' source and the journeys' texts); the app loads it in two parts. */
export const en = { ...publicEn, ...appEn };

export type Translation = typeof en;
