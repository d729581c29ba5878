import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { accounts, sessions, users, verifications } from '../db/schema/index.ts';
import { logActivity } from '../features/activity/activity.service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { verificationMail } from '../mail/templates.ts';

const DAY = 24 * 60 * 60;
/** A session lives 30 days and is extended once a day while it is used. */
export const SESSION_SECONDS = 30 * DAY;
export const SESSION_UPDATE_SECONDS = DAY;

/** Set by our server from the socket (never trusted from the client) for better-auth's rate limit. */
export const CLIENT_ADDRESS_HEADER = 'x-chalan-client-address';

/**
 * better-auth keeps passwords, sessions and verification tokens. Sign-up and sign-in go through our
 * own routes (account.service) so that registration is one transaction with the seller and its store,
 * and sign-in can give the spec's distinct outcomes.
 */
export function createAuth(deps: { config: Config; db: Db; mailer: Mailer }) {
  const { config, db, mailer } = deps;
  return betterAuth({
    appName: 'Chalan',
    baseURL: config.APP_URL,
    basePath: '/api/auth',
    secret: config.AUTH_SECRET,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: { enabled: true, disableSignUp: true, autoSignIn: false, minPasswordLength: 8 },
    emailVerification: {
      expiresIn: DAY,
      sendOnSignUp: false,
      autoSignInAfterVerification: false,
      async sendVerificationEmail({ user, url }) {
        // better-auth's user lacks our columns: the mail goes out in the language kept on the user.
        const [ours] = await db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
        await mailer.send(verificationMail(user.email, user.name, url, ours?.language));
      },
      async afterEmailVerification(user) {
        await logActivity(db, {
          userId: user.id,
          logType: 'verification',
          logMessage: `${user.email} verified their email`,
        });
      },
    },
    session: {
      expiresIn: SESSION_SECONDS,
      updateAge: SESSION_UPDATE_SECONDS,
      cookieCache: { enabled: false },
    },
    rateLimit: { enabled: true, window: 60, max: 60, storage: 'memory' },
    trustedOrigins: [config.APP_URL],
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: 'chalan',
      useSecureCookies: config.APP_URL.startsWith('https://'),
      database: { generateId: () => uuidv7() },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
