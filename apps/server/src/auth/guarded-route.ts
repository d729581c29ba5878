import { CAPABILITIES, type Capability, type MessageKey, type Role } from '@chalan/core';
import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { guardedErrorResponses } from '../errors.ts';
import { requireActor, requireCapability, requireMaster } from './session.ts';

/** Who may call a route; written into the OpenAPI document so the route-wide guard test can read it. */
export type Access =
  | { capability: Capability; deniedKey?: MessageKey }
  | { signedIn: true }
  | { master: true };

export const ACCESS_EXTENSION = 'x-chalan-access';
export interface AccessDescription {
  roles: readonly Role[];
  master: boolean;
}

function describe(access: Access): AccessDescription {
  if ('capability' in access) return { roles: CAPABILITIES[access.capability], master: false };
  return { roles: ['Admin', 'Moderator'], master: 'master' in access };
}

/**
 * A route that needs a signed-in user (and a role or the master flag). Guards run before the input is
 * validated, so an outsider learns nothing from a 400.
 */
export function guardedRoute<const R extends Omit<RouteConfig, 'middleware'>>(access: Access, route: R) {
  const middleware = [requireActor];
  if ('capability' in access) middleware.push(requireCapability(access.capability, access.deniedKey));
  if ('master' in access) middleware.push(requireMaster);
  return createRoute({
    ...route,
    middleware,
    security: [{ sessionCookie: [] }],
    [ACCESS_EXTENSION]: describe(access),
    responses: { ...guardedErrorResponses, ...route.responses },
  } as R & { middleware: typeof middleware });
}

/** A route anyone may call (sign-up, sign-in, health). */
export function publicRoute<const R extends RouteConfig>(route: R) {
  return createRoute({ ...route, [ACCESS_EXTENSION]: 'public' } as R);
}
