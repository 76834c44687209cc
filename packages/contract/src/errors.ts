import { z } from 'zod';

/** The error bodies of spec 01 section 8, the same from every route. */
export const fieldErrorsBody = z.object({
  message: z.string(),
  /** field name -> messages; a message may carry a detail after a pipe: "message|detail" */
  errors: z.record(z.string(), z.array(z.string())),
});
export type FieldErrorsBody = z.infer<typeof fieldErrorsBody>;

export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;

export const blockingBody = z.object({
  message: z.string(),
  errors: z.unknown(),
});

/** HTTP statuses the product gives a meaning to (spec 01 section 8). */
export const errorStatus = {
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  planLimit: 409,
  businessRule: 420,
  invalidFields: 422,
  blocked: 423,
  tooManyRequests: 429,
} as const;
