import {
  homeFor,
  loginBodySchema,
  registerEmployeeBodySchema,
  registerMerchantBodySchema,
  resendVerificationBodySchema,
} from '@chalan/core';
import { loginReplySchema, type Me, meSchema } from '@chalan/core/auth/replies';
import { and, asc, eq } from 'drizzle-orm';
import { guardedRoute, publicRoute } from '../../auth/guarded-route.ts';
import { couriers, sellers, smsSettings, users } from '../../db/schema/index.ts';
import { errorResponse } from '../../errors.ts';
import { jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { messageReplySchema, reply } from '../../messages.ts';
import { clientAddress, createRouter, forwardCookies } from '../../router.ts';
import { logActivity } from '../activity/activity.service.ts';
import { smsReady } from '../sms/sms-settings.service.ts';
import {
  checkLogin,
  recordLogin,
  registerEmployee,
  registerMerchant,
  sendVerification,
} from './account.service.ts';
import type { LoginLimiter } from './login-limiter.ts';

const registerMerchant201 = jsonResponse(messageReplySchema, 'Registered; a verification mail was sent');

export function accountRoutes(limiter: LoginLimiter) {
  const app = createRouter();
  const tag = ['Account'];

  app.openapi(
    publicRoute({
      method: 'post',
      path: '/account/register/merchant',
      tags: tag,
      summary: 'Register a merchant: seller, Admin user and first store',
      request: { body: jsonBody(registerMerchantBodySchema) },
      responses: {
        201: registerMerchant201,
        400: errorResponse('Invalid input'),
        409: errorResponse('Email in use'),
      },
    }),
    async (c) => {
      await registerMerchant(c.var.deps, c.req.valid('json'), clientAddress(c));
      return c.json(reply('verificationEmailSent'), 201);
    },
  );

  app.openapi(
    publicRoute({
      method: 'post',
      path: '/account/register/employee',
      tags: tag,
      summary: 'Register an employee under a merchant id (disabled until an Admin activates it)',
      request: { body: jsonBody(registerEmployeeBodySchema) },
      responses: {
        201: registerMerchant201,
        400: errorResponse('Invalid input or unknown merchant'),
        409: errorResponse('Email in use'),
      },
    }),
    async (c) => {
      await registerEmployee(c.var.deps, c.req.valid('json'), clientAddress(c));
      return c.json(reply('verificationEmailSent'), 201);
    },
  );

  app.openapi(
    publicRoute({
      method: 'post',
      path: '/account/login',
      tags: tag,
      summary: 'Sign in with email and password',
      request: { body: jsonBody(loginBodySchema) },
      responses: {
        200: jsonResponse(loginReplySchema, 'Signed in; the session cookie is set'),
        400: errorResponse('Invalid Email'),
        401: errorResponse('Wrong Password'),
        403: errorResponse('Email not verified (mail re-sent) or account not approved'),
        404: errorResponse('Please Register First / User not found'),
        429: errorResponse('Too many failed attempts'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const address = clientAddress(c);
      const user = await checkLogin(c.var.deps, limiter, input, address);
      const { headers } = await c.var.deps.auth.api.signInEmail({
        body: { email: input.email, password: input.password },
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      forwardCookies(c, headers);
      const { home } = await recordLogin(c.var.deps, user, address);
      return c.json({ ...reply('welcome', { name: user.name }), home }, 200);
    },
  );

  app.openapi(
    publicRoute({
      method: 'post',
      path: '/account/logout',
      tags: tag,
      summary: 'Sign out (ends this session)',
      responses: { 200: jsonResponse(messageReplySchema, 'Signed out') },
    }),
    async (c) => {
      const { auth, database } = c.var.deps;
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (session) {
        const { headers } = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
        forwardCookies(c, headers);
        await logActivity(database.db, {
          userId: session.user.id,
          logType: 'logout',
          logMessage: `${session.user.email} signed out`,
          ipAddress: clientAddress(c),
        });
      }
      return c.json(reply('signedOut'), 200);
    },
  );

  app.openapi(
    publicRoute({
      method: 'post',
      path: '/account/resend-verification',
      tags: tag,
      summary: 'Send the verification mail again',
      request: { body: jsonBody(resendVerificationBodySchema) },
      responses: {
        200: jsonResponse(messageReplySchema, 'Sent when the account exists and is not verified'),
        400: errorResponse('Invalid Email'),
      },
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      const [user] = await c.var.deps.database.db.select().from(users).where(eq(users.email, email));
      // The same answer whether or not the address has an account, so it cannot be used to probe.
      if (user && !user.emailVerified && !user.deletedAt) await sendVerification(c.var.deps, email);
      return c.json(reply('verificationEmailSent'), 200);
    },
  );

  app.openapi(
    guardedRoute(
      { signedIn: true },
      {
        method: 'get',
        path: '/account/me',
        tags: tag,
        summary: 'The signed-in user, their seller and their home screen',
        responses: { 200: jsonResponse(meSchema, 'The signed-in user') },
      },
    ),
    async (c) => {
      const { actor } = c.var;
      const { db } = c.var.deps.database;
      // Each app start asks for this: the three reads side by side.
      const [[row], activeCouriers, [sms]] = await Promise.all([
        db
          .select({ user: users, seller: sellers })
          .from(users)
          .innerJoin(sellers, eq(sellers.id, users.sellerId))
          .where(eq(users.id, actor.userId)),
        db
          .select({ id: couriers.id, name: couriers.name })
          .from(couriers)
          .where(and(eq(couriers.sellerId, actor.sellerId), eq(couriers.status, true)))
          .orderBy(asc(couriers.name)),
        db.select({ ready: smsReady }).from(smsSettings).where(eq(smsSettings.sellerId, actor.sellerId)),
      ]);
      const { user, seller } = row!;
      const me: Me = {
        user: {
          id: user.id,
          name: user.name,
          email: user.email,
          role: user.role,
          master: user.master,
          verified: user.verified,
          preferences: { language: user.language, latinDigits: user.latinDigits },
        },
        seller: {
          id: seller.id,
          name: seller.name,
          logoUrl: seller.logoPath ? `/uploads/${seller.logoPath}` : null,
          smsReady: sms?.ready ?? false,
        },
        couriers: activeCouriers,
        home: homeFor(user.role),
      };
      return c.json(me, 200);
    },
  );

  return app;
}
