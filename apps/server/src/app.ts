import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { AppDeps } from './app-env.ts';
import { CLIENT_ADDRESS_HEADER } from './auth/auth.ts';
import { mayChangeSessions, sessionCache } from './auth/session-cache.ts';
import { AppError } from './errors.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { LoginLimiter } from './features/account/login-limiter.ts';
import { preferencesRoutes } from './features/account/preferences.routes.ts';
import { courierChoiceRoutes } from './features/couriers/courier-choice.routes.ts';
import { couriersRoutes } from './features/couriers/couriers.routes.ts';
import { confirmRoutes } from './features/customer-confirm/confirm.routes.ts';
import { customersRoutes } from './features/customers/customers.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { deliveryRecordRoutes } from './features/delivery-record/delivery-record.routes.ts';
import { dispatchRoutes } from './features/dispatch/dispatch.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { holdDeskRoutes } from './features/hold-desk/hold-desk.routes.ts';
import { invoicesRoutes } from './features/invoices/invoices.routes.ts';
import { lossProfitRoutes } from './features/loss-profit/loss-profit.routes.ts';
import { merchantsRoutes } from './features/merchants/merchants.routes.ts';
import { onboardingRoutes } from './features/onboarding/onboarding.routes.ts';
import { hasOwnBodyLimit, orderImportRoutes } from './features/order-import/order-import.routes.ts';
import { ordersChatRoutes } from './features/orders/orders-chat.routes.ts';
import { ordersReadRoutes } from './features/orders/orders-read.routes.ts';
import { ordersWriteRoutes } from './features/orders/orders-write.routes.ts';
import { courierParcelsRoutes } from './features/parcels/courier-parcels.routes.ts';
import { webhooksRoutes } from './features/parcels/webhooks.routes.ts';
import { productsRoutes } from './features/products/products.routes.ts';
import { productsSearchRoutes } from './features/products/products-search.routes.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { smsRoutes } from './features/sms/sms.routes.ts';
import { storesRoutes } from './features/stores/stores.routes.ts';
import { suppliersRoutes } from './features/suppliers/suppliers.routes.ts';
import { trackingRoutes } from './features/tracking/tracking.routes.ts';
import { transactionsRoutes } from './features/transactions/transactions.routes.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { apiDocsRoutes } from './lib/api-docs.ts';
import { compressResponses } from './lib/compression.ts';
import { refuseForeignOrigin, securityHeaders } from './lib/hardened-http.ts';
import { drainRequestBody, limitBody } from './lib/request-body.ts';
import { API, cacheControl, serveUploads, serveWebApp } from './lib/web-delivery.ts';
import { clientAddress, createRouter } from './router.ts';

export function createApp(deps: AppDeps) {
  const { config } = deps;
  const app = createRouter();
  const limiter = new LoginLimiter(
    deps.database.db,
    config.LOGIN_MAX_FAILURES,
    config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    config.LOGIN_FAILURE_WINDOW_SECONDS * 1000,
  );

  app.use(drainRequestBody);
  app.use(securityHeaders(config.APP_URL));
  app.use(requestId());
  app.use(compressResponses());
  app.use(async (c, next) => {
    const logger = deps.logger.child({ requestId: c.var.requestId });
    c.set('deps', deps);
    c.set('logger', logger);
    const started = performance.now();
    try {
      await next();
    } finally {
      // Whatever a change did to sessions, users or sellers, the next request checks afresh.
      if (mayChangeSessions(c.req.method, c.req.path)) sessionCache.clear(deps.database.db);
    }
    if (c.req.path.startsWith('/api/')) {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
    }
  });

  app.use(refuseForeignOrigin(config.APP_URL));

  app.onError((error, c) => {
    if (error instanceof AppError) return c.json(error.toBody(), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        {
          error: {
            code: 'VALIDATION',
            key: 'invalidInput',
            message: error.message,
            fields: {},
            fieldProblems: {},
          },
        },
        400,
      );
    }
    c.var.logger?.error({ err: error }, 'unhandled error');
    return c.json(
      { error: { code: 'INTERNAL', key: 'somethingWentWrong', message: 'Something went wrong' } },
      500,
    );
  });

  const apiBodyLimit = limitBody(
    2 * 1024 * 1024,
    () => new AppError('PAYLOAD_TOO_LARGE', 'requestTooLarge', { max: '2 MB' }),
  );
  // The order import takes CSV files up to 20 MB and sets that limit on its own routes.
  app.use('/api/*', cacheControl(API));
  app.use('/api/*', (c, next) => (hasOwnBodyLimit(c.req.path) ? next() : apiBodyLimit(c, next)));

  // better-auth answers only the verification link itself; sign-up and sign-in are our routes.
  // Its rate limit keys on a header, so hand it the address of the socket (or the trusted proxy's).
  app.get('/api/auth/verify-email', (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c));
    return deps.auth.handler(new Request(c.req.raw, { headers }));
  });

  const api = createRouter();
  api.route('/', healthRoutes());
  api.route('/', accountRoutes(limiter));
  api.route('/', preferencesRoutes());
  api.route('/', profileRoutes());
  api.route('/', usersRoutes());
  api.route('/', productsSearchRoutes());
  api.route('/', productsRoutes());
  api.route('/', storesRoutes());
  api.route('/', suppliersRoutes());
  api.route('/', courierChoiceRoutes());
  api.route('/', couriersRoutes());
  api.route('/', customersRoutes());
  api.route('/', merchantsRoutes());
  api.route('/', invoicesRoutes());
  api.route('/', onboardingRoutes());
  api.route('/', ordersWriteRoutes());
  api.route('/', ordersChatRoutes());
  api.route('/', dispatchRoutes());
  api.route('/', courierParcelsRoutes());
  api.route('/', holdDeskRoutes());
  api.route('/', webhooksRoutes());
  api.route('/', deliveryRecordRoutes());
  api.route('/', orderImportRoutes());
  api.route('/', lossProfitRoutes());
  api.route('/', dashboardRoutes());
  api.route('/', transactionsRoutes());
  api.route('/', smsRoutes());
  // Last: GET /orders/{id} must not catch the fixed paths other routers add under /orders.
  api.route('/', ordersReadRoutes());
  app.route('/api', api);
  app.openAPIRegistry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: 'chalan.session_token',
  });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Chalan API', version: '1.0.0', description: 'Back-office for cash-on-delivery sellers' },
  });
  apiDocsRoutes(app);
  // The customer's tracking page: a small HTML page of its own, outside /api and the web app.
  app.route('/', trackingRoutes());
  // The confirmation SMS's link: the customer confirms or cancels with no sign-in.
  app.route('/', confirmRoutes());
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'notFound');
  });

  serveUploads(app, deps);
  serveWebApp(app, config.WEB_DIST);
  return app;
}
