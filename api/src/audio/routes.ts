import Router from '@koa/router';
import { z } from 'zod';
import { AUDIO_FORMATS } from '@jazz/contracts';
import { allowUpload } from '../http/timeouts';
import type { AppDeps } from '../deps';
import { defineRoute } from '../http/route';

/**
 * Audio: POST /api/audio/upload takes the raw file as the body (admin only, checked
 * before a byte is read) and answers the URL a Listen track stores.
 */
export function audioRoutes(deps: AppDeps): Router {
  const router = new Router();
  const store = deps.services.audio;

  defineRoute(
    router,
    {
      method: 'post',
      path: '/audio/upload',
      summary: 'Stores an audio file sent as the raw body; answers the URL a track stores.',
      guard: deps.auth.requireAdmin,
      rawBody: {
        types: Object.values(AUDIO_FORMATS).map((format) => format.type),
        description: 'The file itself (MP3, M4A, Ogg or WAV).',
      },
      answer: z.object({ url: z.string(), type: z.string(), bytes: z.number().int() }),
      status: 201,
    },
    async (ctx) => {
      allowUpload(ctx);
      const declared = ctx.get('Content-Length');
      ctx.body = await store.receive(ctx.req, declared ? Number(declared) : undefined);
      ctx.status = 201;
    },
  );

  return router;
}
