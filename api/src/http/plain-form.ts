import type { Context, Middleware } from 'koa';
import { HttpError, payloadTooLarge } from './errors';

/** The public forms that also work without JavaScript (their page's form posts here as HTML). */
export const PLAIN_FORMS = ['follow', 'contact', 'booking'] as const;
export type PlainForm = (typeof PLAIN_FORMS)[number];

/** What a plain form's post came to: sent, the human check needs script, fields refused, too many tries. */
export const PLAIN_FORM_RESULTS = ['sent', 'check', 'invalid', 'busy'] as const;
export type PlainFormResult = (typeof PLAIN_FORM_RESULTS)[number];

/** The address of the page that says what a plain form's post came to (Post/Redirect/Get). */
export const plainFormAnswer = (form: PlainForm, result: PlainFormResult) => `/forms/${form}?result=${result}`;

const MAX_FORM_BYTES = 64 * 1024;

/** Reads a small urlencoded form body (a mail client's one-click POST, or a page's own form). */
export async function readFormBody(ctx: Context, limit = 16_384): Promise<URLSearchParams> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const read of ctx.req) {
    // a request stream without setEncoding yields Buffers
    const chunk = Buffer.isBuffer(read) ? read : Buffer.from(String(read));
    size += chunk.length;
    if (size > limit) throw payloadTooLarge();
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Every field once, by its name, as the JSON route reads them. */
export const formFields = (params: URLSearchParams): Record<string, string> => Object.fromEntries(params);

function resultOf(error: unknown): PlainFormResult {
  if (!(error instanceof HttpError)) throw error;
  if (error.status === 429) return 'busy';
  if (error.status !== 400) throw error;
  // without script the human check can not be solved: that is what the visitor must hear first
  return 'altcha' in error.body ? 'check' : 'invalid';
}

/**
 * Put first on a public form's JSON route: a post of the page's own HTML form (urlencoded, the
 * page without JavaScript) is read into the body the route expects, runs the route as the
 * script's request would, and is answered with a redirect to the page that says what happened
 * (Post/Redirect/Get): the fields never reach an address, and a reload sends nothing again.
 * A JSON request passes untouched.
 */
export function plainFormPost(
  form: PlainForm,
  toBody: (params: URLSearchParams) => Record<string, string | string[]> = formFields,
): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'POST' || !ctx.is('application/x-www-form-urlencoded')) return next();
    ctx.request.body = toBody(await readFormBody(ctx, MAX_FORM_BYTES));
    let result: PlainFormResult = 'sent';
    try {
      await next();
    } catch (error) {
      result = resultOf(error);
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(plainFormAnswer(form, result));
    ctx.status = 303;
  };
}
