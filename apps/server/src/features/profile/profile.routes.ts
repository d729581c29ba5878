import { LOGO_MAX_BYTES, updateBusinessProfileBodySchema } from '@chalan/core';
import {
  type BusinessProfile,
  profileChangeReplySchema,
  profileReplySchema,
} from '@chalan/core/profile/replies';
import { z } from '@hono/zod-openapi';
import { guardedRoute } from '../../auth/guarded-route.ts';
import type { sellers } from '../../db/schema/index.ts';
import { imageStore } from '../../lib/image-store.ts';
import { jsonResponse } from '../../lib/openapi.ts';
import { imageFileSchema, uploadUrl } from '../../lib/uploads.ts';
import { reply } from '../../messages.ts';
import { createRouter } from '../../router.ts';
import { getBusinessProfile, replaceLogo, updateBusinessProfile } from './profile.service.ts';

const toJson = (s: typeof sellers.$inferSelect): BusinessProfile => ({
  merchantId: s.id,
  name: s.name,
  email: s.email,
  phone: s.phone,
  address: s.address,
  city: s.city,
  logoUrl: uploadUrl(s.logoPath),
});

const profileResponse = (description: string) => jsonResponse(profileChangeReplySchema, description);

export function profileRoutes() {
  const app = createRouter();
  const tags = ['Business profile'];
  const access = { capability: 'manageBusinessProfile' } as const;

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/profile',
      tags,
      summary: 'Business Information of the signed-in seller',
      responses: {
        200: jsonResponse(profileReplySchema, 'Profile'),
      },
    }),
    async (c) =>
      c.json(
        { profile: toJson(await getBusinessProfile(c.var.deps.database.db, c.var.actor.sellerId)) },
        200,
      ),
  );

  app.openapi(
    guardedRoute(access, {
      method: 'put',
      path: '/profile',
      tags,
      summary: 'Update Business Information',
      request: {
        body: {
          content: { 'application/json': { schema: updateBusinessProfileBodySchema } },
          required: true,
        },
      },
      responses: { 200: profileResponse('Updated') },
    }),
    async (c) => {
      const seller = await updateBusinessProfile(
        c.var.deps.database.db,
        c.var.actor.sellerId,
        c.req.valid('json'),
      );
      return c.json(
        {
          profile: toJson(seller),
          ...reply('profileUpdated', { name: seller.name }),
        },
        200,
      );
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'post',
      path: '/profile/logo',
      tags,
      summary: `Upload the logo (PNG, JPEG or WebP, at most ${LOGO_MAX_BYTES / 1024} KB)`,
      request: {
        body: {
          content: {
            'multipart/form-data': {
              schema: z.object({ file: imageFileSchema }),
            },
          },
          required: true,
        },
      },
      responses: { 200: profileResponse('Logo replaced') },
    }),
    async (c) => {
      const { file } = c.req.valid('form');
      const { deps, actor } = c.var;
      const seller = await replaceLogo(deps.database.db, imageStore(deps), actor.sellerId, file);
      return c.json(
        {
          profile: toJson(seller),
          ...reply('profileUpdated', { name: seller.name }),
        },
        200,
      );
    },
  );
  return app;
}
