import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGNUP_CALLS } from '@stallfront/shared';
import { platformEnquiries, signupLog } from '../../db/schema/index.js';
import { routeOf } from '../../platform/endpoint-route.js';
import { authRateLimit } from '../../platform/rate-limit.js';
import { createStore, isEmailTaken } from './create-store.service.js';

/** The public calls of the sign-up page and the enquiry form (spec section 7, "others"). */
export async function signupRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const config = authRateLimit(app);
  const tags = ['signup'];

  app.route({
    ...routeOf(SIGNUP_CALLS.signupLog, tags),
    config,
    handler: async (req) => {
      const { email, step, name, mobile, store_name } = req.body;
      await ctx.db.insert(signupLog).values({
        email,
        step,
        name: name ?? null,
        mobile: mobile ?? null,
        storeName: store_name ?? null,
        ip: req.ip,
        userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
      });
      return { status: true as const, message: 'Noted.' };
    },
  });

  app.route({
    ...routeOf(SIGNUP_CALLS.checkEmail, tags),
    // Limited too, or it would list which emails have accounts; looser, as the form asks while typing.
    config: authRateLimit(app, 5),
    handler: async (req) => {
      const taken = await isEmailTaken(ctx, req.body.email);
      return {
        status: true as const,
        available: !taken,
        message: taken ? 'An account with this email exists. Sign in instead.' : 'This email is free.',
      };
    },
  });

  app.route({
    ...routeOf(SIGNUP_CALLS.createStore, tags),
    config,
    handler: (req) => createStore(ctx, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] }),
  });

  app.route({
    ...routeOf(SIGNUP_CALLS.enquiry, tags),
    config,
    handler: async (req) => {
      const { type, name, email, mobile, company, message } = req.body;
      await ctx.db
        .insert(platformEnquiries)
        .values({ type, name, email, message, mobile: mobile ?? null, company: company ?? null });
      await ctx.mailer.send({
        to: email,
        subject: 'We have your enquiry',
        text: `Hello ${name},\n\nThank you for writing to Stallfront. We will answer within one working day.`,
      });
      return { status: true as const, message: 'Thank you. We will be in touch within one working day.' };
    },
  });
}
