import type { FastifyInstance } from 'fastify';
import { SIGNUP_CALLS } from '@stallfront/shared';
import { platformEnquiries, signupLog } from '../../db/schema/index.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { authRateLimit } from '../../platform/rate-limit.js';
import { createStore, isEmailTaken } from './create-store.service.js';

/** The public calls of the sign-up page and the enquiry form (spec section 7, "others"). */
export async function signupRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const config = authRateLimit(app);

  serveCalls(app, SIGNUP_CALLS, ['signup'], {
    signupLog: {
      config,
      handle: async ({ email, step, name, mobile, store_name }, req) => {
        await ctx.db.insert(signupLog).values({
          email,
          step,
          name: name ?? null,
          mobile: mobile ?? null,
          storeName: store_name ?? null,
          ip: req.ip,
          userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
        });
        return { message: 'Noted.' };
      },
    },
    checkEmail: {
      // Limited too, or it would list which emails have accounts; looser, as the form asks while typing.
      config: authRateLimit(app, 5),
      handle: async ({ email }) => {
        const taken = await isEmailTaken(ctx, email);
        return {
          available: !taken,
          message: taken ? 'An account with this email exists. Sign in instead.' : 'This email is free.',
        };
      },
    },
    createStore: {
      config,
      handle: (body, req) => createStore(ctx, body, { ip: req.ip, userAgent: req.headers['user-agent'] }),
    },
    enquiry: {
      config,
      handle: async ({ type, name, email, mobile, company, message }) => {
        await ctx.db
          .insert(platformEnquiries)
          .values({ type, name, email, message, mobile: mobile ?? null, company: company ?? null });
        await ctx.mailer.send({
          to: email,
          subject: 'We have your enquiry',
          text: `Hello ${name},\n\nThank you for writing to Stallfront. We will answer within one working day.`,
        });
        return { message: 'Thank you. We will be in touch within one working day.' };
      },
    },
  });
}
